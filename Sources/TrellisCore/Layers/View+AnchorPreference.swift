/// SwiftUI's anchor preferences and the preference overlays that read them.
///
/// A view writes a preference from an ``Anchor`` of its own frame; a ``View/overlayPreferenceValue(_:alignment:_:)``
/// (or ``View/backgroundPreferenceValue(_:alignment:_:)``) above it builds its content from the value its subtree
/// set, reduced in tree order with the key's `reduce(value:nextValue:)`. The overlay's content sees the final frames:
/// the first pass cannot know where views are placed (the overlay is built while its view is laid out), so a layout
/// whose overlay read an anchor runs again with the frames its last pass placed the anchored views at, until every
/// anchor read is where its view was placed (as ``GeometryProxy/frame(in:)`` does; at most
/// ``LayoutEngine/maximumReaderPasses`` passes).
///
/// | | SwiftUI | Trellis |
/// | --- | --- | --- |
/// | the closures | main-actor bound | `anchorPreference`'s `transform` is `@Sendable`; the overlay's content closure is not (as a ``GeometryReader``'s), and runs on the task doing the layout |
/// | anchors inside embedded content (a reader's closure) | collected | not collected: only the view tree under the overlay's view is read |
/// | `preference(key:value:)` and `transformPreference` values | collected with the anchors | the same |
///
/// - Complexity: O(1) to write a preference; an overlay reads its view's subtree, O(n) per pass, plus one more pass
///   of the whole layout per level of anchors read.
extension View {
  /// Sets `key`'s value to `transform` of an anchor of this view's frame (SwiftUI's `anchorPreference`). The value
  /// replaces the one the views inside this one set.
  ///
  /// ```swift
  /// Text("Hello").anchorPreference(key: Bounds.self, value: .bounds) { [$0] }
  /// ```
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping @Sendable (Anchor<A>) -> K.Value
  ) -> Node {
    let writer = PreferenceWriter(key: ObjectIdentifier(K.self)) { _, frame in
      transform(Anchor(frame: frame, source: value))
    }
    return node.updatingAttributes { $0.preferences.append(writer) }
  }

  /// Changes `key`'s value, as the views inside this one set it (or the key's default value), with an anchor of this
  /// view's frame (SwiftUI's `transformAnchorPreference`).
  ///
  /// ```swift
  /// Text("Hello").transformAnchorPreference(key: Bounds.self, value: .bounds) { $0.append($1) }
  /// ```
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping @Sendable (inout K.Value, Anchor<A>) -> Void
  ) -> Node {
    let writer = PreferenceWriter(key: ObjectIdentifier(K.self)) { below, frame in
      var changed = (below as? K.Value) ?? K.defaultValue
      transform(&changed, Anchor(frame: frame, source: value))
      return changed
    }
    return node.updatingAttributes { $0.preferences.append(writer) }
  }

  /// Lays the views `transform` builds from `key`'s value over this view, proposed its size and aligned by
  /// `alignment` (SwiftUI's `overlayPreferenceValue`, iOS 14's form without `alignment` and iOS 17's with it). The
  /// value is the one the views inside this one set, with their anchors at their final frames.
  ///
  /// ```swift
  /// HStack { Text("Hello").anchorPreference(key: Bounds.self, value: .bounds) { [$0] } }
  ///   .overlayPreferenceValue(Bounds.self) { anchors in
  ///     GeometryReader { proxy in Rectangle().frame(width: proxy[anchors[0]].width, height: 2) }
  ///   }
  /// ```
  public func overlayPreferenceValue<K: PreferenceKey>(
    _ key: K.Type = K.self, alignment: Alignment = .center,
    @NodeBuilder _ transform: @escaping (K.Value) -> [Node]
  ) -> Node {
    preferenceLayer(K.self, alignment: alignment, isBackground: false, ContentClosure(transform))
  }

  /// Lays the views `transform` builds from `key`'s value behind this view (SwiftUI's `backgroundPreferenceValue`);
  /// as ``overlayPreferenceValue(_:alignment:_:)`` otherwise.
  public func backgroundPreferenceValue<K: PreferenceKey>(
    _ key: K.Type = K.self, alignment: Alignment = .center,
    @NodeBuilder _ transform: @escaping (K.Value) -> [Node]
  ) -> Node {
    preferenceLayer(K.self, alignment: alignment, isBackground: true, ContentClosure(transform))
  }

  private func preferenceLayer<K: PreferenceKey>(
    _ key: K.Type, alignment: Alignment, isBackground: Bool, _ transform: ContentClosure<K.Value, [Node]>
  ) -> Node {
    let content = PreferenceOverlayContent<K>(
      primary: node, isBackground: isBackground, alignment: alignment, content: { transform($0) })
    let secondary = Node(
      embedded: content, typeName: isBackground ? "backgroundPreferenceValue" : "overlayPreferenceValue")
    return layered([secondary], alignment: alignment, isBackground: isBackground)
  }
}

/// A preference a node writes (``Node/Attributes/preferences``): its key, and the value it sets from the value the
/// views inside it set (`nil` when none did) and its frame in the root's coordinates (`.zero` for a writer that does
/// not read it: a plain ``View/preference(key:value:)`` or ``View/transformPreference(_:_:)``, which then makes no
/// layout run again).
struct PreferenceWriter: Sendable {
  let key: ObjectIdentifier
  var readsFrame = true
  let write: @Sendable (_ below: Any?, _ frame: Rect) -> Any
}

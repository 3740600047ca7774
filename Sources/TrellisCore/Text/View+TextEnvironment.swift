/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension View {
  /// Sets the font of every ``Text`` below that does not set its own, as SwiftUI's `font(_:)` on any view.
  ///
  /// The setting is an attribute of this view (no node is added to the tree or the result).
  ///
  /// - Complexity: O(1); resolved once per node when a pass flattens the tree.
  public func font(_ font: Font?) -> Node { withText { $0.font = font ?? .body } }

  /// Sets the weight of the fonts of the texts below, whichever font each resolves to, as SwiftUI's
  /// `fontWeight(_:)` on any view (`nil` keeps the inherited weight); a text's own ``Text/fontWeight(_:)`` wins.
  ///
  /// ```swift
  /// VStack { Text("A"); Text("B").font(.title) }.fontWeight(.semibold)   // both semibold
  /// ```
  ///
  /// - Complexity: O(1); resolved once per node when a pass flattens the tree.
  public func fontWeight(_ weight: Font.Weight?) -> Node { withText { $0.fontWeight = weight } }

  /// Sets the line limit of the texts below (`nil`: none), as SwiftUI's `lineLimit(_:)`.
  public func lineLimit(_ limit: Int?) -> Node { withText { $0.lineLimit = LineLimit(limit) } }

  /// Sets the line spacing of the texts below, as SwiftUI's `lineSpacing(_:)`.
  public func lineSpacing(_ spacing: CGFloat) -> Node { withText { $0.lineSpacing = spacing } }

  /// Sets how the lines of the texts below are aligned, as SwiftUI's `multilineTextAlignment(_:)`.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> Node {
    withText { $0.multilineTextAlignment = alignment }
  }

  /// Sets where the texts below are truncated, as SwiftUI's `truncationMode(_:)`.
  public func truncationMode(_ mode: TruncationMode) -> Node { withText { $0.truncationMode = mode } }

  /// Sets how far the fonts of the texts below may shrink to fit, as SwiftUI's `minimumScaleFactor(_:)`.
  public func minimumScaleFactor(_ factor: CGFloat) -> Node { withText { $0.minimumScaleFactor = factor } }

  /// Sets the tracking of the texts below, as SwiftUI's `tracking(_:)` on any view (iOS 16): points added after
  /// each grapheme cluster (``Text/tracking(_:)``); a text's own setting wins.
  ///
  /// - Complexity: O(1); resolved once per node when a pass flattens the tree.
  public func tracking(_ tracking: CGFloat) -> Node { withSpacing { $0.tracking = tracking } }

  /// Sets the kerning of the texts below, as SwiftUI's `kerning(_:)` on any view (iOS 16) (``Text/kerning(_:)``).
  ///
  /// - Complexity: O(1); resolved once per node when a pass flattens the tree.
  public func kerning(_ kerning: CGFloat) -> Node { withSpacing { $0.kerning = kerning } }

  /// Sets the baseline offset of the texts below, as SwiftUI's `baselineOffset(_:)` on any view (iOS 16)
  /// (``Text/baselineOffset(_:)``).
  ///
  /// - Complexity: O(1); resolved once per node when a pass flattens the tree.
  public func baselineOffset(_ offset: CGFloat) -> Node { withSpacing { $0.baselineOffset = offset } }

  /// Lets the texts below squeeze their letter spacing before truncating, as SwiftUI's `allowsTightening(_:)`: a
  /// text that fits with each cluster at most ``TextAttributes/maximumTightening`` of its font's size narrower is
  /// set that way (as little tightened as fits) instead of truncated.
  ///
  /// - Complexity: O(1); resolved once per node when a pass flattens the tree.
  public func allowsTightening(_ flag: Bool) -> Node { withSpacing { $0.allowsTightening = flag } }

  /// Sets the Dynamic Type size of the views below, as SwiftUI's `dynamicTypeSize(_:)`: the text styles
  /// (``Font/body``, ``Font/title``, …) and fonts relative to them are measured at that size's point sizes.
  ///
  /// ```swift
  /// Text("Hello").font(.body).dynamicTypeSize(.xxxLarge)   // 23 pt
  /// ```
  ///
  /// - Complexity: O(1); resolved once per node when a pass flattens the tree.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> Node {
    withText { $0.dynamicType = DynamicTypeSetting(size: size) }
  }

  /// Limits the Dynamic Type size of the views below to `range`, as SwiftUI's `dynamicTypeSize(_:)` with a range:
  /// the inherited size (``DynamicTypeSize/large`` unless an ancestor sets one) is clamped into it, so
  /// `.dynamicTypeSize(...DynamicTypeSize.large)` keeps text from growing past the default and
  /// `.dynamicTypeSize(.xLarge...)` makes it at least extra large. Nested settings apply outer first.
  ///
  /// - Complexity: O(1); resolved once per node when a pass flattens the tree.
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> Node where T.Bound == DynamicTypeSize {
    // Every `RangeExpression` of a finite, ordered set is a closed range of it; an empty one (`.large ..< .large`)
    // keeps the size (SwiftUI traps on it at creation, a value a scene may hold).
    let members = DynamicTypeSize.allCases.filter { range.contains($0) }
    guard let lower = members.first, let upper = members.last else { return node }
    return withText { $0.dynamicType = DynamicTypeSetting(range: lower...upper) }
  }

  private func withSpacing(_ change: (inout SpacingSettings) -> Void) -> Node {
    withText {
      var spacing = SpacingSettings()
      change(&spacing)
      $0.spacing = spacing
    }
  }

  private func withText(_ change: (inout TextEnvironment) -> Void) -> Node {
    var environment = TextEnvironment()
    change(&environment)
    // An outer call wraps an inner one in SwiftUI; on one node the later call is the outer one.
    return node.updatingAttributes { $0.text = ($0.text ?? TextEnvironment()).inheriting(environment) }
  }
}

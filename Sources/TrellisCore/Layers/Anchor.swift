/// A geometry value of a view, taken where the view is laid out and read in another view's coordinates (SwiftUI's
/// `Anchor`): an anchor preference (``View/anchorPreference(key:value:transform:)``) hands one to a preference
/// overlay (``View/overlayPreferenceValue(_:alignment:_:)``), whose ``GeometryReader`` resolves it with
/// `proxy[anchor]` into the reader's coordinates.
///
/// ```swift
/// HStack {
///   Text("Hello").anchorPreference(key: Bounds.self, value: .bounds) { [$0] }
/// }.overlayPreferenceValue(Bounds.self) { anchors in
///   GeometryReader { proxy in Rectangle().frame(width: proxy[anchors[0]].width, height: 2) }
/// }
/// ```
///
/// It is opaque: it holds the frame its view was placed at, in the root's coordinates, and what to make of it (its
/// ``Source``). The frame is the one the layout placed the view at: a layout whose overlay reads an anchor runs again
/// until every anchor read is where its view is placed (see ``View/anchorPreference(key:value:transform:)``).
///
/// - Complexity: O(1) for every member.
public struct Anchor<Value>: Sendable {
  /// The anchored view's frame in the root's coordinates (the origin, at its size, while a pass does not know it).
  let frame: Rect
  /// What the anchor makes of a frame.
  let source: Source

  /// Where an anchor's value comes from: a rect or a point of the view's bounds (SwiftUI's `Anchor.Source`), made
  /// with the static members on `Anchor<CGRect>.Source` (``bounds``, ``rect(_:)``) and `Anchor<CGPoint>.Source`
  /// (``center``, ``topLeading``…, ``point(_:)``, ``unitPoint(_:)``).
  ///
  /// - Complexity: O(1) for every member.
  public struct Source: Sendable {
    /// The value in the coordinates of a view whose bounds are the given rect (the anchored view's frame, moved
    /// into the reading view's coordinates).
    let resolve: @Sendable (Rect) -> Value
  }

  /// The anchor's value in coordinates where the anchored view's frame is at `origin` (its size unchanged).
  func value(withFrameAt origin: Point) -> Value { source.resolve(Rect(origin: origin, size: frame.size)) }
}

extension Anchor.Source where Value == Rect {
  /// The view's bounds: its frame where it is read.
  public static var bounds: Anchor<Value>.Source { rect(Rect(origin: .zero, size: .zero), wholeBounds: true) }

  /// `rect`, given in the view's own coordinates (its top-leading corner at (0, 0)).
  public static func rect(_ rect: Rect) -> Anchor<Value>.Source { self.rect(rect, wholeBounds: false) }

  private static func rect(_ rect: Rect, wholeBounds: Bool) -> Anchor<Value>.Source {
    Anchor<Value>.Source { frame in
      wholeBounds ? frame : rect.offsetBy(dx: frame.minX, dy: frame.minY)
    }
  }
}

extension Anchor.Source where Value == Point {
  /// `point`, given in the view's own coordinates (its top-leading corner at (0, 0)).
  public static func point(_ point: Point) -> Anchor<Value>.Source {
    Anchor<Value>.Source { frame in Point(x: frame.minX + point.x, y: frame.minY + point.y) }
  }

  /// The point at `unitPoint` of the view's bounds ((0, 0) its top-leading corner, (1, 1) its bottom-trailing one).
  public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<Value>.Source {
    Anchor<Value>.Source { frame in
      Point(x: frame.minX + unitPoint.x * frame.width, y: frame.minY + unitPoint.y * frame.height)
    }
  }

  /// The top-leading corner.
  public static var topLeading: Anchor<Value>.Source { unitPoint(.topLeading) }
  /// The middle of the top edge.
  public static var top: Anchor<Value>.Source { unitPoint(.top) }
  /// The top-trailing corner.
  public static var topTrailing: Anchor<Value>.Source { unitPoint(.topTrailing) }
  /// The middle of the leading edge.
  public static var leading: Anchor<Value>.Source { unitPoint(.leading) }
  /// The centre.
  public static var center: Anchor<Value>.Source { unitPoint(.center) }
  /// The middle of the trailing edge.
  public static var trailing: Anchor<Value>.Source { unitPoint(.trailing) }
  /// The bottom-leading corner.
  public static var bottomLeading: Anchor<Value>.Source { unitPoint(.bottomLeading) }
  /// The middle of the bottom edge.
  public static var bottom: Anchor<Value>.Source { unitPoint(.bottom) }
  /// The bottom-trailing corner.
  public static var bottomTrailing: Anchor<Value>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
  /// `anchor`'s value in this proxy's coordinates (its top-leading corner at (0, 0)), as SwiftUI's `proxy[anchor]`.
  ///
  /// ```swift
  /// GeometryReader { proxy in
  ///   let bounds = proxy[anchor]  // the anchored view's frame, relative to this reader
  ///   Rectangle().frame(width: bounds.width, height: bounds.height).position(x: bounds.midX, y: bounds.midY)
  /// }
  /// ```
  ///
  /// Inside a reader's closure this reads the reader's global frame (``frame(in:)``), so the layout runs again until
  /// it is the one the reader is placed at.
  ///
  /// - Complexity: O(1).
  public subscript<T>(anchor: Anchor<T>) -> T {
    let origin = frame(in: .global).origin
    return anchor.value(withFrameAt: Point(x: anchor.frame.minX - origin.x, y: anchor.frame.minY - origin.y))
  }
}

/// Where a scroll view's content is and what of it is shown (SwiftUI's `ScrollGeometry`), read from a result with
/// ``LayoutResult/scrollGeometry(of:)``.
///
/// - Complexity: O(1) for every member.
public struct ScrollGeometry: Hashable, Sendable {
  /// The content's size.
  public let contentSize: Size
  /// The scroll view's own size.
  public let containerSize: Size
  /// The part of the content shown, in the content's coordinates (its top-leading corner is (0, 0)). Across a
  /// non-scrolling axis a narrower content is centred, so the rect starts before it (a negative origin).
  public let visibleRect: Rect

  /// The point of the content at the scroll view's top-leading corner: `visibleRect.origin`.
  public var contentOffset: Point { visibleRect.origin }

  /// A scroll geometry.
  init(contentSize: Size, containerSize: Size, visibleRect: Rect) {
    self.contentSize = contentSize
    self.containerSize = containerSize
    self.visibleRect = visibleRect
  }
}

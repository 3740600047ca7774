/// A scrollable view (SwiftUI's `ScrollView`).
///
/// The content is proposed nothing (its ideal length) along the scrolling axes and the scroll view's proposal across
/// them. The scroll view's size is its proposal (it is flexible); an unspecified dimension takes the content's size.
/// Along a scrolling axis the content starts at the leading or top edge, moved back by the content offset; across
/// one, a content narrower or wider than the scroll view is centred. The offset is not clamped: an offset beyond the
/// content shows the overscroll a rubber-banding scroll view would.
///
/// Several views in `content` are stacked along the scrolling axis (a `VStack` for `.vertical`, else an `HStack`),
/// as SwiftUI stacks them. The result reports the content size and the visible rect through
/// ``LayoutResult/scrollGeometry(of:)``.
///
/// ```swift
/// let tree = ScrollView {
///   VStack(spacing: 0) { Box(width: 100, height: 150); Box(width: 100, height: 150) }
/// }.id("scroll")
/// let result = try tree.layout(in: Size(width: 300, height: 200))
/// // 300×200; the boxes at (100, 0) and (100, 150)
/// result.scrollGeometry(of: "scroll")?.contentSize  // 100×300
/// ```
public struct ScrollView: View, Sendable {
  public let node: Node

  /// A scroll view.
  ///
  /// - Parameters:
  ///   - axes: the scrolling axes (default vertical).
  ///   - showsIndicators: accepted for SwiftUI compatibility; a headless layout draws no indicators.
  ///   - contentOffset: how far the content is scrolled (Trellis's addition: SwiftUI sets it by scrolling).
  ///   - content: the scrolled content.
  /// - Complexity: O(k) for k views in `content`.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, contentOffset: Point = .zero,
    @NodeBuilder content: () -> [Node]
  ) {
    let nodes = content()
    let child: [Node]
    if nodes.count <= 1 {
      child = nodes
    } else if axes.contains(.vertical) {
      child = [VStack { nodes }.node]
    } else {
      child = [HStack { nodes }.node]
    }
    node = Node(
      layout: ScrollViewLayout(axes: axes, contentOffset: contentOffset), typeName: "ScrollView", children: child)
  }
}

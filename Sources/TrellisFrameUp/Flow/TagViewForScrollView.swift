import TrellisCore

/// FrameUp's TagViewForScrollView: a ``TagView`` with an explicit `maxWidth`, so it works where no width is proposed
/// (inside a vertical scroll view; use a ``WidthReader`` to get the width).
///
/// - Complexity: O(n).
public struct TagViewForScrollView: View {
  public let node: Node

  /// A tag view that wraps at `maxWidth`.
  ///
  /// - Complexity: O(n) views built.
  public init<Element: Hashable>(
    maxWidth: CGFloat, elements: [Element], horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @NodeBuilder content: (Element) -> [Node]
  ) {
    node = Node(
      layout: FULayoutContainer(
        HFlow(maxWidth: maxWidth, horizontalSpacing: horizontalSpacing ?? 0, verticalSpacing: verticalSpacing ?? 0)),
      typeName: "TagViewForScrollView", children: ForEach(elements, id: \.self, content: content).nodes)
  }
}

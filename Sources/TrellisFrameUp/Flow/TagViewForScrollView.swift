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
    maxWidth: Double, elements: [Element], horizontalSpacing: Double = 0, verticalSpacing: Double = 0,
    @NodeBuilder content: (Element) -> [Node]
  ) {
    node = Node(
      layout: FULayoutContainer(
        HFlow(maxWidth: maxWidth, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)),
      typeName: "TagViewForScrollView", children: ForEach(elements, id: \.self, content: content).nodes)
  }
}

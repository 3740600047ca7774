/// Items in rows, filled column by column (SwiftUI's `LazyHGrid`): the transpose of ``LazyVGrid``.
///
/// ```swift
/// LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 10) { … }
/// ```
public struct LazyHGrid: View, Sendable {
  public let node: Node

  /// A horizontal grid; columns are `spacing` apart (`nil`: 8), the rows aligned across the grid by `alignment`.
  /// `pinnedViews` is accepted for SwiftUI code and changes nothing (Trellis has no sections).
  ///
  /// - Complexity: O(children).
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @NodeBuilder content: () -> [Node]
  ) {
    let layout = LazyGridLayout(
      laneAxis: .vertical, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
      spacing: spacing)
    node = Node(layout: layout, typeName: "LazyHGrid", children: content())
  }
}

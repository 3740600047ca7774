/// Items in columns, filled row by row (SwiftUI's `LazyVGrid`); see ``GridItem`` and ``LazyGridLayout`` for the
/// rules. Every item is laid out ("lazy" only matters to a renderer that builds views on screen).
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.flexible(), spacing: 0), GridItem(.flexible())], spacing: 0) {
///   Box(width: 50, height: 20); Box(width: 60, height: 40); Box(width: 30, height: 10)
/// }
/// // proposed width 200: columns of 100; items at (25,10), (120,0), (35,40); 200×50
/// ```
public struct LazyVGrid: View, Sendable {
  public let node: Node

  /// A vertical grid; rows are `spacing` apart (`nil`: 8), the columns aligned across the grid by `alignment`.
  /// `pinnedViews` is accepted for SwiftUI code and changes nothing (Trellis has no sections).
  ///
  /// - Complexity: O(children).
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @NodeBuilder content: () -> [Node]
  ) {
    let layout = LazyGridLayout(
      laneAxis: .horizontal, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
      spacing: spacing)
    node = Node(layout: layout, typeName: "LazyVGrid", children: content())
  }
}

/// One row of a ``Grid`` (SwiftUI's `GridRow`).
///
/// Inside a grid the row takes the size the grid gives it (the grid's width, the row's height) and the grid places
/// its cells. Outside a grid it lays its children out as a grid of this one row would (spacing 8).
///
/// ```swift
/// GridRow(alignment: .top) { Box(width: 50, height: 10); Box(width: 20, height: 30) }
/// ```
public struct GridRow: View, Sendable {
  public let node: Node

  /// A row whose cells are aligned vertically by `alignment` (`nil`: the grid's).
  ///
  /// - Complexity: O(children).
  public init(alignment: VerticalAlignment? = nil, @NodeBuilder content: () -> [Node]) {
    node = Node(layout: GridRowLayout(alignment: alignment), typeName: "GridRow", children: content())
  }
}

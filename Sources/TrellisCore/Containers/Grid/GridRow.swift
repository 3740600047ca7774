/// One row of a ``Grid`` (SwiftUI's `GridRow`); see ``GridRowLayout``.
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

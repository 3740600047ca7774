/// Rows of cells in shared columns (SwiftUI's `Grid`); see ``GridLayout``.
///
/// ```swift
/// Grid(horizontalSpacing: 0, verticalSpacing: 0) {
///   GridRow { Box(width: 50, height: 10); Box(width: 20, height: 30) }
///   GridRow { Box(width: 30, height: 20); Box(width: 60, height: 10) }
/// }
/// // columns 50 and 60, rows 30 and 20: 110×50; cells at (0,10), (70,0), (10,30), (50,35)
/// ```
///
/// - Children are ``GridRow``s; any other child is a row of one cell spanning every column. Cell i of a row starts
///   in the column after cell i − 1 (``View/gridCellColumns(_:)`` spans several).
/// - Each column is as wide as its widest single-column cell and each row as tall as its tallest cell; with a
///   proposed width (height), flexible columns (rows) share what the others leave, as in a stack. A spanning cell
///   wider than its columns widens them equally. ``View/gridCellUnsizedAxes(_:)`` keeps a cell out of this sizing.
/// - Cells are aligned in their cells by the grid's `alignment`, overridden per row (``GridRow``'s `alignment`) and
///   per column (``View/gridColumnAlignment(_:)``), or put by ``View/gridCellAnchor(_:)``.
/// - A negative spacing is legal, as in the stacks (and SwiftUI): columns (rows) overlap by that much, and the grid's
///   width (height) never goes below 0.
/// - A grid has at most ``TrellisLimits/maxGridColumns`` (65,536) columns: a span above it is clamped, and a row
///   whose spans add up to more makes the layout fail with `LayoutError.invalidInput` naming the grid.
///
/// - Complexity: O(cells) measurements per proposal, plus O(columns + cells · log columns) arithmetic.
public struct Grid: View, Sendable {
  public let node: Node

  /// A grid; spacings default to 8.
  ///
  /// - Complexity: O(children).
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @NodeBuilder content: () -> [Node]
  ) {
    node = Node(
      layout: GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing),
      typeName: "Grid", children: content())
  }
}

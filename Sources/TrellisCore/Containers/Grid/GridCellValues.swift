/// What a cell of a ``Grid`` asks of it, set with ``View/gridCellColumns(_:)``, ``View/gridColumnAlignment(_:)``,
/// ``View/gridCellUnsizedAxes(_:)`` and ``View/gridCellAnchor(_:)``; read by the grid as `subview[GridCellKey.self]`.
///
/// - Complexity: O(1) for every member.
struct GridCellValues: Sendable {
  /// How many columns the cell spans (1 to ``TrellisLimits/maxGridColumns``).
  var columns = 1
  /// The horizontal alignment of the cell's column, if this cell sets it.
  var columnAlignment: HorizontalAlignment? = nil
  /// The axes on which the cell does not size its row or column (it is still given the cell's size).
  var unsizedAxes: Axis.Set = []
  /// The point of the cell that the view's same point is put at, instead of the alignments.
  var anchor: UnitPoint? = nil
}

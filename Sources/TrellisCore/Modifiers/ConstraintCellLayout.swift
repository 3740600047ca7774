/// The cell TrellisSolver's `ConstraintLayout` wraps around each child: it takes the child's id, so the result reports
/// the child's solved frame, and places the child's content inside it, centred (like `.frame(width:height:)`).
///
/// Proposed a finite dimension, the cell is exactly that long; an unspecified or infinite dimension is the child's
/// own answer. So measuring the cell with `.unspecified`, `.infinity` or `(width: w, height: nil)` measures the child,
/// and proposing it a solved size makes it that size. It is a modifier node: layout values such as
/// `contentHuggingPriority` set on the child are read through it. A ``CellLayout``: the engine runs it itself.
///
/// - Complexity: O(1) plus one child measurement.
package struct ConstraintCellLayout: CellLayout {
  package init() {}
}

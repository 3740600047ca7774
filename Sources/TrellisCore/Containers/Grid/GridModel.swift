/// A ``Grid``'s rows and cells for one layout call: which column each cell starts in and how many it spans.
///
/// A `GridRow` child is a row of its children, cell i starting where cell i − 1 ends (`gridCellColumns`); any other
/// child is a row of one cell spanning every column. The grid has as many columns as its widest `GridRow` (at least
/// one).
struct GridModel {
  struct Cell {
    let subview: LayoutSubview
    let column: Int
    let span: Int
    let values: GridCellValues
  }

  struct Row {
    /// The `GridRow` node, `nil` for a row of one child that is not a `GridRow` (its cell is that child).
    let row: LayoutSubview?
    let alignment: VerticalAlignment?
    var cells: [Cell]
  }

  var rows: [Row] = []
  var columnCount = 1
  /// Each column's alignment from the first cell (in row order) starting in it that sets one.
  var columnAlignments: [HorizontalAlignment?] = []

  /// The model of a grid's children. A grid of more than ``TrellisLimits/maxGridColumns`` columns is reported as
  /// bad input (`LayoutError.invalidInput` at the grid's path) and modelled without rows, before any per-column
  /// array is made.
  init(gridSubviews subviews: LayoutSubviews) {
    var spanning: [(row: Int, subview: LayoutSubview)] = []
    for subview in subviews {
      if let (layout, cells) = subview.gridRow {
        rows.append(Row(row: subview, alignment: layout.alignment, cells: Self.cells(of: cells)))
        columnCount = max(columnCount, rows[rows.count - 1].cells.last.map { $0.column + $0.span } ?? 0)
      } else {
        spanning.append((rows.count, subview))
        rows.append(Row(row: nil, alignment: nil, cells: []))
      }
    }
    guard Self.checkColumnCount(columnCount, subviews) else {
      self = GridModel()
      return
    }
    for (r, subview) in spanning {
      rows[r].cells = [Cell(subview: subview, column: 0, span: columnCount, values: subview[GridCellKey.self])]
    }
    findColumnAlignments()
  }

  /// The model of a `GridRow` outside a grid: one row of its children (checked as a grid's).
  init(rowSubviews subviews: LayoutSubviews, alignment: VerticalAlignment?) {
    let cells = Self.cells(of: subviews)
    if !cells.isEmpty {
      rows = [Row(row: nil, alignment: alignment, cells: cells)]
      columnCount = cells[cells.count - 1].column + cells[cells.count - 1].span
    }
    guard Self.checkColumnCount(columnCount, subviews) else {
      self = GridModel()
      return
    }
    findColumnAlignments()
  }

  /// A model without rows: the size of an empty grid.
  private init() {}

  /// Whether `count` columns are within ``TrellisLimits/maxGridColumns``; reports the container's bad input if not.
  private static func checkColumnCount(_ count: Int, _ subviews: LayoutSubviews) -> Bool {
    if count <= TrellisLimits.maxGridColumns { return true }
    subviews.reportInvalidInput(
      "its cells span \(count) columns (gridCellColumns), more than TrellisLimits.maxGridColumns "
        + "(\(TrellisLimits.maxGridColumns))")
    return false
  }

  /// The cells of a row, each starting where the previous one ends. Spans are at most
  /// ``TrellisLimits/maxGridColumns`` each, so the running column cannot overflow.
  private static func cells(of subviews: LayoutSubviews) -> [Cell] {
    var cells: [Cell] = []
    var column = 0
    for subview in subviews {
      let values = subview[GridCellKey.self]
      let span = min(max(1, values.columns), TrellisLimits.maxGridColumns)
      cells.append(Cell(subview: subview, column: column, span: span, values: values))
      column += span
    }
    return cells
  }

  private mutating func findColumnAlignments() {
    columnAlignments = Array(repeating: nil, count: columnCount)
    for row in rows where row.row != nil {
      for cell in row.cells where columnAlignments[cell.column] == nil {
        columnAlignments[cell.column] = cell.values.columnAlignment
      }
    }
  }
}

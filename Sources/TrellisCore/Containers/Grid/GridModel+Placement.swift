extension GridModel {
  /// Places each row (a `GridRow` takes the grid's width and the row's height) and each cell in its cell: its
  /// anchor at the cell's same point with `gridCellAnchor`, else aligned by the column's alignment (a spanning cell:
  /// its first column's; a cell that is not in a `GridRow`: the grid's) and the row's (else the grid's).
  func place(
    in bounds: Rect, proposal: ProposedViewSize, spacing: (horizontal: Double, vertical: Double), alignment: Alignment
  ) {
    if rows.isEmpty { return }
    let widths = columnWidths(proposal.width, spacing: spacing.horizontal)
    let heights = rowHeights(proposal.height, widths: widths, spacing: spacing)
    var columnX: [Double] = []
    var x = bounds.minX
    for width in widths {
      columnX.append(x)
      x += width + spacing.horizontal
    }
    let gridWidth = widths.reduce(0, +) + spacing.horizontal * Double(columnCount - 1)
    var y = bounds.minY
    for (r, row) in rows.enumerated() {
      let height = heights[r]
      row.row?.place(
        at: Point(x: bounds.minX, y: y), anchor: .topLeading,
        proposal: ProposedViewSize(width: gridWidth, height: height))
      for cell in row.cells {
        let rect = Rect(
          x: columnX[cell.column], y: y, width: cellWidth(cell, widths: widths, spacing: spacing.horizontal),
          height: height)
        let horizontal = row.row == nil ? alignment.horizontal : columnAlignments[cell.column] ?? alignment.horizontal
        place(cell, in: rect, Alignment(horizontal: horizontal, vertical: row.alignment ?? alignment.vertical))
      }
      y += height + spacing.vertical
    }
  }

  private func place(_ cell: Cell, in rect: Rect, _ alignment: Alignment) {
    let proposal = ProposedViewSize(rect.size)
    if let anchor = cell.values.anchor {
      cell.subview.place(
        at: Point(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height), anchor: anchor,
        proposal: proposal)
      return
    }
    let d = cell.subview.dimensions(in: proposal)
    cell.subview.place(
      at: Point(
        x: rect.minX + alignment.horizontal.defaultValue(rect.width) - d[alignment.horizontal],
        y: rect.minY + alignment.vertical.defaultValue(rect.height) - d[alignment.vertical]),
      anchor: .topLeading, proposal: proposal)
  }
}

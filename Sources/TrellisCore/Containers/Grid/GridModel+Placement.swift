extension GridModel {
  /// Places each row (a `GridRow` takes the grid's width and the row's height) and each cell in its cell: its
  /// anchor at the cell's same point with `gridCellAnchor`, else aligned by the column's alignment (a spanning cell:
  /// its first column's; a cell that is not in a `GridRow`: the grid's) and the row's (else the grid's). A custom
  /// vertical guide (a text baseline) lines the row's cells up on one line, the highest cell at the row's top.
  func place(
    in bounds: Rect, proposal: ProposedViewSize, spacing: (horizontal: CGFloat, vertical: CGFloat), alignment: Alignment
  ) {
    if rows.isEmpty { return }
    let widths = columnWidths(proposal.width, spacing: spacing.horizontal)
    let heights = rowHeights(proposal.height, widths: widths, spacing: spacing)
    let sums = spanSums(widths)
    var columnX: [CGFloat] = []
    var x = bounds.minX
    for width in widths {
      columnX.append(x)
      x += width + spacing.horizontal
    }
    let gridWidth = max(0, widths.reduce(0, +) + spacing.horizontal * CGFloat(columnCount - 1))
    var y = bounds.minY
    for (r, row) in rows.enumerated() {
      let height = heights[r]
      row.row?.place(
        at: Point(x: bounds.minX, y: y), anchor: .topLeading,
        proposal: ProposedViewSize(width: gridWidth, height: height))
      let rects = row.cells.map { cell in
        Rect(
          x: columnX[cell.column], y: y, width: cellWidth(cell, sums: sums, spacing: spacing.horizontal),
          height: height)
      }
      let vertical = row.alignment ?? alignment.vertical
      let line = vertical.isBuiltIn ? nil : commonLine(row.cells, rects, vertical)
      for (cell, rect) in zip(row.cells, rects) {
        let horizontal = row.row == nil ? alignment.horizontal : columnAlignments[cell.column] ?? alignment.horizontal
        place(cell, in: rect, Alignment(horizontal: horizontal, vertical: vertical), line: line)
      }
      y += height + spacing.vertical
    }
  }

  /// Where a custom vertical guide of the row's cells meets, below the row's top: the largest guide value among the
  /// cells not put by an anchor.
  private func commonLine(_ cells: [Cell], _ rects: [Rect], _ guide: VerticalAlignment) -> CGFloat {
    zip(cells, rects).reduce(0) { line, pair in
      if pair.0.values.anchor != nil { return line }
      return max(line, pair.0.subview.dimensions(in: ProposedViewSize(pair.1.size))[guide])
    }
  }

  private func place(_ cell: Cell, in rect: Rect, _ alignment: Alignment, line: CGFloat?) {
    let proposal = ProposedViewSize(rect.size)
    if let anchor = cell.values.anchor {
      cell.subview.place(
        at: Point(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height), anchor: anchor,
        proposal: proposal)
      return
    }
    let d = cell.subview.dimensions(in: proposal)
    let top = line ?? alignment.vertical.defaultValue(rect.height)
    cell.subview.place(
      at: Point(
        x: rect.minX + alignment.horizontal.defaultValue(rect.width) - d[alignment.horizontal],
        y: rect.minY + top - d[alignment.vertical]),
      anchor: .topLeading, proposal: proposal)
  }
}

extension GridModel {
  /// The columns' widths for a proposed width.
  ///
  /// Each column is as wide as its widest cell that spans it alone (cells with `gridCellUnsizedAxes(.horizontal)`
  /// do not count), each cell proposed `(offer, nil)`. Unspecified: every column takes its cells' ideal width.
  /// Specified: the width less the spacing is shared among the columns as a stack shares its length
  /// (``LaneSharing``). Then each spanning cell (fewest columns first, then in row order) is proposed what its
  /// columns have plus what the proposal leaves over (or `nil` when unspecified); if it is wider than its columns,
  /// they share the excess equally.
  func columnWidths(_ width: CGFloat?, spacing: CGFloat) -> [CGFloat] {
    var byColumn = Array(repeating: [LayoutSubview](), count: columnCount)
    var spanning: [Cell] = []
    for row in rows {
      for cell in row.cells where !cell.values.unsizedAxes.contains(.horizontal) {
        if cell.span == 1 { byColumn[cell.column].append(cell.subview) } else { spanning.append(cell) }
      }
    }
    func columnWidth(_ column: Int, _ offer: CGFloat?) -> CGFloat {
      byColumn[column].reduce(0) { max($0, $1.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width) }
    }
    let gaps = spacing * CGFloat(columnCount - 1)
    var widths: [CGFloat]
    if let width {
      widths = LaneSharing.share(width - gaps, count: columnCount) { columnWidth($0, $1) }
    } else {
      widths = (0..<columnCount).map { columnWidth($0, nil) }
    }
    // Stable: equal spans keep their row order.
    let ordered = spanning.enumerated().sorted { ($0.element.span, $0.offset) < ($1.element.span, $1.offset) }
    // Directly, each spanning cell costs O(span + columns); past a budget (many wide cells: full-width rows of a
    // grid with thousands of columns), range sums and additions in O(log columns) keep the work linear.
    let direct = ordered.reduce(0) { $0 + $1.element.span + columnCount } <= Self.directWork
    if !direct { return widened(widths, ordered.map(\.element), width: width, spacing: spacing, gaps: gaps) }
    for (_, cell) in ordered {
      let columns = cell.column..<(cell.column + cell.span)
      let current = widths[columns].reduce(0, +) + spacing * CGFloat(cell.span - 1)
      let offer = width.map { max(current, current + $0 - widths.reduce(0, +) - gaps) }
      let needed = cell.subview.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
      guard needed > current else { continue }
      let extra = (needed - current) / CGFloat(cell.span)
      for column in columns { widths[column] += extra }
    }
    return widths
  }

  /// The most arithmetic the spanning cells may cost when done directly (Σ span + columns over them).
  static let directWork = 1 << 20

  /// The spanning step of ``columnWidths(_:spacing:)`` in O(log columns) per cell (the same rule, summed in another
  /// order).
  private func widened(
    _ widths: [CGFloat], _ cells: [Cell], width: CGFloat?, spacing: CGFloat, gaps: CGFloat
  ) -> [CGFloat] {
    var columns = WideningColumns(widths)
    for cell in cells {
      let range = cell.column..<(cell.column + cell.span)
      let current = columns.sum(range) + spacing * CGFloat(cell.span - 1)
      let offer = width.map { max(current, current + $0 - columns.total - gaps) }
      let needed = cell.subview.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
      guard needed > current else { continue }
      columns.add((needed - current) / CGFloat(cell.span), to: range)
    }
    return columns.widths()
  }

  /// The columns' range sums for ``cellWidth(_:sums:spacing:)``.
  func spanSums(_ widths: [CGFloat]) -> ColumnSpanSums {
    let wide = rows.contains { row in row.cells.contains { $0.span > ColumnSpanSums.directSpan } }
    return ColumnSpanSums(widths, needsPrefix: wide)
  }

  /// The width of the columns a cell spans, with the spacing between them; never below 0 (a negative spacing
  /// overlaps the columns, as it overlaps a stack's children).
  func cellWidth(_ cell: Cell, sums: ColumnSpanSums, spacing: CGFloat) -> CGFloat {
    max(0, sums.sum(cell.column..<(cell.column + cell.span)) + spacing * CGFloat(cell.span - 1))
  }

  /// The rows' heights for a proposed height, once the columns are known: each row is as tall as its tallest cell
  /// (cells with `gridCellUnsizedAxes(.vertical)` do not count), each cell proposed its columns' width and the
  /// offer; shared among the rows as ``columnWidths(_:spacing:)`` shares the width (unspecified: ideal heights).
  func rowHeights(_ height: CGFloat?, widths: [CGFloat], spacing: (horizontal: CGFloat, vertical: CGFloat)) -> [CGFloat]
  {
    let sums = spanSums(widths)
    func rowHeight(_ r: Int, _ offer: CGFloat?) -> CGFloat {
      rows[r].cells.reduce(0) { tallest, cell in
        if cell.values.unsizedAxes.contains(.vertical) { return tallest }
        let width = cellWidth(cell, sums: sums, spacing: spacing.horizontal)
        return max(tallest, cell.subview.sizeThatFits(ProposedViewSize(width: width, height: offer)).height)
      }
    }
    guard let height else { return rows.indices.map { rowHeight($0, nil) } }
    return LaneSharing.share(height - spacing.vertical * CGFloat(rows.count - 1), count: rows.count) {
      rowHeight($0, $1)
    }
  }

  /// The grid's size for `proposal`: the columns' widths and the rows' heights with the spacings between them. A
  /// negative spacing is legal, as in a stack: columns (rows) overlap by that much, and the grid's width (height)
  /// never goes below 0.
  func size(for proposal: ProposedViewSize, spacing: (horizontal: CGFloat, vertical: CGFloat)) -> Size {
    if rows.isEmpty { return .zero }
    let widths = columnWidths(proposal.width, spacing: spacing.horizontal)
    let heights = rowHeights(proposal.height, widths: widths, spacing: spacing)
    return Size(
      width: max(0, widths.reduce(0, +) + spacing.horizontal * CGFloat(columnCount - 1)),
      height: max(0, heights.reduce(0, +) + spacing.vertical * CGFloat(rows.count - 1)))
  }
}

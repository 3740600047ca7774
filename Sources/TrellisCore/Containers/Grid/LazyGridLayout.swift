/// The layout of ``LazyVGrid`` and ``LazyHGrid``: items fill lanes (``GridLanes``) line by line.
///
/// For a LazyVGrid (lanes are columns): the lanes are resolved for the proposed width; item i goes to column
/// i mod k of row ⌊i / k⌋, proposed `(column width, nil)`; a row is as tall as its tallest item, rows are `spacing`
/// apart (`nil`: 8), and each item is aligned in its cell by its column's alignment (`nil`: centred). The grid is
/// the proposed width wide (the columns' total when unspecified or infinite), the columns aligned in it by
/// `alignment`, and as tall as its rows (a negative `spacing` overlaps them, as in a stack; the height never goes
/// below 0). A LazyHGrid is the transpose. "Lazy" changes nothing here: every item is laid out.
///
/// Invalid grid items (``GridItem/invalidReason``) end the pass with `LayoutError.invalidInput`.
///
/// - Complexity: O(items + lanes) measurements and arithmetic per proposal.
struct LazyGridLayout: Layout, Hashable {
  /// The axis along which the lanes are laid: horizontal for a LazyVGrid's columns.
  var laneAxis: Axis
  var items: [GridItem]
  /// How the lanes are aligned across the grid when they do not fill it (a horizontal guide for a LazyVGrid).
  var alignment: Alignment
  var spacing: CGFloat?

  private var lineAxis: Axis { laneAxis.perpendicular }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    guard let (lanes, lines) = arrange(proposal, subviews) else { return .zero }
    // A negative spacing overlaps the lines, as a stack's overlaps its children; the grid's depth never goes below 0.
    let across = max(0, lines.reduce(0) { $0 + $1.length } + gaps(lines))
    return Size(laneAxis, along: width(of: lanes, proposal), across: across)
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let (lanes, lines) = arrange(proposal, subviews), !lanes.lengths.isEmpty else { return }
    let guide = laneAxis == .horizontal ? alignment.horizontal.defaultValue : alignment.vertical.defaultValue
    // Lanes that fill the grid (within rounding) start at its edge: no offset of a few ulps.
    let length = bounds.size[laneAxis]
    let block = Tolerance.isApproximatelyEqual(length, lanes.total) ? 0 : guide(length) - guide(lanes.total)
    let horizontal = laneAxis == .horizontal
    let origin = (lane: horizontal ? bounds.minX : bounds.minY, line: horizontal ? bounds.minY : bounds.minX)
    var lineStart = origin.line
    for line in lines {
      for position in line.items {
        let lane = (position - subviews.startIndex) % lanes.lengths.count
        let cell = Size(laneAxis, along: lanes.lengths[lane], across: line.length)
        let along = origin.lane + block + lanes.starts[lane]
        let start = laneAxis == .horizontal ? Point(x: along, y: lineStart) : Point(x: lineStart, y: along)
        place(subviews[position], in: Rect(origin: start, size: cell), lanes.alignments[lane] ?? .center)
      }
      lineStart += line.length + (spacing ?? 8)
    }
  }

  private func place(_ subview: LayoutSubview, in rect: Rect, _ alignment: Alignment) {
    let proposal = ProposedViewSize(laneAxis, along: rect.size[laneAxis], across: nil)
    let d = subview.dimensions(in: proposal)
    subview.place(
      at: Point(
        x: rect.minX + alignment.horizontal.defaultValue(rect.width) - d[alignment.horizontal],
        y: rect.minY + alignment.vertical.defaultValue(rect.height) - d[alignment.vertical]),
      anchor: .topLeading, proposal: proposal)
  }

  /// The grid's length along the lane axis: the proposal's when finite, else the lanes'.
  private func width(of lanes: GridLanes, _ proposal: ProposedViewSize) -> CGFloat {
    if let length = proposal[laneAxis], length.isFinite { return length }
    return lanes.total
  }

  private func gaps(_ lines: [(items: Range<Int>, length: CGFloat)]) -> CGFloat {
    (spacing ?? 8) * CGFloat(max(0, lines.count - 1))
  }

  /// The lanes for `proposal` and the lines of items with each line's length (its longest item across the lanes);
  /// `nil` after reporting invalid items.
  private func arrange(
    _ proposal: ProposedViewSize, _ subviews: Subviews
  ) -> (GridLanes, [(items: Range<Int>, length: CGFloat)])? {
    let lanes: GridLanes
    do {
      lanes = try GridLanes(items, length: proposal[laneAxis])
    } catch {
      subviews.reportInvalidInput(error.message)
      return nil
    }
    let k = lanes.lengths.count
    guard k > 0 else { return (lanes, []) }
    var lines: [(items: Range<Int>, length: CGFloat)] = []
    var start = subviews.startIndex
    while start < subviews.endIndex {
      let end = min(subviews.endIndex, start + k)
      var length = 0.0
      for position in start..<end {
        let lane = (position - subviews.startIndex) % k
        let size = subviews[position].sizeThatFits(ProposedViewSize(laneAxis, along: lanes.lengths[lane], across: nil))
        length = max(length, size[lineAxis])
      }
      lines.append((start..<end, length))
      start = end
    }
    return (lanes, lines)
  }
}

extension LazyGridLayout: NoExplicitBuiltInGuides {}
extension LazyGridLayout: HidesUnplacedSubviews {}

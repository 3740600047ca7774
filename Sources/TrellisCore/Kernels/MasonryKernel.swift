/// FrameUp's masonry as pure functions over arrays of sizes: VMasonry (items stack down columns) and HMasonry (its
/// transpose: items run along rows).
///
/// Each item, in index order, goes to a lane picked by a ``MasonryPlacement`` (FrameUp: the shortest lane, ties to
/// the lowest index, an empty lane before any non-empty one). Lanes have equal thickness
/// `(maxWidth − hs·(columns−1))/columns` (clamped at 0) and lane i starts at `i·(thickness + spacing)`.
///
/// ```swift
/// let sizes = [50.0, 80, 30, 60, 40].map { Size(width: 100, height: $0) }
/// let masonry = try MasonryKernel.vertical(sizes, columns: 3, maxWidth: 320)
/// masonry.offsets      // [(0, 0), (110, 0), (220, 0), (220, 40), (0, 60)]
/// masonry.contentSize  // 320×100
/// ```
///
/// Alignment: the stacking part places lanes relative to the longest lane (`.justified` stretches each lane's gaps
/// to the longest lane's length); the other part aligns a narrower item within the lane thickness (**fix**: FrameUp
/// aligns it relative to the widest item in its lane), with `.justified` acting as leading/top. An item thicker than
/// the lane starts at the lane's start edge. The kernel lays out the sizes it is given; proposing the lane thickness
/// to children (FrameUp's `maxItemWidth`) is the container's job.
///
/// The shortest-lane search is a linear scan for up to 24 lanes and a binary heap keyed by
/// (length, lane index) above it: the scan's compares are branch-free and in one or two cache lines, the heap's sift
/// branches unpredictably, so the scan is faster up to about 24 lanes (Documentation/Benchmarks/Notes.md has the
/// measurement).
public enum MasonryKernel {
  /// Lanes up to which `.shortest` uses a linear scan instead of the heap (measured crossover).
  package static let linearScanLimit = 24

  /// The most lanes a masonry accepts (more throw ``KernelError/invalidCount(name:value:)``): 2²⁰.
  package static let maxLanes = TrellisLimits.maxLanes

  /// Lays out a VMasonry: `columns` columns across `maxWidth`, items stacking downwards.
  ///
  /// - Parameters:
  ///   - sizes: item sizes in index order, finite and ≥ 0.
  ///   - columns: the number of columns; values below 1 mean 1.
  ///   - maxWidth: the total width, finite and ≥ 0.
  ///   - horizontalSpacing: the gap between columns; `verticalSpacing`: the gap between items in a column.
  ///   - alignment: vertical part places columns relative to the tallest; horizontal part aligns items in a column.
  ///   - placement: how a column is chosen for each item.
  /// - Throws: ``KernelError`` for a bad size or parameter.
  /// - Complexity: O(n·k) for up to 24 columns, O(n log k) above; `.shortest(tolerance:)` is O(n·k);
  ///   `.sequential` is O(n).
  public static func vertical(
    _ sizes: [Size], columns: Int, maxWidth: CGFloat, horizontalSpacing: CGFloat = 10, verticalSpacing: CGFloat = 10,
    alignment: KernelAlignment = .top, placement: MasonryPlacement = .shortest
  ) throws(KernelError) -> Result {
    try FlowKernel.withBuffer(sizes) { (buffer) throws(KernelError) in
      try layout(
        buffer, axis: .vertical, lanes: columns, maxThickness: maxWidth, horizontalSpacing: horizontalSpacing,
        verticalSpacing: verticalSpacing, alignment: alignment, placement: placement)
    }
  }

  /// Lays out an HMasonry: `rows` rows down `maxHeight`, items running rightwards along each row.
  ///
  /// **fix** (FrameUp quirks not copied): the row height is `(maxHeight − vs·(rows−1))/rows`, items in a row are
  /// spaced by `horizontalSpacing`, and row i starts at `y = i·(rowHeight + vs)`.
  ///
  /// - Throws: ``KernelError`` for a bad size or parameter.
  /// - Complexity: as ``vertical(_:columns:maxWidth:horizontalSpacing:verticalSpacing:alignment:placement:)``.
  public static func horizontal(
    _ sizes: [Size], rows: Int, maxHeight: CGFloat, horizontalSpacing: CGFloat = 10, verticalSpacing: CGFloat = 10,
    alignment: KernelAlignment = .leading, placement: MasonryPlacement = .shortest
  ) throws(KernelError) -> Result {
    try FlowKernel.withBuffer(sizes) { (buffer) throws(KernelError) in
      try layout(
        buffer, axis: .horizontal, lanes: rows, maxThickness: maxHeight, horizontalSpacing: horizontalSpacing,
        verticalSpacing: verticalSpacing, alignment: alignment, placement: placement)
    }
  }

  /// The masonry kernel over a raw buffer. `axis` is the stacking axis: `.vertical` is VMasonry (`lanes` columns
  /// across `maxThickness` = maxWidth), `.horizontal` is HMasonry (`lanes` rows down `maxThickness` = maxHeight).
  ///
  /// - Throws: ``KernelError`` for a bad size or parameter.
  /// - Complexity: as ``vertical(_:columns:maxWidth:horizontalSpacing:verticalSpacing:alignment:placement:)``.
  public static func layout(
    _ sizes: UnsafeBufferPointer<Size>, axis: Axis, lanes: Int, maxThickness: CGFloat, horizontalSpacing: CGFloat = 10,
    verticalSpacing: CGFloat = 10, alignment: KernelAlignment, placement: MasonryPlacement = .shortest
  ) throws(KernelError) -> Result {
    let parameters = try MasonryParameters(
      axis: axis, lanes: lanes, maxThickness: maxThickness, horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing, alignment: alignment, placement: placement)
    // The engine validates the sizes in the same pass that reads them.
    return axis == .vertical
      ? try MasonryEngine<VerticalMainAxis>.run(sizes, parameters)
      : try MasonryEngine<HorizontalMainAxis>.run(sizes, parameters)
  }
}

/// Validated masonry parameters in stacking (main) / lane (cross) terms.
struct MasonryParameters {
  var lanes: Int
  var laneThickness: CGFloat
  var mainSpacing: CGFloat
  var crossSpacing: CGFloat
  var mainAlignment: AxisAlignment
  var crossFraction: CGFloat
  var placement: MasonryPlacement.Kind

  init(
    axis: Axis, lanes: Int, maxThickness: CGFloat, horizontalSpacing: CGFloat, verticalSpacing: CGFloat,
    alignment: KernelAlignment, placement: MasonryPlacement
  ) throws(KernelError) {
    try KernelError.validate(maxThickness, axis == .vertical ? "maxWidth" : "maxHeight")
    try KernelError.validate(horizontalSpacing, "horizontalSpacing")
    try KernelError.validate(verticalSpacing, "verticalSpacing")
    if case .tolerance(let t) = placement.kind { try KernelError.validate(t, "tolerance") }
    guard lanes <= MasonryKernel.maxLanes else {
      throw .invalidCount(name: axis == .vertical ? "columns" : "rows", value: lanes)
    }
    self.lanes = max(1, lanes)
    mainSpacing = axis == .vertical ? verticalSpacing : horizontalSpacing
    crossSpacing = axis == .vertical ? horizontalSpacing : verticalSpacing
    laneThickness = max(0, (maxThickness - crossSpacing * CGFloat(self.lanes - 1)) / CGFloat(self.lanes))
    mainAlignment = alignment.component(axis)
    crossFraction = alignment.component(axis.perpendicular).fraction
    self.placement = placement.kind
  }
}

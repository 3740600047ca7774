import TrellisCore

/// FrameUp's HMasonry: the transpose of ``VMasonry`` (items go to the shortest row), with FrameUp's three quirks fixed:
/// `rowHeight = (maxHeight − verticalSpacing·(rows − 1)) / rows`, items in a row are spaced by `horizontalSpacing`,
/// and row i is at `y = i·(rowHeight + verticalSpacing)`.
///
/// - Complexity: as ``VMasonry``.
public struct HMasonry: FULayout, Hashable {
  public var alignment: FUAlignment
  public var rows: Int
  public var maxHeight: CGFloat
  public var horizontalSpacing: CGFloat
  public var verticalSpacing: CGFloat
  public var placement: MasonryPlacement
  public var strategy: MasonryStrategy

  /// An HMasonry with FrameUp's defaults. `rows` below 1 means 1; above ``TrellisLimits/maxLanes`` (2²⁰) nothing is
  /// allocated for the lanes: laying out fails with `KernelError.invalidCount` (inside a pass, a `LayoutError` naming
  /// the container).
  public init(
    alignment: FUAlignment = .leading, rows: Int, maxHeight: CGFloat, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, placement: MasonryPlacement = .shortest, strategy: MasonryStrategy = .greedy
  ) {
    self.alignment = alignment
    self.rows = max(1, rows)
    self.maxHeight = maxHeight
    self.horizontalSpacing = horizontalSpacing ?? 10
    self.verticalSpacing = verticalSpacing ?? 10
    self.placement = placement
    self.strategy = strategy
  }

  /// `(maxHeight − verticalSpacing·(rows − 1)) / rows`, never negative.
  public var rowHeight: CGFloat { max(0, (maxHeight - verticalSpacing * CGFloat(rows - 1)) / CGFloat(rows)) }
  public var fixedSize: Axis.Set { .horizontal }
  public var maxItemWidth: CGFloat? { nil }
  public var maxItemHeight: CGFloat? { rowHeight }

  public func contentOffsets(sizes: [Int: Size]) -> [Int: Point] { dictionaryOffsets(sizes, contentOffsets) }

  public func contentOffsets(orderedSizes: [Size]) -> [Point?] {
    (try? masonry(orderedSizes)).map { $0.offsets.map { $0 } } ?? Array(repeating: nil, count: orderedSizes.count)
  }

  /// The kernel's full result for item sizes.
  ///
  /// - Throws: ``KernelError``.
  /// - Complexity: that of the strategy.
  public func masonry(_ sizes: [Size]) throws(KernelError) -> MasonryKernel.Result {
    try strategy.run(
      sizes, axis: .horizontal, lanes: rows, thickness: maxHeight, hs: horizontalSpacing, vs: verticalSpacing,
      alignment: alignment, placement: placement)
  }
}

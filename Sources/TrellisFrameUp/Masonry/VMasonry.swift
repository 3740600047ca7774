import TrellisCore

/// FrameUp's VMasonry: `columns` columns across `maxWidth`; each item goes to the shortest column (ties to the lowest
/// index; an empty column is shorter than any other), items proposed the column width and their ideal height.
///
/// Vertical alignment places columns relative to the tallest (justified stretches each column's gaps to it); the
/// horizontal alignment places an item narrower than its column inside the column (a **fix**: FrameUp aligns it
/// relative to the widest item of the column).
///
/// ```swift
/// VMasonry(columns: 3, maxWidth: 320) { for h in [50.0, 80, 30, 60, 40] { Box(width: 100, height: h) } }
/// ```
/// - Complexity: O(n·k) greedy (O(n log k) above 24 columns); see ``MasonryStrategy`` for others.
public struct VMasonry: FULayout, Hashable {
  public var alignment: FUAlignment
  public var columns: Int
  public var maxWidth: CGFloat
  public var horizontalSpacing: CGFloat
  public var verticalSpacing: CGFloat
  public var placement: MasonryPlacement
  public var strategy: MasonryStrategy

  /// A VMasonry with FrameUp's labels and defaults (a `nil` spacing is 10). `columns` below 1 means 1; above ``TrellisLimits/maxLanes`` (2²⁰) nothing is
  /// allocated for the lanes: laying out fails with `KernelError.invalidCount` (inside a pass, a `LayoutError` naming
  /// the container).
  public init(
    alignment: FUAlignment = .top, columns: Int, maxWidth: CGFloat, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, placement: MasonryPlacement = .shortest, strategy: MasonryStrategy = .greedy
  ) {
    self.alignment = alignment
    self.columns = max(1, columns)
    self.maxWidth = maxWidth
    self.horizontalSpacing = horizontalSpacing ?? 10
    self.verticalSpacing = verticalSpacing ?? 10
    self.placement = placement
    self.strategy = strategy
  }

  /// `(maxWidth − horizontalSpacing·(columns − 1)) / columns`, never negative.
  public var columnWidth: CGFloat { max(0, (maxWidth - horizontalSpacing * CGFloat(columns - 1)) / CGFloat(columns)) }
  public var fixedSize: Axis.Set { .vertical }
  public var maxItemWidth: CGFloat? { columnWidth }
  public var maxItemHeight: CGFloat? { nil }

  public func contentOffsets(sizes: [Int: Size]) -> [Int: Point] { dictionaryOffsets(sizes, contentOffsets) }

  public func contentOffsets(orderedSizes: [Size]) -> [Point?] {
    (try? masonry(orderedSizes)).map { $0.offsets.map { $0 } } ?? Array(repeating: nil, count: orderedSizes.count)
  }

  /// The kernel's full result (columns, heights, …) for item sizes.
  ///
  /// - Throws: ``KernelError``.
  /// - Complexity: that of the strategy.
  public func masonry(_ sizes: [Size]) throws(KernelError) -> MasonryKernel.Result {
    try strategy.run(
      sizes, axis: .vertical, lanes: columns, thickness: maxWidth, hs: horizontalSpacing, vs: verticalSpacing,
      alignment: alignment, placement: placement)
  }
}

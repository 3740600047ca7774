import TrellisCore

/// FrameUp's VFlow: the transpose of ``HFlow``: items in columns top to bottom, adding columns when needed; each
/// column as wide as its widest item. Horizontal `.justified` acts as leading.
///
/// - Complexity: O(n) for `.greedy`.
public struct VFlow: FULayout, Hashable {
  public var alignment: FUAlignment
  public var maxHeight: CGFloat
  /// The `maxItemHeight` argument (the item height limit before clamping to `maxHeight`).
  public var maxItemHeightLimit: CGFloat?
  public var horizontalSpacing: CGFloat
  public var verticalSpacing: CGFloat
  public var options: FlowKernel.Options
  public var strategy: FlowStrategy

  /// A VFlow with FrameUp's defaults.
  public init(
    alignment: FUAlignment = .topLeading, maxHeight: CGFloat, maxItemHeight: CGFloat? = nil,
    horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, maxColumns: Int? = nil, lineBreaks: [Int] = [],
    lastColumnAlignment: FlowKernel.LastRowAlignment = .leading, strategy: FlowStrategy = .greedy
  ) {
    self.alignment = alignment
    self.maxHeight = maxHeight
    self.maxItemHeightLimit = maxItemHeight
    self.horizontalSpacing = horizontalSpacing ?? 10
    self.verticalSpacing = verticalSpacing ?? 10
    self.options = FlowKernel.Options(
      maxRows: maxColumns, forcedBreaks: lineBreaks, lastRowAlignment: lastColumnAlignment)
    self.strategy = strategy
  }

  public var fixedSize: Axis.Set { .horizontal }
  public var maxItemWidth: CGFloat? { nil }
  public var maxItemHeight: CGFloat? { min(maxHeight, maxItemHeightLimit ?? .infinity) }

  public func contentOffsets(sizes: [Int: Size]) -> [Int: Point] { dictionaryOffsets(sizes, contentOffsets) }

  public func contentOffsets(orderedSizes: [Size]) -> [Point?] { offsetsOrHidden(orderedSizes) }

  /// The kernel's full result for item sizes.
  ///
  /// - Throws: ``KernelError``.
  /// - Complexity: that of the strategy; O(n) for `.greedy`.
  public func flow(_ sizes: [Size]) throws(KernelError) -> FlowKernel.Result {
    var options = self.options
    if let breaks = try strategy.rowStarts(sizes.map { Double($0.height) }, maxHeight, verticalSpacing) {
      options.forcedBreaks = FlowKernel.Options.union(options.forcedBreaks, breaks)
    }
    return try FlowKernel.vertical(
      sizes, maxHeight: maxHeight, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
      alignment: alignment, options: options)
  }
}

extension VFlow: FlowingLayout {}

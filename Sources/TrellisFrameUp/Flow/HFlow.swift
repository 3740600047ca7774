import TrellisCore

/// FrameUp's HFlow: items in rows left to right, adding rows when needed; each row as high as its tallest item.
///
/// Rows follow FrameUp's row engine (``FlowKernel``): an item joins the row when the row's minimum width plus spacing
/// plus the item fits `maxWidth`; the first item of a row always fits. Horizontal alignment aligns rows relative to
/// the widest row (or justifies every row but the last to `maxWidth`); vertical alignment aligns items within their
/// row (`.justified` acts as top). Items are proposed `min(maxWidth, maxItemWidth ?? ∞)` wide, their ideal height.
///
/// ```swift
/// HFlow(maxWidth: 200) {
///   for word in ["Hello", "World", "More Text"] { Text(word).id(word) }
/// }
/// ```
/// Beyond FrameUp: `layoutDirection` (right to left), `maxRows` (the rest is hidden), forced line breaks (a
/// ``LineBreak`` child, or `lineBreaks` indices), a policy for the justified last row, and a row-break `strategy`
/// (`.greedy`, FrameUp's; `TrellisSolver` adds `.balanced`).
/// - Complexity: O(n) for `.greedy`.
public struct HFlow: FULayout, Hashable {
  public var alignment: FUAlignment
  public var maxWidth: CGFloat
  /// The `maxItemWidth` argument (the item width limit before clamping to `maxWidth`).
  public var maxItemWidthLimit: CGFloat?
  public var horizontalSpacing: CGFloat
  public var verticalSpacing: CGFloat
  public var options: FlowKernel.Options
  public var strategy: FlowStrategy

  /// An HFlow with FrameUp's labels and defaults: a `nil` spacing is 10.
  public init(
    alignment: FUAlignment = .topLeading, maxWidth: CGFloat, maxItemWidth: CGFloat? = nil,
    horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, layoutDirection: LayoutDirection = .leftToRight, maxRows: Int? = nil,
    lineBreaks: [Int] = [], lastRowAlignment: FlowKernel.LastRowAlignment = .leading, strategy: FlowStrategy = .greedy
  ) {
    self.alignment = alignment
    self.maxWidth = maxWidth
    self.maxItemWidthLimit = maxItemWidth
    self.horizontalSpacing = horizontalSpacing ?? 10
    self.verticalSpacing = verticalSpacing ?? 10
    self.options = FlowKernel.Options(
      direction: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight, maxRows: maxRows,
      forcedBreaks: lineBreaks, lastRowAlignment: lastRowAlignment)
    self.strategy = strategy
  }

  public var fixedSize: Axis.Set { .vertical }
  /// `min(maxWidth, maxItemWidth ?? ∞)`, as FrameUp.
  public var maxItemWidth: CGFloat? { min(maxWidth, maxItemWidthLimit ?? .infinity) }
  public var maxItemHeight: CGFloat? { nil }

  public func contentOffsets(sizes: [Int: Size]) -> [Int: Point] { dictionaryOffsets(sizes, contentOffsets) }

  public func contentOffsets(orderedSizes: [Size]) -> [Point?] { offsetsOrHidden(orderedSizes) }

  /// The kernel's full result (rows, overflow count, …) for item sizes.
  ///
  /// - Throws: ``KernelError`` for invalid parameters or sizes.
  /// - Complexity: that of the strategy; O(n) for `.greedy`.
  public func flow(_ sizes: [Size]) throws(KernelError) -> FlowKernel.Result {
    var options = self.options
    if let breaks = try strategy.rowStarts(sizes.map { Double($0.width) }, maxWidth, horizontalSpacing) {
      options.forcedBreaks = FlowKernel.Options.union(options.forcedBreaks, breaks)
    }
    return try FlowKernel.horizontal(
      sizes, maxWidth: maxWidth, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
      alignment: alignment, options: options)
  }
}

extension HFlow: FlowingLayout {}

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
  public var maxWidth: Double
  /// The `maxItemWidth` argument (the item width limit before clamping to `maxWidth`).
  public var maxItemWidthLimit: Double?
  public var horizontalSpacing: Double
  public var verticalSpacing: Double
  public var options: FlowKernel.Options
  public var strategy: FlowStrategy

  /// An HFlow with FrameUp's defaults.
  ///
  /// - Complexity: O(1).
  public init(
    alignment: FUAlignment = .topLeading, maxWidth: Double, maxItemWidth: Double? = nil, horizontalSpacing: Double = 10,
    verticalSpacing: Double = 10, layoutDirection: LayoutDirection = .leftToRight, maxRows: Int? = nil,
    lineBreaks: [Int] = [], lastRowAlignment: FlowKernel.LastRowAlignment = .leading, strategy: FlowStrategy = .greedy
  ) {
    self.alignment = alignment
    self.maxWidth = maxWidth
    self.maxItemWidthLimit = maxItemWidth
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.options = FlowKernel.Options(
      direction: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight, maxRows: maxRows,
      forcedBreaks: lineBreaks, lastRowAlignment: lastRowAlignment)
    self.strategy = strategy
  }

  public var fixedSize: Axis.Set { .vertical }
  /// `min(maxWidth, maxItemWidth ?? ∞)`, as FrameUp.
  public var maxItemWidth: Double? { min(maxWidth, maxItemWidthLimit ?? .infinity) }
  public var maxItemHeight: Double? { nil }

  public func contentOffsets(sizes: [Int: Size]) -> [Int: Point] { dictionaryOffsets(sizes, contentOffsets) }

  public func contentOffsets(orderedSizes: [Size]) -> [Point?] { offsetsOrHidden(orderedSizes) }

  /// The kernel's full result (rows, overflow count, …) for item sizes.
  ///
  /// - Throws: ``KernelError`` for invalid parameters or sizes.
  /// - Complexity: that of the strategy; O(n) for `.greedy`.
  public func flow(_ sizes: [Size]) throws(KernelError) -> FlowKernel.Result {
    var options = self.options
    if let breaks = try strategy.rowStarts(sizes.map(\.width), maxWidth, horizontalSpacing) {
      options.forcedBreaks = FlowKernel.Options.union(options.forcedBreaks, breaks)
    }
    return try FlowKernel.horizontal(
      sizes, maxWidth: maxWidth, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
      alignment: alignment, options: options)
  }
}

/// FrameUp's VFlow: the transpose of ``HFlow``: items in columns top to bottom, adding columns when needed; each
/// column as wide as its widest item. Horizontal `.justified` acts as leading.
///
/// - Complexity: O(n) for `.greedy`.
public struct VFlow: FULayout, Hashable {
  public var alignment: FUAlignment
  public var maxHeight: Double
  /// The `maxItemHeight` argument (the item height limit before clamping to `maxHeight`).
  public var maxItemHeightLimit: Double?
  public var horizontalSpacing: Double
  public var verticalSpacing: Double
  public var options: FlowKernel.Options
  public var strategy: FlowStrategy

  /// A VFlow with FrameUp's defaults.
  ///
  /// - Complexity: O(1).
  public init(
    alignment: FUAlignment = .topLeading, maxHeight: Double, maxItemHeight: Double? = nil,
    horizontalSpacing: Double = 10, verticalSpacing: Double = 10, maxColumns: Int? = nil, lineBreaks: [Int] = [],
    lastColumnAlignment: FlowKernel.LastRowAlignment = .leading, strategy: FlowStrategy = .greedy
  ) {
    self.alignment = alignment
    self.maxHeight = maxHeight
    self.maxItemHeightLimit = maxItemHeight
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.options = FlowKernel.Options(
      maxRows: maxColumns, forcedBreaks: lineBreaks, lastRowAlignment: lastColumnAlignment)
    self.strategy = strategy
  }

  public var fixedSize: Axis.Set { .horizontal }
  public var maxItemWidth: Double? { nil }
  public var maxItemHeight: Double? { min(maxHeight, maxItemHeightLimit ?? .infinity) }

  public func contentOffsets(sizes: [Int: Size]) -> [Int: Point] { dictionaryOffsets(sizes, contentOffsets) }

  public func contentOffsets(orderedSizes: [Size]) -> [Point?] { offsetsOrHidden(orderedSizes) }

  /// The kernel's full result for item sizes.
  ///
  /// - Throws: ``KernelError``.
  /// - Complexity: that of the strategy; O(n) for `.greedy`.
  public func flow(_ sizes: [Size]) throws(KernelError) -> FlowKernel.Result {
    var options = self.options
    if let breaks = try strategy.rowStarts(sizes.map(\.height), maxHeight, verticalSpacing) {
      options.forcedBreaks = FlowKernel.Options.union(options.forcedBreaks, breaks)
    }
    return try FlowKernel.vertical(
      sizes, maxHeight: maxHeight, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
      alignment: alignment, options: options)
  }
}

/// How a flow chooses its row breaks: FrameUp's greedy rule, or a strategy that computes the rows' first items
/// (`TrellisSolver` adds `.balanced`: the same number of rows as greedy, with lengths as even as possible).
public struct FlowStrategy: Sendable, Hashable, CustomStringConvertible {
  /// The strategy's name (`"greedy"`, `"balanced"`).
  public let name: String
  let compute: (@Sendable ([Double], Double, Double) throws(KernelError) -> [Int])?

  /// A strategy from a function of (item lengths along the flow, max length, spacing) returning the indices that
  /// start each row.
  ///
  /// - Complexity: O(1).
  public init(name: String, rowStarts: @escaping @Sendable ([Double], Double, Double) throws(KernelError) -> [Int]) {
    self.name = name
    self.compute = rowStarts
  }

  private init(greedy: ()) {
    self.name = "greedy"
    self.compute = nil
  }

  /// FrameUp's greedy rule: fill each row as far as it fits. O(n); the fewest rows possible.
  public static let greedy = FlowStrategy(greedy: ())

  /// The rows' first items, or `nil` for greedy.
  func rowStarts(_ lengths: [Double], _ maxLength: Double, _ spacing: Double) throws(KernelError) -> [Int]? {
    guard let compute else { return nil }
    return try compute(lengths, maxLength, spacing)
  }

  public static func == (a: FlowStrategy, b: FlowStrategy) -> Bool { a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  public var description: String { name }
}

extension FlowKernel.Options {
  /// Two lists of forced breaks as one sorted list without repeats.
  static func union(_ a: [Int], _ b: [Int]) -> [Int] { b.isEmpty ? a : Array(Set(a + b)).sorted() }
}

/// HFlow and VFlow: offsets with their kernel error, and forced breaks from ``LineBreak`` children added to theirs.
protocol FlowingLayout: KernelOffsets {
  var options: FlowKernel.Options { get set }
  func flow(_ sizes: [Size]) throws(KernelError) -> FlowKernel.Result
}

extension FlowingLayout {
  /// The flow's offsets, every item hidden when the kernel rejects the input (containers report that error instead).
  func offsetsOrHidden(_ sizes: [Size]) -> [Point?] {
    (try? flow(sizes)).map { padded($0.offsets, count: sizes.count) } ?? Array(repeating: nil, count: sizes.count)
  }

  func kernelOffsets(_ sizes: [Size], extraBreaks: [Int]) throws(KernelError) -> [Point] {
    var layout = self
    layout.options.forcedBreaks = FlowKernel.Options.union(options.forcedBreaks, extraBreaks)
    return try layout.flow(sizes).offsets
  }
}

extension HFlow: FlowingLayout {}
extension VFlow: FlowingLayout {}

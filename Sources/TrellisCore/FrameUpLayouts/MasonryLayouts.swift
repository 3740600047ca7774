/// How a masonry assigns items to lanes: the greedy placement policy (FrameUp's shortest lane, with tolerance, or
/// round-robin), or a strategy that computes the whole assignment (`TrellisSolver` adds `.optimal`: the assignment
/// minimising the tallest column, seeded with greedy and never worse than it).
public struct MasonryStrategy: Sendable, Hashable, CustomStringConvertible {
  /// The strategy's name (`"greedy"`, `"optimal"`).
  public let name: String
  let compute: (@Sendable ([Double], Int, Double) throws(KernelError) -> [Int])?

  /// A strategy from a function of (item lengths along the stacking axis, lane count, spacing) returning the lane of
  /// each item; each lane keeps index order.
  ///
  /// - Complexity: O(1).
  public init(name: String, assign: @escaping @Sendable ([Double], Int, Double) throws(KernelError) -> [Int]) {
    self.name = name
    self.compute = assign
  }

  private init(greedy: ()) {
    self.name = "greedy"
    self.compute = nil
  }

  /// The container's greedy `placement` policy. O(n·k), or O(n log k) above ``MasonryKernel/linearScanLimit`` lanes.
  public static let greedy = MasonryStrategy(greedy: ())

  public static func == (a: MasonryStrategy, b: MasonryStrategy) -> Bool { a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  public var description: String { name }

  func run(
    _ sizes: [Size], axis: Axis, lanes: Int, thickness: Double, hs: Double, vs: Double, alignment: FUAlignment,
    placement: MasonryPlacement
  ) throws(KernelError) -> MasonryKernel.Result {
    guard let compute else {
      return try FlowKernel.withBuffer(sizes) { (buffer) throws(KernelError) in
        try MasonryKernel.layout(
          buffer, axis: axis, lanes: lanes, maxThickness: thickness, horizontalSpacing: hs, verticalSpacing: vs,
          alignment: alignment, placement: placement)
      }
    }
    let k = max(1, lanes)
    let assignment = try compute(sizes.map { $0[axis] }, k, axis == .vertical ? vs : hs)
    return try MasonryKernel.layout(
      sizes, assignment: assignment, axis: axis, lanes: k, maxThickness: thickness, horizontalSpacing: hs,
      verticalSpacing: vs, alignment: alignment)
  }
}

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
  public var maxWidth: Double
  public var horizontalSpacing: Double
  public var verticalSpacing: Double
  public var placement: MasonryPlacement
  public var strategy: MasonryStrategy

  /// A VMasonry with FrameUp's defaults.
  ///
  /// - Complexity: O(1).
  public init(
    alignment: FUAlignment = .top, columns: Int, maxWidth: Double, horizontalSpacing: Double = 10,
    verticalSpacing: Double = 10, placement: MasonryPlacement = .shortest, strategy: MasonryStrategy = .greedy
  ) {
    self.alignment = alignment
    self.columns = max(1, columns)
    self.maxWidth = maxWidth
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.placement = placement
    self.strategy = strategy
  }

  /// `(maxWidth − horizontalSpacing·(columns − 1)) / columns`, never negative.
  public var columnWidth: Double { max(0, (maxWidth - horizontalSpacing * Double(columns - 1)) / Double(columns)) }
  public var fixedSize: Axis.Set { .vertical }
  public var maxItemWidth: Double? { columnWidth }
  public var maxItemHeight: Double? { nil }

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

/// FrameUp's HMasonry: the transpose of ``VMasonry`` (items go to the shortest row), with FrameUp's three quirks fixed:
/// `rowHeight = (maxHeight − verticalSpacing·(rows − 1)) / rows`, items in a row are spaced by `horizontalSpacing`,
/// and row i is at `y = i·(rowHeight + verticalSpacing)`.
///
/// - Complexity: as ``VMasonry``.
public struct HMasonry: FULayout, Hashable {
  public var alignment: FUAlignment
  public var rows: Int
  public var maxHeight: Double
  public var horizontalSpacing: Double
  public var verticalSpacing: Double
  public var placement: MasonryPlacement
  public var strategy: MasonryStrategy

  /// An HMasonry with FrameUp's defaults.
  ///
  /// - Complexity: O(1).
  public init(
    alignment: FUAlignment = .leading, rows: Int, maxHeight: Double, horizontalSpacing: Double = 10,
    verticalSpacing: Double = 10, placement: MasonryPlacement = .shortest, strategy: MasonryStrategy = .greedy
  ) {
    self.alignment = alignment
    self.rows = max(1, rows)
    self.maxHeight = maxHeight
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.placement = placement
    self.strategy = strategy
  }

  /// `(maxHeight − verticalSpacing·(rows − 1)) / rows`, never negative.
  public var rowHeight: Double { max(0, (maxHeight - verticalSpacing * Double(rows - 1)) / Double(rows)) }
  public var fixedSize: Axis.Set { .horizontal }
  public var maxItemWidth: Double? { nil }
  public var maxItemHeight: Double? { rowHeight }

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

/// Offsets by index from the ordered form (for the dictionary requirement of FrameUp's protocol).
func dictionaryOffsets(_ sizes: [Int: Size], _ ordered: ([Size]) -> [Point?]) -> [Int: Point] {
  let count = (sizes.keys.max() ?? -1) + 1
  let list = (0..<count).map { sizes[$0] ?? .zero }
  var out: [Int: Point] = [:]
  for (k, p) in ordered(list).enumerated() where sizes[k] != nil { out[k] = p }
  return out
}

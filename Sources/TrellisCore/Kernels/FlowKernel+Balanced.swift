/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension FlowKernel {
  /// Row breaks for a balanced flow: the same number of rows as greedy, with the least squared slack.
  public struct Breaks: Hashable, Sendable {
    /// The first item index of every row, ascending, starting with 0 (empty for no items).
    public var rowStarts: [Int]
    /// Σ over all rows but the last of `(maxLength − rowLength)²`, `rowLength = Σw + (n−1)·spacing`.
    public var cost: Double
  }

  /// The exact balanced row breaking (Knuth–Plass style dynamic program): rows keep index order, use exactly as
  /// many rows as the greedy engine (the minimum possible), and minimise Σ over every row but the last of
  /// `(maxLength − rowLength)²`.
  ///
  /// Feed ``Breaks/rowStarts`` to ``Options/forcedBreaks`` to lay the balanced rows out with any alignment: every
  /// balanced row fits, so the greedy engine with those breaks reproduces them exactly.
  ///
  /// ```swift
  /// let lengths = [80.0, 70, 60, 50, 120]
  /// let balanced = try FlowKernel.balancedBreaks(lengths, maxLength: 200, spacing: 10)
  /// balanced.rowStarts  // [0, 2, 4]
  /// ```
  ///
  /// The DP minimises (rows, cost) lexicographically over prefixes, which is exact because both parts add up over
  /// rows. The fit test accumulates row length in the greedy engine's order, so fits agree bit for bit.
  ///
  /// - Parameters:
  ///   - lengths: item lengths along the flow axis (widths for HFlow), finite and ≥ 0.
  ///   - maxLength: the row limit, finite and ≥ 0.
  ///   - spacing: the gap between items in a row, finite and ≥ 0.
  /// - Throws: ``KernelError`` for a bad length or parameter; ``KernelError/overflow(index:)`` when the squared
  ///   slack of the best breaks exceeds the double range (a `maxLength` above about 1.3e154).
  /// - Complexity: O(n·L) time for n items and at most L items per row (O(n²) worst case), O(n) memory.
  public static func balancedBreaks(
    _ lengths: [Double], maxLength: Double, spacing: Double = 10
  ) throws(KernelError) -> Breaks {
    try validateLengths(lengths, maxLength: maxLength, spacing: spacing)
    let n = lengths.count
    if n == 0 { return Breaks(rowStarts: [], cost: 0) }
    // best[j]: fewest rows, then least cost, covering items 0..<j with every row counted.
    var rowsTo = [Int](repeating: .max, count: n + 1)
    var costTo = [Double](repeating: .infinity, count: n + 1)
    var from = [Int](repeating: -1, count: n + 1)
    rowsTo[0] = 0
    costTo[0] = 0
    var bestFinal: (rows: Int, cost: Double, start: Int) = (.max, .infinity, -1)
    for i in 0..<n where rowsTo[i] != .max {
      var length = lengths[i]
      var j = i + 1  // the row is i..<j
      while true {
        let slack = maxLength - length
        let rows = rowsTo[i] + 1
        let cost = costTo[i] + slack * slack
        if rows < rowsTo[j] || (rows == rowsTo[j] && cost < costTo[j]) {
          rowsTo[j] = rows
          costTo[j] = cost
          from[j] = i
        }
        if j == n {
          // This row can be the last one, whose slack does not count.
          if rows < bestFinal.rows || (rows == bestFinal.rows && costTo[i] < bestFinal.cost) {
            bestFinal = (rows, costTo[i], i)
          }
          break
        }
        let end = length + spacing + lengths[j]
        if end > maxLength { break }
        length = end
        j += 1
      }
    }
    // A row's squared slack above 1.8e308 makes every candidate's cost infinite and the choice arbitrary; a finite
    // best cost means each overflowing candidate lost to a truly smaller one, so the answer stays exact.
    guard bestFinal.cost.isFinite else { throw .overflow(index: bestFinal.start) }
    var starts = [bestFinal.start]
    var k = bestFinal.start
    while k > 0 {
      k = from[k]
      starts.append(k)
    }
    return Breaks(rowStarts: starts.reversed(), cost: bestFinal.cost)
  }

  /// The squared slack of any break list: Σ over every row but the last of `(maxLength − rowLength)²`, so greedy's
  /// rows (``Result/rows``) can be compared with ``balancedBreaks(_:maxLength:spacing:)``.
  ///
  /// - Parameter rowStarts: the first index of each row, strictly ascending, starting at 0 (empty only when
  ///   `lengths` is empty). Rows are not checked for fit.
  /// - Throws: ``KernelError`` for a bad length, parameter or break list; ``KernelError/overflow(index:)`` naming
  ///   the first row whose slack makes the sum exceed the double range.
  /// - Complexity: O(n).
  public static func squaredSlack(
    _ lengths: [Double], rowStarts: [Int], maxLength: Double, spacing: Double = 10
  ) throws(KernelError) -> Double {
    try validateLengths(lengths, maxLength: maxLength, spacing: spacing)
    if lengths.isEmpty && rowStarts.isEmpty { return 0 }
    guard rowStarts.first == 0 else { throw .invalidLineBreak(index: rowStarts.first ?? 0) }
    for k in rowStarts.indices.dropFirst() where rowStarts[k] <= rowStarts[k - 1] || rowStarts[k] >= lengths.count {
      throw .invalidLineBreak(index: rowStarts[k])
    }
    var cost = 0.0
    for k in 0..<(rowStarts.count - 1) {
      var length = lengths[rowStarts[k]]
      for j in (rowStarts[k] + 1)..<rowStarts[k + 1] { length = length + spacing + lengths[j] }
      let slack = maxLength - length
      cost += slack * slack
      if !cost.isFinite { throw .overflow(index: rowStarts[k]) }
    }
    return cost
  }

  static func validateLengths(_ lengths: [Double], maxLength: Double, spacing: Double) throws(KernelError) {
    try KernelError.validate(maxLength, "maxLength")
    try KernelError.validate(spacing, "spacing")
    for (i, w) in lengths.enumerated() where !(w >= 0 && w < .infinity) {
      throw .invalidItemSize(index: i, size: Size(width: w, height: 0))
    }
  }
}

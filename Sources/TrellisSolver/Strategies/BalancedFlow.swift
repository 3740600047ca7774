import TrellisCore

/// Balanced flow rows by linear programming: the same number of rows as FrameUp's greedy row engine (the fewest
/// possible), with row lengths as even as possible — Knuth–Plass style, minimising the squared slack
/// `Σ (maxLength − rowLength)²` over every row but the last, `rowLength = Σw + (n−1)·spacing`.
///
/// The program is a 0/1 choice among candidate rows: a variable per feasible row `[i, j)` that can appear in a
/// solution with the greedy row count (pruned with the fewest rows needed before `i` and after `j`), set-partitioning
/// constraints (each item in exactly one chosen row), exactly `R` rows, and the squared slack as cost (0 for the row
/// that ends the flow). It is loaded in an equivalent sparse form: subtracting the partition row of item `k − 1` from
/// item `k`'s leaves "rows ending at boundary k = rows starting at k", two nonzeros per candidate instead of its
/// length. The LP relaxation is solved first; on this interval structure it is integral (the pruned candidates form
/// a graph in which every path from the first item to the end has exactly `R` rows, so the row-count constraint
/// adds no fractional vertex), and the answer is read off it. If it is not integral the MIP runs, seeded with
/// greedy's rows, under the time limit; if anything fails the best known rows are returned. Greedy's rows are found
/// first in O(n); the enumeration of candidates stops (greedy's rows, ``Report/stoppedBecause``) past
/// ``candidateLimit`` steps or the deadline (read every 1,024 items), so time and memory stay bounded whatever the
/// row lengths. The exact dynamic program
/// ``FlowKernel/balancedBreaks(_:maxLength:spacing:)`` gives the same cost and serves as the test oracle.
///
/// ```swift
/// let report = try BalancedFlow.solve(lengths: [40, 60, 80, 80, 120], maxLength: 200, spacing: 10)
/// report.rowStarts           // [0, 2, 4]  (greedy: [0, 3, 4])
/// report.squaredSlack        // 9000       (greedy: 14400)
/// ```
public enum BalancedFlow {
  /// The time limit of ``FlowStrategy/balanced``: one second.
  public static let defaultTimeLimit: Duration = .seconds(1)

  /// The most candidate rows (steps of their enumeration, Σ over items of the items its longest row takes: n·L for
  /// rows of L items) the LP is built for: 5·10⁵, a few hundred MB at most. Beyond it greedy's rows are returned with
  /// ``Report/stoppedBecause`` `.sizeLimit`.
  public static let candidateLimit = 500_000

  /// The largest item length, spacing and finite `maxLength` a solve takes: 10¹⁵⁰. A row's squared slack must be a
  /// finite `Double`, and squares of lengths beyond about 1.3·10¹⁵⁴ are not; lengths past this bound are an error
  /// rather than an infinite cost.
  public static let largestLength = 1e150

  /// Chooses balanced row breaks and reports how.
  ///
  /// - Parameters:
  ///   - lengths: item lengths along the flow (widths for HFlow, heights for VFlow), finite and ≥ 0.
  ///   - maxLength: the row limit, ≥ 0; `.infinity` puts every item in one row.
  ///   - spacing: the gap between items in a row, finite and ≥ 0.
  ///   - timeLimit: the budget for the LP and MIP (positive); when it runs out, the best known rows are returned.
  /// - Throws: ``KernelError/invalidItemSize(index:size:)`` for a bad length,
  ///   ``KernelError/invalidParameter(name:value:)`` for a bad `maxLength`, `spacing` or `timeLimit`; a length,
  ///   spacing or finite `maxLength` above ``largestLength`` is bad too.
  /// - Complexity: O(n·L) to enumerate candidates (L = most items per row), plus the LP solve (bounded by
  ///   `timeLimit`).
  public static func solve(
    lengths: [Double], maxLength: Double, spacing: Double = 10, timeLimit: Duration = defaultTimeLimit
  ) throws(KernelError) -> Report {
    try StrategyInput.validate(lengths: lengths)
    try StrategyInput.validate(maxLength, "maxLength", allowInfinity: true)
    try StrategyInput.validate(spacing, "spacing")
    try StrategyInput.validate(timeLimit: timeLimit)
    for (i, w) in lengths.enumerated() where w > largestLength {
      throw .invalidItemSize(index: i, size: Size(width: w, height: 0))
    }
    if maxLength.isFinite && maxLength > largestLength { throw .invalidParameter(name: "maxLength", value: maxLength) }
    if spacing > largestLength { throw .invalidParameter(name: "spacing", value: spacing) }
    return solveValidated(lengths: lengths, maxLength: maxLength, spacing: spacing, timeLimit: timeLimit)
  }

  /// The solve after validation.
  static func solveValidated(lengths: [Double], maxLength: Double, spacing: Double, timeLimit: Duration) -> Report {
    let clock = StrategyClock(limit: timeLimit)
    let candidates = Candidates(lengths: lengths, maxLength: maxLength, spacing: spacing, clock: clock)
    let greedy = candidates.greedyStarts
    let greedyCost = squaredSlack(lengths, rowStarts: greedy, maxLength: maxLength, spacing: spacing)
    var report = Report(
      rowStarts: greedy, squaredSlack: greedyCost, greedyRowStarts: greedy, greedySquaredSlack: greedyCost,
      status: .optimal, usedMIP: false, stoppedBecause: candidates.stoppedBecause, solveTime: .zero, variables: 0,
      constraints: 0, nonzeros: 0)
    if candidates.stoppedBecause != nil { report.status = .fallback }
    // One candidate per row means a single possible answer: greedy's.
    if candidates.count > candidates.rowCount {
      let outcome = candidates.solveProgram(clock: clock)
      report.variables = outcome.variables
      report.constraints = outcome.constraints
      report.nonzeros = outcome.nonzeros
      report.usedMIP = outcome.usedMIP
      report.status = outcome.status
      if outcome.status != .optimal && clock.isExpired { report.stoppedBecause = .timeLimit }
      if let starts = outcome.rowStarts {
        let cost = squaredSlack(lengths, rowStarts: starts, maxLength: maxLength, spacing: spacing)
        if cost <= greedyCost {
          report.rowStarts = starts
          report.squaredSlack = cost
        }
      }
    }
    report.solveTime = clock.elapsed
    return report
  }

  /// The squared slack of a break list, accumulating each row's length in the greedy engine's order.
  ///
  /// - Complexity: O(n).
  static func squaredSlack(_ lengths: [Double], rowStarts: [Int], maxLength: Double, spacing: Double) -> Double {
    var cost = 0.0
    for k in 0..<max(0, rowStarts.count - 1) {
      var length = lengths[rowStarts[k]]
      for j in (rowStarts[k] + 1)..<rowStarts[k + 1] { length = length + spacing + lengths[j] }
      let slack = maxLength - length
      cost += slack * slack
    }
    return cost
  }
}

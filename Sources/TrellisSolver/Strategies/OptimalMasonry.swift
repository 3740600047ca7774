import TrellisCore

/// Masonry columns minimising the tallest column: each item goes to one of `k` columns (a column keeps index order),
/// a column with m items is `Σ lengths + (m−1)·spacing` long, and the longest column is as short as possible — the
/// makespan problem P‖Cmax on processing times `length + spacing`.
///
/// The solve runs in stages and stops as soon as an answer meets a lower bound (within 1e-9 relative):
/// 1. **Bound.** With more items than columns some optimum leaves no column empty (moving an item from a column of
///    two or more into an empty one never lengthens anything), so the optimum is at least the average
///    `(Σ lengths + (n − k)·spacing) / k`, the longest item, and `ℓ₍k₎ + ℓ₍k+1₎ + spacing` (two of the k + 1
///    longest items share a column). With integral lengths and spacing it is rounded up (lengths on a binary grid,
///    such as 16.5 or 20.25, are first scaled by a power of two to integers, which is exact; lengths on a decimal grid,
///    such as 137.29, are scaled by 10, 100 or 1000 and rounded, and the bound is lowered by the rounding done).
/// 2. **Greedy incumbents.** FrameUp's (shortest column, index order) and LPT (the same over items sorted longest
///    first: still valid, since columns keep index order whatever order items were assigned in).
/// 3. **Local search** from the better one: repeatedly move an item off the tallest column, or swap one with an item of
///    another column, taking the change that leaves the pair most even (Σ load² falls at every step); for integral
///    data, also re-split the tallest column exactly with each other column (subset sum over their items).
/// 4. **Exact search** (up to 500 items for integral data, 200 otherwise; half the remaining time): the bound is first raised with Martello and
///    Toth's bin-packing bound L2. For integral data a bin-completion search (``BinCompletion``) asks "is there an
///    assignment with tallest column ≤ T" for T = bound, bound + 1, …: a "yes" is optimal, each "no" raises the
///    bound. Other data runs an item-by-item branch and bound below the incumbent.
/// 5. **MIP** (small problems only, `n·k ≤` ``mipSizeLimit``): binary `x[i][c]`, `T` (integer for integral data),
///    `Σc x[i][c] = 1`, `Σi (ℓᵢ + s)·x[i][c] − T ≤ s`, `T ≥ bound`; symmetry broken by `x[i][c] = 0` for `c > i`
///    (columns numbered by their first item); the best incumbent warm-starts it; the time limit and `relativeGap` end
///    it, and GLPK's best bound raises the reported bound.
///
/// For large inputs (10⁴ items) stages 4 and 5 are skipped: LPT plus local search typically meet the bound. Every
/// stage is skipped once the answer is within `relativeGap` of the bound. Measured (release, 2-core Linux): seeded
/// integral inputs were proven optimal in under 0.5 ms at N ≤ 500 and 8 ms at N = 10⁴, heights in hundredths of a
/// point in under 10 ms at N ≤ 700; with lengths on no binary or decimal grid
/// the bound can only be met within 1e-9, so between N ≈ 30 and a few thousand the answer (within ~10⁻⁴ of the
/// bound) is usually not proven and the whole time limit is used.
/// The answer is never worse than greedy's (greedy is an incumbent at every stage).
///
/// ```swift
/// let report = try OptimalMasonry.solve(lengths: [30, 30, 40, 50, 60], lanes: 2, spacing: 10)
/// report.assignment      // [0, 0, 0, 1, 1]
/// report.tallestColumn   // 120 (greedy: 150)
/// report.provenOptimal   // true
/// ```
public enum OptimalMasonry {
  /// The time limit of ``MasonryStrategy/optimal``: one second.
  public static let defaultTimeLimit: Duration = .seconds(1)

  /// The largest `items × columns` for which the MIP is built; above it the heuristics' answer and the bound are
  /// reported.
  public static let mipSizeLimit = 12_000

  /// Assigns items to columns minimising the tallest column, and reports how.
  ///
  /// - Parameters:
  ///   - lengths: item lengths along the stacking axis (heights for VMasonry), finite and ≥ 0.
  ///   - lanes: the number of columns (rows for HMasonry), 1…``MasonryKernel/maxLanes``.
  ///   - spacing: the gap between items in a column, finite and ≥ 0.
  ///   - timeLimit: the budget for the whole solve (positive).
  ///   - relativeGap: stop every stage (the MIP included) once `(best − bound)/best ≤ relativeGap` (finite, ≥ 0; 0
  ///     asks for a proof).
  /// - Throws: ``KernelError/invalidItemSize(index:size:)`` for a bad length, ``KernelError/invalidCount(name:value:)``
  ///   for `lanes` out of range, ``KernelError/invalidParameter(name:value:)`` for a bad `spacing`, `timeLimit` or
  ///   `relativeGap`.
  /// - Complexity: O(n log n + n·k) for the bound and greedy incumbents, O(n log n) per local-search step, plus the
  ///   exact search and the MIP; all bounded by `timeLimit`: every stage reads the one deadline inside its loops
  ///   (LPT and the local-search step every 1,024 items, the pair rebalancing per pair, the exact search every 1,024
  ///   nodes, GLPK its remaining milliseconds), so only greedy's O(n log k) runs whatever the limit;
  ///   ``Report/stoppedBecause`` says when the deadline ended the search.
  public static func solve(
    lengths: [Double], lanes: Int, spacing: Double = 10, timeLimit: Duration = defaultTimeLimit,
    relativeGap: Double = 0
  ) throws(KernelError) -> Report {
    try StrategyInput.validate(lengths: lengths)
    guard lanes >= 1 && lanes <= MasonryKernel.maxLanes else { throw .invalidCount(name: "lanes", value: lanes) }
    try StrategyInput.validate(spacing, "spacing")
    try StrategyInput.validate(relativeGap, "relativeGap")
    try StrategyInput.validate(timeLimit: timeLimit)
    let clock = StrategyClock(limit: timeLimit)
    // Lengths on a binary grid (16.5, 20.25, …) are solved as integers: scaling by a power of two is exact.
    let scale = integralScale(lengths, spacing)
    let integral = spacing.rounded() == spacing && lengths.allSatisfy { $0.rounded() == $0 }
    if scale == 1, !integral, let decimal = decimalScale(lengths, spacing) {
      return solveDecimal(
        lengths: lengths, lanes: lanes, spacing: spacing, scale: decimal, clock: clock, relativeGap: relativeGap)
    }
    if scale == 1 {
      return Problem(lengths: lengths, lanes: lanes, spacing: spacing).solve(clock: clock, relativeGap: relativeGap)
    }
    let problem = Problem(lengths: lengths.map { $0 * scale }, lanes: lanes, spacing: spacing * scale)
    var report = problem.solve(clock: clock, relativeGap: relativeGap)
    report.columnLengths = report.columnLengths.map { $0 / scale }
    report.tallestColumn /= scale
    report.lowerBound /= scale
    report.greedyTallestColumn /= scale
    return report
  }

  /// The smallest power of two 2ᵐ (m ≤ 20) that makes every length and the spacing an integer, or 1 if there is
  /// none (or they are already integers).
  ///
  /// - Complexity: O(n) per power tried.
  static func integralScale(_ lengths: [Double], _ spacing: Double) -> Double {
    var scale = 1.0
    for _ in 0...20 {
      if (spacing * scale).rounded() == spacing * scale && lengths.allSatisfy({ ($0 * scale).rounded() == $0 * scale })
      {
        return scale
      }
      scale *= 2
    }
    return 1
  }
}

/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension BalancedFlow {
  /// The result of ``BalancedFlow/solve(lengths:maxLength:spacing:timeLimit:)``: the chosen rows, their quality next to
  /// greedy's, and how the solve went.
  public struct Report: Hashable, Sendable {
    /// The first item index of every row, ascending, starting with 0 (empty for no items).
    public var rowStarts: [Int]
    /// Σ over every row but the last of `(maxLength − rowLength)²` for ``rowStarts``.
    public var squaredSlack: Double
    /// FrameUp's greedy rows (the same count as ``rowStarts``).
    public var greedyRowStarts: [Int]
    /// The squared slack of ``greedyRowStarts``; never less than ``squaredSlack``.
    public var greedySquaredSlack: Double
    /// `.optimal` (LP relaxation integral or MIP proven), `.feasible` (MIP stopped early with a better answer than
    /// greedy) or `.fallback` (the solver failed or ran out of time: the best known rows, at worst greedy's).
    public var status: StrategyStatus
    /// Whether the LP relaxation was fractional and the MIP ran.
    public var usedMIP: Bool
    /// Why the solve returned greedy's answer (or the best found) early: `.timeLimit` when the deadline passed
    /// during candidate generation or the LP, `.sizeLimit` when there were more candidate rows than
    /// ``BalancedFlow/candidateLimit``; `nil` otherwise.
    public var stoppedBecause: StrategyStopReason?
    /// Wall-clock time of the whole solve.
    public var solveTime: Duration
    /// The program's variables: one per candidate row (0 when no program was needed).
    public var variables: Int
    /// The program's constraints.
    public var constraints: Int
    /// The program's nonzero coefficients.
    public var nonzeros: Int

    /// The number of rows (the same as greedy's, the fewest possible).
    public var rows: Int { rowStarts.count }

    /// The index ranges of the rows, for `n` items (the count the report was solved for). A smaller `n` never
    /// makes a range run backwards: the last row's range then ends where it starts (empty).
    ///
    /// - Complexity: O(rows).
    public func rowRanges(count n: Int) -> [Range<Int>] {
      rowStarts.indices.map { k in
        rowStarts[k]..<(k + 1 < rowStarts.count ? rowStarts[k + 1] : max(rowStarts[k], n))
      }
    }
  }
}

extension OptimalMasonry {
  /// The result of ``OptimalMasonry/solve(lengths:lanes:spacing:timeLimit:relativeGap:)``: the assignment, its quality
  /// next to greedy's and to a lower bound, and how the solve went.
  public struct Report: Hashable, Sendable {
    /// The column of every item (columns numbered in order of their first item; each column keeps index order).
    public var assignment: [Int]
    /// Each column's length `Σ lengths + (m−1)·spacing` (0 when empty).
    public var columnLengths: [Double]
    /// The tallest column: the objective.
    public var tallestColumn: Double
    /// A proven lower bound on the tallest column of any assignment.
    public var lowerBound: Double
    /// `(tallestColumn − lowerBound) / tallestColumn` (0 when the tallest column is 0).
    public var gap: Double
    /// Whether ``tallestColumn`` is proven optimal (it meets the bound, or the MIP closed the gap).
    public var provenOptimal: Bool
    /// `.optimal` when proven; `.feasible` when a limit (time, gap, size) stopped the search; `.fallback` when the
    /// MIP failed and the heuristic answer is returned.
    public var status: StrategyStatus
    /// `.timeLimit` when the deadline ended the search before a proof: the answer is the best found by then
    /// (never worse than greedy's); `nil` otherwise. Every stage reads the one deadline inside its loops.
    public var stoppedBecause: StrategyStopReason?
    /// Which stage found ``assignment``.
    public var source: Source
    /// Wall-clock time of the whole solve.
    public var solveTime: Duration
    /// FrameUp's greedy assignment.
    public var greedyAssignment: [Int]
    /// Greedy's tallest column; never less than ``tallestColumn``.
    public var greedyTallestColumn: Double
    /// The MIP's variables (0 when it did not run).
    public var mipVariables: Int
    /// The MIP's constraints (0 when it did not run).
    public var mipConstraints: Int
  }
}

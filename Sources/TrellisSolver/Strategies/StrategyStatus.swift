/// How a solver strategy (``BalancedFlow``, ``OptimalMasonry``) ended.
///
/// Whatever the status, the answer is valid and never worse than FrameUp's greedy one.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public enum StrategyStatus: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The answer is proven optimal (the LP relaxation was integral, the MIP closed its gap, an exact search finished,
  /// or a heuristic answer met a lower bound).
  case optimal
  /// The answer is feasible and at least as good as greedy, but not proven optimal (a time limit or gap limit stopped
  /// the search, or the problem was too large for the MIP); the report's bound and gap say how far off it may be.
  case feasible
  /// The solver failed or ran out of time before it had an answer of its own: the best heuristic answer (greedy, or
  /// better) is returned.
  case fallback

  /// The case name.
  public var description: String { rawValue }
}

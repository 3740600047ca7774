/// Why a strategy returned before finishing its search: the answer is then the best found so far, never worse
/// than greedy's.
public enum StrategyStopReason: Sendable, Hashable {
  /// The time limit passed (every stage reads the one deadline inside its loops).
  case timeLimit
  /// The problem is larger than the strategy's size cap (for ``BalancedFlow``, more candidate rows than
  /// ``BalancedFlow/candidateLimit``), so it was not built and greedy's answer is returned.
  case sizeLimit
}

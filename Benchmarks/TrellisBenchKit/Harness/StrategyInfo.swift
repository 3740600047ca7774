/// A strategy's declared limits, without its input type.
struct StrategyInfo: Equatable, Sendable {
  /// The strategy's name.
  var name: String
  /// The largest N it attempts.
  var maxSize: Int?
  /// Why it has a cap.
  var capReason: String?
  /// Its declared per-run budget in seconds.
  var runBudget: Double?
  /// Whether it honours the solver time limit.
  var usesTimeLimit: Bool
  /// Whether the harness times it; `false`: run once per row, no times (a memory measurement).
  var timed = true

  /// The per-run budget the harness applies, given the run's options.
  ///
  /// - Complexity: O(1).
  func effectiveRunBudget(_ options: BenchOptions) -> Double {
    if let runBudget { return runBudget }
    let base = options.effectiveRunBudget
    return usesTimeLimit ? max(base, 1.5 * options.effectiveTimeLimit + 0.5) : base
  }
}

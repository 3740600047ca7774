import TrellisCore

extension StrategyScope {
  /// How one strategy solve ended: its answer, why it stopped early (if it did) and what it settled for, in words.
  struct Outcome {
    var answer: [Int]
    var stoppedBecause: StrategyStopReason?
    var settledFor: String
  }

  /// Runs a solver strategy inside the layout pass that asked for it, if any (``StrategyScope/current``): the
  /// solve gets whichever is shorter of `timeLimit` (the strategy's own) and what is left of the layout's deadline,
  /// at least a nanosecond, so a strategy past the deadline still answers greedy's layout, which every solve starts
  /// from. The same question asked again in the pass (a container offered several sizes whose items measure the same)
  /// is answered from the first solve. A solve that stopped early is reported as a ``LayoutFallback``. Outside a pass
  /// `solve` runs under `timeLimit` alone.
  ///
  /// - Throws: ``KernelError/invalidParameter(name:value:)`` for a non-positive `timeLimit`, and what `solve` throws.
  /// - Complexity: O(lengths) to key the question, plus `solve` when it is new.
  static func solving(
    _ strategy: String, parameters: [String: Double], lengths: [Double], bounds: [Double], timeLimit: Duration,
    _ solve: (Duration) throws(KernelError) -> Outcome
  ) throws(KernelError) -> [Int] {
    try StrategyInput.validate(timeLimit: timeLimit)
    guard let scope = current else { return try solve(timeLimit).answer }
    let question = Question(strategy: strategy, parameters: parameters, lengths: lengths, bounds: bounds)
    return try scope.answer(question) { (remaining) throws(KernelError) in
      let outcome = try solve(max(.nanoseconds(1), min(timeLimit, remaining)))
      guard let stopped = outcome.stoppedBecause else { return (outcome.answer, nil) }
      let reason: LayoutFallback.Reason =
        switch stopped {
        case .sizeLimit: .sizeLimit
        case .timeLimit: remaining < timeLimit ? .layoutTimeLimit : .strategyTimeLimit
        }
      return (outcome.answer, Report(strategy: strategy, reason: reason, message: outcome.settledFor))
    }
  }
}

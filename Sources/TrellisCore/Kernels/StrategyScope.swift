/// What a solver strategy running inside a layout pass shares with the rest of the pass: the pass's deadline, the
/// answers already found in this pass (a container offered several sizes asks the same question several times), and
/// where to record a fallback. The engine makes one per pass; a container runs its strategies inside
/// ``LayoutSubviews/runningStrategies(_:)``, which makes it ``current`` and files what fell back under the container.
///
/// Outside a pass (a kernel called directly) ``current`` is `nil` and a strategy runs under its own limit alone.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
package final class StrategyScope: Sendable {
  /// One question a strategy answers: its name and parameters, the item lengths, and the numbers that bound them.
  package struct Question: Hashable, Sendable {
    package var strategy: String
    package var parameters: [String: Double]
    package var lengths: [Double]
    package var bounds: [Double]

    package init(strategy: String, parameters: [String: Double], lengths: [Double], bounds: [Double]) {
      self.strategy = strategy
      self.parameters = parameters
      self.lengths = lengths
      self.bounds = bounds
    }
  }

  /// A fallback before it is filed under its container.
  package struct Report: Sendable {
    package var strategy: String
    package var reason: LayoutFallback.Reason
    package var message: String

    package init(strategy: String, reason: LayoutFallback.Reason, message: String) {
      self.strategy = strategy
      self.reason = reason
      self.message = message
    }
  }

  private struct State {
    /// Each question's answer and, when it settled for less, its report (filed again under every container that asks
    /// it: a reused answer is a fallback there too).
    var answers: [Question: (answer: [Int], fallback: Report?)] = [:]
    var pending: [Report] = []
    var solves = 0
    var reuses = 0
  }

  /// The pass's deadline.
  package let deadline: ContinuousClock.Instant
  private let state = Lock(State())

  init(deadline: ContinuousClock.Instant) { self.deadline = deadline }

  /// The scope of the pass whose container is running its strategies on this task or thread, if any.
  @TaskLocal package static var current: StrategyScope?

  /// What is left before the deadline (zero or less once it has passed).
  package var remaining: Duration { deadline - .now }

  /// The answer to `question` found earlier in this pass, or `solve`'s, kept for the rest of the pass. `solve` gets
  /// the time left before the deadline and returns the answer and, when it settled for less, a report.
  ///
  /// - Complexity: O(lengths) to hash the question, plus `solve` when it was not asked before.
  package func answer(
    _ question: Question, solve: (Duration) throws(KernelError) -> (answer: [Int], fallback: Report?)
  ) throws(KernelError) -> [Int] {
    if let known = state.withLock({ state -> [Int]? in
      guard let known = state.answers[question] else { return nil }
      state.reuses += 1
      if let fallback = known.fallback { state.pending.append(fallback) }
      return known.answer
    }) {
      return known
    }
    let (answer, fallback) = try solve(remaining)
    state.withLock { state in
      state.answers[question] = (answer, fallback)
      state.solves += 1
      if let fallback { state.pending.append(fallback) }
    }
    return answer
  }

  /// How many questions were solved and how many answered from an earlier solve in this pass.
  package var counts: (solves: Int, reuses: Int) { state.withLock { ($0.solves, $0.reuses) } }

  /// Takes the reports filed since the last call.
  func takeReports() -> [Report] {
    state.withLock { state in
      defer { state.pending.removeAll() }
      return state.pending
    }
  }
}

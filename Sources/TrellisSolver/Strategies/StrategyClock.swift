/// A deadline shared by the stages of one strategy solve (heuristics, LP, MIP).
struct StrategyClock {
  let clock = ContinuousClock()
  let start: ContinuousClock.Instant
  let limit: Duration

  /// Starts the clock with a total budget of `limit`.
  ///
  /// - Complexity: O(1).
  init(limit: Duration) {
    start = clock.now
    self.limit = limit
  }

  /// Time spent so far.
  ///
  /// - Complexity: O(1).
  var elapsed: Duration { clock.now - start }

  /// What is left of the budget (may be negative).
  ///
  /// - Complexity: O(1).
  var remaining: Duration { limit - elapsed }

  /// Whether enough budget is left for a GLPK solve (GLPK counts its time limit in whole milliseconds).
  ///
  /// - Complexity: O(1).
  var canSolve: Bool { remaining >= .milliseconds(1) }

  /// Whether the budget is used up.
  ///
  /// - Complexity: O(1).
  var isExpired: Bool { remaining <= .zero }
}

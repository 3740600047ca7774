/// A deadline shared by the stages of one strategy solve (heuristics, LP, MIP).
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
struct StrategyClock {
  let clock = ContinuousClock()
  let start: ContinuousClock.Instant
  let limit: Duration

  /// Starts the clock with a total budget of `limit`.
  init(limit: Duration) {
    start = clock.now
    self.limit = limit
  }

  /// Time spent so far.
  var elapsed: Duration { clock.now - start }

  /// What is left of the budget (may be negative).
  var remaining: Duration { limit - elapsed }

  /// Whether enough budget is left for a GLPK solve (GLPK counts its time limit in whole milliseconds).
  var canSolve: Bool { remaining >= .milliseconds(1) }

  /// Whether the budget is used up.
  var isExpired: Bool { remaining <= .zero }
}

/// One row's timed work, bound to its input: `run` is called for every timed run, `outcome` once afterwards (untimed)
/// and gives the last run's outcome (`nil` if it never ran).
struct PreparedRun {
  /// One timed run.
  var run: () throws -> Void
  /// The last run's outcome.
  var outcome: () -> Outcome?
}

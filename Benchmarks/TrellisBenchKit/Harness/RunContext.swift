/// What an adapter knows about the run it is part of.
struct RunContext: Sendable {
  /// The item count of this row.
  var n: Int
  /// The time limit for one solver run, in seconds (`--time-limit`); a solver adapter passes it on.
  var timeLimit: Double
  /// The seed the input was generated from.
  var seed: UInt64
  /// Whether this is a `--quick` run.
  var quick: Bool
  /// The `trellis-bench` executable, which a memory row starts again to measure in a fresh process
  /// (``BenchOptions/executable``); `nil` when there is none.
  var executable: String? = nil
}

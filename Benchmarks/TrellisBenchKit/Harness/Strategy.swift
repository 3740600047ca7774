/// One way of solving a workload's input (greedy kernel, solver, C reference, …): an adapter from the workload's
/// input type to an ``Outcome``.
///
/// The simple form times the whole closure:
///
/// ```swift
/// Strategy<[Size]>(name: "greedy") { items, context in
///   let points = masonryGreedy(items, columns: 4)
///   return Outcome { ["tallestColumn": tallest(points)] }
/// }
/// ```
///
/// The evaluated form times only the kernel; turning its raw result into an ``Outcome`` (closures, figures) happens
/// once per row, untimed — use it for fast kernels at small N, where even two allocations per run would show:
///
/// ```swift
/// Strategy<[Size]>(name: "greedy kernel", run: { items, _ in masonryGreedy(items, columns: 4) },
///                  evaluate: { items, points in Outcome { ["tallestColumn": tallest(points)] } })
/// ```
///
/// The prepared form runs untimed set-up once per row and times only the closure it returns (e.g. build a model,
/// then time the re-solve):
///
/// ```swift
/// Strategy<Chain>(name: "edit re-solve", prepare: { chain, context in
///   let model = try buildModel(chain)
///   return { try model.resolve(after: .edit) }
/// })
/// ```
///
/// The measured-once form is not timed at all: its figures are the measurement (memory in use), so the harness runs
/// it once per row, with no warm-up, and the row has no times:
///
/// ```swift
/// Strategy<MemoryInput>.measuredOnce(name: "built + laid out + read + released") { input, context in
///   let sample = try measure(input, context)
///   return Outcome { sample.figures }
/// }
/// ```
struct Strategy<Input> {
  /// The name shown in the report; unique within its workload.
  var name: String
  /// The largest N this strategy attempts; larger rows show "—" with ``capReason``.
  var maxSize: Int?
  /// Why the cap exists ("the MIP has N² binaries"); shown in the report.
  var capReason: String?
  /// Seconds one run may take before the strategy's larger sizes are skipped; `nil` uses `--run-budget` (for a
  /// strategy that ``usesTimeLimit``, at least 1.5 × the time limit plus 0.5 s).
  var runBudget: Double?
  /// Whether the strategy honours ``RunContext/timeLimit`` (a solver), which raises its default run budget.
  var usesTimeLimit: Bool
  /// Whether the harness times it (warm-up, then samples); `false` runs it once per row and records no time.
  var timed = true
  /// Untimed set-up for one row; returns what is timed.
  var prepare: (Input, RunContext) throws -> PreparedRun

  /// A strategy whose whole run is timed.
  ///
  /// - Complexity: O(1).
  init(
    name: String, maxSize: Int? = nil, capReason: String? = nil, runBudget: Double? = nil,
    usesTimeLimit: Bool = false, run: @escaping (Input, RunContext) throws -> Outcome
  ) {
    self.init(
      name: name, maxSize: maxSize, capReason: capReason, runBudget: runBudget, usesTimeLimit: usesTimeLimit,
      prepare: { input, context in { try run(input, context) } })
  }

  /// A strategy whose timed part returns a raw `Result`; `evaluate` turns the input and the last run's result into
  /// the ``Outcome`` outside the timing.
  ///
  /// - Complexity: O(1).
  init<Result>(
    name: String, maxSize: Int? = nil, capReason: String? = nil, runBudget: Double? = nil,
    usesTimeLimit: Bool = false, run: @escaping (Input, RunContext) throws -> Result,
    evaluate: @escaping (Input, Result) -> Outcome
  ) {
    self.init(
      name: name, maxSize: maxSize, capReason: capReason, runBudget: runBudget, usesTimeLimit: usesTimeLimit,
      preparedRun: { input, context in
        let last = LastResult<Result>()
        return PreparedRun(
          run: { last.value = try run(input, context) },
          outcome: { last.value.map { evaluate(input, $0) } })
      })
  }

  /// A strategy with untimed set-up per row whose timed part returns a raw `Result` (the prepared and the evaluated
  /// forms together: a row that keeps state across its runs, such as one `LayoutEngine`, and times only the kernel).
  ///
  /// - Complexity: O(1).
  init<Result>(
    name: String, maxSize: Int? = nil, capReason: String? = nil, runBudget: Double? = nil,
    usesTimeLimit: Bool = false, prepare: @escaping (Input, RunContext) throws -> () throws -> Result,
    evaluate: @escaping (Input, Result) -> Outcome
  ) {
    self.init(
      name: name, maxSize: maxSize, capReason: capReason, runBudget: runBudget, usesTimeLimit: usesTimeLimit,
      preparedRun: { input, context in
        let timed = try prepare(input, context)
        let last = LastResult<Result>()
        return PreparedRun(run: { last.value = try timed() }, outcome: { last.value.map { evaluate(input, $0) } })
      })
  }

  /// A strategy with untimed set-up per row; only the returned closure is timed.
  ///
  /// - Complexity: O(1).
  init(
    name: String, maxSize: Int? = nil, capReason: String? = nil, runBudget: Double? = nil,
    usesTimeLimit: Bool = false, prepare: @escaping (Input, RunContext) throws -> () throws -> Outcome
  ) {
    self.init(
      name: name, maxSize: maxSize, capReason: capReason, runBudget: runBudget, usesTimeLimit: usesTimeLimit,
      preparedRun: { input, context in
        let timed = try prepare(input, context)
        let last = LastResult<Outcome>()
        return PreparedRun(run: { last.value = try timed() }, outcome: { last.value })
      })
  }

  /// A strategy run once per row and not timed: its figures are its measurement. (A static function, not an
  /// initializer, so that a trailing closure never picks it instead of the timed form.)
  ///
  /// - Complexity: O(1).
  static func measuredOnce(
    name: String, maxSize: Int? = nil, capReason: String? = nil, runBudget: Double? = nil,
    run: @escaping (Input, RunContext) throws -> Outcome
  ) -> Strategy {
    var strategy = Strategy(name: name, maxSize: maxSize, capReason: capReason, runBudget: runBudget, run: run)
    strategy.timed = false
    return strategy
  }

  /// The stored form: every other initializer describes its timed part through `preparedRun`.
  private init(
    name: String, maxSize: Int?, capReason: String?, runBudget: Double?, usesTimeLimit: Bool,
    preparedRun: @escaping (Input, RunContext) throws -> PreparedRun
  ) {
    self.name = name
    self.maxSize = maxSize
    self.capReason = capReason
    self.runBudget = runBudget
    self.usesTimeLimit = usesTimeLimit
    self.prepare = preparedRun
  }

  /// The strategy without its input type, for the harness.
  var info: StrategyInfo {
    StrategyInfo(
      name: name, maxSize: maxSize, capReason: capReason, runBudget: runBudget, usesTimeLimit: usesTimeLimit,
      timed: timed)
  }
}

/// Holds the last result of a timed run, so the run itself only stores it.
private final class LastResult<Value> {
  var value: Value?
}

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
/// The prepared form runs untimed set-up once per row and times only the closure it returns (e.g. build a model,
/// then time the re-solve):
///
/// ```swift
/// Strategy<Chain>(name: "edit re-solve", prepare: { chain, context in
///   let model = try buildModel(chain)
///   return { try model.resolve(after: .edit) }
/// })
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
  /// Untimed set-up for one row; returns the closure that is timed.
  var prepare: (Input, RunContext) throws -> () throws -> Outcome

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

  /// A strategy with untimed set-up per row; only the returned closure is timed.
  ///
  /// - Complexity: O(1).
  init(
    name: String, maxSize: Int? = nil, capReason: String? = nil, runBudget: Double? = nil,
    usesTimeLimit: Bool = false, prepare: @escaping (Input, RunContext) throws -> () throws -> Outcome
  ) {
    self.name = name
    self.maxSize = maxSize
    self.capReason = capReason
    self.runBudget = runBudget
    self.usesTimeLimit = usesTimeLimit
    self.prepare = prepare
  }

  /// The strategy without its input type, for the harness.
  var info: StrategyInfo {
    StrategyInfo(
      name: name, maxSize: maxSize, capReason: capReason, runBudget: runBudget, usesTimeLimit: usesTimeLimit)
  }
}

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

  /// The per-run budget the harness applies, given the run's options.
  ///
  /// - Complexity: O(1).
  func effectiveRunBudget(_ options: BenchOptions) -> Double {
    if let runBudget { return runBudget }
    let base = options.effectiveRunBudget
    return usesTimeLimit ? max(base, 1.5 * options.effectiveTimeLimit + 0.5) : base
  }
}

/// An incremental constraint solver usable from Swift concurrency: a ``ConstraintSolver`` inside an actor whose
/// executor is one dedicated thread (GLPK keeps per-thread state), so tasks may `await` between suggestions and
/// solves, which makes ``ConstraintSolver`` throw ``LinearProgramError/wrongThread``.
///
/// ```swift
/// let solver = try AsyncConstraintSolver(system)
/// for width in widths {
///   try await solver.suggestValue(width, for: ConstraintVariable("right"))
///   let solution = try await solver.solve()
/// }
/// ```
///
/// Each instance owns one thread, started by `init` and ended when the actor is released.
public actor AsyncConstraintSolver {
  private let confined: WorkerConfined<ConstraintSolver>

  /// The dedicated thread every isolated method runs on.
  public nonisolated var unownedExecutor: UnownedSerialExecutor {
    confined.worker.asUnownedSerialExecutor()
  }

  /// Builds the LP for `system` (no solve yet, no GLPK object) and starts the solver's thread.
  ///
  /// - Throws: as ``ConstraintSolver/init(_:)``.
  /// - Complexity: as ``ConstraintSolver/init(_:)``, plus one thread creation.
  public init(_ system: ConstraintSystem) throws(ConstraintError) {
    confined = WorkerConfined(try ConstraintSolver(system))
  }

  deinit { confined.retire() }

  private var solver: ConstraintSolver { confined.value }

  /// The system with the current suggestions.
  public var system: ConstraintSystem { solver.system }

  /// As ``ConstraintSolver/suggestValue(_:for:)``.
  public func suggestValue(_ value: Double, for variable: ConstraintVariable) throws(ConstraintError) {
    try solver.suggestValue(value, for: variable)
  }

  /// As ``ConstraintSolver/solve()``.
  ///
  /// - Complexity: as ``ConstraintSolver/solve()``.
  public func solve() throws(ConstraintError) -> ConstraintSolution { try solver.solve() }

  /// As ``ConstraintSolver/ambiguities()``.
  public func ambiguities() throws(ConstraintError) -> [ConstraintAmbiguity] { try solver.ambiguities() }
}

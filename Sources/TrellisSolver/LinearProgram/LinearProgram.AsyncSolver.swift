extension LinearProgram {
  /// A warm solver usable from Swift concurrency: a ``Solver`` inside an actor whose executor is one dedicated
  /// thread, so GLPK (which keeps per-thread state) always runs in one environment, whichever threads the callers'
  /// tasks resume on. Awaiting between edits and solves is fine; ``Solver`` would throw
  /// ``LinearProgramError/wrongThread`` there.
  ///
  /// ```swift
  /// let solver = LinearProgram.AsyncSolver(lp)
  /// let first = try await solver.solve()
  /// await someOtherWork()
  /// try await solver.setBounds(of: x, lower: 0, upper: 3)
  /// let second = try await solver.solve()   // warm, from the previous basis
  /// ```
  ///
  /// Each instance owns one thread (started by `init`, ended when the actor is released), so create one per
  /// long-lived model rather than per solve; calls on one instance run one at a time.
  public actor AsyncSolver {
    private let confined: WorkerConfined<Solver>

    /// The dedicated thread every isolated method runs on.
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
      confined.worker.asUnownedSerialExecutor()
    }

    /// Makes an async solver for `program` and starts its thread; no GLPK object exists until the first solve.
    ///
    /// - Complexity: O(1) plus one thread creation.
    public init(_ program: LinearProgram) {
      confined = WorkerConfined(Solver(program))
    }

    deinit { confined.retire() }

    private var solver: Solver { confined.value }

    /// The program as currently edited.
    public var program: LinearProgram { solver.program }

    /// As ``Solver/setBounds(of:lower:upper:)``.
    public func setBounds(of variable: Variable, lower: Double?, upper: Double?) throws(LinearProgramError) {
      try solver.setBounds(of: variable, lower: lower, upper: upper)
    }

    /// As ``Solver/setBounds(of:_:)``.
    public func setBounds(of row: Row, _ bounds: RowBounds) throws(LinearProgramError) {
      try solver.setBounds(of: row, bounds)
    }

    /// As ``Solver/setObjectiveCoefficient(of:_:)``.
    public func setObjectiveCoefficient(of variable: Variable, _ value: Double) throws(LinearProgramError) {
      try solver.setObjectiveCoefficient(of: variable, value)
    }

    /// As ``Solver/setCoefficient(row:variable:_:)``.
    public func setCoefficient(row: Row, variable: Variable, _ value: Double) throws(LinearProgramError) {
      try solver.setCoefficient(row: row, variable: variable, value)
    }

    /// As ``Solver/setDirection(_:)``.
    public func setDirection(_ direction: Direction) { solver.setDirection(direction) }

    /// As ``Solver/solve(_:)`` (never throws ``LinearProgramError/wrongThread``).
    ///
    /// - Complexity: as ``Solver/solve(_:)``.
    public func solve(_ options: SolveOptions = SolveOptions()) throws(LinearProgramError) -> Solution {
      try solver.solve(options)
    }

    /// As ``Solver/reset()``.
    public func reset() throws(LinearProgramError) { try solver.reset() }

    /// As ``Solver/rightHandSideRanging(of:)``.
    public func rightHandSideRanging(of row: Row) throws(LinearProgramError) -> Ranging? {
      try solver.rightHandSideRanging(of: row)
    }

    /// As ``Solver/boundRanging(of:)``.
    public func boundRanging(of variable: Variable) throws(LinearProgramError) -> Ranging? {
      try solver.boundRanging(of: variable)
    }

    /// As ``Solver/objectiveRanging(of:)``.
    public func objectiveRanging(of variable: Variable) throws(LinearProgramError) -> Ranging {
      try solver.objectiveRanging(of: variable)
    }
  }
}

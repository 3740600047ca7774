/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension LinearProgram {
  /// A warm solver: keeps one GLPK problem and its basis between solves, so re-solving after a small change
  /// (a bound, a right-hand side, an objective or matrix coefficient) starts from the previous optimal basis.
  ///
  /// Threads — the rule: GLPK keeps per-thread state, so the GLPK problem is created on the thread of the first
  /// ``solve(_:)`` and must be used and freed on that thread. `Solver` is therefore not `Sendable` (the compiler
  /// rejects sending it to another isolation domain), and at run time every GLPK-touching call checks the thread
  /// and throws ``LinearProgramError/wrongThread`` rather than corrupt GLPK. Use it from synchronous code on one
  /// thread (no `await` between uses inside a task, since a task may resume on another thread). If the last
  /// reference is dropped on another thread, the GLPK problem is leaked instead of freed unsafely. To solve from
  /// many threads, give each thread its own `Solver`, or call ``LinearProgram/solve(_:)`` on the value.
  ///
  /// ```swift
  /// let solver = LinearProgram.Solver(lp)
  /// let first = try solver.solve()
  /// try solver.setBounds(of: x, lower: 0, upper: 3)
  /// let second = try solver.solve()   // few simplex iterations from the previous basis
  /// ```
  ///
  /// Edits are recorded in Swift and applied to GLPK at the next solve. Presolve discards the basis, so warm solves
  /// should keep ``SolveOptions/presolve`` off (the default). Variables and rows added with ``addVariable(lowerBound:upperBound:)``
  /// and ``addRow(variables:coefficients:_:)`` join the live GLPK problem: new columns start non-basic and new rows
  /// basic, so the previous basis stays valid.
  public final class Solver {
    /// The program as currently edited.
    public private(set) var program: LinearProgram
    /// The GLPK problem, created on first solve.
    var problem: GLPKProblem?
    /// Edits not yet applied to `problem` (internal for `LinearProgram.Solver+Pricing.swift`).
    var dirtyColumns = Set<Int>()
    var dirtyRows = Set<Int>()
    var dirtyMatrixRows = Set<Int>()
    var dirtyObjective = Set<Int>()
    var dirtyGlobals = false
    /// Whether the last solve left an optimal simplex basis in `problem` (ranging is available).
    var hasOptimalBasis = false
    /// Scratch of ``basisPinsValue(of:tolerance:)``: one entry per column, zero between calls.
    var pinScratch: [Double] = []

    /// Makes a solver for `program`; no GLPK object is created until the first solve.
    public init(_ program: LinearProgram) {
      self.program = program
    }

    /// Changes a variable's bounds for the next solve.
    ///
    /// - Throws: as ``LinearProgram/setBounds(of:lower:upper:)``.
    public func setBounds(of variable: Variable, lower: Double?, upper: Double?) throws(LinearProgramError) {
      try program.setBounds(of: variable, lower: lower, upper: upper)
      dirtyColumns.insert(variable.index)
    }

    /// Changes a row's bounds (right-hand side) for the next solve.
    ///
    /// - Throws: as ``LinearProgram/setBounds(of:_:)``.
    public func setBounds(of row: Row, _ bounds: RowBounds) throws(LinearProgramError) {
      try program.setBounds(of: row, bounds)
      dirtyRows.insert(row.index)
    }

    /// Changes one objective coefficient for the next solve.
    ///
    /// - Throws: as ``LinearProgram/setObjectiveCoefficient(of:_:)``.
    public func setObjectiveCoefficient(of variable: Variable, _ value: Double) throws(LinearProgramError) {
      try program.setObjectiveCoefficient(of: variable, value)
      dirtyObjective.insert(variable.index)
    }

    /// Changes one matrix coefficient for the next solve (the row is reloaded with `glp_set_mat_row`).
    ///
    /// - Throws: as ``LinearProgram/setCoefficient(row:variable:_:)``.
    /// - Complexity: as ``LinearProgram/setCoefficient(row:variable:_:)``.
    public func setCoefficient(row: Row, variable: Variable, _ value: Double) throws(LinearProgramError) {
      try program.setCoefficient(row: row, variable: variable, value)
      dirtyMatrixRows.insert(row.index)
    }

    /// Adds a continuous variable (objective coefficient 0) to the program and, at the next solve, to the live GLPK
    /// problem, keeping the basis.
    ///
    /// - Throws: as ``LinearProgram/addVariable(_:lowerBound:upperBound:kind:objective:)``.
    @discardableResult
    public func addVariable(lowerBound: Double?, upperBound: Double?) throws(LinearProgramError) -> Variable {
      try program.addVariable(lowerBound: lowerBound, upperBound: upperBound)
    }

    /// Adds a row to the program and, at the next solve, to the live GLPK problem, keeping the basis (the new row
    /// is basic).
    ///
    /// - Throws: as ``LinearProgram/addRow(_:variables:coefficients:_:)``.
    /// - Complexity: O(k) for k coefficients.
    @discardableResult
    public func addRow(
      variables: [Variable], coefficients: [Double], _ bounds: RowBounds
    ) throws(LinearProgramError) -> Row {
      try program.addRow(variables: variables, coefficients: coefficients, bounds)
    }

    /// Changes the optimisation direction for the next solve.
    public func setDirection(_ direction: Direction) {
      program.direction = direction
      dirtyGlobals = true
    }

    /// Solves, warm-starting from the previous basis when there is one.
    ///
    /// - Throws: as ``LinearProgram/solve(_:)``, plus ``LinearProgramError/wrongThread``.
    /// - Complexity: O(edits) to apply changes (O(size) on the first solve), plus GLPK's solve time.
    public func solve(_ options: SolveOptions = SolveOptions()) throws(LinearProgramError) -> Solution {
      let incumbent = try program.validate(options)
      let clock = ContinuousClock()
      let start = clock.now
      let problem = try preparedProblem()
      var solution = problem.solve(program, options: options, incumbent: incumbent)
      solution.time = clock.now - start
      hasOptimalBasis =
        solution.status == .optimal && options.method != .interiorPoint
        && (!program.hasIntegerVariables || options.relaxIntegrality)
      return solution
    }

    /// Creates and loads the GLPK problem now, on the calling thread, without solving (and applies pending edits):
    /// pays the build cost up front. This is "build only" for benchmarks.
    ///
    /// - Throws: ``LinearProgramError/wrongThread``.
    /// - Complexity: O(variables + rows + nonzeros) the first time; O(pending edits) afterwards.
    public func prepare() throws(LinearProgramError) {
      _ = try preparedProblem()
    }

    /// Drops the GLPK problem (on its thread); the next solve starts cold.
    ///
    /// - Throws: ``LinearProgramError/wrongThread``.
    /// - Complexity: O(size of the problem).
    public func reset() throws(LinearProgramError) {
      if let problem, !problem.isOnOwnerThread { throw .wrongThread }
      problem = nil
      hasOptimalBasis = false
    }

    // MARK: - Sensitivity

    /// How far the right-hand side of a *tight* row can move with the current basis (and duals) staying valid;
    /// `nil` for a row that is not tight (basic), whose dual is zero anyway.
    ///
    /// - Throws: ``LinearProgramError/noOptimalBasis`` unless the last solve was an optimal simplex LP solve,
    ///   ``LinearProgramError/unknownRow(index:)``, ``LinearProgramError/wrongThread``.
    /// - Complexity: O(rows + nonzeros) (one ratio test through the basis factorization).
    public func rightHandSideRanging(of row: Row) throws(LinearProgramError) -> Ranging? {
      try program.checkRow(row)
      let problem = try analyzableProblem()
      return try GLPKIndexError.translating { () throws(GLPKIndexError) -> Ranging? in
        let k = Int32(row.index + 1)
        guard try !problem.isRowBasic(k) else { return nil }
        let range = try problem.analyzeBound(k)
        return Ranging(lower: range.lower, upper: range.upper)
      }
    }

    /// How far the active bound of a variable *at a bound* can move with the current basis staying valid; `nil` for
    /// a basic variable.
    ///
    /// - Throws: as ``rightHandSideRanging(of:)``, with ``LinearProgramError/unknownVariable(index:context:)``.
    /// - Complexity: O(rows + nonzeros).
    public func boundRanging(of variable: Variable) throws(LinearProgramError) -> Ranging? {
      try program.checkVariable(variable, context: "boundRanging")
      let problem = try analyzableProblem()
      return try GLPKIndexError.translating { () throws(GLPKIndexError) -> Ranging? in
        guard try !problem.isColumnBasic(Int32(variable.index + 1)) else { return nil }
        let range = try problem.analyzeBound(problem.rowCount + Int32(variable.index + 1))
        return Ranging(lower: range.lower, upper: range.upper)
      }
    }

    /// The interval of `variable`'s objective coefficient over which the current basis stays optimal.
    ///
    /// A basic variable is ranged by GLPK's `glp_analyze_coef`; a non-basic one (which `glp_analyze_coef` refuses)
    /// from its reduced cost: maximising, a variable at its lower bound keeps the basis for coefficients up to
    /// `c − d` (its reduced cost `d ≤ 0`) and any lower value; the other cases are the mirror images.
    ///
    /// - Throws: as ``boundRanging(of:)``.
    /// - Complexity: O(rows + nonzeros) for a basic variable, O(1) for a non-basic one.
    public func objectiveRanging(of variable: Variable) throws(LinearProgramError) -> Ranging {
      try program.checkVariable(variable, context: "objectiveRanging")
      let problem = try analyzableProblem()
      return try GLPKIndexError.translating { () throws(GLPKIndexError) -> Ranging in
        let column = Int32(variable.index + 1)
        guard try problem.isColumnBasic(column) else {
          let range = try problem.nonBasicCoefficientRange(column)
          return Ranging(lower: range.lower, upper: range.upper)
        }
        let range = try problem.analyzeCoefficient(problem.rowCount + column)
        return Ranging(lower: range.lower, upper: range.upper)
      }
    }

    /// Whether the last solve's basis leaves no freedom under the current (possibly edited) bounds: every
    /// non-basic column and row has equal bounds, so the basic values, and with them the whole point, are
    /// determined. Rows in `pinned` count as fixed when they have a finite bound (a caller's bound that the
    /// objective keeps active). False when there is no optimal basis or rows or columns were added since.
    ///
    /// - Throws: ``LinearProgramError/wrongThread``.
    /// - Complexity: O(rows + columns).
    public func basisDeterminesPoint(pinned: Range<Int> = 0..<0) throws(LinearProgramError) -> Bool {
      guard let problem, hasOptimalBasis, Int(problem.rowCount) == program.rowCount,
        Int(problem.columnCount) == program.variableCount
      else { return false }
      guard problem.isOnOwnerThread else { throw .wrongThread }
      return try GLPKIndexError.translating { () throws(GLPKIndexError) -> Bool in
        for j in 0..<program.variableCount where program.columnLower[j] != program.columnUpper[j] {
          if try !problem.isColumnBasic(Int32(j + 1)) { return false }
        }
        for i in 0..<program.rowCount where program.rowLower[i] != program.rowUpper[i] {
          if pinned.contains(i) && (program.rowLower[i].isFinite || program.rowUpper[i].isFinite) { continue }
          if try !problem.isRowBasic(Int32(i + 1)) { return false }
        }
        return true
      }
    }

    // MARK: - Internals

    /// The GLPK problem, created and loaded on first use, with pending edits applied.
    func preparedProblem() throws(LinearProgramError) -> GLPKProblem {
      let prepared: GLPKProblem
      if let problem {
        prepared = problem
        guard problem.isOnOwnerThread else { throw .wrongThread }
        try GLPKIndexError.translating { () throws(GLPKIndexError) in
          try appendGrowth(to: problem)
          for j in dirtyColumns {
            try problem.setColumnBounds(
              Int32(j + 1), lower: program.columnLower[j], upper: program.columnUpper[j])
          }
          for i in dirtyRows {
            try problem.setRowBounds(Int32(i + 1), lower: program.rowLower[i], upper: program.rowUpper[i])
          }
          for i in dirtyMatrixRows { try problem.reloadRow(i, from: program) }
          for j in dirtyObjective { try problem.setObjectiveCoefficient(Int32(j + 1), program.objective[j]) }
          if dirtyGlobals { problem.setDirection(maximize: program.direction == .maximize) }
        }
      } else {
        let fresh = GLPKProblem()
        try GLPKIndexError.translating { () throws(GLPKIndexError) in try fresh.load(program) }
        problem = fresh
        prepared = fresh
      }
      dirtyColumns.removeAll(keepingCapacity: true)
      dirtyRows.removeAll(keepingCapacity: true)
      dirtyMatrixRows.removeAll(keepingCapacity: true)
      dirtyObjective.removeAll(keepingCapacity: true)
      dirtyGlobals = false
      return prepared
    }

    /// Copies the columns and rows added since the problem was loaded into it (columns first, so new rows can use
    /// them).
    private func appendGrowth(to problem: GLPKProblem) throws(GLPKIndexError) {
      let columns = Int(problem.columnCount)
      if program.variableCount > columns {
        problem.addColumns(Int32(program.variableCount - columns))
        for j in columns..<program.variableCount {
          try problem.setColumnBounds(Int32(j + 1), lower: program.columnLower[j], upper: program.columnUpper[j])
          if program.objective[j] != 0 { try problem.setObjectiveCoefficient(Int32(j + 1), program.objective[j]) }
        }
      }
      let rows = Int(problem.rowCount)
      if program.rowCount > rows {
        problem.addRows(Int32(program.rowCount - rows))
        for i in rows..<program.rowCount {
          try problem.setRowBounds(Int32(i + 1), lower: program.rowLower[i], upper: program.rowUpper[i])
          try problem.reloadRow(i, from: program)
        }
      }
    }

    /// The problem, if it holds an unedited optimal basis ready for `glp_analyze_*`.
    private func analyzableProblem() throws(LinearProgramError) -> GLPKProblem {
      guard let problem, hasOptimalBasis else { throw .noOptimalBasis }
      guard problem.isOnOwnerThread else { throw .wrongThread }
      let edited =
        !dirtyColumns.isEmpty || !dirtyRows.isEmpty || !dirtyMatrixRows.isEmpty || !dirtyObjective.isEmpty
        || dirtyGlobals || Int(problem.rowCount) != program.rowCount
        || Int(problem.columnCount) != program.variableCount
      guard !edited, problem.hasOptimalFactorizedBasis() else { throw .noOptimalBasis }
      return problem
    }
  }
}

/// `Solver` owns a thread-confined GLPK problem: it must never be `Sendable`.
@available(*, unavailable, message: "A Solver's GLPK problem is confined to the thread that created it")
extension LinearProgram.Solver: Sendable {}

/// The one warm LP every stage of a lexicographic solve runs on: GLPK's problem, the objective currently set in it,
/// and how an LP is run (under the call's deadline, with the primal simplex once warm, skipped when the basis is
/// already optimal). What a result means (a level's optimum, a conflict) is the caller's business.
///
/// The LP holds no row per level: the levels' optimal faces are held by bounds (``OptimalFace``), so every level,
/// the balancing rounds, the tie-break and the ambiguity LPs re-solve this one problem by switching objective
/// coefficients, each from the basis the last one left.
///
/// An infeasible LP is reported as ``ConstraintError/SolverFailure/stopped(_:stage:)`` with status `.infeasible`:
/// the ``LexicographicSolver`` entry points replace it by the diagnosed conflict (``ConflictDiagnosis``).
struct LevelProgram {
  /// GLPK's problem (shared with ``OptimalFace``, which changes its bounds).
  let solver: LinearProgram.Solver
  let options: LinearProgram.SolveOptions
  /// The iterations each LP may take, by its size (``ConstraintSystem/iterationBudget``).
  let budget: ConstraintSystem.IterationBudget
  /// The LP's rows (columns are `objective.count`), for the budget.
  private var rowCount: Int
  /// When the current call must end: `options.timeLimit` bounds a whole solve or ambiguity query, every LP of it
  /// included, not each LP.
  var deadline = ContinuousClock.now
  /// Simplex iterations since the caller last reset it.
  var iterations = 0
  /// Whether an LP of this program has ended optimal: GLPK then holds a basis later LPs start from.
  private var warm = false
  /// Objective coefficients currently set in GLPK, dense, and the columns where they may be nonzero.
  private var objective: [Double]
  private var objectiveColumns: [Int] = []
  /// Scratch of ``setObjective(_:fixed:)``, dense: the wanted coefficients, and whether a column is listed.
  private var wanted: [Double]
  private var listed: [Bool]

  /// The live LP of `program`, nothing solved yet.
  ///
  /// - Complexity: O(columns), plus GLPK's copy of the problem at the first solve.
  init(
    _ program: LinearProgram, options: LinearProgram.SolveOptions, budget: ConstraintSystem.IterationBudget = .automatic
  ) {
    solver = LinearProgram.Solver(program)
    self.options = options
    self.budget = budget
    rowCount = program.rowCount
    objective = Array(repeating: 0, count: program.variableCount)
    wanted = objective
    listed = Array(repeating: false, count: program.variableCount)
  }

  /// Replaces the objective, touching only the coefficients that change. A column in `fixed` gets 0: its
  /// coefficient would only shift the objective's constant (objectives are evaluated in Swift), and a zero keeps
  /// the objective as sparse as the live level (the pricing and the face fixing then touch only that level's
  /// columns and the rows it reaches).
  ///
  /// - Complexity: O(terms of the previous and the new objective).
  mutating func setObjective(_ target: [ConstraintModel.Term], fixed isFixed: [Bool]) throws(ConstraintError) {
    for term in target { wanted[term.index] = term.coefficient }
    var next: [Int] = []
    next.reserveCapacity(target.count)
    var changes: [(column: Int, value: Double)] = []
    for column in objectiveColumns + target.lazy.map(\.index) {
      let value = isFixed[column] ? 0 : wanted[column]
      if objective[column] != value {
        changes.append((column, value))
        objective[column] = value
      }
      if value != 0 && !listed[column] {
        listed[column] = true
        next.append(column)
      }
    }
    for term in target { wanted[term.index] = 0 }
    for column in next { listed[column] = false }
    objectiveColumns = next
    try Self.wrap { () throws(LinearProgramError) in
      for change in changes {
        try solver.setObjectiveCoefficient(of: LinearProgram.Variable(change.column), change.value)
      }
    }
  }

  /// One simplex solve of `stage`. With `warmPrimal`, a program that has solved before runs the primal simplex
  /// where the options ask for the (default) dual one (see ``run(_:from:)``). `pair` solves the ambiguity query's
  /// ``FacePair`` instead of this LP, always with the primal simplex (both copies start at a feasible basis), under
  /// the same deadline.
  ///
  /// Each run may take ``budget``'s iterations for the LP's size (twice the rows and columns for `pair`), capped by
  /// the options' `iterationLimit`.
  ///
  /// - Throws: ``ConstraintError/SolverFailure/stopped(_:stage:)`` when GLPK stops without an optimum (status
  ///   `.infeasible` for an infeasible LP, `.timeLimit` past the deadline), unless the LP is unbounded and
  ///   `allowUnbounded`; ``ConstraintError/SolverFailure/iterationBudgetSpent(stage:budget:)`` when the budget
  ///   stopped it; ``ConstraintError/SolverFailure/linearProgram(_:)`` from the LP layer.
  /// - Complexity: one GLPK simplex solve from the current basis (GLPK first rebuilds its working copy of the
  ///   problem, O(rows + columns + nonzeros)).
  mutating func run(
    _ stage: ConstraintError.Stage, allowUnbounded: Bool = false, warmPrimal: Bool = false, pair: FacePair? = nil
  ) throws(ConstraintError) -> LinearProgram.Solution {
    var bounded = options
    if pair != nil || (warmPrimal && warm && bounded.method == .dualSimplex) { bounded.method = .primalSimplex }
    let left = deadline - .now
    // A non-positive `timeLimit` is left for the LP layer to reject.
    if options.timeLimit > .zero {
      guard left > .zero else { throw .solverFailed(.stopped(.timeLimit, stage: stage)) }
      bounded.timeLimit = min(left, bounded.timeLimit)
    }
    let copies = pair == nil ? 1 : 2
    let limit = budget.limit(rows: copies * rowCount, columns: copies * objective.count)
    bounded.iterationLimit = min(bounded.iterationLimit, limit)
    let lp = pair?.solver ?? solver
    let result = try Self.wrap { () throws(LinearProgramError) in try lp.solve(bounded) }
    if pair == nil { warm = warm || result.status == .optimal }
    iterations += result.iterations
    let budgetSpent = limit < options.iterationLimit && result.limitReached == .iterations
    switch result.status {
    case .optimal: return result
    case .unbounded where allowUnbounded: return result
    case .feasible where budgetSpent, .iterationLimit where budgetSpent:
      throw .solverFailed(.iterationBudgetSpent(stage: stage, budget: limit))
    // GLPK stopped at a feasible point by the deadline's limit: report the limit, not the point's status.
    case .feasible where result.limitReached == .time: throw .solverFailed(.stopped(.timeLimit, stage: stage))
    default: throw .solverFailed(.stopped(result.status, stage: stage))
    }
  }

  /// ``run(_:allowUnbounded:warmPrimal:pair:)`` unless the basis that gave `last` (the previous LP of this solve,
  /// after which only the face fixing changed bounds, and the objective) is already optimal for the current
  /// objective: then that point, priced for this objective, without calling GLPK's simplex
  /// (``LinearProgram/Solver/solutionIfBasisOptimal(at:tolerance:)``). The simplex would have stopped there at
  /// once, so the answer and the bases later solves start from are the same.
  ///
  /// Warm LPs run GLPK's primal simplex where the options ask for the default dual one. Every level after the first
  /// starts primal feasible (only its objective changed), and a re-solve after a suggestion starts slightly primal
  /// infeasible at a basis that is dual infeasible for the first level (it was optimal for the tie-break), where
  /// GLPK's two-phase dual simplex can spend thousands of pivots on a new piece that the primal simplex crosses in a
  /// few. With `warmPrimal` false the options' method stays: the balancing rounds pass it, since their start is dual
  /// feasible (the objective is one new column at its bound) and only their new rows are violated, which the dual
  /// simplex repairs in a few pivots where the primal one first searches for a feasible point.
  ///
  /// - Throws: as ``run(_:allowUnbounded:warmPrimal:pair:)``.
  /// - Complexity: one pricing (a `glp_btran`, O(rows + columns)) when a costed column is basic, else O(columns);
  ///   a warm simplex solve when the basis is not optimal.
  mutating func run(
    _ stage: ConstraintError.Stage, from last: LinearProgram.Solution?, warmPrimal: Bool = true
  ) throws(ConstraintError) -> LinearProgram.Solution {
    if let last,
      let kept = try Self.wrap({ () throws(LinearProgramError) in try solver.solutionIfBasisOptimal(at: last) })
    {
      return kept
    }
    return try run(stage, warmPrimal: warmPrimal)
  }

  /// Adds `program`'s columns from `columns` and rows from `rows` to GLPK's problem (after the model grew: the
  /// balancing's columns and rows, constraints added to a live solver), keeping the basis. Returns the number of
  /// columns added.
  ///
  /// - Complexity: O(new columns + entries of the new rows).
  mutating func mirror(_ program: LinearProgram, columns: Int, rows: Int) throws(ConstraintError) -> Int {
    try Self.wrap { () throws(LinearProgramError) in
      for j in columns..<program.variableCount {
        let bounds = program.bounds(of: LinearProgram.Variable(j)) ?? (0, .infinity)
        try solver.addVariable(lowerBound: bounds.lower, upperBound: bounds.upper.isFinite ? bounds.upper : nil)
        objective.append(0)
        wanted.append(0)
        listed.append(false)
      }
      rowCount = program.rowCount
      for i in rows..<program.rowCount {
        let row = LinearProgram.Row(i)
        let entries = program.entries(of: row)
        try solver.addRow(
          variables: entries.map(\.variable), coefficients: entries.map(\.coefficient),
          program.bounds(of: row) ?? .free)
      }
    }
    return max(0, program.variableCount - columns)
  }

  /// Runs a ``LinearProgram`` call, reporting its error as ``ConstraintError/SolverFailure/linearProgram(_:)``.
  static func wrap<T>(_ body: () throws(LinearProgramError) -> T) throws(ConstraintError) -> T {
    do {
      return try body()
    } catch {
      throw .solverFailed(.linearProgram(error))
    }
  }
}

/// Solves a ``ConstraintModel`` lexicographically with one warm `LinearProgram.Solver`: one LP per priority level
/// (strongest first), each restricted to the previous levels' optimal faces, then a tie-break LP.
///
/// After a level is solved its optimal face is fixed exactly by complementary slackness with the level's duals
/// (columns with a nonzero reduced cost stay at their bound; inequality rows with a nonzero dual become equalities).
/// Before the next solve everything is released again, so edits re-solve from the last basis. The LP holds no row per
/// level: an earlier design kept one (`objective ≤ optimum`) as a safety net, and those rows, one per level, made
/// every warm LP of a many-level system larger (GLPK rebuilds its working copy and factorizes the basis on each
/// call) for no change in any answer the tests check.
final class LexicographicSolver {
  var model: ConstraintModel
  let solver: LinearProgram.Solver
  let options: LinearProgram.SolveOptions
  var names: [String] { model.names }
  var levels: [ConstraintPriority] { model.levels }
  /// Objective coefficients currently set in the solver, dense, and the columns where they are nonzero.
  var objective: [Double]
  private var objectiveColumns: [Int] = []
  /// Whether each column is currently fixed by ``fixOptimalFace(_:)`` (the next ``setObjective(_:)`` gives it a
  /// coefficient of 0: it would only shift the objective's constant, and objectives are evaluated in Swift).
  var isFixed: [Bool]
  var listed: [Bool]
  var wanted: [Double]
  let index: NameIndex
  /// Level objectives (``ConstraintModel/levelObjective``) and the tie-break as sparse lists.
  var levelTargets: [[ConstraintModel.Term]] { model.levelObjective }
  private let tieTarget: [ConstraintModel.Term]
  /// The edit row whose right-hand-side ranging ``solve(tracking:)`` collects, and the interval found (in
  /// suggestion units): the suggestions for which every level keeps its basis.
  private(set) var validity: ClosedRange<Double>?
  /// The last solve's values and level errors before snapping (for slopes of edit pieces).
  private(set) var rawValues: [Double] = []
  /// The LP column values at the last solve's point (where GLPK's basis sits unless bounds changed since).
  private(set) var rawColumns: [Double] = []
  private(set) var rawErrors: [Double] = []
  var tight = false
  /// Columns fixed at a bound after a level, with their original upper bound.
  private var fixedColumns: [(column: Int, upper: Double)] = []
  /// Rows turned into equalities after a level, with their original bounds.
  private var fixedRows: [(row: Int, bounds: LinearProgram.RowBounds)] = []
  private var iterations = 0
  /// Whether an LP of this solver has ended optimal: GLPK then holds a basis later LPs start from.
  private var warm = false
  /// Levels solved by one LP each in cold solves (``groupLevels(_:)``), computed on first use.
  lazy var levelGroups: [[Int]] = Self.groupLevels(model)
  /// When the current ``solve(tracking:)`` or ambiguity query must end: `options.timeLimit` bounds the whole call,
  /// every level LP included, not each LP.
  var deadline = ContinuousClock.now
  /// The required rows ``verifyRequired(_:)`` checks, computed on first use.
  lazy var requiredRows = Self.requiredTerms(model, index)
  /// Whether ``screenedConflict()`` has run (it screens the required constraints presolve saw).
  var screenedDifferences = false
  /// Whether constraints were added or removed since presolve (`LexicographicSolver+Incremental.swift`): the
  /// level grouping (computed from presolve's rows) may no longer hold, so every solve runs one LP per level (as
  /// edit-tracking solves always do).
  var incremental = false
  /// Live optional constraints per priority (a level is dropped when its last one is removed), and the LP-row
  /// constraints by value, for removal; filled on the first change.
  var levelMembers: [ConstraintPriority: Int] = [:]
  var rowsByConstraint: [Constraint: [Int]] = [:]
  var editIndex: [String: Int] = [:]
  /// The balancing stage's column and rows (`LexicographicSolver+Balance.swift`).
  var balance = Balance()

  init(_ system: ConstraintSystem) throws(ConstraintError) {
    options = system.options
    var priorities = Set<ConstraintPriority>()
    for constraint in system.constraints where !constraint.priority.isRequired {
      priorities.insert(constraint.priority)
    }
    for edit in system.editVariables where !edit.priority.isRequired { priorities.insert(edit.priority) }
    guard priorities.count <= ConstraintSystem.maximumLevelCount else {
      throw .tooManyLevels(count: priorities.count, limit: ConstraintSystem.maximumLevelCount)
    }
    do {
      model = try ConstraintModel(system)
    } catch {
      throw .solverFailed(.linearProgram(error))
    }
    solver = LinearProgram.Solver(model.program)
    objective = Array(repeating: 0, count: model.program.variableCount)
    wanted = objective
    isFixed = Array(repeating: false, count: model.program.variableCount)
    listed = isFixed
    index = NameIndex(model.names)
    tieTarget = model.tieObjective
  }

  // MARK: - Solving

  /// Runs every level and the tie-break from the current basis. With `tracking`, also intersects the
  /// right-hand-side ranging of that edit variable's row over all levels into ``validity``.
  /// With `once` (a solver that is solved once, as ``ConstraintSystem/solve()`` does), levels whose objective the
  /// face fixing made constant skip their LP and solving stops once the basis determines the point. Solvers that
  /// re-solve do not: the skips change the bases later solves start from (the chain benchmark's 1,000-edit
  /// resize loop at 10⁴ views then stopped at the 10 s limit in one re-solve).
  func solve(tracking: String? = nil, once: Bool = false) throws(ConstraintError) -> ConstraintSolution {
    deadline = .now + options.timeLimit
    if model.infeasible { throw conflictError() }
    if let conflict = screenedConflict() { throw conflict }
    iterations = 0
    try release()
    let tracked = tracking.flatMap { model.editRows[$0] }
    var low = -Double.infinity
    var high = Double.infinity
    func narrow() {
      guard let tracked, low <= high else { return }
      if let range = try? solver.rightHandSideRanging(of: LinearProgram.Row(tracked.row)) {
        low = max(low, range.lower + tracked.offset)
        high = min(high, range.upper + tracked.offset)
      } else {
        low = .infinity
      }
    }
    var errors: [ConstraintSolution.LevelError] = []
    rawErrors.removeAll(keepingCapacity: true)
    // An edit-tracking solve keeps one LP per level: its validity interval is each level's basis ranging.
    let cold = tracked == nil && !incremental
    let groups = cold ? levelGroups : levels.indices.map { [$0] }
    var last: LinearProgram.Solution?
    // Once the basis leaves no freedom (every non-basic column and row fixed), later levels cannot move the point.
    var settled = false
    for group in groups {
      let result: LinearProgram.Solution
      if group.allSatisfy({ levelTargets[$0].isEmpty }) {
        // Nothing in the LP can change these levels' errors (single-variable penalties presolve settled, say).
        for l in group {
          rawErrors.append(model.levelConstant[l])
          errors.append(.init(priority: levels[l], error: max(0, Self.snapped(model.levelConstant[l]))))
        }
        continue
      }
      // Skipped too: levels whose columns the face fixing has all fixed (their error is constant on the face), and,
      // in cold solves, levels already without error at the last optimum (their faces are fixed by bounds).
      var skipped = settled || (once && last != nil && group.allSatisfy { isConstantOnFace($0) })
      if !skipped, cold, let last { skipped = try fixSatisfiedFace(group, at: last.values) }
      if skipped, let last {
        result = last
      } else {
        try setObjective(group.count == 1 ? levelTargets[group[0]] : group.flatMap { levelTargets[$0] })
        result = try run(.level(levels[group[0]]), from: last)
        narrow()
        last = result
      }
      record(group, at: result, into: &errors)
      tight = true
      if !skipped {
        try fixOptimalFace(result)
        if once {
          settled = try wrap { () throws(LinearProgramError) in try solver.basisDeterminesPoint() }
        }
      }
    }
    let result: LinearProgram.Solution
    if settled, let last {
      result = last
    } else {
      try balance(errors, last: &last, narrow: narrow)
      try setObjective(tieTarget)
      result = try run(.tieBreak, from: last)
      narrow()
    }
    validity = tracked != nil && low <= high ? low...high : nil
    return try finish(result, errors: errors)
  }

  /// Appends the errors of the levels in `group` at `result`.
  private func record(
    _ group: [Int], at result: LinearProgram.Solution, into errors: inout [ConstraintSolution.LevelError]
  ) {
    for l in group {
      let optimum = Self.evaluate(levelTargets[l], result.values)
      rawErrors.append(optimum + model.levelConstant[l])
      errors.append(.init(priority: levels[l], error: max(0, Self.snapped(optimum + model.levelConstant[l]))))
    }
  }

  /// The solution at the tie-break's point, after checking it against every required constraint.
  private func finish(
    _ result: LinearProgram.Solution, errors: [ConstraintSolution.LevelError]
  ) throws(ConstraintError) -> ConstraintSolution {
    rawValues = model.values(result.values)
    rawColumns = result.values
    let values = rawValues.map(Self.snapped)
    do throws(ConstraintError) {
      try verifyRequired(values)
    } catch {
      // GLPK accepted a point within its absolute tolerance that misses a required row at the row's own scale:
      // the search, which checks at that scale, names the conflict when there is one.
      if case .unsatisfiable = conflictError() { throw conflictError() }
      throw error
    }
    return ConstraintSolution(
      names: names, values: values, levelErrors: errors, iterations: iterations, index: index)
  }

  /// Changes an edit variable's suggestion (its row's right-hand side).
  func suggest(_ value: Double, for name: String) throws(ConstraintError) {
    guard let edit = model.editRows[name] else { throw .notAnEditVariable(name: name) }
    guard LinearProgram.isAdmissible(value) else { throw .invalidSuggestion(variable: name, value: value) }
    try wrap { () throws(LinearProgramError) in
      try solver.setBounds(of: LinearProgram.Row(edit.row), .equal(value - edit.offset))
    }
  }

  /// Fixes the optimal faces of the levels in `group` when each is already without error at `values`, and says
  /// whether it did (nothing is changed otherwise).
  ///
  /// A level's objective is at least its error and its error is never negative, so over the columns' own bounds
  /// its minimum is 0; at a point where it is 0 every column with a positive coefficient sits at its lower bound and
  /// every one with a negative coefficient at its upper bound. Those bounds are then exactly the level's optimal
  /// face (the complementary-slackness fixing with zero duals), and no LP is needed.
  ///
  /// - Complexity: O(terms of the group's levels).
  func fixSatisfiedFace(_ group: [Int], at values: [Double]) throws(ConstraintError) -> Bool {
    var fixes: [(column: Int, at: Double, upper: Double)] = []
    for l in group {
      let error = Self.evaluate(levelTargets[l], values) + model.levelConstant[l]
      guard error <= Self.tolerance(0) else { return false }
      for term in levelTargets[l] where !isPinned(term.index) {
        guard let bounds = model.program.bounds(of: LinearProgram.Variable(term.index)) else { return false }
        let at = term.coefficient > 0 ? bounds.lower : bounds.upper
        guard at.isFinite, abs(values[term.index] - at) <= Self.tolerance(at) else { return false }
        fixes.append((term.index, at, bounds.upper))
      }
    }
    try fix(fixes)
    return true
  }

  /// Fixes each column of `fixes` (not fixed yet) at `at`, remembering its original upper bound for the release.
  private func fix(_ fixes: [(column: Int, at: Double, upper: Double)]) throws(ConstraintError) {
    try wrap { () throws(LinearProgramError) in
      for fix in fixes where !isFixed[fix.column] {
        try solver.setBounds(of: LinearProgram.Variable(fix.column), lower: fix.at, upper: fix.at)
        fixedColumns.append((fix.column, fix.upper))
        isFixed[fix.column] = true
      }
    }
  }

  /// Whether every column of level `l`'s objective is fixed (by the face fixing, or by equal bounds): its error
  /// cannot change on the current face, so its LP would neither move the point nor restrict the face.
  ///
  /// - Complexity: O(terms of the level).
  func isConstantOnFace(_ l: Int) -> Bool {
    levelTargets[l].allSatisfy { isPinned($0.index) }
  }

  /// The tolerance within which a level's error counts as `value` (10⁻⁹, relative above 1).
  static func tolerance(_ value: Double) -> Double { 1e-9 * max(1, abs(value)) }

  /// A value within 10⁻⁹ (relative) of a multiple of 1/1024 is that multiple: removes simplex round-off such as
  /// 9.999999999 without touching genuine fractions.
  static func snapped(_ value: Double) -> Double {
    let grid = (value * 1024).rounded() / 1024
    return abs(value - grid) <= 1e-9 * max(1, abs(value)) ? grid + 0 : value
  }

  /// Restricts the LP to the optimal face of the level just solved (complementary slackness with its duals).
  func fixOptimalFace(_ result: LinearProgram.Solution) throws(ConstraintError) {
    // The scan reads local copies of the arrays; the fixings are applied after it.
    var fixes: [(column: Int, at: Double, upper: Double)] = []
    do {
      let (reduced, values, fixed) = (result.reducedCosts, result.values, isFixed)
      let (lowers, uppers) = (model.program.columnLower, model.program.columnUpper)
      for j in 0..<min(reduced.count, lowers.count) {
        let d = reduced[j]
        guard abs(d) > 1e-7, !fixed[j], lowers[j] < uppers[j] else { continue }
        if d > 0 && values[j] <= lowers[j] + 1e-9 {
          fixes.append((j, lowers[j], uppers[j]))
        } else if d < 0 && uppers[j].isFinite && values[j] >= uppers[j] - 1e-9 {
          fixes.append((j, uppers[j], uppers[j]))
        }
      }
    }
    try fix(fixes)
    try wrap { () throws(LinearProgramError) in
      for i in result.rowDuals.indices where abs(result.rowDuals[i]) > 1e-7 {
        let row = LinearProgram.Row(i)
        guard let bounds = model.program.bounds(of: row) else { continue }
        let (lower, upper) = bounds.interval
        // Rows that are equalities already (by their bounds, or fixed after an earlier level) stay as they are.
        guard lower != upper, solver.program.rowLower[i] != solver.program.rowUpper[i] else { continue }
        let activity = result.rowActivities[i]
        let target =
          upper.isFinite && (!lower.isFinite || abs(activity - upper) <= abs(activity - lower)) ? upper : lower
        guard target.isFinite else { continue }
        try solver.setBounds(of: row, .equal(target))
        fixedRows.append((i, bounds))
      }
    }
  }

  /// Releases every fixing of the previous solve.
  func release() throws(ConstraintError) {
    try releaseBalance()
    guard tight else { return }
    try releaseFixings(from: (0, 0))
    tight = false
  }

  /// How many face fixings of columns and rows are in place.
  var fixedColumnCount: Int { fixedColumns.count }
  var fixedRowCount: Int { fixedRows.count }

  /// Undoes the face fixings made after the first `mark.columns` column and `mark.rows` row fixings.
  func releaseFixings(from mark: (columns: Int, rows: Int)) throws(ConstraintError) {
    try wrap { () throws(LinearProgramError) in
      for (column, upper) in fixedColumns[mark.columns...] {
        try solver.setBounds(of: LinearProgram.Variable(column), lower: 0, upper: upper.isFinite ? upper : nil)
      }
      for (row, bounds) in fixedRows[mark.rows...].reversed() {
        try solver.setBounds(of: LinearProgram.Row(row), bounds)
      }
    }
    for (column, _) in fixedColumns[mark.columns...] { isFixed[column] = false }
    fixedColumns.removeSubrange(mark.columns...)
    fixedRows.removeSubrange(mark.rows...)
  }

  /// Replaces the objective, touching only the coefficients that change. A column the face fixing has fixed gets 0:
  /// its coefficient would only shift the objective's constant, and a zero keeps the objective as sparse as the live
  /// level (the pricing and the face fixing then touch only that level's columns and the rows it reaches).
  /// `objectiveColumns` keeps every column whose coefficient in GLPK may be nonzero.
  ///
  /// - Complexity: O(terms of the previous and the new objective).
  func setObjective(_ target: [ConstraintModel.Term]) throws(ConstraintError) {
    // The loops run over local arrays (swapped out of the object and back), free of exclusivity checks.
    var objective: [Double] = []
    var wanted: [Double] = []
    var listed: [Bool] = []
    swap(&objective, &self.objective)
    swap(&wanted, &self.wanted)
    swap(&listed, &self.listed)
    defer {
      swap(&objective, &self.objective)
      swap(&wanted, &self.wanted)
      swap(&listed, &self.listed)
    }
    let isFixed = self.isFixed
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
    try wrap { () throws(LinearProgramError) in
      for change in changes {
        try solver.setObjectiveCoefficient(of: LinearProgram.Variable(change.column), change.value)
      }
    }
  }

  /// Σ coefficient · value over a sparse objective.
  static func evaluate(_ target: [ConstraintModel.Term], _ values: [Double]) -> Double {
    target.reduce(0) { $0 + $1.coefficient * values[$1.index] }
  }

  /// One simplex solve of `stage`; infeasibility becomes a conflict report.
  /// With `warmPrimal`, a solver that has solved before runs the primal simplex where the options ask for the
  /// (default) dual one: see ``run(_:from:)``. `pair` solves the ambiguity query's ``FacePair`` instead of the plain
  /// LP, always with the primal simplex (both copies start at a feasible basis), under the same deadline.
  func run(
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
    let lp = pair?.solver ?? solver
    let result = try wrap { () throws(LinearProgramError) in try lp.solve(bounded) }
    if pair == nil { warm = warm || result.status == .optimal }
    iterations += result.iterations
    switch result.status {
    case .optimal: return result
    case .unbounded where allowUnbounded: return result
    case .infeasible: throw conflictError()
    // GLPK stopped at a feasible point by the deadline's limit: report the limit, not the point's status.
    case .feasible where result.limitReached == .time: throw .solverFailed(.stopped(.timeLimit, stage: stage))
    default: throw .solverFailed(.stopped(result.status, stage: stage))
    }
  }

  /// Runs a ``LinearProgram`` call, reporting its error as ``ConstraintError/SolverFailure/linearProgram(_:)``.
  func wrap<T>(_ body: () throws(LinearProgramError) -> T) throws(ConstraintError) -> T {
    do {
      return try body()
    } catch {
      throw .solverFailed(.linearProgram(error))
    }
  }
}

/// `LexicographicSolver` owns a thread-confined GLPK problem.
@available(*, unavailable)
extension LexicographicSolver: Sendable {}

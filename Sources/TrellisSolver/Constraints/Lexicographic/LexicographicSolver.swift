/// Solves a ``ConstraintModel`` lexicographically on one warm LP: one LP per priority level (strongest first), each
/// restricted to the previous levels' optimal faces, then a tie-break LP.
///
/// The pipeline of one ``solve(tracking:once:)``, and the type that does each step:
/// 1. release the last solve's fixings (``OptimalFace``, and the balancing's rows);
/// 2. per group of levels (``ConstraintModel/levelGroups()``): set the level's objective and run its LP
///    (``LevelProgram``), unless the face already settles it; then fix the level's optimal face
///    (``OptimalFace/fix(optimal:within:)``);
/// 3. even out the errors of levels that had to compromise (`LexicographicSolver+Balance.swift`, ``TieBalance``);
/// 4. the tie-break LP;
/// 5. check the point against every required constraint (``RequiredRows``).
///
/// An infeasible LP at any step becomes a minimal conflict (``ConflictDiagnosis``). Around the pipeline: edits of
/// the live LP (`LexicographicSolver+Incremental.swift`, ``LiveRows``) and the ambiguity query on its final face
/// (`LexicographicSolver+Ambiguity.swift`, ``AmbiguityAnalysis``).
///
/// The LP holds no row per level: an earlier design kept one (`objective ≤ optimum`) as a safety net, and those rows
/// made every warm LP of a many-level system larger (GLPK rebuilds its working copy and factorizes the basis on each
/// call) for no change in any answer the tests check.
final class LexicographicSolver {
  var model: ConstraintModel
  /// The live LP and how it is run.
  var program: LevelProgram
  /// The levels' optimal faces fixed in it.
  var face: OptimalFace
  var names: [String] { model.names }
  var levels: [ConstraintPriority] { model.levels }
  var options: LinearProgram.SolveOptions { program.options }
  /// A deadline from outside the solver (the layout pass's, ``LayoutLimits/timeLimit``): a solve stops at whichever
  /// comes first of it and ``options``' time limit.
  var outerDeadline: ContinuousClock.Instant?
  /// The edit row whose right-hand-side ranging ``solve(tracking:once:)`` collects, and the interval found (in
  /// suggestion units): the suggestions for which every level keeps its basis.
  private(set) var validity: ClosedRange<Double>?
  /// The last solve's values and level errors before snapping (for slopes of edit pieces).
  private(set) var rawValues: [Double] = []
  /// The LP column values at the last solve's point (where GLPK's basis sits unless bounds changed since).
  private(set) var rawColumns: [Double] = []
  private(set) var rawErrors: [Double] = []
  /// Levels solved by one LP each in cold solves, computed on first use.
  lazy var levelGroups: [[Int]] = model.levelGroups()
  /// The required rows the solution is checked against, computed on first use.
  lazy var requiredRows = RequiredRows(model)
  /// Whether the difference-constraint screen (``ConflictDiagnosis/screened()``) has run.
  private var screenedDifferences = false
  /// The live rows, once constraints were added or removed (`LexicographicSolver+Incremental.swift`).
  var live = LiveRows()
  /// The balancing stage's columns and rows (`LexicographicSolver+Balance.swift`).
  var balance = TieBalance()

  /// Presolves `system` and builds its LP (nothing is solved). `canonical` is the system's canonical rows when the
  /// caller computed them already (``ConstraintSystem/solve()``, after the difference fast path declined).
  ///
  /// - Throws: ``ConstraintError/tooManyLevels(count:limit:)`` past ``ConstraintSystem/maximumLevelCount``
  ///   priorities; ``ConstraintError/solverFailed(_:)`` if the LP cannot be built.
  /// - Complexity: O(total terms + n log n) for n constraints.
  init(
    _ system: ConstraintSystem, canonical: ConstraintModel.CanonicalRows? = nil
  ) throws(ConstraintError) {
    var priorities = Set<ConstraintPriority>()
    for constraint in system.constraints where !constraint.priority.isRequired {
      priorities.insert(constraint.priority)
    }
    for edit in system.editVariables where !edit.priority.isRequired { priorities.insert(edit.priority) }
    guard priorities.count <= ConstraintSystem.maximumLevelCount else {
      throw .tooManyLevels(count: priorities.count, limit: ConstraintSystem.maximumLevelCount)
    }
    do {
      model = try ConstraintModel(system, canonical: canonical)
    } catch {
      throw .solverFailed(.linearProgram(error))
    }
    program = LevelProgram(model.program, options: system.options, budget: system.iterationBudget)
    face = OptimalFace(program.solver, columns: model.program.variableCount)
  }

  // MARK: - Solving

  /// Runs every level and the tie-break from the current basis. With `tracking`, also intersects the
  /// right-hand-side ranging of that edit variable's row over all levels into ``validity``.
  /// With `once` (a solver that is solved once, as ``ConstraintSystem/solve()`` does), levels whose objective the
  /// face fixing made constant skip their LP and solving stops once the basis determines the point. Solvers that
  /// re-solve do not: the skips change the bases later solves start from, and a resize loop of edits then meets
  /// far costlier pivots.
  ///
  /// - Throws: ``ConstraintError/unsatisfiable(conflict:)`` (and its unproven form) for infeasible required
  ///   constraints; ``ConstraintError/solverFailed(_:)`` when GLPK stops; ``ConstraintError/inaccurateSolution(_:residual:)``.
  /// - Complexity: O(levels + 1) warm LPs at most (fewer when levels group, are priced optimal or settled).
  func solve(tracking: ConstraintVariable.ID? = nil, once: Bool = false) throws(ConstraintError) -> ConstraintSolution {
    program.deadline = .now + options.timeLimit
    if let outerDeadline, outerDeadline < program.deadline { program.deadline = outerDeadline }
    if model.infeasible { throw conflictError() }
    if !screenedDifferences {
      screenedDifferences = true
      if let conflict = diagnosis.screened() { throw conflict }
    }
    return try diagnosingInfeasibility { () throws(ConstraintError) in
      try solveLevels(tracking: tracking, once: once)
    }
  }

  /// The pipeline of ``solve(tracking:once:)`` after its checks.
  private func solveLevels(tracking: ConstraintVariable.ID?, once: Bool) throws(ConstraintError) -> ConstraintSolution {
    program.iterations = 0
    try release()
    let tracked = tracking.flatMap { model.editRows[$0] }
    var low = -Double.infinity
    var high = Double.infinity
    let solver = program.solver
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
    let cold = tracked == nil && !live.isChanged
    let groups = cold ? levelGroups : levels.indices.map { [$0] }
    var last: LinearProgram.Solution?
    let settled = try runLevels(groups, cold: cold, once: once, errors: &errors, last: &last, narrow: narrow)
    let result: LinearProgram.Solution
    if settled, let last {
      result = last
    } else {
      try balanceLevels(errors, last: &last, narrow: narrow)
      try program.setObjective(model.tieObjective, fixed: face.isFixed)
      result = try program.run(.tieBreak, from: last)
      narrow()
    }
    validity = tracked != nil && low <= high ? low...high : nil
    return try finish(result, errors: errors)
  }

  /// Runs the LP of each group of levels in turn, fixing each optimal face after it, and says whether the basis
  /// came to leave no freedom (every non-basic column and row fixed: later levels cannot move the point). Appends
  /// each level's error to `errors`; `last` is the last LP's solution.
  ///
  /// The model's objectives and bounds are read once: nothing changes them until the balancing, which runs after.
  ///
  /// - Complexity: one warm LP per group at most (none when the face already settles it), plus O(columns + rows)
  ///   per face fixing.
  private func runLevels(
    _ groups: [[Int]], cold: Bool, once: Bool, errors: inout [ConstraintSolution.LevelError],
    last: inout LinearProgram.Solution?, narrow: () -> Void
  ) throws(ConstraintError) -> Bool {
    let (objectives, constants, priorities, bounds) = (model.levelObjective, model.levelConstant, levels, modelBounds)
    let solver = program.solver
    var settled = false
    for group in groups {
      let result: LinearProgram.Solution
      if group.allSatisfy({ objectives[$0].isEmpty }) {
        // Nothing in the LP can change these levels' errors (single-variable penalties presolve settled, say).
        for l in group {
          rawErrors.append(constants[l])
          errors.append(.init(priority: priorities[l], error: max(0, Self.snapped(constants[l]))))
        }
        continue
      }
      // Skipped too: levels whose columns the face fixing has all fixed (their error is constant on the face), and,
      // in cold solves, levels already without error at the last optimum (their faces are fixed by bounds).
      var skipped =
        settled || (once && last != nil && group.allSatisfy { face.isConstant(objectives[$0], within: bounds) })
      if !skipped, cold, let last {
        skipped = try face.fixIfSatisfied(
          group, objectives: objectives, constants: constants, within: bounds, at: last.values)
      }
      if skipped, let last {
        result = last
      } else {
        let target = group.count == 1 ? objectives[group[0]] : group.flatMap { objectives[$0] }
        try program.setObjective(target, fixed: face.isFixed)
        result = try program.run(.level(priorities[group[0]]), from: last)
        narrow()
        last = result
      }
      for l in group {
        let optimum = Self.evaluate(objectives[l], result.values)
        rawErrors.append(optimum + constants[l])
        errors.append(.init(priority: priorities[l], error: max(0, Self.snapped(optimum + constants[l]))))
      }
      face.isTight = true
      if !skipped {
        try face.fix(optimal: result, within: bounds)
        if once {
          settled = try LevelProgram.wrap { () throws(LinearProgramError) in try solver.basisDeterminesPoint() }
        }
      }
    }
    return settled
  }

  /// The solution at the tie-break's point, after checking it against every required constraint.
  private func finish(
    _ result: LinearProgram.Solution, errors: [ConstraintSolution.LevelError]
  ) throws(ConstraintError) -> ConstraintSolution {
    rawValues = model.values(result.values)
    rawColumns = result.values
    let values = rawValues.map(Self.snapped)
    if let k = values.firstIndex(where: { !LinearProgram.isAdmissible($0) }) {
      throw .valueOutOfRange(variable: names[k], value: values[k])
    }
    do throws(ConstraintError) {
      try requiredRows.verify(values, in: model)
    } catch {
      // GLPK accepted a point within its absolute tolerance that misses a required row at the row's own scale:
      // the search, which checks at that scale, names the conflict when there is one.
      let conflict = conflictError()
      if case .unsatisfiable = conflict { throw conflict }
      throw error
    }
    return ConstraintSolution(
      variables: model.variables, names: names, values: values, levelErrors: errors, iterations: program.iterations,
      index: model.index)
  }

  /// Changes an edit variable's suggestion (its row's right-hand side).
  ///
  /// - Throws: ``ConstraintError/notAnEditVariable(name:)``, ``ConstraintError/invalidSuggestion(variable:value:)``.
  func suggest(_ value: Double, for variable: ConstraintVariable) throws(ConstraintError) {
    guard let edit = model.editRows[variable.id] else { throw .notAnEditVariable(name: variable.name) }
    guard LinearProgram.isAdmissible(value) else { throw .invalidSuggestion(variable: variable.name, value: value) }
    let solver = program.solver
    try LevelProgram.wrap { () throws(LinearProgramError) in
      try solver.setBounds(of: LinearProgram.Row(edit.row), .equal(value - edit.offset))
    }
  }

  /// Releases every fixing of the previous solve: the balancing's, then the levels' faces.
  func release() throws(ConstraintError) {
    try releaseBalance()
    try face.releaseAll()
  }

  /// The model's own bounds, which the face fixing replaces.
  var modelBounds: OptimalFace.Bounds {
    OptimalFace.Bounds(
      columnLower: model.program.columnLower, columnUpper: model.program.columnUpper,
      rowLower: model.program.rowLower, rowUpper: model.program.rowUpper)
  }

  /// Adds the model's columns from `columns` and rows from `rows` to the live LP (the model grew).
  func copyGrowth(columns: Int, rows: Int) throws(ConstraintError) {
    face.appendColumns(try program.mirror(model.program, columns: columns, rows: rows))
  }

  // MARK: - Conflicts

  /// The diagnosis of the model's required rows as they stand.
  var diagnosis: ConflictDiagnosis { ConflictDiagnosis(model: model, options: options, budget: program.budget) }

  /// A minimal conflicting subset of the required constraints, as the error to report (``ConflictDiagnosis``).
  func conflictError() -> ConstraintError { diagnosis.error() }

  /// Runs `body`, replacing an infeasible LP (which ``LevelProgram`` reports as stopped with status `.infeasible`)
  /// by the diagnosed conflict.
  func diagnosingInfeasibility<T>(_ body: () throws(ConstraintError) -> T) throws(ConstraintError) -> T {
    do {
      return try body()
    } catch {
      if case .solverFailed(.stopped(.infeasible, _)) = error { throw conflictError() }
      throw error
    }
  }

  // MARK: - Numbers

  /// The tolerance within which a level's error counts as `value` (10⁻⁹, relative above 1).
  static func tolerance(_ value: Double) -> Double { 1e-9 * max(1, abs(value)) }

  /// A value within 10⁻⁹ (relative) of a multiple of 1/1024 is that multiple: removes simplex round-off such as
  /// 9.999999999 without touching genuine fractions.
  static func snapped(_ value: Double) -> Double {
    let grid = (value * 1024).rounded() / 1024
    return abs(value - grid) <= 1e-9 * max(1, abs(value)) ? grid + 0 : value
  }

  /// Σ coefficient · value over a sparse objective.
  static func evaluate(_ target: [ConstraintModel.Term], _ values: [Double]) -> Double {
    target.reduce(0) { $0 + $1.coefficient * values[$1.index] }
  }
}

/// `LexicographicSolver` owns a thread-confined GLPK problem.
@available(*, unavailable)
extension LexicographicSolver: Sendable {}

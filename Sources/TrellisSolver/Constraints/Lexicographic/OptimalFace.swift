/// The optimal faces of the levels solved so far, held by bounds in the live LP: after a level, every column with a
/// nonzero reduced cost stays at its bound and every inequality row with a nonzero dual becomes an equality
/// (complementary slackness). For any optimal dual solution these conditions describe exactly the level's optimal
/// points (up to the 10⁻⁷ below which a reduced cost or dual counts as 0), so no row `objective ≤ optimum` is needed.
///
/// Every fixing is recorded with the bounds it replaced, so the next solve (or the balancing, or an ambiguity query,
/// which ranges over the faces without the balancing's) releases exactly what was fixed after a ``mark``.
struct OptimalFace {
  /// The bounds the fixings replace: the model's own, which the live LP has wherever no fixing (and no suggestion,
  /// on an edit row) changed them. Four arrays rather than the model's whole program: passing that copies it.
  struct Bounds {
    let columnLower: [Double]
    let columnUpper: [Double]
    let rowLower: [Double]
    let rowUpper: [Double]

    /// Whether column `j` has equal bounds.
    func isFixed(_ j: Int) -> Bool { j < columnLower.count && columnLower[j] == columnUpper[j] }
  }

  /// GLPK's problem (shared with ``LevelProgram``).
  let solver: LinearProgram.Solver
  /// Whether each column is currently fixed by this face (``LevelProgram/setObjective(_:fixed:)`` gives it 0).
  private(set) var isFixed: [Bool]
  /// Columns fixed at a bound, with their original upper bound.
  private var fixedColumns: [(column: Int, upper: Double)] = []
  /// Rows turned into equalities, with their original bounds.
  private var fixedRows: [(row: Int, bounds: LinearProgram.RowBounds)] = []
  /// Whether some level's face may be fixed since the last ``releaseAll()``.
  var isTight = false

  /// No fixing yet, over `columns` columns of `solver`'s problem.
  init(_ solver: LinearProgram.Solver, columns: Int) {
    self.solver = solver
    isFixed = Array(repeating: false, count: columns)
  }

  /// How many column and row fixings are in place: ``release(from:)`` undoes those made after it.
  var mark: (columns: Int, rows: Int) { (fixedColumns.count, fixedRows.count) }

  /// Makes room for `count` new columns (none fixed).
  mutating func appendColumns(_ count: Int) {
    isFixed.append(contentsOf: repeatElement(false, count: count))
  }

  /// Whether column `j` is fixed on the current face, by a fixing or by equal bounds.
  func isPinned(_ j: Int, within bounds: Bounds) -> Bool { isFixed[j] || bounds.isFixed(j) }

  /// Whether every column of `target` is pinned: an objective over them is constant on the face, so its LP would
  /// neither move the point nor restrict the face.
  ///
  /// - Complexity: O(terms).
  func isConstant(_ target: [ConstraintModel.Term], within bounds: Bounds) -> Bool {
    target.allSatisfy { isPinned($0.index, within: bounds) }
  }

  /// Restricts the LP to the optimal face of the LP that gave `result` (complementary slackness with its reduced
  /// costs and duals); `bounds` are those the fixings replace.
  ///
  /// - Complexity: O(columns + rows).
  mutating func fix(optimal result: LinearProgram.Solution, within bounds: Bounds) throws(ConstraintError) {
    // The scan reads local copies of the arrays; the fixings are applied after it.
    var fixes: [(column: Int, at: Double, upper: Double)] = []
    do {
      let (reduced, values, fixed) = (result.reducedCosts, result.values, isFixed)
      let (lowers, uppers) = (bounds.columnLower, bounds.columnUpper)
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
    try LevelProgram.wrap { () throws(LinearProgramError) in
      let (rowLower, rowUpper) = (bounds.rowLower, bounds.rowUpper)
      for i in result.rowDuals.indices where abs(result.rowDuals[i]) > 1e-7 {
        let row = LinearProgram.Row(i)
        guard i < rowLower.count else { continue }
        let bounds = LinearProgram.RowBounds(lower: rowLower[i], upper: rowUpper[i])
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

  /// Fixes the optimal faces of `levels` (indices into `objectives` and `constants`, the model's level objectives and
  /// their constant parts) when each is already without error at `values`, and says whether it did (nothing is
  /// changed otherwise).
  ///
  /// A level's objective is at least its error and its error is never negative, so over the columns' own bounds
  /// its minimum is 0; at a point where it is 0 every column with a positive coefficient sits at its lower bound and
  /// every one with a negative coefficient at its upper bound. Those bounds are then exactly the level's optimal
  /// face (the complementary-slackness fixing with zero duals), and no LP is needed.
  ///
  /// - Complexity: O(terms of the levels).
  mutating func fixIfSatisfied(
    _ levels: [Int], objectives: [[ConstraintModel.Term]], constants: [Double], within bounds: Bounds,
    at values: [Double]
  ) throws(ConstraintError) -> Bool {
    var fixes: [(column: Int, at: Double, upper: Double)] = []
    for l in levels {
      let target = objectives[l]
      let error = LexicographicSolver.evaluate(target, values) + constants[l]
      guard error <= LexicographicSolver.tolerance(0) else { return false }
      for term in target where !isPinned(term.index, within: bounds) {
        guard term.index < bounds.columnLower.count else { return false }
        let (lower, upper) = (bounds.columnLower[term.index], bounds.columnUpper[term.index])
        let at = term.coefficient > 0 ? lower : upper
        guard at.isFinite, abs(values[term.index] - at) <= LexicographicSolver.tolerance(at) else { return false }
        fixes.append((term.index, at, upper))
      }
    }
    try fix(fixes)
    return true
  }

  /// Undoes the fixings made after `mark` (the columns' lower bounds are 0 in every model column).
  ///
  /// - Complexity: O(fixings undone).
  mutating func release(from mark: (columns: Int, rows: Int)) throws(ConstraintError) {
    try LevelProgram.wrap { () throws(LinearProgramError) in
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

  /// Undoes every fixing, when some level was fixed since the last call.
  mutating func releaseAll() throws(ConstraintError) {
    guard isTight else { return }
    try release(from: (0, 0))
    isTight = false
  }

  /// Fixes column `column` (not fixed yet, lower bound 0, upper bound `upper`) at `value`: a fixing the balancing
  /// proved in closed form (`LexicographicSolver+Balance.swift`), released like the others.
  mutating func pin(_ column: Int, at value: Double, upper: Double) throws(ConstraintError) {
    try fix([(column, value, upper)])
  }

  /// Fixes each column of `fixes` (not fixed yet) at `at`, remembering its original upper bound for the release.
  private mutating func fix(_ fixes: [(column: Int, at: Double, upper: Double)]) throws(ConstraintError) {
    try LevelProgram.wrap { () throws(LinearProgramError) in
      for fix in fixes where !isFixed[fix.column] {
        try solver.setBounds(of: LinearProgram.Variable(fix.column), lower: fix.at, upper: fix.at)
        fixedColumns.append((fix.column, fix.upper))
        isFixed[fix.column] = true
      }
    }
  }
}

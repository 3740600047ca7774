/// The LP model behind ``ConstraintSystem`` and ``ConstraintSolver``: one warm `LinearProgram.Solver`, re-solved
/// once per priority level (strongest first) and once more for the tie-break.
///
/// Columns: every variable x is split as x = p − n with p, n ≥ 0 (so the tie-break Σ wᵢ·|xᵢ| is bounded), then
/// error slacks: two (e⁺, e⁻) per optional equality, one per optional inequality. Rows: one per constraint in
/// canonical order, then one "budget" row per level summing that level's slacks, free until the level is solved
/// and then bounded by its optimum (plus a tolerance).
final class LexicographicSolver {
  /// Sorted variable names; variable i owns columns 2i (p) and 2i + 1 (n).
  let names: [String]
  /// Constraints in canonical order; constraint k is LP row k.
  let rows: [Constraint]
  /// Each row's position in the order the constraints were added (for reporting conflicts in the user's order).
  let positions: [Int]
  /// The LP row of each edit variable's suggestion.
  let editRows: [String: Int]
  /// Optional priorities, strongest first.
  let levels: [ConstraintPriority]
  /// Slack columns per level.
  let levelSlacks: [[Int]]
  /// The budget row of each level.
  let budgetRows: [Int]
  let solver: LinearProgram.Solver
  let options: LinearProgram.SolveOptions
  /// A required constraint without variables that is false (found while building).
  let constantConflict: Constraint?
  /// Objective coefficients currently set in the solver (column → value).
  private var objective: [Int: Double] = [:]
  private var budgetsTight = false
  /// Columns fixed at 0 after a level (positive reduced cost), to be released before the next solve.
  private var fixedColumns: [Int] = []
  /// Rows turned into equalities after a level (nonzero dual), with their original bounds.
  private var fixedRows: [(row: Int, bounds: LinearProgram.RowBounds)] = []
  private var iterations = 0

  init(_ system: ConstraintSystem) throws(ConstraintError) {
    options = system.options
    var keyed = system.constraints.enumerated().map {
      (key: $1.canonicalKey, constraint: $1, edit: String?.none, position: $0)
    }
    for (k, edit) in system.editVariables.enumerated() {
      keyed.append(
        (key: "\u{1}edit " + edit.name, constraint: edit.constraint, edit: edit.name, position: keyed.count + k))
    }
    keyed.sort { $0.key < $1.key || ($0.key == $1.key && $0.position < $1.position) }
    rows = keyed.map(\.constraint)
    positions = keyed.map(\.position)
    var nameSet = Set<String>()
    for row in rows { for term in row.expression.terms { nameSet.insert(term.name) } }
    names = nameSet.sorted()
    var index: [String: Int] = [:]
    index.reserveCapacity(names.count)
    for (i, name) in names.enumerated() { index[name] = i }
    levels = Set(rows.lazy.map(\.priority).filter { !$0.isRequired }).sorted(by: >)
    var levelIndex: [ConstraintPriority: Int] = [:]
    for (l, level) in levels.enumerated() { levelIndex[level] = l }

    var lp = LinearProgram()
    var slacks = Array(repeating: [Int](), count: levels.count)
    var editRows: [String: Int] = [:]
    var conflict: Constraint?
    do {
      try lp.addVariables(count: 2 * names.count, lowerBound: 0)
      var columns: [LinearProgram.Variable] = []
      var coefficients: [Double] = []
      for (k, row) in rows.enumerated() {
        if let edit = keyed[k].edit { editRows[edit] = k }
        columns.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
        for term in row.expression.terms {
          let i = index[term.name]!
          columns.append(LinearProgram.Variable(2 * i))
          coefficients.append(term.coefficient)
          columns.append(LinearProgram.Variable(2 * i + 1))
          coefficients.append(-term.coefficient)
        }
        let rhs = -row.expression.constant
        if let l = levelIndex[row.priority] {
          let first = try lp.addVariables(count: row.relation == .equal ? 2 : 1, lowerBound: 0)
          switch row.relation {
          case .equal:
            columns += [first, LinearProgram.Variable(first.index + 1)]
            coefficients += [-1, 1]
            slacks[l] += [first.index, first.index + 1]
          case .lessOrEqual:
            columns.append(first)
            coefficients.append(-1)
            slacks[l].append(first.index)
          case .greaterOrEqual:
            columns.append(first)
            coefficients.append(1)
            slacks[l].append(first.index)
          }
        }
        var bounds: LinearProgram.RowBounds
        switch row.relation {
        case .equal: bounds = .equal(rhs)
        case .lessOrEqual: bounds = .lessOrEqual(rhs)
        case .greaterOrEqual: bounds = .greaterOrEqual(rhs)
        }
        if row.expression.isConstant && row.priority.isRequired {
          let holds =
            switch row.relation {
            case .equal: abs(rhs) <= 1e-9
            case .lessOrEqual: 0 <= rhs + 1e-9
            case .greaterOrEqual: 0 >= rhs - 1e-9
            }
          if !holds && conflict == nil { conflict = row }
          bounds = .free
        }
        try lp.addRow(variables: columns, coefficients: coefficients, bounds)
      }
      var budgets: [Int] = []
      for l in levels.indices {
        let row = try lp.addRow(
          variables: slacks[l].map(LinearProgram.Variable.init),
          coefficients: Array(repeating: 1, count: slacks[l].count), .free)
        budgets.append(row.index)
      }
      budgetRows = budgets
    } catch {
      throw .solverFailed("building the LP: \(error)")
    }
    self.editRows = editRows
    levelSlacks = slacks
    constantConflict = conflict
    solver = LinearProgram.Solver(lp)
  }

  // MARK: - Solving

  /// Runs every level and the tie-break from the current basis.
  func solve() throws(ConstraintError) -> ConstraintSolution {
    if let constantConflict { throw .unsatisfiable(conflict: [constantConflict]) }
    iterations = 0
    try relaxBudgets()
    var errors: [ConstraintSolution.LevelError] = []
    for l in levels.indices {
      var target: [Int: Double] = [:]
      for column in levelSlacks[l] { target[column] = 1 }
      try setObjective(target)
      let result = try run()
      let optimum = max(0, result.objective)
      errors.append(.init(priority: levels[l], error: optimum))
      try wrap { () throws(LinearProgramError) in
        try solver.setBounds(of: LinearProgram.Row(budgetRows[l]), .lessOrEqual(optimum + Self.tolerance(optimum)))
      }
      budgetsTight = true
      try fixOptimalFace(result)
    }
    try setObjective(tieBreakObjective())
    let result = try run()
    var values = [Double](repeating: 0, count: names.count)
    for i in names.indices {
      values[i] = Self.snapped(result.values[2 * i] - result.values[2 * i + 1])
    }
    return ConstraintSolution(names: names, values: values, levelErrors: errors, iterations: iterations)
  }

  /// Changes an edit variable's suggestion (its row's right-hand side).
  func suggest(_ value: Double, for name: String) throws(ConstraintError) {
    guard let row = editRows[name] else { throw .editVariable("'\(name)' is not an edit variable") }
    guard LinearProgram.isAdmissible(value) else { throw .invalidSuggestion(variable: name, value: value) }
    try wrap { () throws(LinearProgramError) in try solver.setBounds(of: LinearProgram.Row(row), .equal(value)) }
  }

  /// The tolerance added to a level's optimum when it is fixed.
  static func tolerance(_ optimum: Double) -> Double { 1e-9 * max(1, abs(optimum)) }

  /// Tie-break weights: variable i (in name order) costs 1 + i/n per unit of |xᵢ|.
  func tieBreakObjective() -> [Int: Double] {
    var target: [Int: Double] = [:]
    target.reserveCapacity(2 * names.count)
    let n = Double(max(1, names.count))
    for i in names.indices {
      let weight = 1 + Double(i) / n
      target[2 * i] = weight
      target[2 * i + 1] = weight
    }
    return target
  }

  /// A value within 10⁻⁹ (relative) of a multiple of 1/1024 is that multiple: removes simplex round-off such as
  /// 9.999999999 without touching genuine fractions.
  static func snapped(_ value: Double) -> Double {
    let grid = (value * 1024).rounded() / 1024
    return abs(value - grid) <= 1e-9 * max(1, abs(value)) ? grid + 0 : value
  }

  /// Restricts the LP to the optimal face of the level just solved, exactly (by complementary slackness with the
  /// level's dual solution): columns with a positive reduced cost are fixed at their bound 0, and inequality rows
  /// with a nonzero dual become equalities at their active bound. The budget rows stay as a safety net.
  func fixOptimalFace(_ result: LinearProgram.Solution) throws(ConstraintError) {
    try wrap { () throws(LinearProgramError) in
      for j in result.reducedCosts.indices where result.reducedCosts[j] > 1e-7 && result.values[j] <= 1e-9 {
        let variable = LinearProgram.Variable(j)
        guard let bounds = solver.program.bounds(of: variable), bounds.lower == 0, bounds.upper > 0 else { continue }
        try solver.setBounds(of: variable, lower: 0, upper: 0)
        fixedColumns.append(j)
      }
      for i in 0..<min(rows.count, result.rowDuals.count) where abs(result.rowDuals[i]) > 1e-7 {
        let row = LinearProgram.Row(i)
        guard let bounds = solver.program.bounds(of: row) else { continue }
        let (lower, upper) = bounds.interval
        guard lower != upper else { continue }
        let activity = result.rowActivities[i]
        let target = upper.isFinite && (!lower.isFinite || abs(activity - upper) <= abs(activity - lower)) ? upper : lower
        guard target.isFinite else { continue }
        try solver.setBounds(of: row, .equal(target))
        fixedRows.append((i, bounds))
      }
    }
  }

  func relaxBudgets() throws(ConstraintError) {
    guard budgetsTight else { return }
    try wrap { () throws(LinearProgramError) in
      for row in budgetRows { try solver.setBounds(of: LinearProgram.Row(row), .free) }
      for j in fixedColumns { try solver.setBounds(of: LinearProgram.Variable(j), lower: 0, upper: nil) }
      for (row, bounds) in fixedRows.reversed() { try solver.setBounds(of: LinearProgram.Row(row), bounds) }
    }
    fixedColumns.removeAll(keepingCapacity: true)
    fixedRows.removeAll(keepingCapacity: true)
    budgetsTight = false
  }

  func setObjective(_ target: [Int: Double]) throws(ConstraintError) {
    try wrap { () throws(LinearProgramError) in
      for (column, _) in objective where target[column] == nil {
        try solver.setObjectiveCoefficient(of: LinearProgram.Variable(column), 0)
      }
      for (column, value) in target where objective[column] != value {
        try solver.setObjectiveCoefficient(of: LinearProgram.Variable(column), value)
      }
    }
    objective = target
  }

  /// One simplex solve; infeasibility becomes a conflict report.
  func run(allowUnbounded: Bool = false) throws(ConstraintError) -> LinearProgram.Solution {
    let result = try wrap { () throws(LinearProgramError) in try solver.solve(options) }
    iterations += result.iterations
    switch result.status {
    case .optimal: return result
    case .unbounded where allowUnbounded: return result
    case .infeasible: throw .unsatisfiable(conflict: try conflict())
    default: throw .solverFailed("GLPK stopped with status \(result.status)")
    }
  }

  func wrap<T>(_ body: () throws(LinearProgramError) -> T) throws(ConstraintError) -> T {
    do {
      return try body()
    } catch {
      throw .solverFailed("\(error)")
    }
  }
}

/// `LexicographicSolver` owns a thread-confined GLPK problem.
@available(*, unavailable)
extension LexicographicSolver: Sendable {}

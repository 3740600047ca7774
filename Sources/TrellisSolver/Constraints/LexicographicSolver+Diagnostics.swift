extension LexicographicSolver {
  /// A minimal conflicting subset of the required constraints (a deletion filter).
  ///
  /// An LP with only the required rows (objective 0) is solved warm once per required constraint, in canonical
  /// order: the constraint's row is freed; if the rest stays infeasible the constraint is dropped for good, else it
  /// is restored (it belongs to the conflict). What remains is infeasible, and removing any one member makes it
  /// feasible. The members are returned in the order they were added to the system.
  func conflict() throws(ConstraintError) -> [Constraint] {
    let rows = model.rows
    // A required constraint without variables that is false is a conflict on its own.
    for row in rows where row.priority.isRequired && row.expression.isConstant {
      let c = row.expression.constant
      let holds =
        switch row.relation {
        case .equal: abs(c) <= 1e-9
        case .lessOrEqual: c <= 1e-9
        case .greaterOrEqual: c >= -1e-9
        }
      if !holds { return [row] }
    }
    let (lp, required) = try wrap { () throws(LinearProgramError) in try requiredProgram() }
    let probe = LinearProgram.Solver(lp)
    switch try wrap({ () throws(LinearProgramError) in try probe.solve(options).status }) {
    case .infeasible: break
    case .optimal: throw .solverFailed(.inconsistentInfeasibility)
    case let status: throw .solverFailed(.stopped(status, stage: .conflictSearch))
    }
    var kept: [(constraint: Constraint, position: Int)] = []
    for member in required {
      let status = try wrap { () throws(LinearProgramError) in
        try probe.setBounds(of: member.row, .free)
        return try probe.solve(options).status
      }
      switch status {
      case .infeasible: continue
      case .optimal:
        try wrap { () throws(LinearProgramError) in try probe.setBounds(of: member.row, member.bounds) }
        kept.append((member.constraint, member.position))
      default: throw .solverFailed(.stopped(status, stage: .conflictSearch))
      }
    }
    return kept.sorted { $0.position < $1.position }.map(\.constraint)
  }

  /// The LP of the required constraints alone (objective 0) over free variables split as x = x⁺ − x⁻, and each
  /// required row with its constraint, bounds and position in the user's order.
  private func requiredProgram() throws(LinearProgramError) -> (
    LinearProgram,
    [(row: LinearProgram.Row, constraint: Constraint, bounds: LinearProgram.RowBounds, position: Int)]
  ) {
    var lp = LinearProgram()
    var required: [(row: LinearProgram.Row, constraint: Constraint, bounds: LinearProgram.RowBounds, position: Int)] =
      []
    var index: [String: Int] = [:]
    for (i, name) in names.enumerated() { index[name] = i }
    try lp.addVariables(count: 2 * names.count, lowerBound: 0)
    for (k, row) in model.rows.enumerated() where row.priority.isRequired && !row.expression.isConstant {
      var columns: [LinearProgram.Variable] = []
      var coefficients: [Double] = []
      for term in row.expression.terms {
        let i = index[term.name]!
        columns += [LinearProgram.Variable(2 * i), LinearProgram.Variable(2 * i + 1)]
        coefficients += [term.coefficient, -term.coefficient]
      }
      let rhs = -row.expression.constant
      let bounds = row.relation.rowBounds(rhs)
      let handle = try lp.addRow(variables: columns, coefficients: coefficients, bounds)
      required.append((handle, row, bounds, model.positions[k]))
    }
    return (lp, required)
  }

  /// Variables not determined at the optimum of the last ``solve()``: every level's optimal face stays fixed.
  func ambiguities(at solution: ConstraintSolution) throws(ConstraintError) -> [ConstraintAmbiguity] {
    guard !names.isEmpty else { return [] }
    defer { solver.setDirection(.minimize) }
    func range(_ coefficients: [Int: Double], _ constant: Double) throws(ConstraintError) -> (Double, Double) {
      let target = coefficients.sorted { $0.key < $1.key }.map { ConstraintModel.Term($0.key, $0.value) }
      try setObjective(target)
      solver.setDirection(.minimize)
      let low = try run(.ambiguities, allowUnbounded: true)
      solver.setDirection(.maximize)
      let high = try run(.ambiguities, allowUnbounded: true)
      return (
        low.status == .unbounded ? -.infinity : Self.evaluate(target, low.values) + constant,
        high.status == .unbounded ? .infinity : Self.evaluate(target, high.values) + constant
      )
    }
    let expressions = names.indices.map { model.columnExpression(of: $0) }
    // Cheap pass: a generic direction. If the optimal face has extent in any direction, a generic combination
    // varies over it (with probability 1), so a zero width proves every variable determined.
    var generic: [Int: Double] = [:]
    var offset = 0.0
    var scale = 0.0
    for i in names.indices {
      let weight = 1 + (Double(i) * 0.618_033_988_749_895).truncatingRemainder(dividingBy: 1)
      for (column, a) in expressions[i].coefficients { generic[column, default: 0] += weight * a }
      offset += weight * expressions[i].constant
      scale += weight * max(1, abs(solution.values[i]))
    }
    let (low, high) = try range(generic, offset)
    if high - low <= 1e-7 * scale { return [] }
    var result: [ConstraintAmbiguity] = []
    for (i, name) in names.enumerated() {
      let value = solution.values[i]
      guard !expressions[i].coefficients.isEmpty else { continue }
      let (minimum, maximum) = try range(expressions[i].coefficients, expressions[i].constant)
      if maximum - minimum > 1e-6 * max(1, abs(value)) {
        result.append(
          ConstraintAmbiguity(
            name: name, value: value, minimum: Self.snapped(minimum), maximum: Self.snapped(maximum)))
      }
    }
    return result
  }
}

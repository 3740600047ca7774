extension LexicographicSolver {
  /// The most rounds one level's balancing runs: each round settles at least one error, and the errors left
  /// after the last one keep the round's bound.
  static let balanceRounds = 8
  /// The most errors one level's balancing takes on. A round adds a row per error to the LP and pivots each error
  /// onto its bound, so a level of 10⁴ tied errors (the chain benchmark's 10⁴ weak preferred widths) would cost
  /// seconds; such a level keeps the tie-break's point instead (documented in Constraints.md, "Priorities").
  static let balanceErrorLimit = 256
  /// The most levels one solve balances (the strongest that need it): a system of thousands of priorities, each
  /// compromising, would otherwise pay an LP per level again.
  static let balanceLevelLimit = 32

  /// One error of a level: `Σ terms + constant`, over LP columns.
  struct BalanceError {
    var key: Balance.Key
    var terms: [ConstraintModel.Term]
    var constant: Double
  }

  /// Evens out the errors of every level that had to compromise, strongest first, so that ties within a level do
  /// not depend on names or order (semantics §3): among the level's optimal points, the largest of its errors is
  /// made as small as possible, the errors that cannot go below it stay there, and the next round does the same for
  /// the rest (leximin). Every level keeps its optimum.
  ///
  /// An error is a slack column of an optional row, or one single-variable penalty of a variable in a row (its
  /// piecewise-linear distance from its target, over the variable's segment columns; a variable in no row is
  /// balanced in presolve, ``ConstraintModel/balancedInterval(_:levels:low:high:)``). Errors whose columns are all fixed
  /// cannot change and are left out. A round minimises a fresh column t subject to `e − t ≤ 0` for each error
  /// still open; its duals y ≥ 0 on those rows sum to 1, and every point where each e ≤ t* has Σ y·e ≥ t*, so
  /// each error with y > 0 equals t* on the round's optimal face. That face is then fixed by complementary
  /// slackness, exactly as after a level (so edit-tracking solves keep their validity intervals exact), and the
  /// errors with y > 0 leave the next round.
  ///
  /// - Complexity: at most ``balanceRounds`` warm LPs per level whose error is positive and that has from two to
  ///   ``balanceErrorLimit`` errors that can change, for the strongest ``balanceLevelLimit`` such levels; none for
  ///   levels without error (the usual case).
  func balance(
    _ errors: [ConstraintSolution.LevelError], last: inout LinearProgram.Solution?, narrow: () -> Void
  ) throws(ConstraintError) {
    balance.mark = (fixedColumnCount, fixedRowCount)
    var balanced = 0
    for l in levels.indices where l < errors.count && errors[l].error > Self.tolerance(0) {
      guard balanced < Self.balanceLevelLimit else { break }
      var active = balanceErrors(l)
      guard active.count >= 2, active.count <= Self.balanceErrorLimit else { continue }
      balanced += 1
      for _ in 0..<Self.balanceRounds where !active.isEmpty {
        let t = try nextBalanceColumn()
        var rows: [Int] = []
        for item in active {
          let row = try balanceRow(for: item, bound: t)
          try setBalanceBounds(row, .lessOrEqual(-item.constant))
          balance.bounded.append(row)
          rows.append(row)
        }
        try setObjective([ConstraintModel.Term(t, 1)])
        let result = try run(.balance(levels[l]), from: last)
        narrow()
        last = result
        try fixOptimalFace(result)
        if result.values[t] <= Self.tolerance(0) { break }
        let open = active.indices.filter { abs(result.rowDuals[rows[$0]]) <= 1e-9 }
        // No dual singled an error out (round-off): the errors stay bounded by this round's t.
        if open.count == active.count { break }
        active = open.map { active[$0] }
      }
    }
  }

  /// The errors of level `l` that can still change on the current face, in the order of the level's objective.
  ///
  /// - Complexity: O(terms of the level).
  func balanceErrors(_ l: Int) -> [BalanceError] {
    if balance.owner.isEmpty {
      balance.owner = Array(repeating: -1, count: model.program.variableCount)
      for (v, columns) in model.segments.enumerated() { for (column, _) in columns { balance.owner[column] = v } }
    }
    let priority = levels[l]
    func isSlack(_ term: ConstraintModel.Term) -> Bool {
      term.index >= balance.owner.count || balance.owner[term.index] < 0
    }
    var slacks = 0
    for term in levelTargets[l] where isSlack(term) { slacks += 1 }
    // Too many to balance (see ``balanceErrorLimit``): say so without building them.
    guard slacks + (model.penaltyErrors[priority]?.count ?? 0) <= Self.balanceErrorLimit else { return [] }
    var items: [BalanceError] = []
    // Slack columns of optional rows (a segment column's share of the level is in a penalty error below).
    for term in levelTargets[l] where isSlack(term) {
      items.append(BalanceError(key: Balance.Key(priority: priority, owner: term.index), terms: [term], constant: 0))
    }
    for (k, error) in (model.penaltyErrors[priority] ?? []).enumerated() {
      items.append(
        BalanceError(key: Balance.Key(priority: priority, owner: -1 - k), terms: error.terms, constant: error.constant))
    }
    return items.filter { item in !item.terms.allSatisfy { isPinned($0.index) } }
  }

  /// Whether column `j` is fixed on the current face (by the face fixing or by equal bounds).
  func isPinned(_ j: Int) -> Bool {
    isFixed[j] || model.program.bounds(of: LinearProgram.Variable(j)).map { $0.lower == $0.upper } == true
  }

  /// The next round's column t (≥ 0: every error is), added to the model and the solver the first time.
  private func nextBalanceColumn() throws(ConstraintError) -> Int {
    defer { balance.used += 1 }
    if balance.used < balance.columns.count { return balance.columns[balance.used] }
    let (columns, rows) = (model.program.variableCount, model.program.rowCount)
    let column = try wrap { () throws(LinearProgramError) in try model.program.addVariable(lowerBound: 0) }
    try copyGrowth(columns: columns, rows: rows)
    balance.columns.append(column.index)
    return column.index
  }

  /// The row `e − t ≤ 0` of `item` for bound column `t`, added (free) to the model and the solver the first time.
  private func balanceRow(for item: BalanceError, bound t: Int) throws(ConstraintError) -> Int {
    let key = Balance.RowKey(key: item.key, column: t)
    if let row = balance.rows[key] { return row }
    let columns = item.terms.map { LinearProgram.Variable($0.index) } + [LinearProgram.Variable(t)]
    let coefficients = item.terms.map(\.coefficient) + [-1]
    let (columnCount, rowCount) = (model.program.variableCount, model.program.rowCount)
    let row = try wrap { () throws(LinearProgramError) in
      try model.program.addRow(variables: columns, coefficients: coefficients, .free)
    }
    try copyGrowth(columns: columnCount, rows: rowCount)
    balance.rows[key] = row.index
    balance.rowIndices.insert(row.index)
    return row.index
  }

  /// Sets a balancing row's bounds in the model and the solver alike (the face fixing reads the model's).
  private func setBalanceBounds(_ row: Int, _ bounds: LinearProgram.RowBounds) throws(ConstraintError) {
    try wrap { () throws(LinearProgramError) in
      try model.program.setBounds(of: LinearProgram.Row(row), bounds)
      try solver.setBounds(of: LinearProgram.Row(row), bounds)
    }
  }

  /// Undoes the balancing: its face fixings, then its rows' bounds. The face is again every level's optimal face
  /// alone (what ``ambiguities(at:)`` ranges over, and what ``release()`` then releases).
  func releaseBalance() throws(ConstraintError) {
    balance.used = 0
    if let mark = balance.mark {
      try releaseFixings(from: mark)
      balance.mark = nil
    }
    guard !balance.bounded.isEmpty else { return }
    for row in balance.bounded { try setBalanceBounds(row, .free) }
    balance.bounded.removeAll(keepingCapacity: true)
  }
}

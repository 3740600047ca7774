extension LexicographicSolver {
  /// Evens out the errors of every level that had to compromise, strongest first, so that ties within a level do
  /// not depend on names or order (semantics §3): among the level's optimal points, the largest of its errors is
  /// made as small as possible, the errors that cannot go below it stay there, and the next round does the same for
  /// the rest (leximin). Every level keeps its optimum.
  ///
  /// An error is a slack column of an optional row, or one single-variable penalty of a variable in a row (its
  /// piecewise-linear distance from its target, over the variable's segment columns; a variable in no row is
  /// balanced in presolve, ``ConstraintModel/balancedInterval(_:levels:low:high:)``). Errors whose columns are all
  /// fixed cannot change and are left out (``TieBalance/errors(ofLevel:in:on:)``). A round minimises a fresh column t
  /// subject to `e − t ≤ 0` for each error still open; its duals y ≥ 0 on those rows sum to 1, and every point where
  /// each e ≤ t* has Σ y·e ≥ t*, so each error with y > 0 equals t* on the round's optimal face. That face is then
  /// fixed by complementary slackness, exactly as after a level (so edit-tracking solves keep their validity
  /// intervals exact), and the errors with y > 0 leave the next round. A round runs the dual simplex from the last
  /// basis, which is dual feasible for its objective (``LevelProgram/run(_:from:warmPrimal:)``).
  ///
  /// - Complexity: at most ``TieBalance/rounds`` warm LPs per level whose error is positive and that has from two to
  ///   ``TieBalance/errorLimit`` errors that can change, for the strongest ``TieBalance/levelLimit`` such levels;
  ///   none for levels without error (the usual case).
  func balanceLevels(
    _ errors: [ConstraintSolution.LevelError], last: inout LinearProgram.Solution?, narrow: () -> Void
  ) throws(ConstraintError) {
    balance.mark = face.mark
    var balanced = 0
    for l in levels.indices where l < errors.count && errors[l].error > Self.tolerance(0) {
      guard balanced < TieBalance.levelLimit else { break }
      let priority = levels[l]
      var active = balance.errors(
        ofLevel: model.levelObjective[l], priority: priority, penalties: model.penaltyErrors[priority] ?? [],
        segments: model.segments, on: face, within: modelBounds)
      guard active.count >= 2, active.count <= TieBalance.errorLimit else { continue }
      balanced += 1
      for _ in 0..<TieBalance.rounds where !active.isEmpty {
        let t = try nextBalanceColumn()
        let rows = try balanceRows(for: active, bound: t)
        for (item, row) in zip(active, rows) {
          try setBalanceBounds(row, .lessOrEqual(-item.constant))
          balance.bounded.append(row)
        }
        try program.setObjective([ConstraintModel.Term(t, 1)], fixed: face.isFixed)
        let result = try program.run(.balance(levels[l]), from: last, warmPrimal: false)
        narrow()
        last = result
        try face.fix(optimal: result, within: modelBounds)
        if result.values[t] <= Self.tolerance(0) { break }
        let open = active.indices.filter { abs(result.rowDuals[rows[$0]]) <= 1e-9 }
        // No dual singled an error out (round-off): the errors stay bounded by this round's t.
        if open.count == active.count { break }
        active = open.map { active[$0] }
      }
    }
  }

  /// Undoes the balancing: its face fixings, then its rows' bounds. The face is again every level's optimal face
  /// alone (what an ambiguity query ranges over, and what ``release()`` then releases).
  func releaseBalance() throws(ConstraintError) {
    balance.used = 0
    if let mark = balance.mark {
      try face.release(from: mark)
      balance.mark = nil
    }
    guard !balance.bounded.isEmpty else { return }
    for row in balance.bounded { try setBalanceBounds(row, .free) }
    balance.bounded.removeAll(keepingCapacity: true)
  }

  /// The next round's column t (≥ 0: every error is), added to the model and the solver the first time.
  private func nextBalanceColumn() throws(ConstraintError) -> Int {
    defer { balance.used += 1 }
    if balance.used < balance.columns.count { return balance.columns[balance.used] }
    let (columns, rows) = (model.program.variableCount, model.program.rowCount)
    let column = try LevelProgram.wrap { () throws(LinearProgramError) in
      try model.program.addVariable(lowerBound: 0)
    }
    try copyGrowth(columns: columns, rows: rows)
    balance.columns.append(column.index)
    return column.index
  }

  /// The rows `e − t ≤ 0` of `items` for bound column `t`, in their order: those made by an earlier solve are
  /// reused; the others are added (free) to the model, then to the solver in one step. The LP is the same as
  /// adding them one by one; copying each into the solver as it is made cost more than GLPK's pivots on a small
  /// grid (every copy re-reads the model's growth).
  ///
  /// - Complexity: O(terms of `items`) plus one copy of the new rows into the solver.
  private func balanceRows(for items: [TieBalance.BalancedError], bound t: Int) throws(ConstraintError) -> [Int] {
    let (columnCount, rowCount) = (model.program.variableCount, model.program.rowCount)
    var rows: [Int] = []
    rows.reserveCapacity(items.count)
    for item in items {
      let key = TieBalance.RowKey(key: item.key, column: t)
      if let row = balance.rows[key] {
        rows.append(row)
        continue
      }
      var columns: [LinearProgram.Variable] = []
      columns.reserveCapacity(item.terms.count + 1)
      var coefficients: [Double] = []
      coefficients.reserveCapacity(item.terms.count + 1)
      for term in item.terms {
        columns.append(LinearProgram.Variable(term.index))
        coefficients.append(term.coefficient)
      }
      columns.append(LinearProgram.Variable(t))
      coefficients.append(-1)
      let row = try LevelProgram.wrap { () throws(LinearProgramError) in
        try model.program.addRow(variables: columns, coefficients: coefficients, .free)
      }
      balance.record(row: row.index, for: key)
      rows.append(row.index)
    }
    if model.program.rowCount > rowCount { try copyGrowth(columns: columnCount, rows: rowCount) }
    return rows
  }

  /// Sets a balancing row's bounds in the model and the solver alike (the face fixing reads the model's).
  private func setBalanceBounds(_ row: Int, _ bounds: LinearProgram.RowBounds) throws(ConstraintError) {
    let solver = program.solver
    try LevelProgram.wrap { () throws(LinearProgramError) in
      try model.program.setBounds(of: LinearProgram.Row(row), bounds)
      try solver.setBounds(of: LinearProgram.Row(row), bounds)
    }
  }
}

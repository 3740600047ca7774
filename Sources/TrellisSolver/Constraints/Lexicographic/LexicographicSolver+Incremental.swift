extension LexicographicSolver {
  /// Adds `constraint` (validated by the caller) to the live LP as a new row, keeping the basis. Returns false,
  /// changing nothing, when it names a variable presolve has not seen or one whose penalties presolve settled
  /// without the LP (the caller then rebuilds).
  ///
  /// - Throws: ``ConstraintError/tooManyLevels(count:limit:)``; ``ConstraintError/solverFailed(_:)`` (not
  ///   expected).
  /// - Complexity: O(its expansion over the free variables + its level's size when the level is new).
  func add(_ constraint: Constraint, position: Int) throws(ConstraintError) -> Bool {
    guard let k = try appendLive(constraint, position: position, edit: nil) else { return false }
    live.rowsByConstraint[constraint, default: []].append(k)
    return true
  }

  /// Adds an edit variable's suggestion row; false, changing nothing, for a variable presolve has not seen.
  ///
  /// - Throws: as ``add(_:position:)``.
  func addEdit(_ edit: ConstraintSystem.EditVariable) throws(ConstraintError) -> Bool {
    guard let k = try appendLive(edit.constraint, position: -1, edit: edit.variable.id) else { return false }
    live.editIndex[edit.variable.id] = k
    return true
  }

  /// Takes `constraint` out of the live LP. Returns false, changing nothing, when presolve did not make it a row
  /// (an eliminated equality, a folded bound or penalty): the caller then rebuilds.
  ///
  /// - Throws: ``ConstraintError/solverFailed(_:)`` (not expected).
  /// - Complexity: O(its level's objective terms + required rows when it is required).
  func remove(_ constraint: Constraint) throws(ConstraintError) -> Bool {
    try prepareForChange()
    guard let k = live.rowsByConstraint[constraint]?.last else { return false }
    try removeLive(k)
    live.rowsByConstraint[constraint]?.removeLast()
    if live.rowsByConstraint[constraint]?.isEmpty == true { live.rowsByConstraint[constraint] = nil }
    return true
  }

  /// Drops edit variable `variable`'s suggestion row.
  ///
  /// - Throws: ``ConstraintError/notAnEditVariable(name:)``; ``ConstraintError/solverFailed(_:)`` (not expected).
  func removeEdit(_ variable: ConstraintVariable) throws(ConstraintError) {
    try prepareForChange()
    guard let k = live.editIndex[variable.id] else { throw .notAnEditVariable(name: variable.name) }
    try removeLive(k)
    live.editIndex[variable.id] = nil
    model.editRows[variable.id] = nil
  }

  /// LP rows taken out so far (their slots stay in GLPK, free), against the live ones; balancing rows and the rows
  /// tying a variable's column to its segments are neither.
  var garbageRatio: Double {
    let rows = model.rowHandles.count
    let dead = model.program.rowCount - balance.rowIndices.count - model.tieRowCount - rows
    return Double(dead) / Double(max(1, rows))
  }

  // MARK: - Internals

  /// Releases the last solve's face fixings (they record bounds a change may invalidate) and, on the first change,
  /// indexes the required rows (before the change, which updates them) and the presolved rows (``LiveRows``).
  private func prepareForChange() throws(ConstraintError) {
    try release()
    _ = requiredRows
    live.start(model)
  }

  private func appendLive(
    _ original: Constraint, position: Int, edit: ConstraintVariable.ID?
  ) throws(ConstraintError) -> Int? {
    var terms: [ConstraintModel.Term] = []
    for term in original.rowScaled.expression.terms {
      guard let v = model.index.position(of: term.variable.id) else { return nil }
      terms.append(ConstraintModel.Term(v, term.coefficient))
    }
    terms = ConstraintModel.sortedByIndex(terms)
    if model.reachesCollapsed(terms) { return nil }
    try prepareForChange()
    var level: Int?
    if !original.priority.isRequired {
      if let l = levels.firstIndex(of: original.priority) {
        level = l
      } else {
        guard levels.count < ConstraintSystem.maximumLevelCount else {
          throw .tooManyLevels(count: levels.count + 1, limit: ConstraintSystem.maximumLevelCount)
        }
        level = model.insertLevel(original.priority)
      }
      live.levelMembers[original.priority, default: 0] += 1
    }
    let columns = model.program.variableCount
    let rows = model.program.rowCount
    let k = try LevelProgram.wrap { () throws(LinearProgramError) in
      try model.appendRow(original, terms: terms, position: position, level: level, edit: edit)
    }
    try copyGrowth(columns: columns, rows: rows)
    let row = model.rows[k]
    if row.priority.isRequired, !row.expression.isConstant { requiredRows.append(k, terms: terms) }
    return k
  }

  private func removeLive(_ k: Int) throws(ConstraintError) {
    let priority = model.rows[k].priority
    let level = priority.isRequired ? nil : levels.firstIndex(of: priority)
    let handle = try LevelProgram.wrap { () throws(LinearProgramError) in try model.neutralize(k, level: level) }
    guard let handle else { return }
    let solver = program.solver
    try LevelProgram.wrap { () throws(LinearProgramError) in
      try solver.setBounds(of: LinearProgram.Row(handle.row), .free)
      for slack in handle.slacks { try solver.setBounds(of: LinearProgram.Variable(slack), lower: 0, upper: 0) }
    }
    if priority.isRequired {
      requiredRows.remove(k)
    } else if let level {
      live.levelMembers[priority, default: 1] -= 1
      if live.levelMembers[priority] == 0 {
        live.levelMembers[priority] = nil
        model.removeLevel(level)
      }
    }
  }
}

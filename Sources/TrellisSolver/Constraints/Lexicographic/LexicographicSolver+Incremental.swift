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
    rowsByConstraint[constraint, default: []].append(k)
    return true
  }

  /// Adds an edit variable's suggestion row; false, changing nothing, for a variable presolve has not seen.
  ///
  /// - Throws: as ``add(_:position:)``.
  func addEdit(_ edit: ConstraintSystem.EditVariable) throws(ConstraintError) -> Bool {
    guard let k = try appendLive(edit.constraint, position: -1, edit: edit.name) else { return false }
    editIndex[edit.name] = k
    return true
  }

  /// Takes `constraint` out of the live LP. Returns false, changing nothing, when presolve did not make it a row
  /// (an eliminated equality, a folded bound or penalty): the caller then rebuilds.
  ///
  /// - Throws: ``ConstraintError/solverFailed(_:)`` (not expected).
  /// - Complexity: O(its level's objective terms + required rows when it is required).
  func remove(_ constraint: Constraint) throws(ConstraintError) -> Bool {
    try prepareForChange()
    guard let k = rowsByConstraint[constraint]?.last else { return false }
    try removeLive(k)
    rowsByConstraint[constraint]?.removeLast()
    if rowsByConstraint[constraint]?.isEmpty == true { rowsByConstraint[constraint] = nil }
    return true
  }

  /// Drops edit variable `name`'s suggestion row.
  ///
  /// - Throws: ``ConstraintError/notAnEditVariable(name:)``; ``ConstraintError/solverFailed(_:)`` (not expected).
  func removeEdit(_ name: String) throws(ConstraintError) {
    try prepareForChange()
    guard let k = editIndex[name] else { throw .notAnEditVariable(name: name) }
    try removeLive(k)
    editIndex[name] = nil
    model.editRows[name] = nil
  }

  /// LP rows taken out so far (their slots stay in GLPK, free), against the live ones; balancing rows are neither.
  var garbageRatio: Double {
    let live = model.rowHandles.count
    return Double(model.program.rowCount - balance.rowIndices.count - live) / Double(max(1, live))
  }

  // MARK: - Internals

  /// Releases the last solve's face fixings (they record bounds a change may invalidate) and, on the first change,
  /// indexes the presolved rows.
  private func prepareForChange() throws(ConstraintError) {
    try release()
    _ = requiredRows.count
    guard !incremental else { return }
    incremental = true
    for row in model.rows where !row.priority.isRequired { levelMembers[row.priority, default: 0] += 1 }
    let editCount = model.editRows.count
    for (k, handle) in model.rowHandles where k >= editCount {
      _ = handle
      rowsByConstraint[model.originals[k], default: []].append(k)
    }
    for (offset, name) in model.editRows.keys.sorted().enumerated() { editIndex[name] = offset }
  }

  private func appendLive(_ original: Constraint, position: Int, edit: String?) throws(ConstraintError) -> Int? {
    var terms: [ConstraintModel.Term] = []
    for term in original.rowScaled.expression.terms {
      guard let v = index.position[term.name] else { return nil }
      terms.append(ConstraintModel.Term(v, term.coefficient))
    }
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
      levelMembers[original.priority, default: 0] += 1
    }
    let columns = model.program.variableCount
    let rows = model.program.rowCount
    let k = try wrap { () throws(LinearProgramError) in
      try model.appendRow(original, terms: terms, position: position, level: level, edit: edit)
    }
    try copyGrowth(columns: columns, rows: rows)
    let row = model.rows[k]
    if row.priority.isRequired, !row.expression.isConstant { requiredRows.append((k, terms)) }
    return k
  }

  /// Adds the model's columns from `columns` and rows from `rows` on to the GLPK solver.
  func copyGrowth(columns: Int, rows: Int) throws(ConstraintError) {
    try wrap { () throws(LinearProgramError) in
      for j in columns..<model.program.variableCount {
        let bounds = model.program.bounds(of: LinearProgram.Variable(j)) ?? (0, .infinity)
        try solver.addVariable(
          lowerBound: bounds.lower, upperBound: bounds.upper.isFinite ? bounds.upper : nil)
        objective.append(0)
        wanted.append(0)
        isFixed.append(false)
        listed.append(false)
      }
      for i in rows..<model.program.rowCount {
        let row = LinearProgram.Row(i)
        let entries = model.program.entries(of: row)
        try solver.addRow(
          variables: entries.map(\.variable), coefficients: entries.map(\.coefficient),
          model.program.bounds(of: row) ?? .free)
      }
    }
  }

  private func removeLive(_ k: Int) throws(ConstraintError) {
    let priority = model.rows[k].priority
    let level = priority.isRequired ? nil : levels.firstIndex(of: priority)
    let handle = try wrap { () throws(LinearProgramError) in try model.neutralize(k, level: level) }
    guard let handle else { return }
    try wrap { () throws(LinearProgramError) in
      try solver.setBounds(of: LinearProgram.Row(handle.row), .free)
      for slack in handle.slacks { try solver.setBounds(of: LinearProgram.Variable(slack), lower: 0, upper: 0) }
    }
    if priority.isRequired {
      requiredRows.removeAll { $0.row == k }
    } else if let level {
      levelMembers[priority, default: 1] -= 1
      if levelMembers[priority] == 0 {
        levelMembers[priority] = nil
        model.removeLevel(level)
      }
    }
  }
}

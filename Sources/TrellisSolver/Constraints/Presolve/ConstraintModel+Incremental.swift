extension ConstraintModel {
  /// A constraint that is an LP row: the row and its error slack columns (none for a required row).
  struct RowHandle {
    var row: Int
    var slacks: Range<Int>
  }

  /// What stands in ``rows`` and ``originals`` for a removed constraint: `0 == 0`, required, so verification and the
  /// conflict search (which skip satisfied constant rows) ignore it.
  static let removedRow = Constraint(
    expression: LinearExpression(terms: [], constant: 0), relation: .equal, priority: .required, label: nil)

  /// Appends `original` as a new LP row over the free variables (its terms over variable positions, in rank order,
  /// after the definitions are substituted), with error slacks at level `level` (nil: required). Records an edit row
  /// when `edit` is the edit variable. Returns its canonical index. The caller checks ``reachesCollapsed(_:)``
  /// first.
  ///
  /// - Throws: ``LinearProgramError`` from the builders (not expected: the constraint is validated).
  /// - Complexity: O(size of the reachable definitions + segments of its variables).
  mutating func appendRow(
    _ original: Constraint, terms: [Term], position: Int, level: Int?, edit: ConstraintVariable.ID?
  ) throws(LinearProgramError) -> Int {
    let row = original.rowScaled
    let (expanded, constant) = expand(terms, row.expression.constant)
    var columns: [LinearProgram.Variable] = []
    var coefficients: [Double] = []
    var rhs = -constant
    for term in expanded {
      rhs -= term.coefficient * anchor[term.index]
      appendColumns(of: term, to: &columns, &coefficients)
    }
    let firstSlack = program.variableCount
    if let level {
      try addErrorSlacks(
        for: row.relation, level: level, weight: errorWeight(of: original), columns: &columns,
        coefficients: &coefficients)
    }
    let handle = try program.addRow(variables: columns, coefficients: coefficients, row.relation.rowBounds(rhs))
    let k = rows.count
    rows.append(row)
    rowTerms.append(terms)
    originals.append(original)
    positions.append(position)
    rowHandles[k] = RowHandle(row: handle.index, slacks: firstSlack..<program.variableCount)
    if let edit { editRows[edit] = (handle.index, -row.expression.constant - rhs) }
    return k
  }

  /// Whether `terms`, with the definitions substituted, reach a variable whose penalties presolve settled
  /// (``collapsed``): a row over it needs a rebuild.
  mutating func reachesCollapsed(_ terms: [Term]) -> Bool {
    expand(terms, 0).0.contains { collapsed[$0.index] }
  }

  /// Takes row `k` out of the LP: its row becomes free and its slacks are fixed at 0 and leave their level's
  /// objective; ``rows`` and ``originals`` hold ``removedRow`` in its place. Nil when `k` is not an LP row.
  ///
  /// - Complexity: O(terms of its level's objective).
  mutating func neutralize(_ k: Int, level: Int?) throws(LinearProgramError) -> RowHandle? {
    guard let handle = rowHandles.removeValue(forKey: k) else { return nil }
    rows[k] = Self.removedRow
    rowTerms[k] = []
    originals[k] = Self.removedRow
    try program.setBounds(of: LinearProgram.Row(handle.row), .free)
    for slack in handle.slacks { try program.setBounds(of: LinearProgram.Variable(slack), lower: 0, upper: 0) }
    if let level, !handle.slacks.isEmpty {
      let slacks = Set(handle.slacks)
      levelObjective[level].removeAll { slacks.contains($0.index) }
    }
    return handle
  }

  /// Inserts an empty level for `priority` in strength order and returns its index.
  mutating func insertLevel(_ priority: ConstraintPriority) -> Int {
    let l = levels.firstIndex { $0 < priority } ?? levels.count
    levels.insert(priority, at: l)
    levelObjective.insert([], at: l)
    levelConstant.insert(0, at: l)
    return l
  }

  /// Removes level `l` (whose objective no longer has a live term).
  mutating func removeLevel(_ l: Int) {
    levels.remove(at: l)
    levelObjective.remove(at: l)
    levelConstant.remove(at: l)
  }
}

extension ConstraintModel {
  /// Phase 4: adds every pending constraint as a row over the segment columns; an optional one gets its error
  /// slacks (e⁺ and e⁻ for an equality, one for an inequality) in its level's objective. Records edit rows.
  ///
  /// - Throws: ``LinearProgramError`` from the ``LinearProgram`` builders (not expected: the data is validated).
  mutating func addRows(_ pending: [PendingRow], edits: [ConstraintVariable.ID?], levelIndex: [ConstraintPriority: Int])
    throws(LinearProgramError)
  {
    // One pair of entry buffers for every row (`addRow` copies them).
    var columns: [LinearProgram.Variable] = []
    var coefficients: [Double] = []
    for entry in pending {
      let row = rows[entry.row]
      columns.removeAll(keepingCapacity: true)
      coefficients.removeAll(keepingCapacity: true)
      var rhs = -entry.constant
      for term in entry.terms {
        rhs -= term.coefficient * anchor[term.index]
        appendColumns(of: term, to: &columns, &coefficients)
      }
      let firstSlack = program.variableCount
      if let l = levelIndex[row.priority] {
        try addErrorSlacks(
          for: row.relation, level: l, weight: errorWeight(of: originals[entry.row]), columns: &columns,
          coefficients: &coefficients)
      }
      let bounds = row.relation.rowBounds(rhs)
      let handle = try program.addRow(variables: columns, coefficients: coefficients, bounds)
      rowHandles[entry.row] = RowHandle(row: handle.index, slacks: firstSlack..<program.variableCount)
      if let edit = edits[entry.row] {
        // The suggestion s enters as rhs = s − offset.
        editRows[edit] = (handle.index, -row.expression.constant - rhs)
      }
    }
  }

  /// Appends `term` (a coefficient of variable x, whose anchor the caller moved to the right-hand side) as LP
  /// entries: on x's ``valueColumn`` when it has one, else on each of its segment columns.
  func appendColumns(of term: Term, to columns: inout [LinearProgram.Variable], _ coefficients: inout [Double]) {
    let value = valueColumn[term.index]
    if value >= 0 {
      columns.append(LinearProgram.Variable(value))
      coefficients.append(term.coefficient)
      return
    }
    for (column, sign) in segments[term.index] {
      columns.append(LinearProgram.Variable(column))
      coefficients.append(term.coefficient * sign)
    }
  }

  /// Adds, for each variable with a ``valueColumn`` u, the required row `u − Σ ±segments = 0` (u is x − anchor), in
  /// variable order after the constraint rows. Returns how many.
  ///
  /// - Throws: ``LinearProgramError`` from ``LinearProgram/addRow(_:variables:coefficients:_:)`` (not expected).
  /// - Complexity: O(segments of the tied variables).
  mutating func addTieRows() throws(LinearProgramError) -> Int {
    var columns: [LinearProgram.Variable] = []
    var coefficients: [Double] = []
    var count = 0
    for v in valueColumn.indices where valueColumn[v] >= 0 {
      columns.removeAll(keepingCapacity: true)
      coefficients.removeAll(keepingCapacity: true)
      columns.append(LinearProgram.Variable(valueColumn[v]))
      coefficients.append(1)
      for (column, sign) in segments[v] {
        columns.append(LinearProgram.Variable(column))
        coefficients.append(-sign)
      }
      try program.addRow(variables: columns, coefficients: coefficients, .equal(0))
      count += 1
    }
    return count
  }

  /// Adds the error slack columns of an optional row at level `l` to its entries and to the level's objective,
  /// each costing `weight` (``errorWeight(of:)``): the row is at unit scale, so a slack is its error divided by the
  /// constraint's largest |coefficient|, and the weight turns it back into the constraint's own units.
  mutating func addErrorSlacks(
    for relation: Constraint.Relation, level l: Int, weight: Double, columns: inout [LinearProgram.Variable],
    coefficients: inout [Double]
  ) throws(LinearProgramError) {
    let first = try program.addVariable(lowerBound: 0)
    levelObjective[l].append(Term(first.index, weight))
    switch relation {
    case .equal:
      let second = try program.addVariable(lowerBound: 0)
      levelObjective[l].append(Term(second.index, weight))
      columns.append(first)
      columns.append(second)
      coefficients.append(-1)
      coefficients.append(1)
    case .lessOrEqual:
      columns.append(first)
      coefficients.append(-1)
    case .greaterOrEqual:
      columns.append(first)
      coefficients.append(1)
    }
  }

  /// What one unit of a row-scaled constraint's error costs in its level: the constraint's largest |coefficient|
  /// (its error `|lhs − rhs|` in its own units, as Auto Layout and kiwi measure it), or 1 when the system measures
  /// errors ``ConstraintSystem/ErrorMeasure/normalized``. `original` is the constraint as written.
  ///
  /// - Complexity: O(k) for k terms.
  func errorWeight(of original: Constraint) -> Double {
    guard errorMeasure == .constraintUnits else { return 1 }
    let largest = original.expression.terms.reduce(0) { max($0, abs($1.coefficient)) }
    return largest > 0 ? largest : 1
  }
}

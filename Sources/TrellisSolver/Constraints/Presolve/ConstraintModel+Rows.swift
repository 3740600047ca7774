extension ConstraintModel {
  /// Phase 4: adds every pending constraint as a row over the segment columns; an optional one gets its error
  /// slacks (e⁺ and e⁻ for an equality, one for an inequality) in its level's objective. Records edit rows.
  ///
  /// - Throws: ``LinearProgramError`` from the ``LinearProgram`` builders (not expected: the data is validated).
  mutating func addRows(_ pending: [PendingRow], edits: [ConstraintVariable.ID?], levelIndex: [ConstraintPriority: Int])
    throws(LinearProgramError)
  {
    for entry in pending {
      let row = rows[entry.row]
      var columns: [LinearProgram.Variable] = []
      var coefficients: [Double] = []
      var rhs = -entry.constant
      for term in entry.terms {
        rhs -= term.coefficient * anchor[term.index]
        for (column, sign) in segments[term.index] {
          columns.append(LinearProgram.Variable(column))
          coefficients.append(term.coefficient * sign)
        }
      }
      let firstSlack = program.variableCount
      if let l = levelIndex[row.priority] {
        try addErrorSlacks(for: row.relation, level: l, columns: &columns, coefficients: &coefficients)
      }
      let bounds = row.relation.rowBounds(rhs)
      let handle = try program.addRow(variables: columns, coefficients: coefficients, bounds)
      rowHandles[entry.row] = RowHandle(row: handle.index, slacks: Array(firstSlack..<program.variableCount))
      if let edit = edits[entry.row] {
        // The suggestion s enters as rhs = s − offset.
        editRows[edit] = (handle.index, -row.expression.constant - rhs)
      }
    }
  }

  /// Adds the error slack columns of an optional row at level `l` to its entries and to the level's objective.
  mutating func addErrorSlacks(
    for relation: Constraint.Relation, level l: Int, columns: inout [LinearProgram.Variable],
    coefficients: inout [Double]
  ) throws(LinearProgramError) {
    let first = try program.addVariable(lowerBound: 0)
    levelObjective[l].append(Term(first.index, 1))
    switch relation {
    case .equal:
      let second = try program.addVariable(lowerBound: 0)
      levelObjective[l].append(Term(second.index, 1))
      columns += [first, second]
      coefficients += [-1, 1]
    case .lessOrEqual:
      columns.append(first)
      coefficients.append(-1)
    case .greaterOrEqual:
      columns.append(first)
      coefficients.append(1)
    }
  }
}

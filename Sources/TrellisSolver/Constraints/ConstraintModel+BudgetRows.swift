extension ConstraintModel {
  /// Phase 5: one free row per level holding the level's objective (``LexicographicSolver`` bounds it once the
  /// level is solved).
  ///
  /// - Throws: ``LinearProgramError`` from ``LinearProgram/addRow(variables:coefficients:_:)`` (not expected).
  mutating func addBudgetRows() throws(LinearProgramError) {
    for l in levels.indices {
      // Columns were created in increasing order, so the entries are sorted.
      let entries = levelObjective[l]
      let row = try program.addRow(
        variables: entries.map { LinearProgram.Variable($0.index) }, coefficients: entries.map(\.coefficient), .free)
      budgetRows.append(row.index)
    }
  }
}

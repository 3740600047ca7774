extension LinearProgram.Solver {
  /// A solver for `count` copies of the current program side by side (``LinearProgram/copies(_:)``), loaded now on
  /// the calling thread, with every copy's basis set to this solver's current GLPK basis: the simplex then starts
  /// each copy at the vertex where this solver stands (when this solver has no problem yet, or its problem lags
  /// behind the program's rows or columns, the copies start from GLPK's standard basis).
  ///
  /// A non-basic variable takes the status its bounds allow; where this solver's problem has one fixed (`GLP_NS`)
  /// that the current bounds no longer fix (a face fixing released since the last solve), `values` — this solver's
  /// column values at its last point, when given — put it at the bound it sat on.
  ///
  /// - Throws: as ``LinearProgram/copies(_:)``, plus ``LinearProgramError/wrongThread``.
  /// - Complexity: O(`count` · (variables + rows + nonzeros)), GLPK's scaling included.
  func copies(_ count: Int, values: [Double]? = nil) throws(LinearProgramError) -> LinearProgram.Solver {
    let copy = LinearProgram.Solver(try program.copies(count))
    let target = try copy.preparedProblem()
    guard let problem else { return copy }
    guard problem.isOnOwnerThread else { throw .wrongThread }
    let m = program.rowCount
    let n = program.variableCount
    guard Int(problem.rowCount) == m, Int(problem.columnCount) == n else { return copy }
    let rows = (0..<m).map { problem.rowStatus(Int32($0 + 1)) }
    let columns = (0..<n).map { j -> GLPKProblem.BasisStatus in
      let status = problem.columnStatus(Int32(j + 1))
      guard status == .fixed, let values, values.count == n, program.columnUpper[j].isFinite else { return status }
      let (lower, upper) = (program.columnLower[j], program.columnUpper[j])
      return abs(values[j] - upper) < abs(values[j] - lower) ? .atUpper : .atLower
    }
    try GLPKIndexError.translating { () throws(GLPKIndexError) in
      for c in 0..<count {
        for i in 0..<m { try target.setRowStatus(Int32(c * m + i + 1), rows[i]) }
        for j in 0..<n { try target.setColumnStatus(Int32(c * n + j + 1), columns[j]) }
      }
    }
    return copy
  }

  /// The variable whose increase made the last solve unbounded (GLPK's `glp_get_unbnd_ray`), or `nil` when GLPK
  /// names none or bounds or coefficients were edited since.
  ///
  /// - Throws: ``LinearProgramError/wrongThread``.
  func unboundedVariable() throws(LinearProgramError) -> UnboundedVariable? {
    guard let problem, dirtyColumns.isEmpty, dirtyRows.isEmpty, dirtyMatrixRows.isEmpty,
      Int(problem.rowCount) == program.rowCount, Int(problem.columnCount) == program.variableCount
    else { return nil }
    guard problem.isOnOwnerThread else { throw .wrongThread }
    guard let k = problem.unboundedVariable() else { return nil }
    let m = Int(problem.rowCount)
    return Int(k) <= m ? .row(Int(k) - 1) : .column(Int(k) - m - 1)
  }
}

/// An index, array or basis state handed to a GLPK wrapper that GLPK would abort on: the payload of
/// ``LinearProgramError/internalInconsistency(_:)``.
///
/// ``LinearProgram`` validates every index first, so reaching one of these is a bug in Trellis, reported instead of
/// a crash. Indices are GLPK's (1-based).
public enum GLPKIndexError: Error, Sendable, Hashable {
  /// A row index outside `1...count`.
  case row(Int32, count: Int32)
  /// A column index outside `1...count` (or `0...count` for the objective).
  case column(Int32, count: Int32)
  /// A (row, column) pair given twice to `glp_load_matrix` / `glp_set_mat_row`.
  case duplicate(row: Int32, column: Int32)
  /// Parallel arrays of different lengths, or an empty 1-based array.
  case arrayLengths
  /// Variable `k` (GLPK's numbering: rows `1...m`, then columns `m+1...m+n`) is non-basic, but the routine accepts
  /// basic variables only (`glp_analyze_coef`: "non-basic variable not allowed").
  case nonBasicVariable(Int32)
  /// Variable `k` is basic, but the routine accepts non-basic variables only (`glp_analyze_bound`: "basic variable
  /// not allowed").
  case basicVariable(Int32)
  /// The routine needs an optimal basic solution with a valid basis factorization (`glp_analyze_bound`,
  /// `glp_analyze_coef`: "optimal basic solution required", "basis factorization required").
  case noOptimalFactorizedBasis

  /// Runs GLPK wrapper calls, reporting an index error as ``LinearProgramError/internalInconsistency(_:)``.
  static func translating<T>(_ body: () throws(GLPKIndexError) -> T) throws(LinearProgramError) -> T {
    do {
      return try body()
    } catch {
      throw .internalInconsistency(error)
    }
  }
}

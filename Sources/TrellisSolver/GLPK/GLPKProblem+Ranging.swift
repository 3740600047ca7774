import CGLPK

extension GLPKProblem {
  /// Whether the last basic solution is optimal (both primal and dual feasible) and a basis factorization exists
  /// (computing it with `glp_factorize` if needed) — the preconditions `glp_analyze_bound` / `glp_analyze_coef`
  /// abort on.
  func hasOptimalFactorizedBasis() -> Bool {
    guard glp_get_prim_stat(pointer) == GLP_FEAS, glp_get_dual_stat(pointer) == GLP_FEAS else { return false }
    if glp_bf_exists(pointer) == 0 {
      guard glp_factorize(pointer) == 0 else { return false }
    }
    return true
  }

  /// Whether row `row` (1-based) is basic in the current basis (`glp_get_row_stat == GLP_BS`).
  func isRowBasic(_ row: Int32) throws(GLPKIndexError) -> Bool {
    try checkRow(row)
    return glp_get_row_stat(pointer, row) == GLP_BS
  }

  /// Whether column `column` (1-based) is basic in the current basis (`glp_get_col_stat == GLP_BS`).
  func isColumnBasic(_ column: Int32) throws(GLPKIndexError) -> Bool {
    try checkColumn(column)
    return glp_get_col_stat(pointer, column) == GLP_BS
  }

  /// `glp_analyze_bound` for auxiliary (`k = row`) or structural (`k = rowCount + column`) variable `k`, which must
  /// be non-basic; the caller checked ``hasOptimalFactorizedBasis()``. Returns the range of the active bound.
  func analyzeBound(_ k: Int32) throws(GLPKIndexError) -> (lower: Double, upper: Double) {
    guard k >= 1, k <= rowCount + columnCount else { throw .row(k, count: rowCount + columnCount) }
    var value1 = 0.0
    var value2 = 0.0
    var variable1: Int32 = 0
    var variable2: Int32 = 0
    glp_analyze_bound(pointer, k, &value1, &variable1, &value2, &variable2)
    return (GLPKProblem.unlimited(value1), GLPKProblem.unlimited(value2))
  }

  /// `glp_analyze_coef` for variable `k` (as in ``analyzeBound(_:)``, basic or not): the range of its objective
  /// coefficient keeping the basis optimal, and the objective value at each end.
  func analyzeCoefficient(
    _ k: Int32
  ) throws(GLPKIndexError) -> (lower: Double, upper: Double, objectiveAtLower: Double, objectiveAtUpper: Double) {
    guard k >= 1, k <= rowCount + columnCount else { throw .row(k, count: rowCount + columnCount) }
    var coefficient1 = 0.0
    var coefficient2 = 0.0
    var value1 = 0.0
    var value2 = 0.0
    var variable1: Int32 = 0
    var variable2: Int32 = 0
    glp_analyze_coef(pointer, k, &coefficient1, &variable1, &value1, &coefficient2, &variable2, &value2)
    return (
      GLPKProblem.unlimited(coefficient1), GLPKProblem.unlimited(coefficient2), GLPKProblem.unlimited(value1),
      GLPKProblem.unlimited(value2)
    )
  }

  /// GLPK reports "no limit" as ±`DBL_MAX`; Swift uses infinities.
  static func unlimited(_ value: Double) -> Double {
    abs(value) >= Double.greatestFiniteMagnitude ? (value < 0 ? -.infinity : .infinity) : value
  }
}

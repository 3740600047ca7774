import CGLPK

/// - Complexity: O(1) for every member whose documentation does not say otherwise.
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

  /// Whether variable `k` (auxiliary `k = row`, structural `k = rowCount + column`) is basic.
  func isVariableBasic(_ k: Int32) throws(GLPKIndexError) -> Bool {
    guard k >= 1, k <= rowCount + columnCount else { throw .row(k, count: rowCount + columnCount) }
    return k <= rowCount ? try isRowBasic(k) : try isColumnBasic(k - rowCount)
  }

  /// The checks `glp_analyze_bound` and `glp_analyze_coef` abort on, in GLPK's order: an optimal basic solution,
  /// a valid factorization, `k` in `1...m+n`; then `k` basic (`requireBasic`) or non-basic.
  private func checkAnalyzable(_ k: Int32, requireBasic: Bool) throws(GLPKIndexError) {
    guard hasOptimalFactorizedBasis() else { throw .noOptimalFactorizedBasis }
    let basic = try isVariableBasic(k)
    if requireBasic, !basic { throw .nonBasicVariable(k) }
    if !requireBasic, basic { throw .basicVariable(k) }
  }

  /// `glp_analyze_bound` for auxiliary (`k = row`) or structural (`k = rowCount + column`) variable `k`, which must
  /// be non-basic, with an optimal factorized basis (all checked). Returns the range of the active bound.
  func analyzeBound(_ k: Int32) throws(GLPKIndexError) -> (lower: Double, upper: Double) {
    try checkAnalyzable(k, requireBasic: false)
    var value1 = 0.0
    var value2 = 0.0
    var variable1: Int32 = 0
    var variable2: Int32 = 0
    glp_analyze_bound(pointer, k, &value1, &variable1, &value2, &variable2)
    return (GLPKProblem.unlimited(value1), GLPKProblem.unlimited(value2))
  }

  /// `glp_analyze_coef` for variable `k` (numbered as in ``analyzeBound(_:)``), which must be basic, with an optimal
  /// factorized basis (all checked): the range of its objective coefficient keeping the basis optimal, and the
  /// objective value at each end.
  func analyzeCoefficient(
    _ k: Int32
  ) throws(GLPKIndexError) -> (lower: Double, upper: Double, objectiveAtLower: Double, objectiveAtUpper: Double) {
    try checkAnalyzable(k, requireBasic: true)
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

  /// The objective-coefficient range of a *non-basic* column (1-based) over which the current basis stays optimal,
  /// from its reduced cost `d` (`glp_get_col_dual`) — what `glp_analyze_coef` refuses to compute.
  ///
  /// Changing the coefficient `c` by `δ` changes `d` by `δ` and nothing else, and the basis stays optimal while `d`
  /// keeps its optimal sign: minimising, `d ≥ 0` at a lower bound (`c` may fall by `d`, rise without limit) and
  /// `d ≤ 0` at an upper bound; maximising, the signs flip (at a lower bound `c` may rise by `−d` before the column
  /// enters). A free non-basic column needs `d = 0` (the range is one point); a fixed one keeps the basis for any
  /// coefficient. Each end is widened to contain `c` itself, so a reduced cost within GLPK's tolerance of the wrong
  /// sign gives an empty-looking `[c, c]` side rather than an interval missing `c`.
  func nonBasicCoefficientRange(_ column: Int32) throws(GLPKIndexError) -> (lower: Double, upper: Double) {
    try checkColumn(column)
    guard hasOptimalFactorizedBasis() else { throw .noOptimalFactorizedBasis }
    let status = glp_get_col_stat(pointer, column)
    guard status != GLP_BS else { throw .basicVariable(rowCount + column) }
    let coefficient = glp_get_obj_coef(pointer, column)
    let entering = coefficient - glp_get_col_dual(pointer, column)
    // Whether the optimal side of `d` is "≥ 0", i.e. the coefficient may rise without limit.
    let mayRise = (status == GLP_NL) != isMaximizing()
    switch status {
    case GLP_NS: return (-.infinity, .infinity)
    case GLP_NF: return (min(entering, coefficient), max(entering, coefficient))
    default: return mayRise ? (min(entering, coefficient), .infinity) : (-.infinity, max(entering, coefficient))
    }
  }

  /// GLPK reports "no limit" as ±`DBL_MAX`; Swift uses infinities.
  static func unlimited(_ value: Double) -> Double {
    abs(value) >= Double.greatestFiniteMagnitude ? (value < 0 ? -.infinity : .infinity) : value
  }
}

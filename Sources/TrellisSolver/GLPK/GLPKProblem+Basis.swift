import CGLPK

extension GLPKProblem {
  /// `glp_set_row_stat`: makes row `row` (1-based) basic, or non-basic; GLPK turns a non-basic status into the one
  /// the row's bounds allow (`GLP_NU` is kept only for a double-bounded row), so no status aborts for its bounds.
  /// The basis factorization becomes invalid when the row enters or leaves the basis.
  func setRowStatus(_ row: Int32, _ status: BasisStatus) throws(GLPKIndexError) {
    try checkRow(row)
    glp_set_row_stat(pointer, row, Self.code(status))
  }

  /// `glp_set_col_stat`, as ``setRowStatus(_:_:)`` for column `column` (1-based).
  func setColumnStatus(_ column: Int32, _ status: BasisStatus) throws(GLPKIndexError) {
    try checkColumn(column)
    glp_set_col_stat(pointer, column, Self.code(status))
  }

  /// GLPK's code for a status (always one of the five `glp_set_*_stat` accepts).
  private static func code(_ status: BasisStatus) -> Int32 {
    switch status {
    case .basic: GLP_BS
    case .atLower: GLP_NL
    case .atUpper: GLP_NU
    case .free: GLP_NF
    case .fixed: GLP_NS
    }
  }

  /// `glp_get_unbnd_ray`: the variable (GLPK's numbering: rows `1...m`, then columns `m+1...m+n`) whose increase
  /// showed the last primal simplex unbounded, or `nil` when GLPK names none.
  func unboundedVariable() -> Int32? {
    let k = glp_get_unbnd_ray(pointer)
    return k >= 1 && k <= rowCount + columnCount ? k : nil
  }
}

import CGLPK

extension GLPKProblem {
  /// How a variable sits in the current basis (`glp_get_row_stat` / `glp_get_col_stat`).
  enum BasisStatus {
    case basic, atLower, atUpper, free, fixed
  }

  /// The status of row `row` (1-based, unchecked: callers pass indices below ``rowCount``).
  func rowStatus(_ row: Int32) -> BasisStatus { Self.status(glp_get_row_stat(pointer, row)) }

  /// The status of column `column` (1-based, unchecked: callers pass indices below ``columnCount``).
  func columnStatus(_ column: Int32) -> BasisStatus { Self.status(glp_get_col_stat(pointer, column)) }

  private static func status(_ code: Int32) -> BasisStatus {
    switch code {
    case GLP_BS: .basic
    case GLP_NL: .atLower
    case GLP_NU: .atUpper
    case GLP_NF: .free
    default: .fixed
    }
  }

  /// The simplex multipliers of the current basis for the dense, zero-based column costs `costs`: as
  /// ``simplexMultipliers(terms:)``, with every basis position's head read (`glp_get_bhead`), which suits a dense
  /// objective (a level's, whose costed columns may be most of the basis).
  ///
  /// - Complexity: O(rows) plus one `glp_btran` (O(nonzeros of the factorization)), and a factorization when none
  ///   is valid.
  func simplexMultipliers(costs: [Double]) -> [Double]? {
    guard rowCount > 0 else { return [] }
    guard costs.count == Int(columnCount) else { return nil }
    if glp_bf_exists(pointer) == 0 {
      guard glp_factorize(pointer) == 0 else { return nil }
    }
    let m = Int(rowCount)
    var x = [Double](repeating: 0, count: m + 1)
    for k in 1...m {
      let head = Int(glp_get_bhead(pointer, Int32(k)))
      if head > m { x[k] = costs[head - m - 1] }
    }
    x.withUnsafeMutableBufferPointer { glp_btran(pointer, $0.baseAddress) }
    return Array(x[1...])
  }

  /// The simplex multipliers of the current basis for the sparse costs `terms` (zero-based columns, repeats
  /// added): the solution π of `Bᵀ π = c_B`, where `B` is GLPK's basis matrix (columns of `(I | −A)` of the basic
  /// variables) and `c_B` the basic variables' costs (0 for rows). Row `i`'s dual, as `glp_get_row_dual` reports it,
  /// is `−π[i]`. Each costed column's place in the basis comes from `glp_get_col_bind` (0 when it is not basic),
  /// which suits a few costs (one variable's coupled part). Factorizes the basis first when GLPK holds no valid
  /// factorization; `nil` when that fails (a singular basis) or a column is out of range.
  ///
  /// - Complexity: O(rows + terms) plus one `glp_btran` (O(nonzeros of the factorization)), and a factorization
  ///   when none is valid.
  func simplexMultipliers(terms: [(index: Int, coefficient: Double)]) -> [Double]? {
    guard rowCount > 0 else { return [] }
    guard terms.allSatisfy({ $0.index >= 0 && $0.index < Int(columnCount) }) else { return nil }
    if glp_bf_exists(pointer) == 0 {
      guard glp_factorize(pointer) == 0 else { return nil }
    }
    let m = Int(rowCount)
    var x = [Double](repeating: 0, count: m + 1)
    for term in terms {
      // 0 for a non-basic column.
      let k = Int(glp_get_col_bind(pointer, Int32(term.index + 1)))
      guard k <= m else { return nil }
      if k >= 1 { x[k] += term.coefficient }
    }
    x.withUnsafeMutableBufferPointer { glp_btran(pointer, $0.baseAddress) }
    return Array(x[1...])
  }
}

extension GLPKProblem {
  /// The direction, over the zero-based structural columns, in which the last primal simplex found the objective
  /// unbounded (`glp_get_unbnd_ray`'s non-basic variable increasing, the basic ones moving by its simplex-table
  /// column, `glp_eval_tab_col`), up to sign; `nil` when GLPK names no such variable or the basis cannot be
  /// factorized. Callers check the direction against the bounds before relying on it.
  ///
  /// - Complexity: O(rows + columns) plus one `glp_ftran`, and a factorization when none is valid.
  func unboundedRay() -> [Double]? {
    guard let k = unboundedVariable() else { return nil }
    let m = Int(rowCount)
    let n = Int(columnCount)
    let basic = Int(k) <= m ? rowStatus(k) == .basic : columnStatus(k - Int32(m)) == .basic
    guard !basic else { return nil }
    if glp_bf_exists(pointer) == 0 {
      guard glp_factorize(pointer) == 0 else { return nil }
    }
    var index = [Int32](repeating: 0, count: m + 1)
    var value = [Double](repeating: 0, count: m + 1)
    let length = index.withUnsafeMutableBufferPointer { i in
      value.withUnsafeMutableBufferPointer { v in glp_eval_tab_col(pointer, k, i.baseAddress, v.baseAddress) }
    }
    var direction = [Double](repeating: 0, count: n)
    if Int(k) > m { direction[Int(k) - m - 1] = 1 }
    if length > 0 {
      for t in 1...Int(length) where Int(index[t]) > m { direction[Int(index[t]) - m - 1] = value[t] }
    }
    return direction
  }
}

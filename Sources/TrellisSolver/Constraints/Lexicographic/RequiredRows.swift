/// The required constraints a solution is checked against before it is reported, over variable positions: a value
/// GLPK accepted within its absolute tolerance that misses a constraint at the constraint's own scale is never
/// returned as optimal.
struct RequiredRows {
  /// The relative tolerance of ``verify(_:in:)``: a row-scaled required constraint may miss by this fraction of
  /// `1 + Σ|aᵢ·xᵢ| + |c|` (simplex round-off and the 1/1024 snapping stay far below it; GLPK's own absolute
  /// feasibility tolerance of 10⁻⁷ does not).
  static let tolerance = 1e-8

  /// The required, non-constant rows (indices into the model's rows) and their terms over variable positions.
  private(set) var rows: [(row: Int, terms: [ConstraintModel.Term])]

  /// The required rows of `model`.
  ///
  /// - Complexity: O(required rows).
  init(_ model: ConstraintModel) {
    rows = model.rows.indices.compactMap { k in
      let row = model.rows[k]
      guard row.priority.isRequired, !row.expression.isConstant else { return nil }
      return (k, model.rowTerms[k])
    }
  }

  /// Adds the model's row `k` (required, not constant) with its terms over variable positions.
  mutating func append(_ k: Int, terms: [ConstraintModel.Term]) { rows.append((k, terms)) }

  /// Drops the model's row `k`.
  ///
  /// - Complexity: O(required rows).
  mutating func remove(_ k: Int) { rows.removeAll { $0.row == k } }

  /// Checks `values` (by variable position) against every required row of `model`.
  ///
  /// - Throws: ``ConstraintError/inaccurateSolution(_:residual:)`` naming the first constraint missed.
  /// - Complexity: O(required terms).
  func verify(_ values: [Double], in model: ConstraintModel) throws(ConstraintError) {
    for (k, terms) in rows {
      let row = model.rows[k]
      var sum = row.expression.constant
      var magnitude = abs(sum)
      for term in terms {
        let product = term.coefficient * values[term.index]
        sum += product
        magnitude += abs(product)
      }
      let tolerance = Self.tolerance * (1 + magnitude)
      let holds =
        switch row.relation {
        case .equal: abs(sum) <= tolerance
        case .lessOrEqual: sum <= tolerance
        case .greaterOrEqual: sum >= -tolerance
        }
      if !holds { throw .inaccurateSolution(model.originals[k], residual: sum) }
    }
  }
}

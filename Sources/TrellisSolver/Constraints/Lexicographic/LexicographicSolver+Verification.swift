extension LexicographicSolver {
  /// The relative tolerance of ``verifyRequired(_:)``: a row-scaled required constraint may miss by this fraction
  /// of `1 + Σ|aᵢ·xᵢ| + |c|` (simplex round-off and the 1/1024 snapping stay far below it; GLPK's own absolute
  /// feasibility tolerance of 10⁻⁷ does not).
  static let verificationTolerance = 1e-8

  /// The required, non-constant rows over name positions, for ``verifyRequired(_:)``.
  static func requiredTerms(_ model: ConstraintModel, _ index: NameIndex) -> [(row: Int, terms: [ConstraintModel.Term])]
  {
    model.rows.indices.compactMap { k in
      let row = model.rows[k]
      guard row.priority.isRequired, !row.expression.isConstant else { return nil }
      let terms = row.expression.terms.compactMap { term in
        index.position[term.name].map { ConstraintModel.Term($0, term.coefficient) }
      }
      return (k, terms)
    }
  }

  /// Checks a solution against every required constraint before it is reported, so a value GLPK accepted within
  /// its absolute tolerance but that misses a constraint at its own scale is never returned as optimal.
  ///
  /// - Throws: ``ConstraintError/inaccurateSolution(_:residual:)`` naming the first constraint missed.
  /// - Complexity: O(required terms).
  func verifyRequired(_ values: [Double]) throws(ConstraintError) {
    for (k, terms) in requiredRows {
      let row = model.rows[k]
      var sum = row.expression.constant
      var magnitude = abs(sum)
      for term in terms {
        let product = term.coefficient * values[term.index]
        sum += product
        magnitude += abs(product)
      }
      let tolerance = Self.verificationTolerance * (1 + magnitude)
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

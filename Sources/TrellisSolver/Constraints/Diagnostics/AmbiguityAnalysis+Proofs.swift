extension AmbiguityAnalysis {
  /// Proves every open end that the point `columns` attains, where `program`'s basis sits (`copy` nil) or copy
  /// `copy` of the pair's: by the column bounds, or by pricing the variable's coupled part at that basis (only where
  /// the value is the best one seen for that end).
  ///
  /// - Complexity: O(terms) per open variable, plus one pricing (a `glp_btran`, O(rows + columns)) per variable
  ///   whose value is the best yet for an end the bounds do not prove.
  mutating func prove(at columns: [Double], copy: Int?, _ program: LevelProgram) throws(ConstraintError) {
    let lp = copy == nil ? program.solver : pair?.solver ?? program.solver
    let columnOffset = (copy ?? 0) * (pair?.columns ?? 0)
    for i in search.openVariables {
      let part = search.split[i].coupled
      let value = LexicographicSolver.evaluate(part, columns)
      let tolerance = 1e-9 * max(1, abs(value))
      var priced: [LinearProgram.Direction] = []
      for direction in [LinearProgram.Direction.minimize, .maximize] where search.isOpen(i, direction) {
        let maximize = direction == .maximize
        guard search.record(i, direction, value, tolerance: tolerance) else { continue }
        // The box bound of the part over the current column bounds (face fixings included; both copies share them).
        var box = 0.0
        for term in part {
          let bounds = program.solver.program.bounds(of: LinearProgram.Variable(term.index)) ?? (0, 0)
          box += (term.coefficient > 0) == maximize ? term.coefficient * bounds.upper : term.coefficient * bounds.lower
        }
        if maximize ? value >= box - tolerance : value <= box + tolerance {
          search.setEnd(i, direction, value)
        } else {
          priced.append(direction)
        }
      }
      guard !priced.isEmpty else { continue }
      // One set of reduced costs answers both directions.
      let proofs = try LevelProgram.wrap { () throws(LinearProgramError) in
        try lp.basisProvesExtremes(of: part.map { ($0.index + columnOffset, $0.coefficient) })
      }
      for direction in priced where direction == .minimize ? proofs?.minimum == true : proofs?.maximum == true {
        search.setEnd(i, direction, value)
      }
    }
  }

  /// After an unbounded LP (of `program`, or of `pair`): every open end that grows without bound along GLPK's ray
  /// (checked to be a direction in which the face, or the pair of faces, is unbounded) is infinite. A ray of the pair
  /// moves one copy only, and that copy's part is a direction of the face.
  ///
  /// - Complexity: O(rows + columns + nonzeros) for the ray, then O(terms) per open variable.
  mutating func proveUnbounded(_ program: LevelProgram, pair: FacePair? = nil) throws(ConstraintError) {
    let lp = pair?.solver ?? program.solver
    guard let ray = try LevelProgram.wrap({ () throws(LinearProgramError) in try lp.unboundedDirection() }) else {
      return
    }
    let parts = pair.map { [$0.part(ray, copy: 0), $0.part(ray, copy: 1)] } ?? [ray]
    for direction in parts where direction.contains(where: { $0 != 0 }) {
      for i in search.openVariables {
        let part = search.split[i].coupled
        let slope = LexicographicSolver.evaluate(part, direction)
        let size = part.reduce(0) { $0 + abs($1.coefficient * direction[$1.index]) }
        guard abs(slope) > 1e-9 * max(1, size) else { continue }
        if slope < 0 && search.isOpen(i, .minimize) { search.setEnd(i, .minimize, -.infinity) }
        if slope > 0 && search.isOpen(i, .maximize) { search.setEnd(i, .maximize, .infinity) }
      }
    }
  }
}

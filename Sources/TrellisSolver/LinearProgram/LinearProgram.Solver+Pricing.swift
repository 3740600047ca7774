extension LinearProgram.Solver {
  /// The optimal solution of the current program without a simplex call, when the last solve's basis is still
  /// optimal for it; `nil` when it may not be (then ``solve(_:)`` decides).
  ///
  /// The basis is kept when the edits since the last solve are bound and objective changes that leave `last`'s
  /// point feasible with every edited non-basic variable still at the value the point gives it (fixing a variable
  /// at its current bound, making an active row an equality, bounding a basic row it satisfies), and when no
  /// reduced cost of the current objective has the wrong sign for its variable's status (priced with one
  /// `glp_btran` through GLPK's factorization of that basis). The simplex would then stop at once, at the same
  /// basis and point: this only saves GLPK's per-call rebuild of its working copy. Every reduced cost and row dual
  /// of the returned solution is recomputed; basic ones are 0. Pending edits are applied to GLPK either way.
  ///
  /// - Parameters:
  ///   - last: the solution of the last ``solve(_:)`` (or of the last call of this method): its point.
  ///   - tolerance: relative tolerance of the feasibility and sign checks (much tighter than GLPK's own 10⁻⁷).
  /// - Throws: ``LinearProgramError/wrongThread``.
  /// - Complexity: O(rows + columns + nonzeros + edits) plus one `glp_btran` (a factorization when GLPK holds
  ///   none).
  func solutionIfBasisOptimal(
    at last: LinearProgram.Solution, tolerance: Double = 1e-9
  ) throws(LinearProgramError) -> LinearProgram.Solution? {
    guard let problem, hasOptimalBasis, last.status == .optimal, dirtyMatrixRows.isEmpty, !dirtyGlobals,
      Int(problem.rowCount) == program.rowCount, Int(problem.columnCount) == program.variableCount,
      last.values.count == program.variableCount, last.rowActivities.count == program.rowCount,
      !program.hasIntegerVariables
    else { return nil }
    guard problem.isOnOwnerThread else { throw .wrongThread }
    let columns = dirtyColumns
    let rows = dirtyRows
    _ = try preparedProblem()
    for j in columns {
      let status = problem.columnStatus(Int32(j + 1))
      guard Self.keeps(last.values[j], program.columnLower[j], program.columnUpper[j], status, tolerance) else {
        return nil
      }
    }
    for i in rows {
      let status = problem.rowStatus(Int32(i + 1))
      guard Self.keeps(last.rowActivities[i], program.rowLower[i], program.rowUpper[i], status, tolerance) else {
        return nil
      }
    }
    guard let priced = price(problem, tolerance) else { return nil }
    var solution = LinearProgram.Solution(status: .optimal)
    solution.hasSolution = true
    solution.values = last.values
    solution.rowActivities = last.rowActivities
    solution.rowDuals = priced.duals
    solution.reducedCosts = priced.reduced
    solution.objective = zip(program.objective, last.values).reduce(program.objectiveConstant) { $0 + $1.0 * $1.1 }
    return solution
  }

  /// The row duals and reduced costs of the current basis for the current objective, or `nil` when a non-basic
  /// variable's reduced cost has the wrong sign (or the basis cannot be factorized). When no costed column is
  /// basic the simplex multipliers are 0 and the reduced costs are the costs: no `glp_btran` is needed.
  ///
  /// - Complexity: O(columns) without a basic costed column; otherwise O(rows + columns + nonzeros of the rows
  ///   with a nonzero dual) plus one `glp_btran`.
  private func price(
    _ problem: GLPKProblem, _ tolerance: Double
  ) -> (duals: [Double], reduced: [Double])? {
    // Local copies of the program's arrays: the loops below then index plain buffers.
    let program = self.program
    let objective = program.objective
    let sign: Double = program.direction == .maximize ? -1 : 1
    var reduced = objective
    var duals = [Double](repeating: 0, count: program.rowCount)
    var basicCost = false
    for j in objective.indices where objective[j] != 0 && problem.columnStatus(Int32(j + 1)) == .basic {
      basicCost = true
      break
    }
    if basicCost {
      guard let multipliers = problem.simplexMultipliers(costs: objective) else { return nil }
      let (rowStart, entryColumn, entryValue) = (program.rowStart, program.entryColumn, program.entryValue)
      let fitting = reduced.withUnsafeMutableBufferPointer { reduced -> Bool in
        for i in 0..<program.rowCount where multipliers[i] != 0 {
          let status = problem.rowStatus(Int32(i + 1))
          guard status != .basic else { continue }
          let dual = -multipliers[i]
          guard Self.fits(sign * dual, status, tolerance) else { return false }
          duals[i] = dual
          for e in rowStart[i]..<rowStart[i + 1] { reduced[Int(entryColumn[e])] -= entryValue[e] * dual }
        }
        return true
      }
      guard fitting else { return nil }
    }
    let fitting = reduced.withUnsafeMutableBufferPointer { reduced -> Bool in
      for j in 0..<reduced.count where reduced[j] != 0 {
        let status = problem.columnStatus(Int32(j + 1))
        if status == .basic {
          reduced[j] = 0
        } else if !Self.fits(sign * reduced[j], status, tolerance * max(1, abs(objective[j]))) {
          return false
        }
      }
      return true
    }
    return fitting ? (duals, reduced) : nil
  }

  /// Whether `value` stays feasible in `lower...upper` and, for a non-basic variable, is the value its status
  /// gives it.
  private static func keeps(
    _ value: Double, _ lower: Double, _ upper: Double, _ status: GLPKProblem.BasisStatus, _ tolerance: Double
  ) -> Bool {
    let slack = tolerance * max(1, abs(value))
    switch status {
    case .basic: return value >= lower - slack && value <= upper + slack
    case .atLower, .fixed: return abs(value - lower) <= slack
    case .atUpper: return abs(value - upper) <= slack
    case .free: return abs(value) <= slack
    }
  }

  /// Whether a minimisation's reduced cost `d` has an optimal sign for a non-basic variable of `status`.
  private static func fits(_ d: Double, _ status: GLPKProblem.BasisStatus, _ tolerance: Double) -> Bool {
    switch status {
    case .basic, .fixed: true
    case .atLower: d >= -tolerance
    case .atUpper: d <= tolerance
    case .free: abs(d) <= tolerance
    }
  }
}

extension LinearProgram.Solver {
  /// Whether the last solve's basis proves that its point minimises, and whether it proves that it maximises, the
  /// linear function Σ coefficient · x[index] over the feasible region: every non-basic variable's reduced cost for
  /// that function has the sign its status needs for that direction (fixed ones any sign); both directions come from
  /// one set of reduced costs. A sufficient test, not a necessary one: at a degenerate point another basis may prove
  /// what this one does not. `nil` when there is no optimal basis, bounds or coefficients were edited since (the
  /// basis may no longer be feasible; objective edits are allowed) or an index is out of range.
  ///
  /// - Parameter tolerance: relative tolerance of the sign checks.
  /// - Throws: ``LinearProgramError/wrongThread``.
  /// - Complexity: O(terms) when no column of `terms` is basic; otherwise O(rows + terms + nonzeros of the rows
  ///   with a nonzero multiplier) plus one `glp_btran`.
  func basisProvesExtremes(
    of terms: [(index: Int, coefficient: Double)], tolerance: Double = 1e-9
  ) throws(LinearProgramError) -> (minimum: Bool, maximum: Bool)? {
    guard let problem, hasOptimalBasis, dirtyColumns.isEmpty, dirtyRows.isEmpty, dirtyMatrixRows.isEmpty,
      Int(problem.rowCount) == program.rowCount, Int(problem.columnCount) == program.variableCount,
      !program.hasIntegerVariables, terms.allSatisfy({ $0.index >= 0 && $0.index < program.variableCount })
    else { return nil }
    guard problem.isOnOwnerThread else { throw .wrongThread }
    let scaled = tolerance * terms.reduce(1) { max($0, abs($1.coefficient)) }
    var minimum = true
    var maximum = true
    // A minimisation needs d to fit the status, a maximisation −d.
    func check(_ d: Double, _ status: GLPKProblem.BasisStatus) {
      if minimum && !Self.fits(d, status, scaled) { minimum = false }
      if maximum && !Self.fits(-d, status, scaled) { maximum = false }
    }
    let basic = terms.contains { problem.columnStatus(Int32($0.index + 1)) == .basic }
    var reduced: [Int: Double] = [:]
    for term in terms { reduced[term.index, default: 0] += term.coefficient }
    if basic {
      guard let multipliers = problem.simplexMultipliers(terms: terms) else { return (false, false) }
      for i in 0..<program.rowCount where multipliers[i] != 0 {
        let status = problem.rowStatus(Int32(i + 1))
        guard status != .basic else { continue }
        let dual = -multipliers[i]
        check(dual, status)
        guard minimum || maximum else { return (false, false) }
        for e in program.rowStart[i]..<program.rowStart[i + 1] {
          reduced[Int(program.entryColumn[e]), default: 0] -= program.entryValue[e] * dual
        }
      }
    }
    for (j, d) in reduced {
      let status = problem.columnStatus(Int32(j + 1))
      guard status != .basic else { continue }
      check(d, status)
      guard minimum || maximum else { return (false, false) }
    }
    return (minimum, maximum)
  }
}

extension LinearProgram.Solver {
  /// A direction d over the variables in which the feasible region is unbounded (x + t·d stays feasible for every
  /// t ≥ 0 from any feasible x), read from the last solve's unbounded ray and checked against every bound: each
  /// component and each row's change `Σ aᵢⱼ·dⱼ` that is nonzero moves toward an infinite bound. `nil` when the
  /// last solve named no ray, bounds or coefficients were edited since, or neither sign of the ray passes the check.
  ///
  /// - Throws: ``LinearProgramError/wrongThread``.
  /// - Complexity: O(rows + columns + nonzeros) plus one `glp_ftran`.
  func unboundedDirection() throws(LinearProgramError) -> [Double]? {
    guard let problem, dirtyColumns.isEmpty, dirtyRows.isEmpty, dirtyMatrixRows.isEmpty,
      Int(problem.rowCount) == program.rowCount, Int(problem.columnCount) == program.variableCount
    else { return nil }
    guard problem.isOnOwnerThread else { throw .wrongThread }
    guard let ray = problem.unboundedRay() else { return nil }
    let scale = ray.reduce(0) { max($0, abs($1)) }
    guard scale > 0 else { return nil }
    let zero = 1e-12 * scale
    for sign in [1.0, -1.0] {
      let direction = ray.map { abs($0) <= zero ? 0 : sign * $0 }
      if isRecession(direction, zero: zero) { return direction }
    }
    return nil
  }

  /// Whether every nonzero component of `direction`, and of its image under the rows, moves toward an infinite
  /// bound (changes within `zero` count as none).
  private func isRecession(_ direction: [Double], zero: Double) -> Bool {
    for j in direction.indices where direction[j] != 0 {
      if direction[j] > 0 ? program.columnUpper[j].isFinite : program.columnLower[j].isFinite { return false }
    }
    for i in 0..<program.rowCount {
      var change = 0.0
      for e in program.rowStart[i]..<program.rowStart[i + 1] {
        change += program.entryValue[e] * direction[Int(program.entryColumn[e])]
      }
      if abs(change) <= zero { continue }
      if change > 0 ? program.rowUpper[i].isFinite : program.rowLower[i].isFinite { return false }
    }
    return direction.contains { $0 != 0 }
  }
}

extension LinearProgram.Solver {
  /// Whether the current basis proves that the linear function Σ coefficient · x[index] takes one value on the whole
  /// feasible region of the program as currently edited: written through the basis, the function is a constant plus
  /// Σ dⱼ·x over the non-basic variables (columns and row activities), an identity on every point that satisfies the
  /// rows; when every non-basic variable with dⱼ ≠ 0 has equal bounds, nothing can change the function. A sufficient
  /// test, not a necessary one (another basis may prove what this one does not); neither optimality nor feasibility
  /// of the basis is needed. Bound edits not yet applied to GLPK count (their bounds are read from the program);
  /// `false` when the program grew or its coefficients changed since GLPK last saw it, when an index is out of
  /// range, or when the basis cannot be factorized.
  ///
  /// - Parameter tolerance: relative tolerance below which dⱼ counts as 0.
  /// - Throws: ``LinearProgramError/wrongThread``.
  /// - Complexity: O(terms) when no column of `terms` is basic; otherwise O(rows + terms + nonzeros of the rows
  ///   with a nonzero multiplier) plus one `glp_btran` (a factorization when GLPK holds none).
  func basisPinsValue(
    of terms: [(index: Int, coefficient: Double)], tolerance: Double = 1e-9
  ) throws(LinearProgramError) -> Bool {
    guard let problem, dirtyMatrixRows.isEmpty, Int(problem.rowCount) == program.rowCount,
      Int(problem.columnCount) == program.variableCount, !program.hasIntegerVariables,
      terms.allSatisfy({ $0.index >= 0 && $0.index < program.variableCount })
    else { return false }
    guard problem.isOnOwnerThread else { throw .wrongThread }
    let scaled = tolerance * terms.reduce(1) { max($0, abs($1.coefficient)) }
    // The function's reduced costs, dense over the columns in a buffer kept between calls (zero outside a call);
    // `touched` lists the entries to read and clear.
    var reduced = pinScratch
    pinScratch = []
    if reduced.count < program.variableCount { reduced = [Double](repeating: 0, count: program.variableCount) }
    var touched: [Int] = []
    touched.reserveCapacity(4 * terms.count + 16)
    let basic = terms.contains { problem.columnStatus(Int32($0.index + 1)) == .basic }
    let multipliers = basic ? problem.simplexMultipliers(terms: terms) : []
    let pinned = reduced.withUnsafeMutableBufferPointer { reduced -> Bool in
      defer { for j in touched { reduced[j] = 0 } }
      for term in terms {
        if reduced[term.index] == 0 { touched.append(term.index) }
        reduced[term.index] += term.coefficient
      }
      if basic {
        guard let multipliers else { return false }
        let (rowLower, rowUpper, rowCount) = (program.rowLower, program.rowUpper, program.rowCount)
        let (rowStart, entryColumn, entryValue) = (program.rowStart, program.entryColumn, program.entryValue)
        for i in 0..<rowCount where multipliers[i] != 0 {
          guard problem.rowStatus(Int32(i + 1)) != .basic else { continue }
          if abs(multipliers[i]) > scaled && rowLower[i] != rowUpper[i] { return false }
          let dual = -multipliers[i]
          for e in rowStart[i]..<rowStart[i + 1] {
            let j = Int(entryColumn[e])
            if reduced[j] == 0 { touched.append(j) }
            reduced[j] -= entryValue[e] * dual
          }
        }
      }
      let (columnLower, columnUpper) = (program.columnLower, program.columnUpper)
      for j in touched where abs(reduced[j]) > scaled && columnLower[j] != columnUpper[j] {
        if problem.columnStatus(Int32(j + 1)) != .basic { return false }
      }
      return true
    }
    pinScratch = reduced
    return pinned
  }
}

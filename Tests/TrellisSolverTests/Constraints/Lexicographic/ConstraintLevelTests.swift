import Testing
import TrellisSolver
import TrellisTestSupport

/// Systems with many distinct priority levels: the lexicographic answer against a plain level-by-level reference,
/// and the level cap.
@Suite struct ConstraintLevelTests {
  /// The textbook lexicographic method, independent of presolve: every constraint a row over free columns, each
  /// level minimised in turn with the previous levels' error sums bounded by their optima. Errors are `|lhs − rhs|`
  /// in each constraint's own units (each row is divided by its largest |coefficient| for the LP, and its slacks cost
  /// that factor back). Returns the level errors.
  /// `slack` is the relative tolerance on each budget row (GLPK's cold solves call a long stack of budget rows
  /// infeasible at 10⁻⁹ after a few hundred levels).
  static func reference(_ constraints: [Constraint], slack: Double = 1e-9) throws -> [ConstraintPriority: Double] {
    var lp = LinearProgram()
    let names = Set(constraints.flatMap { $0.expression.terms.map(\.variable.name) }).sorted()
    var column: [String: LinearProgram.Variable] = [:]
    for name in names { column[name] = try lp.addVariable(name) }
    var errorTerms: [ConstraintPriority: [LinearProgram.Variable: Double]] = [:]
    for constraint in constraints {
      let scale = constraint.expression.terms.map { abs($0.coefficient) }.max() ?? 1
      var row: [LinearProgram.Variable: Double] = [:]
      for term in constraint.expression.terms {
        row[column[term.variable.name]!, default: 0] += term.coefficient / scale
      }
      let rhs = -constraint.expression.constant / scale
      if !constraint.priority.isRequired {
        let up = try lp.addVariable(lowerBound: 0)
        row[up] = -1
        errorTerms[constraint.priority, default: [:]][up] = scale
        if constraint.relation == .equal {
          let down = try lp.addVariable(lowerBound: 0)
          row[down] = 1
          errorTerms[constraint.priority, default: [:]][down] = scale
        } else if constraint.relation == .greaterOrEqual {
          row[up] = 1
        }
      }
      let bounds: LinearProgram.RowBounds =
        switch constraint.relation {
        case .equal: .equal(rhs)
        case .lessOrEqual: .lessOrEqual(rhs)
        case .greaterOrEqual: .greaterOrEqual(rhs)
        }
      try lp.addRow("", row, bounds)
    }
    var errors: [ConstraintPriority: Double] = [:]
    for level in errorTerms.keys.sorted(by: >) {
      try lp.setObjective(errorTerms[level]!)
      let solution = try lp.solve()
      #expect(solution.status == .optimal)
      errors[level] = solution.objective
      try lp.addRow("", errorTerms[level]!, .lessOrEqual(solution.objective + slack * max(1, solution.objective)))
    }
    return errors
  }

  /// Random systems of three variables in a box with 40 optional constraints, each at its own priority.
  @Test(arguments: 0..<12) func randomManyLevelSystemsMatchTheReference(seed: Int) throws {
    var g = SplitMix64(seed: UInt64(1_000 + seed))
    let pool = ["a", "b", "c"].map(ConstraintVariable.init)
    var constraints: [Constraint] = pool.flatMap { [$0 >= 0, $0 <= 100] }
    for k in 0..<40 {
      var expression = LinearExpression(0)
      for x in pool where g.chance(0.6) { expression = expression + g.whole(-3...3) * x }
      if expression.terms.isEmpty { expression = expression + pool[k % 3] }
      let rhs = g.whole(-20...150)
      let constraint: Constraint =
        switch g.int(0...2) {
        case 0: expression == rhs
        case 1: expression <= rhs
        default: expression >= rhs
        }
      constraints.append(constraint.priority(ConstraintPriority(1 + Double(k) * 24.5 + g.double(in: 0...1))))
    }
    // Errors cost up to 3 per unit of a row (own units), and GLPK's cold reference calls its stack of budget rows
    // infeasible at 10⁻⁹ on some seeds: 10⁻⁷ of slack per row, which lets later levels gain up to ~10⁻⁵ (a wrong
    // level is off by far more: the rows' data are whole numbers).
    let expected = try Self.reference(constraints, slack: 1e-7)
    let solution = try ConstraintSystem(constraints).solve()
    #expect(solution.levelErrors.count == expected.count)
    for level in solution.levelErrors {
      let want = expected[level.priority] ?? .nan
      #expect(abs(level.error - want) <= 1e-4 * max(1, want), "priority \(level.priority): \(level.error) vs \(want)")
    }
  }

  /// A thousand levels on one variable: the strongest target wins, every level's error is its distance.
  @Test func thousandLevelsOnOneVariable() throws {
    let x = ConstraintVariable("x")
    let constraints = (0..<1_000).map { k in (x == Double(k % 97)) | ConstraintPriority(0.5 + Double(k)) }
    let solution = try ConstraintSystem(constraints).solve()
    #expect(solution[x] == Double(999 % 97))
    #expect(solution.levelErrors.count == 1_000)
    for (k, level) in solution.levelErrors.enumerated() {
      #expect(level.error == abs(Double(999 % 97) - Double((999 - k) % 97)))
    }
  }

  /// A thousand levels over a chain of variables (`x[k+1] ≥ x[k] + 1`): each target at its own priority, the
  /// stronger ones first; the answer is checked against the reference on a prefix of 60 levels.
  @Test func coupledLevelsMatchTheReference() throws {
    var g = SplitMix64(seed: 8)
    let xs = (0..<20).map { ConstraintVariable("x\($0)") }
    var constraints: [Constraint] = [xs[0] >= 0]
    for k in 1..<xs.count { constraints.append(xs[k] >= xs[k - 1] + 1) }
    for k in 0..<60 {
      let x = xs[g.int(0...(xs.count - 1))]
      constraints.append((x == g.whole(0...40)) | ConstraintPriority(1 + Double(k) * 16))
    }
    let expected = try Self.reference(constraints)
    let solution = try ConstraintSystem(constraints).solve()
    for level in solution.levelErrors {
      let want = expected[level.priority] ?? .nan
      #expect(abs(level.error - want) <= 1e-6 * max(1, want), "priority \(level.priority)")
    }
  }

  /// 200 levels over a chain of 20 variables: the point is determined long before the last level (the solver stops
  /// running LPs there); the errors still match the reference.
  @Test func manyCoupledLevelsMatchTheReference() throws {
    var g = SplitMix64(seed: 9)
    let xs = (0..<20).map { ConstraintVariable("x\($0)") }
    var constraints: [Constraint] = [xs[0] >= 0]
    for k in 1..<xs.count { constraints.append(xs[k] >= xs[k - 1] + 1) }
    for k in 0..<200 {
      constraints.append((xs[g.int(0...(xs.count - 1))] == g.whole(0...40)) | ConstraintPriority(0.5 + Double(k) * 4))
    }
    let expected = try Self.reference(constraints)
    let solution = try ConstraintSystem(constraints).solve()
    #expect(solution.levelErrors.count == 200)
    for level in solution.levelErrors {
      let want = expected[level.priority] ?? .nan
      #expect(abs(level.error - want) <= 1e-6 * max(1, want), "priority \(level.priority)")
    }
  }

  /// Random coupled systems with many levels: 15 variables in a box, random required differences between them
  /// (acyclic) and optional sums, 250 optional targets, each at its own priority. The solver skips the simplex for
  /// most levels (the basis is already optimal for them); the errors must still be those of the reference.
  @Test(arguments: 0..<6) func randomCoupledManyLevelSystemsMatchTheReference(seed: Int) throws {
    var g = SplitMix64(seed: UInt64(2_000 + seed))
    let xs = (0..<15).map { ConstraintVariable("v\($0)") }
    var constraints: [Constraint] = xs.flatMap { [$0 >= 0, $0 <= 200] }
    for _ in 0..<10 {
      let (i, j) = (g.int(0...14), g.int(0...14))
      // Only forward (i < j): no cycle, so the required part stays feasible in the box.
      guard i < j else { continue }
      constraints.append(xs[j] >= xs[i] + g.whole(0...10))
    }
    for k in 0..<250 {
      let (i, j) = (g.int(0...14), g.int(0...14))
      var expression = LinearExpression(0) + xs[i]
      if i != j, g.chance(0.3) { expression = expression + (g.chance(0.5) ? -1 : 1) * g.whole(1...2) * xs[j] }
      let rhs = g.whole(0...220)
      let constraint: Constraint =
        switch g.int(0...3) {
        case 0: expression <= rhs
        case 1: expression >= rhs
        default: expression == rhs
        }
      constraints.append(constraint.priority(ConstraintPriority(0.5 + Double(k) * 3.9 + g.double(in: 0...1))))
    }
    let expected = try Self.reference(constraints, slack: 1e-7)
    let solution = try ConstraintSystem(constraints).solve()
    #expect(solution.levelErrors.count == expected.count)
    for level in solution.levelErrors {
      let want = expected[level.priority] ?? .nan
      // The reference's 10⁻⁷ budget slack lets its later levels gain up to ~10⁻⁵; a wrong level would be off by
      // far more on this integer data.
      #expect(abs(level.error - want) <= 1e-4 * max(1, want), "priority \(level.priority): \(level.error) vs \(want)")
    }
  }

  @Test func tooManyLevelsIsATypedError() throws {
    let x = ConstraintVariable("x")
    let count = ConstraintSystem.maximumLevelCount + 1
    let constraints = (0..<count).map { k in (x >= Double(k)) | ConstraintPriority(0.05 + Double(k) * 0.09) }
    #expect(throws: ConstraintError.tooManyLevels(count: count, limit: ConstraintSystem.maximumLevelCount)) {
      try ConstraintSystem(constraints).solve()
    }
  }
}

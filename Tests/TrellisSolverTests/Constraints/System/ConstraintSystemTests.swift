import Testing
import TrellisSolver
import TrellisTestSupport

/// Unique solutions against hand-computed answers, and the lexicographic semantics of priorities.
@Suite struct ConstraintSystemTests {
  let x = ConstraintVariable("x")
  let y = ConstraintVariable("y")
  let z = ConstraintVariable("z")

  @Test func twoEquations() throws {
    // x + y = 100, x − y = 20 → x = 60, y = 40.
    let solution = try ConstraintSystem([x + y == 100, x - y == 20]).solve()
    #expect(close(solution[x], 60))
    #expect(close(solution[y], 40))
    #expect(solution.names == ["x", "y"])
  }

  @Test func threeVariablesWithScalarsAndDivision() throws {
    // 2x + y = 10, y = z / 2, z = 4 → y = 2, x = 4.
    let solution = try ConstraintSystem([2 * x + y == 10, y == z / 2, z == 4]).solve()
    #expect(close(solution[x], 4))
    #expect(close(solution[y], 2))
    #expect(close(solution[z], 4))
  }

  @Test func optionalEqualityYieldsToRequiredInequality() throws {
    // x ≥ 10 required, x == 3 @strong: the error |x − 3| is minimised subject to x ≥ 10 → x = 10, error 7.
    let solution = try ConstraintSystem([x >= 10, (x == 3) | .strong]).solve()
    #expect(close(solution[x], 10))
    #expect(solution.levelErrors.count == 1)
    #expect(close(solution.levelErrors[0].error, 7))
  }

  @Test func kiwiStyleExample() throws {
    // x + y = 100 required; x ≥ 10 strong (satisfiable); x == 2y weak (satisfiable) → x = 200/3, y = 100/3.
    let solution = try ConstraintSystem([x + y == 100, (x >= 10).priority(.strong), (x == 2 * y) | .weak]).solve()
    #expect(close(solution[x], 200.0 / 3))
    #expect(close(solution[y], 100.0 / 3))
  }

  @Test func threeWeakDoNotOutweighOneMedium() throws {
    // Weighted strengths (kiwi) would let three weak x == 10 beat one medium x == 0; lexicographic order does not.
    let system = try ConstraintSystem([
      (x == 0) | .medium, (x == 10).priority(.weak).labeled("w1"), (x == 10).priority(.weak).labeled("w2"),
      (x == 10).priority(.weak).labeled("w3"),
    ])
    let solution = try system.solve()
    #expect(close(solution[x], 0))
    #expect(solution.levelErrors.map(\.priority) == [.medium, .weak])
    #expect(close(solution.levelErrors[1].error, 30))
  }

  @Test func manyWeakAgainstOneStrongNumericPriorities() throws {
    var constraints = [(x <= 5).priority(600)]
    for k in 0..<50 { constraints.append((x >= 100).priority(599).labeled("weak \(k)")) }
    let solution = try ConstraintSystem(constraints).solve()
    #expect(close(solution[x], 5))
  }

  @Test func inequalityErrorCountsOnlyTheViolation() throws {
    // x ≤ 4 @strong holds exactly when x = 4; the weak x == 9 then pulls x to the bound: error 0 at strong.
    let solution = try ConstraintSystem([(x <= 4) | .strong, (x == 9) | .weak]).solve()
    #expect(close(solution[x], 4))
    #expect(close(solution.levelErrors[0].error, 0))
    #expect(close(solution.levelErrors[1].error, 5))
  }

  @Test func normalisationMergesRepeatedVariables() throws {
    let c = x + y + x - 3 == y + 7
    #expect(c.expression.terms.count == 1)
    #expect(c.expressionText == "2*x == 10")
    #expect(c.description == "2*x == 10")
    #expect((x >= 10).priority(.strong).description == "x >= 10 @strong")
    #expect((x >= 10).labeled("min width").description == "min width")
    #expect(ConstraintPriority.strong.value == 750)
  }

  @Test func tieBreakPrefersSmallMagnitudes() throws {
    // x + y == 10 with x, y ≥ 0 has a segment of optima. The required equality eliminates y (x and y occur
    // equally often; the later name goes), y ≥ 0 becomes x ≤ 10, and the tie-break minimises |x|: x = 0.
    let solution = try ConstraintSystem([x + y == 10, x >= 0, y >= 0]).solve()
    #expect(close(solution[x], 0))
    #expect(close(solution[y], 10))
    // With x also wanted at 4 (weak), the tie-break has nothing left to decide.
    let preferred = try ConstraintSystem([x + y == 10, x >= 0, y >= 0, (x == 4) | .weak]).solve()
    #expect(close(preferred[x], 4))
    #expect(close(preferred[y], 6))
  }

  @Test func validationRejectsBadNumbersAndPriorities() {
    let nan = x == .nan
    let nanError = #expect(throws: ConstraintError.self) { try ConstraintSystem([nan]) }
    guard case .invalidNumber(let constraint, let value)? = nanError else {
      Issue.record("expected invalidNumber, got \(String(describing: nanError))")
      return
    }
    #expect(constraint.expressionText == nan.expressionText && value.isNaN)
    let divided = #expect(throws: ConstraintError.self) { try ConstraintSystem([x / 0 == 1]) }
    guard case .invalidNumber(_, value: .infinity)? = divided else {
      Issue.record("expected invalidNumber(_, inf), got \(String(describing: divided))")
      return
    }
    #expect(throws: ConstraintError.invalidNumber(x == .infinity, value: -.infinity)) {
      try ConstraintSystem([x == .infinity])
    }
    for priority in [0, 1000.5, -3] {
      let constraint = (x == 1).priority(ConstraintPriority(priority))
      #expect(throws: ConstraintError.invalidPriority(constraint, priority: priority)) {
        try ConstraintSystem([constraint])
      }
    }
    var system = ConstraintSystem()
    #expect(throws: ConstraintError.notAnEditVariable(name: "x")) { try system.suggestValue(3, for: x) }
    let suggestion = #expect(throws: ConstraintError.self) { try system.addEditVariable(x, value: .nan) }
    guard case .invalidSuggestion(variable: "x", let value)? = suggestion, value.isNaN else {
      Issue.record("expected invalidSuggestion(x, nan), got \(String(describing: suggestion))")
      return
    }
  }

  @Test func emptyAndConstantSystems() throws {
    let empty = try ConstraintSystem().solve()
    #expect(empty.names.isEmpty)
    #expect(try ConstraintSystem().ambiguities().isEmpty)
    // An optional constraint without variables only contributes its constant error.
    let constant = try ConstraintSystem([x - x == 0, (x - x == 3) | .weak]).solve()
    #expect(constant.levelErrors.map(\.priority) == [.weak])
    #expect(constant.levelErrors.map(\.error) == [3])
    // An edit variable alone takes its suggestion.
    var system = ConstraintSystem()
    try system.addEditVariable(x, value: 5)
    let solver = try ConstraintSolver(system)
    #expect(try solver.solve()[x] == 5)
    try solver.suggestValue(7, for: x)
    #expect(try solver.solve()[x] == 7)
  }

  @Test func dumpGroupsByLevel() throws {
    let system = try ConstraintSystem([(x == 2 * y) | .weak, x + y == 100, (x >= 10).labeled("min x") | .strong])
    #expect(
      system.dump == """
        required (1000): 1 constraint
          x + y == 100
        strong (750): 1 constraint
          min x  [x >= 10]
        weak (250): 1 constraint
          x - 2*y == 0

        """)
  }
}

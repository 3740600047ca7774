import Testing
import TrellisSolver

/// An optional constraint's error is `|lhs − rhs|` in its own units, as Auto Layout and kiwi measure it
/// (Documentation/Constraints.md, "Priorities"): `a == 2*b` missed by 1 in b costs 2. Each expected value below is
/// the hand-derived minimiser of the level's sum of errors; ``ConstraintSystem/ErrorMeasure/normalized`` (each
/// constraint divided by its largest |coefficient|, Trellis's measure before) gives a different answer on each, so
/// these cases fail under the old default.
@Suite struct ConstraintErrorUnitsTests {
  let a = ConstraintVariable("a")
  let b = ConstraintVariable("b")
  let x = ConstraintVariable("x")

  /// a = 100; `a == 2*b @medium` against `b == 40 @medium`. Errors 2|b − 50| + |b − 40|: 60 − b on [40, 50], 3b − 140
  /// above, 140 − 3b below, so b = 50 with level error 10. Normalised: |b − 50| + |b − 40| is 10 on all of [40, 50]
  /// and the balancing evens the two out at b = 45 (5 each, the sum still 10).
  @Test func multiplierRowOutweighsAPlainOneAtItsLevel() throws {
    var system = try ConstraintSystem([a == 100, (a == 2 * b) | .medium, (b == 40) | .medium])
    let own = try system.solve()
    #expect(own[b] == 50)
    #expect(own.levelErrors.map(\.error) == [10])
    system.errorMeasure = .normalized
    let normalized = try system.solve()
    #expect(normalized[b] == 45)
  }

  /// One variable (presolve folds both into penalties): `2*x == 10 @weak` and `x == 0 @weak`. Errors 2|x − 5| + |x|
  /// = 10 − x on [0, 5], so x = 5 with error 5; normalised |x − 5| + |x| is flat on [0, 5] and evens out at 2.5.
  @Test func foldedPenaltyCostsItsCoefficient() throws {
    var system = try ConstraintSystem([(2 * x == 10) | .weak, (x == 0) | .weak])
    let own = try system.solve()
    #expect(own[x] == 5)
    #expect(own.levelErrors.map(\.error) == [5])
    system.errorMeasure = .normalized
    #expect(try system.solve()[x] == 2.5)
  }

  /// Inequalities: `3*x <= 30 @weak` against `x >= 12 @weak`: 3·max(0, x − 10) + max(0, 12 − x) is 2x − 18 on
  /// [10, 12], so x = 10 (error 2). Normalised both cost 1 per unit of x and the balancing picks x = 11. A row
  /// version (x − y with y = 0 required keeps it a row) must agree.
  @Test func scaledInequalityInARowAndFolded() throws {
    let y = ConstraintVariable("y")
    let folded = try ConstraintSystem([(3 * x <= 30) | .weak, (x >= 12) | .weak])
    let row = try ConstraintSystem([y >= 0, y <= 5, (3 * x - 3 * y <= 30) | .weak, (x - y >= 12) | .weak, y == 0])
    for system in [folded, row] {
      let own = try system.solve()
      #expect(own[x] == 10)
      #expect(own.levelErrors.map(\.error) == [2])
      var normalized = system
      normalized.errorMeasure = .normalized
      #expect(try normalized.solve()[x] == 11)
    }
  }

  /// Multiplying an optional constraint by k multiplies its error by k, so it changes the answer in own units: the
  /// two medium constraints below trade places as k passes 1.
  @Test(arguments: [(0.5, 40.0), (2, 50.0), (4, 50.0)])
  func multiplyingAConstraintWeighsIt(k: Double, expected: Double) throws {
    // k·|b − 50| + |b − 40|: b = 50 when k > 1, b = 40 when k < 1.
    let system = try ConstraintSystem([(k * b == k * 50) | .medium, (b == 40) | .medium, b >= 0])
    let solution = try system.solve()
    #expect(solution[b] == expected)
    #expect(solution.levelErrors.map(\.error) == [10 * min(k, 1)])
  }

  /// Warm re-solves after suggestions, and constraints added to a live solver (a new row with its weight), agree with
  /// cold solves of the same system.
  @Test func warmSolvesAgreeWithColdOnes() throws {
    let w = ConstraintVariable("w")
    var system = try ConstraintSystem([a == w, (a == 2 * b) | .medium, (b == 40) | .medium])
    try system.addEditVariable(w, priority: .strong, value: 100)
    let solver = try ConstraintSolver(system)
    for value in [100.0, 60, 120, 70, 90, 130] {
      try solver.suggestValue(value, for: w)
      try system.suggestValue(value, for: w)
      let warm = try solver.solve()
      let cold = try system.solve()
      // 2|w/2 − b| + |b − 40|: b = w/2 whatever w is.
      #expect(warm[b] == value / 2)
      #expect(cold[b] == warm[b])
      #expect(cold.levelErrors == warm.levelErrors)
    }
    let extra = (3 * b == 90) | .medium
    try solver.add(extra)
    try system.add(extra)
    let warm = try solver.solve()
    // w = 130: 2|65 − b| + |b − 40| + 3|b − 30| is 80 on all of [30, 40] (slope −2 − 1 + 3), 260 − 6b below and
    // 2b above: the level error is 80, and the balancing picks the point, the same warm and cold.
    let cold = try system.solve()
    #expect(warm[b] == cold[b])
    // Levels: the strong suggestion (met), then medium.
    #expect(warm.levelErrors.map(\.error) == [0, 80])
    #expect(cold.levelErrors.map(\.error) == [0, 80])
  }
}

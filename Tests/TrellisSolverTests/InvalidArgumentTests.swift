import Testing
import TrellisSolver
import TrellisTestSupport

/// Every invalid-argument class gets a typed error naming the culprit; none reaches GLPK (which would abort).
@Suite struct InvalidArgumentTests {
  typealias V = LinearProgram.Variable

  @Test(arguments: [
    (Double?.some(.nan), Double?.none),
    (nil, .nan),
    (.infinity, nil),
    (nil, -.infinity),
    (2, 1),
  ])
  func invalidVariableBounds(lower: Double?, upper: Double?) {
    var lp = LinearProgram()
    let error = thrownError { try lp.addVariable("w", lowerBound: lower, upperBound: upper) }
    guard case .invalidVariableBounds(let name, _, _) = error else {
      Issue.record("expected invalidVariableBounds, got \(String(describing: error))")
      return
    }
    #expect(name == "w")
    #expect(lp.variableCount == 0)
  }

  /// Found by the `edges` fuzz target: GLPK aborted the process on this program (its scaling rounded the row's two
  /// bounds, 0 and 5e-324, to one value, and a double-bounded row with equal bounds fails `l[k] != u[k]` in
  /// simplex/spxprob.c). Bounds that close are passed to GLPK as fixed at the lower value.
  @Test(arguments: [false, true])
  func aRangeTooNarrowForScalingSolves(presolve: Bool) throws {
    var lp = LinearProgram(direction: .minimize)
    let x = try lp.addVariable(
      lowerBound: -.infinity, upperBound: .leastNormalMagnitude / 4, kind: .integer, objective: 999_999_999)
    try lp.addRow("edge", [x: 999_999_999], .ranged(0, .leastNonzeroMagnitude))
    let solution = try lp.solve(LinearProgram.SolveOptions(presolve: presolve, timeLimit: .seconds(5)))
    // The row keeps 999,999,999·x within [0, 5e-324], so the only integer x is 0, and the objective is 0.
    #expect(solution.status == .optimal)
    #expect(solution[x] == 0)
  }

  /// Double bounds closer than scaling can keep apart, on a continuous variable and a row: they solve, and the
  /// program keeps the bounds it was given.
  @Test(
    arguments: [
      (0.0, .leastNonzeroMagnitude), (-1e-300, 1e-300), (1.0, 1.0.nextUp), (2_147_483_648, 2_147_483_648.0.nextUp),
    ]
      as [(Double, Double)])
  func boundsTooCloseForScalingSolve(lower: Double, upper: Double) throws {
    var lp = LinearProgram(direction: .maximize)
    let y = try lp.addVariable("y", lowerBound: lower, upperBound: upper, objective: 1)
    try lp.addRow("r", [y: 3], .ranged(3 * lower, 3 * upper))
    let solution = try lp.solve()
    #expect(solution.status == .optimal)
    #expect(solution[y] >= lower - 1e-7 && solution[y] <= upper + 1e-7)
    #expect(lp.bounds(of: y)?.lower == lower && lp.bounds(of: y)?.upper == upper)
  }

  @Test func infiniteBoundsMeanAbsentOnTheRightSide() throws {
    var lp = LinearProgram()
    let x = try lp.addVariable("x", lowerBound: -.infinity, upperBound: .infinity)
    #expect(lp.bounds(of: x)?.lower == -.infinity)
    let b = try lp.addVariable("b", lowerBound: -5, upperBound: 7, kind: .binary)
    #expect(lp.bounds(of: b)?.lower == 0 && lp.bounds(of: b)?.upper == 1)
    #expect(
      thrownError { try lp.addVariable("c", lowerBound: 2, kind: .binary) }
        == .invalidVariableBounds(variable: "c", lower: 2, upper: nil))
  }

  @Test func invalidBoundsOnExistingVariableNamesIt() throws {
    var lp = LinearProgram()
    let x = try lp.addVariable("width", lowerBound: 0)
    #expect(
      thrownError { try lp.setBounds(of: x, lower: 3, upper: 1) }
        == .invalidVariableBounds(variable: "width", lower: 3, upper: 1))
    #expect(lp.bounds(of: x)?.lower == 0)
    let unnamed = try lp.addVariable()
    #expect(
      thrownError { try lp.setBounds(of: unnamed, lower: 3, upper: 1) }
        == .invalidVariableBounds(variable: "v1", lower: 3, upper: 1))
  }

  @Test(arguments: [
    LinearProgram.RowBounds.lessOrEqual(.nan), .greaterOrEqual(.infinity), .equal(-.infinity), .ranged(3, 1),
    .ranged(.nan, 1), .ranged(-.infinity, 1),
  ])
  func invalidRowBounds(bounds: LinearProgram.RowBounds) throws {
    var lp = LinearProgram()
    let x = try lp.addVariable("x")
    // (Compared by row name: a NaN payload is never equal to itself.)
    #expect(Self.rowName(thrownError { try lp.addRow("cap", [x: 1], bounds) }) == "cap")
    #expect(lp.rowCount == 0)
    let row = try lp.addRow("ok", [x: 1], .lessOrEqual(1))
    #expect(Self.rowName(thrownError { try lp.setBounds(of: row, bounds) }) == "ok")
    #expect(lp.bounds(of: row) == .lessOrEqual(1))
  }

  static func rowName(_ error: LinearProgramError?) -> String? {
    guard case .invalidRowBounds(let row, _) = error else { return nil }
    return row
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func invalidCoefficients(value: Double) throws {
    var lp = LinearProgram()
    let x = try lp.addVariable("x")
    let y = try lp.addVariable("y")
    let error = thrownError { try lp.addRow("row", variables: [x, y], coefficients: [1, value], .equal(0)) }
    guard case .invalidCoefficient(let row, let variable, _) = error else {
      Issue.record("expected invalidCoefficient, got \(String(describing: error))")
      return
    }
    #expect(row == "row" && variable == "y")
    #expect(lp.nonzeroCount == 0 && lp.rowCount == 0)
    let good = try lp.addRow("good", [x: 1], .equal(0))
    #expect(
      sameError(
        thrownError { try lp.setCoefficient(row: good, variable: y, value) },
        .invalidCoefficient(row: "good", variable: "y", value: value)))
    #expect(
      sameError(
        thrownError { try lp.setObjectiveCoefficient(of: x, value) },
        .invalidObjectiveCoefficient(variable: "x", value: value)))
    #expect(
      sameError(
        thrownError { try lp.setObjective([x: value]) }, .invalidObjectiveCoefficient(variable: "x", value: value)))
    #expect(
      sameError(
        thrownError { try lp.setObjectiveConstant(value) }, .invalidObjectiveCoefficient(variable: "", value: value)))
    #expect(
      sameError(
        thrownError { try lp.addVariable("z", objective: value) },
        .invalidObjectiveCoefficient(variable: "z", value: value)))
  }

  @Test func unknownVariablesAndRows() throws {
    var lp = LinearProgram()
    let x = try lp.addVariable("x")
    #expect(thrownError { try lp.addRow("r", [V(5): 1], .equal(0)) } == .unknownVariable(index: 5, context: "r"))
    #expect(
      thrownError { try lp.addRow(variables: [x, V(-1)], coefficients: [1, 1], .equal(0)) }
        == .unknownVariable(index: -1, context: "r0"))
    #expect(thrownError { try lp.setObjective([V(2): 1]) } == .unknownVariable(index: 2, context: "objective"))
    #expect(
      thrownError { try lp.setBounds(of: V(3), lower: 0, upper: 1) } == .unknownVariable(index: 3, context: "setBounds")
    )
    #expect(thrownError { try lp.setBounds(of: LinearProgram.Row(0), .free) } == .unknownRow(index: 0))
    #expect(thrownError { try lp.setCoefficient(row: LinearProgram.Row(4), variable: x, 1) } == .unknownRow(index: 4))
    // Nothing half-added.
    #expect(lp.rowCount == 0 && lp.nonzeroCount == 0)
    #expect(try lp.solve().status == .optimal)
  }

  @Test func duplicateEntryInARowIsAnErrorNotAnAbort() throws {
    var lp = LinearProgram()
    let x = try lp.addVariable("x")
    let y = try lp.addVariable("y")
    #expect(
      thrownError { try lp.addRow("dup", variables: [x, y, x], coefficients: [1, 2, 3], .lessOrEqual(1)) }
        == .duplicateEntry(row: "dup", variable: "x"))
    // The failed row left no trace: the same variables can be used in the next row.
    try lp.addRow("fine", variables: [x, y], coefficients: [1, 2], .lessOrEqual(1))
    #expect(lp.rowCount == 1 && lp.nonzeroCount == 2)
    #expect(try lp.solve().status == .optimal)
  }

  @Test func lengthMismatch() throws {
    var lp = LinearProgram()
    let x = try lp.addVariable("x")
    #expect(
      thrownError { try lp.addRow("m", variables: [x], coefficients: [1, 2], .free) }
        == .lengthMismatch(row: "m", variables: 1, coefficients: 2))
  }

  @Test(arguments: [String(repeating: "a", count: 256), "tab\there", "nul\u{0}", "del\u{7F}"])
  func invalidNames(name: String) {
    var lp = LinearProgram()
    #expect(thrownError { try lp.addVariable(name) } == .invalidName(name))
    #expect(thrownError { try lp.addRow(name, [:], .free) } == .invalidName(name))
  }

  @Test func longestValidNameAndUnicode() throws {
    var lp = LinearProgram()
    let name = String(repeating: "b", count: 255)
    let x = try lp.addVariable(name, lowerBound: 0, upperBound: 1, objective: 1)
    try lp.addRow("größe ≤", [x: 1], .lessOrEqual(1))
    #expect(lp.name(of: x) == name)
    #expect(try lp.solve().status == .optimal)
  }

  @Test func invalidSolveOptions() throws {
    var lp = LinearProgram()
    let x = try lp.addVariable("x", lowerBound: 0, upperBound: 4, kind: .integer)
    try lp.addRow("c", [x: 1], .lessOrEqual(3))
    #expect(thrownError { _ = try lp.solve(.init(timeLimit: .zero)) } == .invalidOption(.timeLimit(.zero)))
    #expect(
      thrownError { _ = try lp.solve(.init(timeLimit: .seconds(-1))) } == .invalidOption(.timeLimit(.seconds(-1))))
    #expect(thrownError { _ = try lp.solve(.init(iterationLimit: 0)) } == .invalidOption(.iterationLimit(0)))
    let nanGap = thrownError { _ = try lp.solve(.init(relativeGap: .nan)) }
    guard case .invalidOption(.relativeGap(let gap)) = nanGap else {
      Issue.record("expected .invalidOption(.relativeGap), got \(String(describing: nanGap))")
      return
    }
    #expect(gap.isNaN)
    #expect(thrownError { _ = try lp.solve(.init(relativeGap: -0.1)) } == .invalidOption(.relativeGap(-0.1)))
    #expect(
      thrownError { _ = try lp.solve(.init(incumbent: [1, 2])) } == .invalidOption(.incumbentCount(2, variables: 1)))
    let nanIncumbent = thrownError { _ = try lp.solve(.init(incumbent: [.nan])) }
    guard case .invalidIncumbent(.notFinite(variable: "x", let value)) = nanIncumbent else {
      Issue.record("expected .invalidIncumbent(.notFinite), got \(String(describing: nanIncumbent))")
      return
    }
    #expect(value.isNaN)
    #expect(
      thrownError { _ = try lp.solve(.init(incumbent: [1.5])) }
        == .invalidIncumbent(.notIntegral(variable: "x", value: 1.5)))
    #expect(
      thrownError { _ = try lp.solve(.init(incumbent: [5])) }
        == .invalidIncumbent(.outsideBounds(variable: "x", value: 5)))
    #expect(
      thrownError { _ = try lp.solve(.init(incumbent: [4])) } == .invalidIncumbent(.rowViolated(row: "c", activity: 4)))
    #expect(thrownError { _ = try lp.addVariables(count: -1) } == .negativeCount(-1))
  }

  @Test func malformedFilesAreTypedErrors() {
    #expect(thrownError { _ = try LinearProgram(lpFormat: "this is not an LP file") } == .fileFormat(.cplexLP, .parse))
    #expect(thrownError { _ = try LinearProgram(mpsFormat: "ROWS\n garbage") } == .fileFormat(.freeMPS, .parse))
    #expect(thrownError { _ = try LinearProgram(lpFormat: "") } == .fileFormat(.cplexLP, .parse))
  }

  @Test func solverEditsAreValidatedToo() throws {
    let (lp, vars, rows) = try KnownOptimaTests.wyndor()
    let solver = LinearProgram.Solver(lp)
    _ = try solver.solve()
    let nanBound = thrownError { try solver.setBounds(of: vars[0], lower: .nan, upper: nil) }
    guard case .invalidVariableBounds(lp.name(of: vars[0]), let lower?, nil) = nanBound, lower.isNaN else {
      Issue.record("expected .invalidVariableBounds with a NaN lower bound, got \(String(describing: nanBound))")
      return
    }
    #expect(
      thrownError { try solver.setBounds(of: rows[0], .ranged(2, 1)) }
        == .invalidRowBounds(row: lp.name(of: rows[0]), bounds: .ranged(2, 1)))
    #expect(
      thrownError { try solver.setCoefficient(row: rows[0], variable: V(7), 1) }
        == .unknownVariable(index: 7, context: lp.name(of: rows[0])))
    #expect(
      thrownError { try solver.setObjectiveCoefficient(of: vars[1], .infinity) }
        == .invalidObjectiveCoefficient(variable: lp.name(of: vars[1]), value: .infinity))
    #expect(thrownError { _ = try solver.rightHandSideRanging(of: LinearProgram.Row(10)) } == .unknownRow(index: 10))
    // The solver is still usable and unchanged.
    #expect(close(try solver.solve().objective, 36))
  }
}

/// Magnitudes GLPK cannot digest (its scaling aborts near 10²⁰⁰) are typed errors; negligible ones become zero.
@Suite struct MagnitudeTests {
  @Test(arguments: [1e31, -1e40, 1e200, Double.greatestFiniteMagnitude])
  func hugeValuesAreRejected(value: Double) throws {
    var lp = LinearProgram()
    let x = try lp.addVariable("x")
    #expect(
      thrownError { try lp.addRow("r", [x: value], .lessOrEqual(1)) }
        == .invalidCoefficient(row: "r", variable: "x", value: value))
    #expect(
      thrownError { try lp.addRow("r", [x: 1], .lessOrEqual(value)) }
        == .invalidRowBounds(row: "r", bounds: .lessOrEqual(value)))
    #expect(
      thrownError { try lp.addVariable("y", lowerBound: -abs(value)) }
        == .invalidVariableBounds(variable: "y", lower: -abs(value), upper: nil))
    #expect(
      thrownError { try lp.setObjectiveCoefficient(of: x, value) }
        == .invalidObjectiveCoefficient(variable: "x", value: value))
    #expect(
      thrownError { try lp.setObjectiveConstant(value) } == .invalidObjectiveCoefficient(variable: "", value: value))
    #expect(lp.rowCount == 0)
  }

  @Test func limitItselfIsAcceptedAndSolves() throws {
    var lp = LinearProgram(direction: .maximize)
    let x = try lp.addVariable("x", lowerBound: 0, upperBound: 1e30, objective: 1)
    let y = try lp.addVariable("y", lowerBound: 0, objective: 1e-40)
    try lp.addRow("r", [x: 1e-31, y: 1], .lessOrEqual(1))
    #expect(lp.nonzeroCount == 1)  // 1e-31 is negligible: stored as zero
    #expect(lp.objectiveCoefficient(of: y) == 0)
    let result = try lp.solve()
    #expect(result.status == .optimal)
    #expect(result[x] == 1e30)
  }

  @Test func fractionalIntegerBoundsAreRoundedInward() throws {
    var lp = LinearProgram(direction: .maximize)
    let n = try lp.addVariable("n", lowerBound: 0.5, upperBound: 3.7, kind: .integer, objective: 1)
    #expect(lp.bounds(of: n)?.lower == 1 && lp.bounds(of: n)?.upper == 3)
    #expect(close(try lp.solve().objective, 3))
    #expect(
      thrownError { try lp.addVariable("m", lowerBound: 0.2, upperBound: 0.8, kind: .integer) }
        == .invalidVariableBounds(variable: "m", lower: 0.2, upper: 0.8))
  }

  /// Seeded fuzz: models built from hostile values either throw a typed error or solve; none aborts.
  @Test func hostileValuesNeverAbort() throws {
    let palette: [Double] = [
      0, 1, -1, 0.5, 1e-300, -1e-20, 1e-30, 1e15, -1e29, 1e30, 1e31, .nan, .infinity, -.infinity,
      .greatestFiniteMagnitude, .leastNonzeroMagnitude, 3, -7,
    ]
    var rng = SplitMix64(seed: 99)
    var solved = 0
    var rejected = 0
    for _ in 0..<300 {
      func pick() -> Double { palette[rng.int(0...(palette.count - 1))] }
      var lp = LinearProgram(direction: rng.int(0...1) == 0 ? .minimize : .maximize)
      var variables = [LinearProgram.Variable]()
      var failed = false
      for j in 0..<rng.int(1...4) {
        let kind: LinearProgram.VariableKind = [.continuous, .integer, .binary][rng.int(0...2)]
        let lower: Double? = rng.int(0...2) == 0 ? nil : pick()
        let upper: Double? = rng.int(0...2) == 0 ? nil : pick()
        do {
          variables.append(
            try lp.addVariable("v\(j)", lowerBound: lower, upperBound: upper, kind: kind, objective: pick()))
        } catch {
          failed = true
        }
      }
      for i in 0..<rng.int(0...4) where !variables.isEmpty {
        let bounds: LinearProgram.RowBounds =
          [.lessOrEqual(pick()), .greaterOrEqual(pick()), .equal(pick()), .ranged(pick(), pick()), .free][
            rng.int(0...4)]
        do {
          try lp.addRow("r\(i)", variables: variables, coefficients: variables.map { _ in pick() }, bounds)
        } catch {
          failed = true
        }
      }
      if failed { rejected += 1 }
      let method = [LinearProgram.Method.dualSimplex, .primalSimplex, .interiorPoint][rng.int(0...2)]
      let result = try lp.solve(.init(method: method, presolve: rng.int(0...1) == 1, timeLimit: .seconds(2)))
      if result.status == .optimal || result.status == .infeasible || result.status == .unbounded { solved += 1 }
    }
    #expect(rejected > 50)
    #expect(solved > 100)
  }
}

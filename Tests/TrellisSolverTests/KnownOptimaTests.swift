import Testing
import TrellisSolver
import TrellisTestSupport

@Suite struct KnownOptimaTests {
  /// Wyndor Glass (Hillier & Lieberman): max 3x + 5y, x ≤ 4, 2y ≤ 12, 3x + 2y ≤ 18. Optimum (2, 6) = 36 with
  /// shadow prices (0, 1.5, 1).
  static func wyndor() throws -> (LinearProgram, [LinearProgram.Variable], [LinearProgram.Row]) {
    var lp = LinearProgram(direction: .maximize)
    let x = try lp.addVariable("x", lowerBound: 0)
    let y = try lp.addVariable("y", lowerBound: 0)
    let plant1 = try lp.addRow("plant1", [x: 1], .lessOrEqual(4))
    let plant2 = try lp.addRow("plant2", [y: 2], .lessOrEqual(12))
    let plant3 = try lp.addRow("plant3", [x: 3, y: 2], .lessOrEqual(18))
    try lp.setObjective([x: 3, y: 5])
    return (lp, [x, y], [plant1, plant2, plant3])
  }

  @Test(arguments: [LinearProgram.Method.primalSimplex, .dualSimplex, .interiorPoint], [false, true])
  func textbookLPWithDuals(method: LinearProgram.Method, presolve: Bool) throws {
    let (lp, vars, rows) = try Self.wyndor()
    let result = try lp.solve(.init(method: method, presolve: presolve))
    #expect(result.status == .optimal)
    #expect(close(result.objective, 36, 1e-6))
    #expect(close(result[vars[0]], 2, 1e-6))
    #expect(close(result[vars[1]], 6, 1e-6))
    #expect(close(result.dual(of: rows[0]), 0, 1e-6))
    #expect(close(result.dual(of: rows[1]), 1.5, 1e-6))
    #expect(close(result.dual(of: rows[2]), 1, 1e-6))
    #expect(close(result.activity(of: rows[2]), 18, 1e-6))
    #expect(close(result.reducedCost(of: vars[0]), 0, 1e-6))
    #expect(result.bestBound == nil)
  }

  @Test(arguments: [LinearProgram.Method.primalSimplex, .dualSimplex, .interiorPoint], [false, true])
  func infeasibleLP(method: LinearProgram.Method, presolve: Bool) throws {
    // x + y ≤ 1 and x + y ≥ 3 with x, y ≥ 0.
    var lp = LinearProgram()
    let x = try lp.addVariable("x", lowerBound: 0)
    let y = try lp.addVariable("y", lowerBound: 0)
    try lp.addRow("low", [x: 1, y: 1], .lessOrEqual(1))
    try lp.addRow("high", [x: 1, y: 1], .greaterOrEqual(3))
    try lp.setObjective([x: 1, y: 1])
    let result = try lp.solve(.init(method: method, presolve: presolve))
    #expect(result.status == .infeasible)
    #expect(!result.hasSolution)
    #expect(result.values.isEmpty)
  }

  @Test(arguments: [LinearProgram.Method.primalSimplex, .dualSimplex, .interiorPoint], [false, true])
  func unboundedLP(method: LinearProgram.Method, presolve: Bool) throws {
    // max x + y with x − y ≤ 1, x, y ≥ 0: the ray (1, 1) is unbounded.
    var lp = LinearProgram(direction: .maximize)
    let x = try lp.addVariable("x", lowerBound: 0)
    let y = try lp.addVariable("y", lowerBound: 0)
    try lp.addRow("diff", [x: 1, y: -1], .lessOrEqual(1))
    try lp.setObjective([x: 1, y: 1])
    let result = try lp.solve(.init(method: method, presolve: presolve))
    #expect(result.status == .unbounded)
  }

  @Test(arguments: [LinearProgram.Method.primalSimplex, .dualSimplex])
  func degenerateLP(method: LinearProgram.Method) throws {
    // max x + y with three constraints through the vertex (1, 1): x ≤ 1, y ≤ 1, x + y ≤ 2 (degenerate at the
    // optimum), plus 2x + y ≤ 3 also tight there. Optimum 2.
    var lp = LinearProgram(direction: .maximize)
    let x = try lp.addVariable("x", lowerBound: 0)
    let y = try lp.addVariable("y", lowerBound: 0)
    try lp.addRow("a", [x: 1], .lessOrEqual(1))
    try lp.addRow("b", [y: 1], .lessOrEqual(1))
    try lp.addRow("c", [x: 1, y: 1], .lessOrEqual(2))
    try lp.addRow("d", [x: 2, y: 1], .lessOrEqual(3))
    try lp.setObjective([x: 1, y: 1])
    let result = try lp.solve(.init(method: method))
    #expect(result.status == .optimal)
    #expect(close(result.objective, 2))
    #expect(close(result[x], 1) && close(result[y], 1))
  }

  @Test func rangedEqualAndFreeRowsAndConstant() throws {
    // min x − y + 10, 1 ≤ x + y ≤ 5, x − y == 1, free row z = x (no effect), x, y free → x = 3, y = 2 → 11.
    var lp = LinearProgram()
    let x = try lp.addVariable("x")
    let y = try lp.addVariable("y")
    try lp.addRow("sum", [x: 1, y: 1], .ranged(1, 5))
    try lp.addRow("diff", [x: 1, y: -1], .equal(1))
    try lp.addRow("record", [x: 1], .free)
    try lp.setObjective([x: 1, y: -1], constant: 10)
    try lp.setObjectiveCoefficient(of: y, -2)
    // Now min x − 2y + 10 with x = y + 1, x + y ≤ 5 → y = 2, x = 3 → 3 − 4 + 10 = 9.
    let result = try lp.solve()
    #expect(result.status == .optimal)
    #expect(close(result.objective, 9))
    #expect(close(result[x], 3) && close(result[y], 2))
  }

  @Test func emptyProgramIsOptimalAtTheConstant() throws {
    var lp = LinearProgram()
    try lp.setObjectiveConstant(7)
    let result = try lp.solve()
    #expect(result.status == .optimal)
    #expect(close(result.objective, 7))
    var onlyVariables = LinearProgram(direction: .maximize)
    let x = try onlyVariables.addVariable("x", lowerBound: -1, upperBound: 2, objective: 1)
    for method in [LinearProgram.Method.dualSimplex, .interiorPoint] {
      let bounded = try onlyVariables.solve(.init(method: method))
      #expect(bounded.status == .optimal)
      #expect(close(bounded[x], 2))
    }
  }

  /// 0/1 knapsack: values (60, 100, 120), weights (10, 20, 30), capacity 50 → items 2 and 3, value 220.
  @Test(arguments: [false, true])
  func knapsackMIP(presolve: Bool) throws {
    var lp = LinearProgram(direction: .maximize)
    let values = [60.0, 100, 120]
    let weights = [10.0, 20, 30]
    let items = try (0..<3).map { i in try lp.addVariable("item\(i)", kind: .binary, objective: values[i]) }
    try lp.addRow("capacity", variables: items, coefficients: weights, .lessOrEqual(50))
    let result = try lp.solve(.init(presolve: presolve))
    #expect(result.status == .optimal)
    #expect(close(result.objective, 220))
    #expect(result.values.map { $0.rounded() } == [0, 1, 1])
    #expect(result.bestBound.map { close($0, 220) } == true)
    #expect(result.gap.map { $0 < 1e-9 } == true)
    #expect(result.rowDuals.isEmpty)
  }

  /// A larger knapsack where the LP relaxation is fractional: values (15, 10, 9, 5), weights (1, 5, 3, 4),
  /// capacity 8 → items 0, 2, 3 (weight 8) worth 29; relaxation would take a fraction of item 1.
  @Test func knapsackWithFractionalRelaxation() throws {
    var lp = LinearProgram(direction: .maximize)
    let values = [15.0, 10, 9, 5]
    let weights = [1.0, 5, 3, 4]
    let first = try lp.addVariables(count: 4, kind: .binary)
    let items = (0..<4).map { LinearProgram.Variable(first.index + $0) }
    for i in 0..<4 { try lp.setObjectiveCoefficient(of: items[i], values[i]) }
    try lp.addRow("capacity", variables: items, coefficients: weights, .lessOrEqual(8))
    let result = try lp.solve()
    #expect(result.status == .optimal)
    #expect(close(result.objective, 29))
    #expect(result.values.map { $0.rounded() } == [1, 0, 1, 1])
    let relaxed = try lp.solve(.init(relaxIntegrality: true))
    #expect(relaxed.status == .optimal)
    // Greedy by ratio: items 0 (15), 2 (9), then 4/5 of item 1 (8) → 32.
    #expect(close(relaxed.objective, 32))
  }

  /// 3×3 assignment, cost matrix [[9, 2, 7], [6, 4, 3], [5, 8, 1]]: optimum 2 + 6 + 1 = 9 (a→1, b→0, c→2).
  @Test func assignmentMIP() throws {
    let cost: [[Double]] = [[9, 2, 7], [6, 4, 3], [5, 8, 1]]
    var lp = LinearProgram()
    var x = [[LinearProgram.Variable]]()
    for i in 0..<3 {
      x.append(try (0..<3).map { j in try lp.addVariable("x_\(i)_\(j)", kind: .binary, objective: cost[i][j]) })
    }
    for i in 0..<3 { try lp.addRow("worker\(i)", variables: x[i], coefficients: [1, 1, 1], .equal(1)) }
    for j in 0..<3 {
      try lp.addRow("task\(j)", variables: (0..<3).map { x[$0][j] }, coefficients: [1, 1, 1], .equal(1))
    }
    let result = try lp.solve()
    #expect(result.status == .optimal)
    #expect(close(result.objective, 9))
    #expect(close(result[x[0][1]], 1) && close(result[x[1][0]], 1) && close(result[x[2][2]], 1))
  }

  @Test func integerVariableWithGeneralBounds() throws {
    // max 3x + 2y with x + y ≤ 4, y ≤ 3 integer, x ≥ 0 continuous: x = 4, y = 0 → 12 (the example).
    var lp = LinearProgram(direction: .maximize)
    let x = try lp.addVariable("x", lowerBound: 0)
    let y = try lp.addVariable("y", lowerBound: 0, upperBound: 3, kind: .integer)
    try lp.addRow("cap", [x: 1, y: 1], .lessOrEqual(4))
    try lp.setObjective([x: 3, y: 2])
    let result = try lp.solve(.init(method: .dualSimplex, timeLimit: .seconds(5)))
    #expect(result.status == .optimal)
    #expect(close(result.objective, 12))
    #expect(close(result[x], 4))
  }

  @Test func infeasibleMIP() throws {
    // 2x == 3 with x integer has no solution although its relaxation does.
    var lp = LinearProgram()
    let x = try lp.addVariable("x", lowerBound: 0, upperBound: 10, kind: .integer)
    try lp.addRow("odd", [x: 2], .equal(3))
    let result = try lp.solve()
    #expect(result.status == .infeasible)
    #expect(!result.hasSolution)
  }

  @Test func capturedLogAndNothingOnTheTerminal() throws {
    let (lp, _, _) = try Self.wyndor()
    let result = try lp.solve(.init(captureLog: true))
    #expect(result.status == .optimal)
    #expect(result.log.contains("obj =   3.600000000e+01"))
    let quiet = try lp.solve()
    #expect(quiet.log.isEmpty)
  }
}

import Testing
import TrellisSolver
import TrellisTestSupport

/// LP / MPS write-then-read round trips give the same optimum; the summary reports counts and ranges.
@Suite struct FormatsTests {
  static func assignment() throws -> LinearProgram {
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
    return lp
  }

  /// A model with every bound and row kind, an integer variable and a constant.
  static func mixed() throws -> LinearProgram {
    var lp = LinearProgram(direction: .maximize)
    let x = try lp.addVariable("x", lowerBound: 0, upperBound: 10)
    let y = try lp.addVariable("y", lowerBound: -3, kind: .integer)
    let z = try lp.addVariable("z", upperBound: 4)
    let w = try lp.addVariable("w")
    try lp.addRow("sum", [x: 1, y: 1, z: 1], .lessOrEqual(12.5))
    try lp.addRow("band", [x: 1, y: -1], .ranged(-2, 3))
    try lp.addRow("floor", [z: 1, y: 1], .greaterOrEqual(-1))
    try lp.addRow("tie", [w: 1, x: -1], .equal(0.5))
    try lp.setObjective([x: 2, y: 1.5, z: 1, w: -0.25], constant: 3)
    return lp
  }

  @Test(arguments: ["wyndor", "assignment", "mixed"])
  func lpRoundTrip(model: String) throws {
    let lp = try Self.model(model)
    let text = try lp.lpFormat()
    #expect(text.contains(model == "wyndor" ? "plant3" : (model == "assignment" ? "task2" : "band")))
    let back = try LinearProgram(lpFormat: text)
    // CPLEX LP has no ranged rows: GLPK adds one bounded variable (and one nonzero) per ranged row.
    let ranged = model == "mixed" ? 1 : 0
    #expect(back.variableCount == lp.variableCount + ranged && back.rowCount == lp.rowCount)
    #expect(back.nonzeroCount == lp.nonzeroCount + ranged)
    #expect(back.direction == lp.direction)
    #expect(back.objectiveConstant == lp.objectiveConstant)
    let original = try lp.solve()
    let reread = try back.solve()
    #expect(original.status == .optimal && reread.status == .optimal)
    #expect(close(original.objective, reread.objective, 1e-9))
  }

  @Test(arguments: ["wyndor", "assignment", "mixed"])
  func mpsRoundTrip(model: String) throws {
    let lp = try Self.model(model)
    let text = try lp.mpsFormat()
    #expect(text.contains("ROWS") && text.contains("COLUMNS"))
    let back = try LinearProgram(mpsFormat: text, direction: lp.direction)
    #expect(back.variableCount == lp.variableCount && back.rowCount == lp.rowCount)
    let original = try lp.solve()
    let reread = try back.solve()
    #expect(reread.status == .optimal)
    #expect(close(original.objective, reread.objective, 1e-9))
  }

  @Test func knownOptimaOfTheModels() throws {
    #expect(close(try Self.model("wyndor").solve().objective, 36))
    #expect(close(try Self.model("assignment").solve().objective, 9))
    // mixed: w = x + 0.5; objective 2x + 1.5y + z − 0.25w + 3 = 1.75x + 1.5y + z + 2.875.
    // x ≤ 10; x − y ≤ 3 → y ≥ x − 3; x + y + z ≤ 12.5; z ≤ 4; z + y ≥ −1; y ≥ −3 integer.
    // Vertex search by hand: x = 10 forces y ≥ 7, so y + z ≤ 2.5 → y = 7, z = −4.5 fails z + y ≥ −1? 2.5 ≥ −1 ok.
    // Value 17.5 + 10.5 − 4.5 + 2.875 = 26.375; y = 8, z = −5.5: 17.5 + 12 − 5.5 + 2.875 = 26.875; larger y
    // trades z one-for-one at +0.5 each while z + y ≥ −1 holds: y + z = 2.5 always, so y is only bounded by
    // x − y ≥ −2 → y ≤ 12: 17.5 + 18 − 9.5 + 2.875 = 28.875.
    #expect(close(try Self.model("mixed").solve().objective, 28.875))
  }

  @Test func summaryReportsCountsAndRanges() throws {
    let text = try Self.mixed().summary
    #expect(
      text.hasPrefix(
        "LinearProgram: maximize, 4 variables (3 continuous, 1 integer, 0 binary), 4 rows (1 ≤, 1 ≥, 1 =, 1 ranged, "
          + "0 free), 9 nonzeros"))
    #expect(text.contains("|matrix|      in [1, 1]"))
    #expect(text.contains("|objective|   in [0.25, 2]"))
    #expect(!text.contains("warning"))
    var badlyScaled = LinearProgram()
    let x = try badlyScaled.addVariable("x")
    let y = try badlyScaled.addVariable("y")
    try badlyScaled.addRow("r", [x: 1e-4, y: 1e4], .lessOrEqual(1))
    #expect(badlyScaled.summary.contains("warning: matrix coefficients span 100000000"))
  }

  static func model(_ name: String) throws -> LinearProgram {
    switch name {
    case "wyndor": try KnownOptimaTests.wyndor().0
    case "assignment": try assignment()
    default: try mixed()
    }
  }
}

import Foundation
import Testing
import TrellisSolver
import TrellisTestSupport

@Suite struct WarmResolveTests {
  /// A transportation-like LP big enough that a cold solve needs many iterations: n supplies, n demands,
  /// cost |i − j| + 1 (deterministic). Minimise cost; supply i ≤ 10 + i % 3, demand j ≥ 8.
  static func transport(_ n: Int) throws -> (LinearProgram, [[LinearProgram.Variable]], [LinearProgram.Row]) {
    var lp = LinearProgram()
    var x = [[LinearProgram.Variable]]()
    for i in 0..<n {
      x.append(
        try (0..<n).map { j in
          try lp.addVariable("x\(i)_\(j)", lowerBound: 0, objective: Double(abs(i - j) + 1 + (i * j) % 5))
        })
    }
    var rows = [LinearProgram.Row]()
    for i in 0..<n {
      rows.append(
        try lp.addRow(
          "supply\(i)", variables: x[i], coefficients: Array(repeating: 1, count: n), .lessOrEqual(Double(10 + i % 3))))
    }
    for j in 0..<n {
      rows.append(
        try lp.addRow(
          "demand\(j)", variables: (0..<n).map { x[$0][j] }, coefficients: Array(repeating: 1, count: n),
          .greaterOrEqual(8)))
    }
    return (lp, x, rows)
  }

  @Test func reSolveAfterOneBoundChangeIsCorrectAndCheaper() throws {
    let (lp, x, _) = try Self.transport(30)
    let solver = LinearProgram.Solver(lp)
    let cold = try solver.solve()
    #expect(cold.status == .optimal)
    #expect(cold.iterations > 20)
    // Forbid a route that the optimum uses: bound it to 0.
    let used = try #require(x.joined().first { cold[$0] > 0.5 })
    try solver.setBounds(of: used, lower: 0, upper: 0)
    let warm = try solver.solve()
    var edited = lp
    try edited.setBounds(of: used, lower: 0, upper: 0)
    let reference = try edited.solve()
    #expect(warm.status == .optimal)
    #expect(reference.status == .optimal)
    #expect(close(warm.objective, reference.objective, 1e-9))
    #expect(warm.objective >= cold.objective - 1e-9)
    #expect(warm[used] == 0)
    #expect(warm.iterations < reference.iterations)
    #expect(warm.iterations * 3 < cold.iterations)
  }

  @Test func reSolveAfterRightHandSideObjectiveAndMatrixChanges() throws {
    // Wyndor: max 3x + 5y, x ≤ 4, 2y ≤ 12, 3x + 2y ≤ 18 → 36 at (2, 6).
    let (lp, vars, rows) = try KnownOptimaTests.wyndor()
    let solver = LinearProgram.Solver(lp)
    #expect(close(try solver.solve().objective, 36))
    // Right-hand side of plant3 18 → 24: (4, 6) → 42.
    try solver.setBounds(of: rows[2], .lessOrEqual(24))
    let rhs = try solver.solve()
    #expect(close(rhs.objective, 42) && close(rhs[vars[0]], 4))
    // Objective of x 3 → 1: x = 4 is no longer worth it beyond... (4, 6) still feasible: 4 + 30 = 34.
    try solver.setObjectiveCoefficient(of: vars[0], 1)
    let objective = try solver.solve()
    #expect(close(objective.objective, 34))
    // Matrix: plant2 2y ≤ 12 becomes 3y ≤ 12 → y ≤ 4; (4, 4) → 4 + 20 = 24.
    try solver.setCoefficient(row: rows[1], variable: vars[1], 3)
    let matrix = try solver.solve()
    #expect(close(matrix.objective, 24) && close(matrix[vars[1]], 4))
    // Adding a new coefficient to a row: plant1 becomes x + y ≤ 4 → x = 0, y = 4 → 20.
    try solver.setCoefficient(row: rows[0], variable: vars[1], 1)
    let inserted = try solver.solve()
    #expect(close(inserted.objective, 20))
    #expect(close(solver.program.coefficient(row: rows[0], variable: vars[1]), 1))
    // Direction flip: minimise x + 5y → 0.
    solver.setDirection(.minimize)
    #expect(close(try solver.solve().objective, 0))
  }

  @Test func rangingOnTheTextbookLP() throws {
    let (lp, vars, rows) = try KnownOptimaTests.wyndor()
    let solver = LinearProgram.Solver(lp)
    #expect(thrownError { _ = try solver.rightHandSideRanging(of: rows[1]) } == .noOptimalBasis)
    _ = try solver.solve()
    // plant2 (2y ≤ 12) is tight with dual 1.5; its rhs can move in [6, 18] with the same basis (textbook).
    let plant2 = try #require(try solver.rightHandSideRanging(of: rows[1]))
    #expect(close(plant2.lower, 6) && close(plant2.upper, 18))
    // plant3 (3x + 2y ≤ 18) rhs range [12, 24].
    let plant3 = try #require(try solver.rightHandSideRanging(of: rows[2]))
    #expect(close(plant3.lower, 12) && close(plant3.upper, 24))
    // plant1 (x ≤ 4) is slack: no ranging.
    #expect(try solver.rightHandSideRanging(of: rows[0]) == nil)
    // Objective coefficient of x (3) keeps the basis in [0, 7.5]; of y (5) in [2, ∞).
    let cx = try solver.objectiveRanging(of: vars[0])
    #expect(close(cx.lower, 0) && close(cx.upper, 7.5))
    let cy = try solver.objectiveRanging(of: vars[1])
    #expect(close(cy.lower, 2) && cy.upper == .infinity)
    // x and y are basic: no bound ranging.
    #expect(try solver.boundRanging(of: vars[0]) == nil)
    // After an edit and before a solve the basis is stale.
    try solver.setBounds(of: rows[2], .lessOrEqual(20))
    #expect(thrownError { _ = try solver.objectiveRanging(of: vars[0]) } == .noOptimalBasis)
    #expect(
      thrownError { _ = try solver.objectiveRanging(of: LinearProgram.Variable(9)) }
        == .unknownVariable(index: 9, context: "objectiveRanging"))
  }

  @Test func prepareThenSolveAndReset() throws {
    let (lp, vars, _) = try KnownOptimaTests.wyndor()
    let solver = LinearProgram.Solver(lp)
    try solver.prepare()
    let first = try solver.solve()
    #expect(close(first.objective, 36))
    try solver.setBounds(of: vars[0], lower: 0, upper: 1)
    try solver.prepare()
    // x ≤ 1: y = 6 (2y ≤ 12), 3 + 30 = 33.
    #expect(close(try solver.solve().objective, 33))
    try solver.reset()
    let cold = try solver.solve()
    #expect(close(cold.objective, 33))
    #expect(cold.iterations >= 1)
  }

  @Test func warmMIPReSolve() throws {
    // Knapsack (60, 100, 120) / (10, 20, 30), capacity 50 → 220; forbid item 2 → items 0 and 1 → 160... and 3?
    // With item 2 fixed to 0: best is items 0 + 1 = 160.
    var lp = LinearProgram(direction: .maximize)
    let items = try [60.0, 100, 120].enumerated().map { i, value in
      try lp.addVariable("item\(i)", kind: .binary, objective: value)
    }
    try lp.addRow("capacity", variables: items, coefficients: [10, 20, 30], .lessOrEqual(50))
    let solver = LinearProgram.Solver(lp)
    #expect(close(try solver.solve().objective, 220))
    try solver.setBounds(of: items[2], lower: 0, upper: 0)
    let second = try solver.solve()
    #expect(second.status == .optimal)
    #expect(close(second.objective, 160))
  }

  @Test func solverRefusesAnotherThread() async throws {
    let (lp, _, _) = try KnownOptimaTests.wyndor()
    // Create and first-solve on one dedicated thread; then try from another.
    let outcome = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<String, any Error>) in
      let thread = Thread {
        let solver = LinearProgram.Solver(lp)
        do {
          _ = try solver.solve()
        } catch {
          continuation.resume(returning: "first solve failed")
          return
        }
        let box = UncheckedBox(solver)
        let other = Thread {
          let result = thrownError { _ = try box.value.solve() }
          continuation.resume(returning: result == .wrongThread ? "refused" : "accepted")
        }
        other.start()
        // Keep `box` alive on this thread until the other one finishes; its deinit runs on whichever thread
        // releases last (a foreign one leaks rather than crashes).
        while !other.isFinished { usleep(1000) }
      }
      thread.start()
    }
    #expect(outcome == "refused")
  }
}

/// Deliberately smuggles a non-Sendable value across threads to test the run-time check.
private final class UncheckedBox<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}

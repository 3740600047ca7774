import Foundation
import Testing
import TrellisSolver
import TrellisTestSupport

/// Two threads each build and solve 500 problems at the same time (GLPK state is per thread; each problem object is
/// created and deleted inside one call, and each thread's warm `Solver` stays on that thread).
@Suite struct ConcurrencyStressTests {
  /// Wyndor with `2y ≤ 12 + 2t`, `3x + 2y ≤ 18 + 2t`: optimum (2, 6 + t) worth 36 + 5t.
  static func variant(_ t: Int) throws -> LinearProgram {
    var lp = LinearProgram(direction: .maximize)
    let x = try lp.addVariable("x", lowerBound: 0, objective: 3)
    let y = try lp.addVariable("y", lowerBound: 0, objective: 5)
    try lp.addRow("plant1", [x: 1], .lessOrEqual(4))
    try lp.addRow("plant2", [y: 2], .lessOrEqual(12 + 2 * Double(t)))
    try lp.addRow("plant3", [x: 3, y: 2], .lessOrEqual(18 + 2 * Double(t)))
    return lp
  }

  /// Runs 500 solves and counts wrong answers; every tenth is a knapsack MIP, every seventh a warm `Solver`.
  static func work(seed: Int) -> Int {
    var wrong = 0
    for k in 0..<500 {
      do {
        let t = (k + seed) % 5
        if k % 10 == 0 {
          var lp = LinearProgram(direction: .maximize)
          let items = try [60.0, 100, 120].map { try lp.addVariable(kind: .binary, objective: $0) }
          try lp.addRow(variables: items, coefficients: [10, 20, 30], .lessOrEqual(50))
          if !close(try lp.solve().objective, 220) { wrong += 1 }
        } else if k % 7 == 0 {
          let solver = LinearProgram.Solver(try variant(t))
          if !close(try solver.solve().objective, 36 + 5 * Double(t)) { wrong += 1 }
          try solver.setBounds(of: LinearProgram.Row(1), .lessOrEqual(12))
          // y ≤ 6 again; x ≤ min(4, (6 + 2t) / 3).
          if !close(try solver.solve().objective, 30 + 3 * min(4, (6 + 2 * Double(t)) / 3)) { wrong += 1 }
        } else {
          if !close(try variant(t).solve().objective, 36 + 5 * Double(t)) { wrong += 1 }
        }
      } catch {
        wrong += 1
      }
    }
    return wrong
  }

  @Test func singleThreadBaseline() {
    #expect(Self.work(seed: 0) == 0)
  }

  @Test func twoThreadsFiveHundredProblemsEach() async {
    let wrong = await withTaskGroup(of: Int.self) { group in
      for seed in 0..<2 {
        group.addTask {
          await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: Self.work(seed: seed)) }
            thread.stackSize = 1 << 22
            thread.start()
          }
        }
      }
      return await group.reduce(0, +)
    }
    #expect(wrong == 0)
  }
}

import Testing
import Trellis

/// Layouts and solves from many tasks at once give the same answers as sequential runs.
@Suite struct ConcurrencyTests {
  static func tree(_ k: Int) -> Node {
    VStack(spacing: Double(k % 5)) {
      HStack {
        Box(width: Double(10 + k % 7), height: 10).id("a")
        Spacer()
        Text("item \(k)").id("t")
      }
      HFlow(maxWidth: 120) { for i in 0..<12 { Box(width: Double(10 + (i * k) % 40), height: 12).id("f\(i)") } }
      VMasonry(columns: 3, maxWidth: 120) {
        for i in 0..<9 { Box(width: 30, height: Double(10 + (i * 7 + k) % 50)).id("m\(i)") }
      }
    }.node
  }

  @Test func eightTasksOfAThousandLayoutsMatchSequentialRuns() async throws {
    let proposal = ProposedViewSize(width: 240, height: nil)
    let expected = try (0..<50).map { try Self.tree($0).layout(proposal: proposal) }
    let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
      for task in 0..<8 {
        group.addTask {
          var bad = 0
          for i in 0..<1_000 {
            let k = (i + task) % 50
            if try Self.tree(k).layout(proposal: proposal) != expected[k] { bad += 1 }
          }
          return bad
        }
      }
      return try await group.reduce(0, +)
    }
    #expect(mismatches == 0)
  }

  @Test func concurrentSolvesMatch() async throws {
    func solve(_ k: Int) throws -> Double {
      var lp = LinearProgram(direction: .maximize)
      let x = try lp.addVariable("x", lowerBound: 0)
      let y = try lp.addVariable("y", lowerBound: 0)
      try lp.addRow("a", [x: 1, y: 2], .lessOrEqual(Double(10 + k)))
      try lp.addRow("b", [x: 3, y: 1], .lessOrEqual(15))
      try lp.setObjective([x: 2, y: 3])
      return try lp.solve().objective
    }
    let expected = try (0..<20).map(solve)
    let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
      for task in 0..<8 {
        group.addTask {
          var bad = 0
          for i in 0..<250 where try solve((i + task) % 20) != expected[(i + task) % 20] { bad += 1 }
          return bad
        }
      }
      return try await group.reduce(0, +)
    }
    #expect(mismatches == 0)
  }
}

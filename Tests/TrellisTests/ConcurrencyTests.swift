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

  @Test func oneFreshTreeOfTextsLaidOutFromEightTasksAgrees() async throws {
    // Every text is prepared by whichever task measures it first; all must see the same answers.
    let words = ["Trellis", "שלום", "漢字", "office", "AV", "مرحبا", "text"]
    func tree() -> Node {
      VStack(alignment: .leading) {
        for k in 0..<60 { Text((0...(k % 6)).map { words[($0 + k) % words.count] }.joined(separator: " ")) }
      }.font(.caption).node
    }
    let proposal = ProposedViewSize(width: 90, height: nil)
    let expected = try tree().layout(proposal: proposal)
    for _ in 0..<5 {
      let shared = tree()
      let results = try await withThrowingTaskGroup(of: LayoutResult.self) { group in
        for _ in 0..<8 { group.addTask { try shared.layout(proposal: proposal) } }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      #expect(results.allSatisfy { $0 == expected })
    }
  }

  @Test func aTextNodeSharedUnderTwoFontsMeasuresInEach() throws {
    let label = Text("Shared label").node
    let small = try VStack { label }.font(.caption).node.layout(proposal: .unspecified)
    let large = try VStack { label }.font(.largeTitle).node.layout(proposal: .unspecified)
    let again = try VStack { label }.font(.caption).node.layout(proposal: .unspecified)
    #expect(small.size.width < large.size.width)
    #expect(again == small)
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

import Foundation
import Testing
import TrellisCore
import TrellisSolver

/// One `ConstraintLayout` value laid out from several threads at once: each thread keeps its own solver.
@Suite struct ConstraintLayoutConcurrencyTests {
  @Test func concurrentReLayoutsAgreeWithSequentialOnes() async throws {
    let node = try ConstraintLayoutSemanticsTests.row().node
    let widths = (0..<40).map { 124 + Double($0 * 3) }
    let expected = try widths.map { try node.layout(proposal: ProposedViewSize(width: $0, height: nil))["a"] }
    let mismatches = await withTaskGroup(of: Int.self) { group in
      for thread in 0..<4 {
        group.addTask {
          await withCheckedContinuation { continuation in
            let worker = Thread {
              var wrong = 0
              for round in 0..<5 {
                for k in widths.indices where (k + round + thread) % 2 == 0 {
                  let frame = try? node.layout(proposal: ProposedViewSize(width: widths[k], height: nil))["a"]
                  if frame != expected[k] { wrong += 1 }
                }
              }
              continuation.resume(returning: wrong)
            }
            worker.stackSize = 1 << 22
            worker.start()
          }
        }
      }
      return await group.reduce(0, +)
    }
    #expect(mismatches == 0)
  }
}

import Foundation
import Testing
import TrellisCore
import TrellisSolver

/// One `ConstraintLayout` value laid out by one engine from several threads at once: the engine keeps a solver per
/// thread.
@Suite struct ConstraintLayoutConcurrencyTests {
  @Test func concurrentReLayoutsAgreeWithSequentialOnes() async throws {
    let node = try ConstraintLayoutSemanticsTests.row().node
    let engine = LayoutEngine(configuration: .monospaced)
    let widths = (0..<40).map { 124 + Double($0 * 3) }
    let expected = try widths.map {
      try node.layout(proposal: ProposedViewSize(width: $0, height: nil), configuration: .monospaced)["a"]
    }
    let mismatches = await withTaskGroup(of: Int.self) { group in
      for thread in 0..<4 {
        group.addTask {
          await withCheckedContinuation { continuation in
            let worker = Thread {
              var wrong = 0
              for round in 0..<5 {
                for k in widths.indices where (k + round + thread) % 2 == 0 {
                  let frame = try? engine.layout(node, proposal: ProposedViewSize(width: widths[k], height: nil))["a"]
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

  /// What the worker thread saw.
  final class Seen: @unchecked Sendable {
    var count = 0
  }

  @Test func aThreadsSolversAreReleasedWhenItExits() async throws {
    let node = try ConstraintLayoutSemanticsTests.row()
    let layout = try #require(node.layout as? ConstraintLayout)
    let engine = LayoutEngine(configuration: .monospaced)
    // The first layout runs on a thread of our own that lives until the test ends: a thread of the concurrency pool
    // may exit while the test waits (it did under ThreadSanitizer), releasing its solver and miscounting the worker's.
    let keeperMayExit = DispatchSemaphore(value: 0)
    defer { keeperMayExit.signal() }
    await withCheckedContinuation { continuation in
      let keeper = Thread {
        _ = try? engine.layout(node, proposal: ProposedViewSize(width: 200, height: nil))
        continuation.resume()
        keeperMayExit.wait()
      }
      keeper.start()
    }
    let before = layout.keptSolverCount(in: engine)
    #expect(before == 1)
    let seen = Seen()
    await withCheckedContinuation { continuation in
      let worker = Thread {
        _ = try? engine.layout(node, proposal: ProposedViewSize(width: 210, height: nil))
        seen.count = layout.keptSolverCount(in: engine)
        continuation.resume()
      }
      worker.start()
    }
    #expect(seen.count == before + 1)
    // The thread exits just after resuming us; its exit handler releases its solver.
    var count = layout.keptSolverCount(in: engine)
    for _ in 0..<300 where count != before {
      try await Task.sleep(for: .milliseconds(10))
      count = layout.keptSolverCount(in: engine)
    }
    #expect(count == before)
  }
}

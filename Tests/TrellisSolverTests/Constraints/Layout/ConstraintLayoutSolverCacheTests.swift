import Foundation
import Testing
import TrellisCore

@testable import TrellisSolver

/// Whose solvers a `ConstraintLayout` re-solves with: the engine's that lays it out (``ConstraintLayout/SolverCache``
/// is a memo of the layout value in that engine), never another engine's, and gone with the engine.
@Suite struct ConstraintLayoutSolverCacheTests {
  /// The §3 row (``ConstraintLayoutSemanticsTests/row(aResistance:proposalPriority:)``): `a` takes the extra space,
  /// 8 + a + 8 + 60 + 8 wide.
  static func row() throws -> ConstraintLayout {
    let layout = try ConstraintLayoutSemanticsTests.row().layout as? ConstraintLayout
    return try #require(layout)
  }

  /// `a`'s width in a row proposed `width`: 200 wide, 116.
  static func aWidth(_ width: CGFloat) -> CGFloat { width - 84 }

  static func width(_ width: CGFloat) -> ProposedViewSize { ProposedViewSize(width: width, height: nil) }

  @Test func twoEnginesNeverShareASolver() throws {
    let layout = try Self.row()
    let node = layout.node
    let first = LayoutEngine(configuration: .monospaced)
    let second = LayoutEngine(configuration: .monospaced)
    _ = try first.layout(node, proposal: Self.width(200))
    #expect(layout.keptSolverCount(in: first) == 1)
    #expect(layout.keptSolverCount(in: second) == 0)
    #expect(try second.layout(node, proposal: Self.width(300))["a"]?.width == Self.aWidth(300))
    #expect(layout.keptSolverCount(in: second) == 1)
    #expect(try first.layout(node, proposal: Self.width(200))["a"]?.width == Self.aWidth(200))
    #expect(layout.keptSolverCount(in: first) == 1)
  }

  /// Copies of a layout value are one value to an engine: the same solvers.
  @Test func copiesOfALayoutValueShareTheirEnginesSolvers() throws {
    let layout = try Self.row()
    let copy = layout
    let engine = LayoutEngine(configuration: .monospaced)
    _ = try engine.layout(layout.node, proposal: Self.width(200))
    _ = try engine.layout(copy.node, proposal: Self.width(260))
    #expect(copy.keptSolverCount(in: engine) == 1)
    // Another value with the same constraints is another layout: its own solver.
    let other = try Self.row()
    _ = try engine.layout(other.node, proposal: Self.width(200))
    #expect(other.keptSolverCount(in: engine) == 1 && layout.keptSolverCount(in: engine) == 1)
  }

  @Test func anEngineWithoutLayoutMemosKeepsNoSolver() throws {
    let layout = try Self.row()
    var configuration = LayoutConfiguration.monospaced
    configuration.memoryPolicy.keepsLayoutMemos = false
    let engine = LayoutEngine(configuration: configuration)
    for width in [200.0, 250, 300] {
      #expect(try engine.layout(layout.node, proposal: Self.width(width))["a"]?.width == Self.aWidth(width))
    }
    #expect(layout.keptSolverCount(in: engine) == 0)
  }

  @Test func releasingTheEngineReleasesItsSolvers() throws {
    let layout = try Self.row()
    var engine: LayoutEngine? = LayoutEngine(configuration: .monospaced)
    _ = try engine?.layout(layout.node, proposal: Self.width(200))
    weak let solvers = try #require(engine?.existingMemo(for: layout.memoKey))
    #expect(solvers != nil)
    engine = nil
    #expect(solvers == nil)
  }

  /// Content nested in a pass (a geometry reader's) is laid out by the pass's engine, so its layouts keep their
  /// solvers there.
  @Test func aLayoutInsideAReaderKeepsItsSolversInTheOuterEngine() throws {
    let layout = try Self.row()
    let node = layout.node
    let engine = LayoutEngine(configuration: .monospaced)
    for width in [200.0, 240, 280] {
      let result = try engine.layout(GeometryReader { _ in node }, proposal: ProposedViewSize(width: width, height: 50))
      #expect(result["a"]?.width == Self.aWidth(width))
    }
    #expect(layout.keptSolverCount(in: engine) == 1)
  }

  /// What a worker thread saw, and the engine it lays out with until the test releases it.
  final class Worker: @unchecked Sendable {
    var engine: LayoutEngine? = LayoutEngine(configuration: .monospaced)
    var problems: [Int] = []
    let laidOut = DispatchSemaphore(value: 0)
    let released = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
  }

  /// An engine released on another thread than the one it solved on: that thread's solvers are handed over to it and
  /// freed there, at its next problem, into its own GLPK environment (not leaked, as a problem released off its
  /// thread would be).
  @Test func anEngineReleasedOnAnotherThreadFreesItsSolversOnTheirThread() async throws {
    let node = try Self.row().node
    let worker = Worker()
    let thread = Thread {
      worker.problems.append(GLPKThread.current.liveProblems)
      _ = try? worker.engine?.layout(node, proposal: Self.width(200))
      worker.problems.append(GLPKThread.current.liveProblems)
      worker.laidOut.signal()
      worker.released.wait()
      // The next problem this thread makes frees what was handed over first.
      let problem = GLPKProblem()
      worker.problems.append(GLPKThread.current.liveProblems)
      withExtendedLifetime(problem) {}
      worker.done.signal()
    }
    thread.stackSize = 1 << 22
    thread.start()
    await Task.detached { worker.laidOut.wait() }.value
    worker.engine = nil  // released on this thread, with the solver it kept for the worker's
    worker.released.signal()
    await Task.detached { worker.done.wait() }.value
    let problems = worker.problems
    #expect(problems.count == 3)
    guard problems.count == 3 else { return }
    #expect(problems[1] > problems[0], "the engine kept the worker's solver")
    #expect(problems[2] == problems[0] + 1, "only the new problem is alive: the solver's were freed on the worker")
  }
}

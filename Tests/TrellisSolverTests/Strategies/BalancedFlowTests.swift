import Testing
import TrellisCore
import TrellisSolver
import TrellisTestSupport

/// `BalancedFlow` / `FlowStrategy.balanced`: greedy's row count, least squared slack, the DP as oracle.
@Suite struct BalancedFlowTests {
  @Test func knuthPlassExample() throws {
    // Greedy fills row 1 to 200 and leaves 80 alone: slack² 0 + 120² = 14400. Balanced: [40 60] = 110 and
    // [80 80] = 170: 90² + 30² = 9000.
    let report = try BalancedFlow.solve(lengths: [40, 60, 80, 80, 120], maxLength: 200, spacing: 10)
    #expect(report.rowStarts == [0, 2, 4])
    #expect(report.rows == 3)
    #expect(report.squaredSlack == 9000)
    #expect(report.greedyRowStarts == [0, 3, 4])
    #expect(report.greedySquaredSlack == 14400)
    #expect(report.status == .optimal)
    #expect(!report.usedMIP)
    #expect(report.variables > 0 && report.constraints > 0 && report.nonzeros >= 2 * report.variables - 2)
    #expect(report.rowRanges(count: 5) == [0..<2, 2..<4, 4..<5])
    // A count below the last row's start (issue 33: it trapped on a backwards range) gives that row no items.
    #expect(report.rowRanges(count: 0) == [0..<2, 2..<4, 4..<4])
    #expect(report.rowRanges(count: -1) == [0..<2, 2..<4, 4..<4])
  }

  @Test func semanticsExampleIsAlreadyBalanced() throws {
    // semantics §2: widths 80 70 60 50 120 in 200: greedy [0, 2, 4] is also the DP's answer.
    let report = try BalancedFlow.solve(lengths: [80, 70, 60, 50, 120], maxLength: 200, spacing: 10)
    #expect(report.rowStarts == [0, 2, 4])
    #expect(report.squaredSlack == 40 * 40 + 80 * 80)
  }

  @Test func degenerateInputs() throws {
    let empty = try BalancedFlow.solve(lengths: [], maxLength: 100)
    #expect(empty.rowStarts.isEmpty && empty.squaredSlack == 0 && empty.status == .optimal)
    let unbounded = try BalancedFlow.solve(lengths: [50, 60, 70], maxLength: .infinity)
    #expect(unbounded.rowStarts == [0] && unbounded.squaredSlack == 0)
    // Over-wide items get rows of their own: only one way to break.
    let wide = try BalancedFlow.solve(lengths: [150, 30, 150], maxLength: 100, spacing: 10)
    #expect(wide.rowStarts == [0, 1, 2])
    #expect(wide.squaredSlack == 50 * 50 + 70 * 70)
    #expect(wide.variables == 0)
  }

  /// 240 seeded cases, n up to 200: same rows as greedy, never more slack, and the DP's cost within 1e-6.
  @Test(arguments: 0..<8)
  func matchesTheDynamicProgram(batch: Int) throws {
    var rng = SplitMix64(seed: 0xF10 + UInt64(batch))
    for _ in 0..<30 {
      let n = rng.int(1...200)
      let maxLength = Double(rng.int(50...400))
      let spacing = Double(rng.int(0...12))
      let integral = rng.int(0...1) == 0
      let lengths = (0..<n).map { _ in
        integral ? Double(rng.int(5...120)) : Double(rng.int(500...12000)) / 100
      }
      let report = try BalancedFlow.solve(lengths: lengths, maxLength: maxLength, spacing: spacing)
      let dp = try FlowKernel.balancedBreaks(lengths, maxLength: maxLength, spacing: spacing)
      let sizes = lengths.map { Size(width: $0, height: 10) }
      let greedy = try FlowKernel.horizontal(sizes, maxWidth: maxLength, horizontalSpacing: spacing)
      #expect(report.rows == greedy.rows.count)
      #expect(report.greedyRowStarts == greedy.rows.map(\.items.lowerBound))
      #expect(report.squaredSlack <= report.greedySquaredSlack)
      #expect(close(report.squaredSlack, dp.cost, 1e-6), "n \(n): LP \(report.squaredSlack) vs DP \(dp.cost)")
      #expect(report.status == .optimal)
      let check = try FlowKernel.squaredSlack(
        lengths, rowStarts: report.rowStarts, maxLength: maxLength, spacing: spacing)
      #expect(check == report.squaredSlack)
      // Every row fits (or is a single over-wide item).
      for range in report.rowRanges(count: n) where range.count > 1 {
        let width = range.map { lengths[$0] }.reduce(0, +) + Double(range.count - 1) * spacing
        #expect(width <= maxLength + 1e-9)
      }
    }
  }

  @Test func tinyTimeLimitFallsBackToGreedy() throws {
    var rng = SplitMix64(seed: 7)
    let lengths = (0..<150).map { _ in Double(rng.int(10...90)) }
    let report = try BalancedFlow.solve(
      lengths: lengths, maxLength: 300, spacing: 8, timeLimit: .nanoseconds(1))
    #expect(report.status == .fallback)
    #expect(report.rowStarts == report.greedyRowStarts)
    #expect(report.squaredSlack == report.greedySquaredSlack)
    // A 1 ms limit: whatever stage it reaches, the answer is valid and no worse than greedy.
    let quick = try BalancedFlow.solve(lengths: lengths, maxLength: 300, spacing: 8, timeLimit: .milliseconds(1))
    #expect(quick.rows == report.rows)
    #expect(quick.squaredSlack <= quick.greedySquaredSlack)
    #expect(
      try FlowKernel.squaredSlack(lengths, rowStarts: quick.rowStarts, maxLength: 300, spacing: 8)
        == quick.squaredSlack)
  }

  @Test func badInputThrowsTypedErrors() {
    #expect(throws: KernelError.invalidParameter(name: "spacing", value: -1)) {
      try BalancedFlow.solve(lengths: [10], maxLength: 100, spacing: -1)
    }
    #expect(throws: KernelError.invalidParameter(name: "maxLength", value: -5)) {
      try BalancedFlow.solve(lengths: [10], maxLength: -5)
    }
    #expect(throws: KernelError.invalidItemSize(index: 1, size: Size(width: -3, height: 0))) {
      try BalancedFlow.solve(lengths: [10, -3], maxLength: 100)
    }
    #expect(throws: KernelError.invalidParameter(name: "timeLimit", value: 0)) {
      try BalancedFlow.solve(lengths: [10], maxLength: 100, timeLimit: .zero)
    }
    do {
      _ = try BalancedFlow.solve(lengths: [10, 20, .nan], maxLength: 100)
      Issue.record("NaN length accepted")
    } catch {
      guard case .invalidItemSize(let index, _) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(index == 2)
    }
  }

  /// Lengths whose squared slack is not a finite `Double` are errors, not infinite costs: the edges fuzz target found
  /// `maxLength` 10³⁰⁰ with lengths past 10¹⁵⁴ giving a report whose squared slack was infinite.
  @Test func lengthsPastTheSquareableRangeThrow() throws {
    #expect(throws: KernelError.invalidParameter(name: "maxLength", value: 1e300)) {
      try BalancedFlow.solve(lengths: [10, 20], maxLength: 1e300)
    }
    #expect(throws: KernelError.invalidItemSize(index: 1, size: Size(width: 1e200, height: 0))) {
      try BalancedFlow.solve(lengths: [10, 1e200], maxLength: .infinity)
    }
    #expect(throws: KernelError.invalidParameter(name: "spacing", value: 1e151)) {
      try BalancedFlow.solve(lengths: [10], maxLength: 100, spacing: 1e151)
    }
    // At the bound itself the slack squares finitely.
    let report = try BalancedFlow.solve(
      lengths: [BalancedFlow.largestLength, BalancedFlow.largestLength, 1], maxLength: BalancedFlow.largestLength,
      spacing: 0)
    #expect(report.squaredSlack.isFinite)
    #expect(report.rowStarts == [0, 1])
  }

  @Test func strategyValues() throws {
    #expect(FlowStrategy.balanced.name == "balanced")
    // Equality includes the parameters (issue "The house"): another time limit is another strategy.
    #expect(FlowStrategy.balanced(timeLimit: .milliseconds(200)) != .balanced)
    #expect(FlowStrategy.balanced(timeLimit: .milliseconds(200)).name == "balanced")
    #expect(FlowStrategy.balanced != .greedy)
  }
}

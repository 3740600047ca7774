import Testing
import TrellisCore
import TrellisSolver
import TrellisTestSupport

/// `OptimalMasonry` / `MasonryStrategy.optimal`: never taller than greedy, the brute-force optimum on small inputs.
@Suite struct OptimalMasonryTests {
  /// The tallest column of the best of all kⁿ assignments.
  static func bruteForce(_ lengths: [Double], lanes k: Int, spacing: Double) -> Double {
    let n = lengths.count
    var assignment = [Int](repeating: 0, count: n)
    var best = Double.infinity
    var ends = [Double](repeating: 0, count: k)
    var used = [Bool](repeating: false, count: k)
    while true {
      for c in 0..<k {
        ends[c] = 0
        used[c] = false
      }
      for i in 0..<n {
        let c = assignment[i]
        ends[c] = used[c] ? ends[c] + spacing + lengths[i] : lengths[i]
        used[c] = true
      }
      best = min(best, ends.max() ?? 0)
      var i = 0
      while i < n && assignment[i] == k - 1 {
        assignment[i] = 0
        i += 1
      }
      if i == n { return best }
      assignment[i] += 1
    }
  }

  /// Checks what every report must satisfy, and returns the recomputed column lengths.
  static func checkValid(_ report: OptimalMasonry.Report, _ lengths: [Double], lanes: Int, spacing: Double) {
    #expect(report.assignment.count == lengths.count)
    #expect(report.assignment.allSatisfy { $0 >= 0 && $0 < lanes })
    var ends = [Double](repeating: 0, count: lanes)
    var used = [Bool](repeating: false, count: lanes)
    for (i, c) in report.assignment.enumerated() {
      ends[c] = used[c] ? ends[c] + spacing + lengths[i] : lengths[i]
      used[c] = true
    }
    #expect(report.columnLengths == ends)
    #expect(report.tallestColumn == (ends.max() ?? 0))
    #expect(report.tallestColumn <= report.greedyTallestColumn)
    #expect(report.lowerBound <= report.tallestColumn)
    #expect(report.gap >= 0 && report.gap <= 1)
    #expect(report.provenOptimal == (report.status == .optimal))
  }

  @Test func handExample() throws {
    // k = 2, spacing 10, lengths 30 30 40 50 60. Greedy: [30 40 60] = 150, [30 50] = 90 → 150.
    // Bound: (210 + 3·10)/2 = 120; {30 30 40} = 120 and {50 60} = 120 meet it.
    let report = try OptimalMasonry.solve(lengths: [30, 30, 40, 50, 60], lanes: 2, spacing: 10)
    #expect(report.assignment == [0, 0, 0, 1, 1])
    #expect(report.columnLengths == [120, 120])
    #expect(report.tallestColumn == 120)
    #expect(report.lowerBound == 120)
    #expect(report.gap == 0)
    #expect(report.provenOptimal)
    #expect(report.greedyAssignment == [0, 1, 0, 1, 0])
    #expect(report.greedyTallestColumn == 150)
    #expect(report.mipVariables == 0)
  }

  @Test func pairBoundProvesGreedy() throws {
    // semantics §2 VMasonry: heights 50 80 30 60 40 in 3 columns. The 3rd and 4th longest (50, 40) share a column:
    // 50 + 40 + 10 = 100 = greedy's tallest, so greedy is optimal without a MIP.
    let report = try OptimalMasonry.solve(lengths: [50, 80, 30, 60, 40], lanes: 3, spacing: 10)
    #expect(report.tallestColumn == 100)
    #expect(report.lowerBound == 100)
    #expect(report.provenOptimal && report.source == .greedy)
    #expect(report.assignment == [0, 1, 2, 2, 0])
  }

  @Test func noMoreItemsThanColumns() throws {
    let report = try OptimalMasonry.solve(lengths: [20, 70, 10], lanes: 4, spacing: 5)
    #expect(report.assignment == [0, 1, 2])
    #expect(report.tallestColumn == 70 && report.lowerBound == 70 && report.provenOptimal)
    #expect(report.source == .trivial)
    let empty = try OptimalMasonry.solve(lengths: [], lanes: 3)
    #expect(empty.assignment.isEmpty && empty.tallestColumn == 0 && empty.provenOptimal)
  }

  /// Seeded small cases (n ≤ 10, k ≤ 3) against enumeration of all kⁿ assignments: integral, quarter-grid and
  /// arbitrary lengths.
  @Test(arguments: 0..<6)
  func matchesBruteForce(batch: Int) throws {
    var rng = SplitMix64(seed: 0x3A50 + UInt64(batch))
    for _ in 0..<20 {
      let n = rng.int(1...10)
      let k = rng.int(1...3)
      let spacing = Double(rng.int(0...10))
      // Integral, on a quarter grid (solved as integers after scaling), or arbitrary.
      let mode = rng.int(0...2)
      let lengths = (0..<n).map { _ in
        Double(rng.int(0...(mode == 0 ? 100 : 10000))) / [1, 4, 97][mode]
      }
      let report = try OptimalMasonry.solve(lengths: lengths, lanes: k, spacing: spacing)
      let optimum = Self.bruteForce(lengths, lanes: k, spacing: spacing)
      Self.checkValid(report, lengths, lanes: k, spacing: spacing)
      #expect(close(report.tallestColumn, optimum, 1e-9), "\(lengths) k \(k) s \(spacing)")
      #expect(report.lowerBound <= optimum + 1e-9 * max(1, optimum))
      #expect(report.provenOptimal)
    }
  }

  /// Larger seeded cases: valid, never taller than greedy, bound below the answer.
  @Test(arguments: [20, 50, 120, 400])
  func neverWorseThanGreedy(n: Int) throws {
    var rng = SplitMix64(seed: UInt64(n))
    for _ in 0..<4 {
      let k = rng.int(2...8)
      let lengths = (0..<n).map { _ in Double(rng.int(50...200)) }
      let report = try OptimalMasonry.solve(lengths: lengths, lanes: k, spacing: 8, timeLimit: .milliseconds(500))
      Self.checkValid(report, lengths, lanes: k, spacing: 8)
    }
  }

  /// The report's greedy is FrameUp's, as the kernel computes it (linear scan and heap paths).
  @Test(arguments: [3, 30])
  func greedyMatchesTheKernel(lanes: Int) throws {
    var rng = SplitMix64(seed: UInt64(lanes))
    let lengths = (0..<300).map { _ in Double(rng.int(0...5000)) / 37 }
    let report = try OptimalMasonry.solve(lengths: lengths, lanes: lanes, spacing: 6, timeLimit: .milliseconds(100))
    let kernel = try MasonryKernel.vertical(
      lengths.map { Size(width: 10, height: $0) }, columns: lanes, maxWidth: 1000, verticalSpacing: 6)
    #expect(report.greedyAssignment == kernel.laneOfItem)
    #expect(report.greedyTallestColumn == Double(kernel.longestLane))
    Self.checkValid(report, lengths, lanes: lanes, spacing: 6)
  }

  @Test func largeInputIsCloseToTheBound() throws {
    var rng = SplitMix64(seed: 99)
    let lengths = (0..<4000).map { _ in Double(rng.int(50...200)) }
    let report = try OptimalMasonry.solve(lengths: lengths, lanes: 6, spacing: 8)
    Self.checkValid(report, lengths, lanes: 6, spacing: 8)
    #expect(report.gap <= 0.001)
    #expect(report.mipVariables == 0)
  }

  @Test func hugeIntegralLengthsStayValid() throws {
    // Integral but enormous lengths: no subset-sum table is built, nothing overflows.
    var rng = SplitMix64(seed: 13)
    let lengths = (0..<300).map { _ in Double(rng.int(1...1_000_000)) * 1e6 }
    let report = try OptimalMasonry.solve(lengths: lengths, lanes: 4, spacing: 0, timeLimit: .milliseconds(200))
    Self.checkValid(report, lengths, lanes: 4, spacing: 0)
  }

  @Test func binaryGridLengthsAreProvenLikeIntegers() throws {
    // Heights in quarters (as text line heights often are): scaled by 4 they are integers, so the bound rounds up
    // and the exact search decides. 40 items in 6 columns.
    var rng = SplitMix64(seed: 14)
    let lengths = (0..<40).map { _ in Double(rng.int(200...800)) / 4 }
    let report = try OptimalMasonry.solve(lengths: lengths, lanes: 6, spacing: 2.5)
    Self.checkValid(report, lengths, lanes: 6, spacing: 2.5)
    #expect(report.provenOptimal)
    #expect((report.lowerBound * 4).rounded() == report.lowerBound * 4)
  }

  @Test func relativeGapStopsEarly() throws {
    var rng = SplitMix64(seed: 11)
    let lengths = (0..<80).map { _ in Double(rng.int(1000...20000)) / 91 }
    let report = try OptimalMasonry.solve(lengths: lengths, lanes: 5, spacing: 4, relativeGap: 0.01)
    Self.checkValid(report, lengths, lanes: 5, spacing: 4)
    #expect(report.gap <= 0.01)
    #expect(report.mipVariables == 0)
    #expect(MasonryStrategy.optimal(timeLimit: .seconds(1), relativeGap: 0.01).name == "optimal(gap: 0.01)")
    #expect(MasonryStrategy.optimal.name == "optimal")
  }

  @Test func mipStageRunsBeyondTheSearchSize() throws {
    // 250 non-integral items in 3 columns: past the exact search (200 items), within the MIP size (750 + 1
    // variables). Whatever the MIP achieves in 300 ms, the answer is valid and never taller than greedy.
    var rng = SplitMix64(seed: 12)
    let lengths = (0..<250).map { _ in Double(rng.int(1000...20000)) / 91 }
    let report = try OptimalMasonry.solve(lengths: lengths, lanes: 3, spacing: 4, timeLimit: .milliseconds(300))
    Self.checkValid(report, lengths, lanes: 3, spacing: 4)
    #expect(report.mipVariables == 751 && report.mipConstraints == 253)
    #expect(report.gap < 0.001)
  }

  @Test func tinyTimeLimitStillValid() throws {
    var rng = SplitMix64(seed: 5)
    let lengths = (0..<60).map { _ in Double(rng.int(1000...20000)) / 91 }
    let report = try OptimalMasonry.solve(lengths: lengths, lanes: 4, spacing: 3, timeLimit: .nanoseconds(1))
    Self.checkValid(report, lengths, lanes: 4, spacing: 3)
    #expect(report.mipVariables == 0)
    let short = try OptimalMasonry.solve(lengths: lengths, lanes: 4, spacing: 3, timeLimit: .milliseconds(2))
    Self.checkValid(short, lengths, lanes: 4, spacing: 3)
  }

  @Test func badInputThrowsTypedErrors() {
    #expect(throws: KernelError.invalidCount(name: "lanes", value: 0)) {
      try OptimalMasonry.solve(lengths: [10], lanes: 0)
    }
    #expect(throws: KernelError.invalidParameter(name: "spacing", value: -2)) {
      try OptimalMasonry.solve(lengths: [10], lanes: 2, spacing: -2)
    }
    #expect(throws: KernelError.invalidParameter(name: "relativeGap", value: -0.5)) {
      try OptimalMasonry.solve(lengths: [10], lanes: 2, relativeGap: -0.5)
    }
    #expect(throws: KernelError.invalidParameter(name: "timeLimit", value: 0)) {
      try OptimalMasonry.solve(lengths: [10], lanes: 2, timeLimit: .zero)
    }
    do {
      _ = try OptimalMasonry.solve(lengths: [.nan, 1], lanes: 2)
      Issue.record("NaN length accepted")
    } catch {
      guard case .invalidItemSize(let index, _) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(index == 0)
    }
    #expect(throws: KernelError.invalidItemSize(index: 1, size: Size(width: CGFloat.infinity, height: 0))) {
      try OptimalMasonry.solve(lengths: [1, .infinity], lanes: 2)
    }
  }
}

/// The exact search reads the clock at every height it tries (found by the `api` fuzz target, where a 20 ms limit took
/// over 10 s). Seven equal items in two columns: the bound is 3.5 items, the optimum 4, so 1.5·10⁷ integral heights
/// lie between them, each one a packing to refute.
@Suite struct OptimalMasonryDeadlineTests {
  @Test func integralSearchOverAWideGapStopsAtTheDeadline() throws {
    let clock = ContinuousClock()
    let start = clock.now
    let report = try OptimalMasonry.solve(
      lengths: Array(repeating: 30_000_000, count: 7), lanes: 2, spacing: 0, timeLimit: .milliseconds(20))
    #expect(clock.now - start < .seconds(2))
    #expect(report.tallestColumn <= report.greedyTallestColumn)
    #expect(report.tallestColumn >= report.lowerBound)
  }
}

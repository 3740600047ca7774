import TrellisCore

/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension OptimalMasonry {
  /// One validated masonry assignment problem and its staged solve.
  struct Problem {
    let lengths: [Double]
    let k: Int
    let spacing: Double
    /// `lengths[i] + spacing`: a column's length is the sum of these minus one spacing.
    let weights: [Double]
    /// Whether every length and the spacing are integers (so the optimum is an integer and bounds round up).
    let isIntegral: Bool

    /// - Complexity: O(n).
    init(lengths: [Double], lanes: Int, spacing: Double) {
      self.lengths = lengths
      k = lanes
      self.spacing = spacing
      weights = lengths.map { $0 + spacing }
      let limit = 1e15 / Double(max(1, lengths.count))
      isIntegral =
        spacing.rounded() == spacing && spacing < limit && lengths.allSatisfy { $0.rounded() == $0 && $0 < limit }
    }

    var n: Int { lengths.count }

    /// The most items for which the exact search runs (with half the remaining time) before the MIP.
    var searchSizeLimit: Int { isIntegral ? 500 : 200 }

    /// Each column's length for an assignment, accumulated as the masonry kernel does (`end + spacing + length`).
    ///
    /// - Complexity: O(n + k).
    func columnLengths(_ assignment: [Int]) -> [Double] {
      var out = [Double](repeating: 0, count: k)
      var used = [Bool](repeating: false, count: k)
      for (i, c) in assignment.enumerated() {
        out[c] = used[c] ? out[c] + spacing + lengths[i] : lengths[i]
        used[c] = true
      }
      return out
    }

    /// The tallest column of an assignment.
    ///
    /// - Complexity: O(n + k).
    func tallest(_ assignment: [Int]) -> Double { columnLengths(assignment).max() ?? 0 }

    /// Whether `value` meets the lower bound (within 1e-9 relative).
    func meets(_ value: Double, _ bound: Double) -> Bool { value <= bound + 1e-9 * max(1, abs(bound)) }

    /// A lower bound on the tallest column of every assignment (see ``OptimalMasonry``).
    ///
    /// - Complexity: O(n log n).
    func lowerBound() -> Double {
      guard n > 0 else { return 0 }
      let longest = lengths.max() ?? 0
      guard n > k else { return longest }
      let total = lengths.reduce(0, +) + Double(n - k) * spacing
      var bound = max(longest, total / Double(k))
      let sorted = lengths.sorted(by: >)
      bound = max(bound, sorted[k - 1] + sorted[k] + spacing)
      return isIntegral ? bound.rounded(.up) : bound
    }

    /// FrameUp's greedy assignment: the first k items fill the columns in order, then each item goes to the
    /// shortest column (ties to the lowest index), lengths accumulated as the kernel does.
    ///
    /// - Complexity: O(n·k), O(n log k) above ``MasonryKernel/linearScanLimit`` columns.
    func greedy() -> [Int] {
      var out = [Int](repeating: 0, count: n)
      let prefix = min(n, k)
      var ends = [Double](repeating: 0, count: k)
      for i in 0..<prefix {
        out[i] = i
        ends[i] = lengths[i]
      }
      if prefix == n { return out }
      if k <= MasonryKernel.linearScanLimit {
        for i in prefix..<n {
          var lane = 0
          for c in 1..<k where ends[c] < ends[lane] { lane = c }
          out[i] = lane
          ends[lane] = ends[lane] + spacing + lengths[i]
        }
      } else {
        var heap = MinLoadHeap(loads: ends)
        let spacing = self.spacing
        for i in prefix..<n {
          let length = lengths[i]
          out[i] = heap.updateMinimum { $0 + spacing + length }
        }
      }
      return out
    }

    /// LPT: greedy over the items sorted longest first (ties by index), by load `Σ (length + spacing)`; `nil` when
    /// the clock expires first (read after the sort and every 1,024 items).
    ///
    /// - Complexity: O(n log n + n·k), O(n log n + n log k) above 24 columns.
    func sortedGreedy(clock: StrategyClock) -> [Int]? {
      let order = (0..<n).sorted { lengths[$0] > lengths[$1] || (lengths[$0] == lengths[$1] && $0 < $1) }
      if clock.isExpired { return nil }
      var out = [Int](repeating: 0, count: n)
      if k <= MasonryKernel.linearScanLimit {
        var loads = [Double](repeating: 0, count: k)
        for (step, i) in order.enumerated() {
          if step & 1023 == 1023 && clock.isExpired { return nil }
          var lane = 0
          for c in 1..<k where loads[c] < loads[lane] { lane = c }
          out[i] = lane
          loads[lane] += weights[i]
        }
      } else {
        var heap = MinLoadHeap(loads: [Double](repeating: 0, count: k))
        for (step, i) in order.enumerated() {
          if step & 1023 == 1023 && clock.isExpired { return nil }
          let weight = weights[i]
          out[i] = heap.updateMinimum { $0 + weight }
        }
      }
      return out
    }

    /// Renumbers columns in order of their first item (so item 0 is in column 0, and so on).
    ///
    /// - Complexity: O(n + k).
    func canonical(_ assignment: [Int]) -> [Int] {
      var label = [Int](repeating: -1, count: k)
      var next = 0
      var out = assignment
      for (i, c) in assignment.enumerated() {
        if label[c] < 0 {
          label[c] = next
          next += 1
        }
        out[i] = label[c]
      }
      return out
    }

    /// Runs the stages (bound, greedy incumbents, local search, MIP) and builds the report.
    ///
    /// - Complexity: see ``OptimalMasonry/solve(lengths:lanes:spacing:timeLimit:relativeGap:)``.
    func solve(clock: StrategyClock, relativeGap: Double) -> Report {
      let greedy = greedy()
      let greedyTallest = tallest(greedy)
      var report = Report(
        assignment: greedy, columnLengths: columnLengths(greedy), tallestColumn: greedyTallest,
        lowerBound: greedyTallest, gap: 0, provenOptimal: true, status: .optimal, source: n <= k ? .trivial : .greedy,
        solveTime: .zero, greedyAssignment: greedy, greedyTallestColumn: greedyTallest, mipVariables: 0,
        mipConstraints: 0)
      if n <= k {
        report.solveTime = clock.elapsed
        return report
      }
      var bound = lowerBound()
      var best = greedy
      var bestTallest = greedyTallest
      var source = Source.greedy
      func consider(_ candidate: [Int], _ from: Source) {
        let value = tallest(candidate)
        if value < bestTallest {
          best = candidate
          bestTallest = value
          source = from
        }
      }
      var proven = false
      /// Whether to stop: the answer meets the bound (proven), or is within `relativeGap` of it.
      func settled() -> Bool {
        proven = proven || meets(bestTallest, bound)
        return proven || bestTallest - bound <= relativeGap * bestTallest
      }
      if !settled(), let sorted = sortedGreedy(clock: clock) { consider(sorted, .sortedGreedy) }
      // Local search builds per-column state in O(n log n): not started once the deadline has passed.
      if !settled() && !clock.isExpired {
        var improved = localSearch(from: best, bound: bound, clock: clock)
        if !meets(tallest(improved), bound) && !clock.isExpired {
          improved = rebalancePairs(improved, bound: bound, clock: clock)
          improved = localSearch(from: improved, bound: bound, clock: clock)
        }
        consider(improved, .localSearch)
      }
      if !settled() && n <= searchSizeLimit { bound = max(bound, packingBound(bound, upper: bestTallest)) }
      if !settled() && n <= searchSizeLimit && !clock.isExpired {
        let search = exactSearch(incumbent: best, bound: bound, clock: clock, budget: clock.remaining / 2)
        if let assignment = search.assignment { consider(assignment, .search) }
        bound = max(bound, min(search.bound, bestTallest))
        proven = search.complete
      }
      var failed = false
      if !settled() && n * k <= mipSizeLimit && clock.canSolve {
        let outcome = solveProgram(incumbent: best, bound: bound, clock: clock, relativeGap: relativeGap)
        report.mipVariables = outcome.variables
        report.mipConstraints = outcome.constraints
        if let assignment = outcome.assignment { consider(assignment, .mip) }
        if let mipBound = outcome.bound { bound = max(bound, mipBound) }
        failed = outcome.failed
        proven = outcome.provenOptimal
      }
      _ = settled()
      let status: StrategyStatus = proven ? .optimal : failed ? .fallback : .feasible
      if proven { bound = max(bound, bestTallest) }
      let assignment = canonical(best)
      report.assignment = assignment
      report.columnLengths = columnLengths(assignment)
      report.tallestColumn = report.columnLengths.max() ?? 0
      report.lowerBound = min(bound, report.tallestColumn)
      report.gap = report.tallestColumn > 0 ? (report.tallestColumn - report.lowerBound) / report.tallestColumn : 0
      report.provenOptimal = proven
      report.stoppedBecause = !proven && clock.isExpired ? .timeLimit : nil
      report.status = status
      report.source = source
      report.solveTime = clock.elapsed
      return report
    }
  }
}

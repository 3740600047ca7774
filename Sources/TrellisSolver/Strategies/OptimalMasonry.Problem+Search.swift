import TrellisCore

extension OptimalMasonry.Problem {
  /// The result of the exact search.
  struct SearchOutcome {
    /// A strictly better assignment than the incumbent, if one was found.
    var assignment: [Int]?
    /// Whether the search finished: the best assignment seen (this one or the incumbent) is optimal.
    var complete: Bool
  }

  /// Depth-first branch and bound for small problems: items longest first, each tried in the columns by increasing
  /// load, skipping columns whose load equals one already tried (so the k! relabellings and the empty columns are
  /// explored once), pruning a branch when an item would reach the incumbent's tallest column, or when the remaining
  /// items cannot fit under it (Σ of the room left in every column). Integral data asks for at least 1 better.
  /// It stops when an answer meets `bound`, or the clock passes `deadline` (then `complete` is false).
  ///
  /// - Complexity: exponential in the worst case; bounded by the deadline (checked every 256 nodes).
  func exactSearch(
    incumbent: [Int], bound: Double, clock: StrategyClock, budget: Duration
  ) -> SearchOutcome {
    let order = (0..<n).sorted { weights[$0] > weights[$1] || (weights[$0] == weights[$1] && $0 < $1) }
    let w = order.map { weights[$0] }
    var remaining = [Double](repeating: 0, count: n + 1)
    for p in stride(from: n - 1, through: 0, by: -1) { remaining[p] = remaining[p + 1] + w[p] }
    var incumbentLoads = [Double](repeating: 0, count: k)
    for (i, c) in incumbent.enumerated() { incumbentLoads[c] += weights[i] }
    var bestLoad = incumbentLoads.max() ?? 0
    let target = bound + spacing  // the load that meets the bound
    func cap() -> Double { isIntegral ? bestLoad - 1 : bestLoad - 1e-9 * max(1, bestLoad) }
    var limit = cap()
    var loads = [Double](repeating: 0, count: k)
    var column = [Int](repeating: 0, count: n)  // by position in `order`
    var best: [Int]?
    var nodes = 0
    var aborted = false
    var done = false
    let deadline = clock.elapsed + budget
    func visit(_ p: Int) {
      if done || aborted { return }
      nodes += 1
      if nodes & 255 == 0 && clock.elapsed > deadline {
        aborted = true
        return
      }
      if p == n {
        var assignment = [Int](repeating: 0, count: n)
        for q in 0..<n { assignment[order[q]] = column[q] }
        best = assignment
        bestLoad = loads.max() ?? 0
        limit = cap()
        if bestLoad <= target + 1e-9 * max(1, target) { done = true }
        return
      }
      var room = 0.0
      for c in 0..<k where loads[c] < limit { room += limit - loads[c] }
      if room < remaining[p] - 1e-9 * max(1, remaining[p]) { return }
      // Columns by increasing load; equal loads are tried once.
      var candidates = Array(0..<k)
      candidates.sort { loads[$0] < loads[$1] || (loads[$0] == loads[$1] && $0 < $1) }
      var previous = -1.0
      for c in candidates {
        let load = loads[c]
        if load == previous { continue }
        previous = load
        if load + w[p] > limit { break }
        loads[c] = load + w[p]
        column[p] = c
        visit(p + 1)
        loads[c] = load
        if done || aborted { return }
      }
    }
    visit(0)
    return SearchOutcome(assignment: best, complete: !aborted)
  }
}

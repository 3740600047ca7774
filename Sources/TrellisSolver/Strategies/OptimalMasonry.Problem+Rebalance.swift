import TrellisCore

extension OptimalMasonry.Problem {
  /// For integral data: repeatedly re-splits the tallest column together with another column as evenly as possible
  /// (an exact subset-sum over the two columns' items), until no pair gets shorter, an answer meets `bound`, or the
  /// clock runs out. Each re-split lowers Σ load², so it ends. Pairs whose subset-sum table would exceed 4·10⁶ cells
  /// are skipped.
  ///
  /// - Complexity: O(m·S) per pair for m items of total weight S.
  func rebalancePairs(_ start: [Int], bound: Double, clock: StrategyClock) -> [Int] {
    guard isIntegral, k >= 2 else { return start }
    var assignment = start
    var loads = [Double](repeating: 0, count: k)
    for (i, c) in assignment.enumerated() { loads[c] += weights[i] }
    var improved = true
    while improved && !clock.isExpired {
      improved = false
      var t = 0
      for c in 1..<k where loads[c] > loads[t] { t = c }
      if meets(loads[t] - spacing, bound) { break }
      let others = (0..<k).filter { $0 != t }.sorted { loads[$0] < loads[$1] }
      // Each column's items, once per pass: pairing t with every other column costs O(its items), not O(n).
      var members = [[Int]](repeating: [], count: k)
      for (i, c) in assignment.enumerated() { members[c].append(i) }
      for c in others {
        // The deadline is read per pair: a pair costs at most O(items + 4·10⁶) (the subset-sum table's cap).
        if clock.isExpired { break }
        let items = (members[t] + members[c]).sorted()
        let total = loads[t] + loads[c]
        // The table has items × (half + 1) cells; compare without forming the product (it could overflow).
        guard total / 2 < Double(4_000_000 / max(1, items.count)) else { continue }
        let half = Int((total / 2).rounded(.down))
        // reach[s]: the item (position in `items`) that first reached sum s, -1 if unreachable, -2 for s = 0.
        var reach = [Int32](repeating: -1, count: half + 1)
        reach[0] = -2
        var top = 0
        for (q, i) in items.enumerated() {
          let w = Int(weights[i])
          if w == 0 || w > half { continue }
          var s = min(half, top + w)
          while s >= w {
            if reach[s] == -1 && reach[s - w] != -1 { reach[s] = Int32(q) }
            s -= w
          }
          top = min(half, top + w)
        }
        var best = half
        while best > 0 && reach[best] == -1 { best -= 1 }
        let newMax = total - Double(best)
        guard newMax < loads[t] else { continue }
        var side = [Bool](repeating: false, count: items.count)
        var s = best
        while s > 0 {
          let q = Int(reach[s])
          side[q] = true
          s -= Int(weights[items[q]])
        }
        for (q, i) in items.enumerated() { assignment[i] = side[q] ? c : t }
        loads[c] = Double(best)
        loads[t] = newMax
        improved = true
        break
      }
    }
    return assignment
  }
}

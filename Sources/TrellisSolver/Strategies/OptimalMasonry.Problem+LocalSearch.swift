import TrellisCore

extension OptimalMasonry.Problem {
  /// Improves an assignment by moves and swaps off the tallest column.
  ///
  /// Loads are `Σ (length + spacing)` per column. Each step takes the tallest column t and, over every other column
  /// c with `d = load[t] − load[c] > 0`, the move of an item of t (weight in (0, d)) or the swap of an item of t with a
  /// lighter item of c (difference in (0, d)) that leaves `max(load[t], load[c])` smallest; both loads end below
  /// `load[t]`, so Σ load² falls strictly and the search ends. It stops early when the tallest column meets `bound`,
  /// when no step helps, after `20·n + 100` steps, or when the clock runs out (after at least one step).
  ///
  /// - Complexity: O(n log n) per step (a binary search in t's items, sorted by weight, for each item of the others).
  func localSearch(from start: [Int], bound: Double, clock: StrategyClock) -> [Int] {
    var assignment = start
    var loads = [Double](repeating: 0, count: k)
    var members = [[Int]](repeating: [], count: k)
    for (i, c) in assignment.enumerated() {
      loads[c] += weights[i]
      members[c].append(i)
    }
    for c in 0..<k { members[c].sort { weights[$0] < weights[$1] || (weights[$0] == weights[$1] && $0 < $1) } }
    /// The first position in `list` whose weight is ≥ `w`.
    func firstAtLeast(_ list: [Int], _ w: Double) -> Int {
      var lo = 0
      var hi = list.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if weights[list[mid]] < w { lo = mid + 1 } else { hi = mid }
      }
      return lo
    }
    func insert(_ item: Int, into c: Int) {
      var lo = 0
      var hi = members[c].count
      let w = weights[item]
      while lo < hi {
        let mid = (lo + hi) / 2
        let other = members[c][mid]
        if weights[other] < w || (weights[other] == w && other < item) { lo = mid + 1 } else { hi = mid }
      }
      members[c].insert(item, at: lo)
    }
    func remove(_ item: Int, from c: Int) {
      if let at = members[c].firstIndex(of: item) { members[c].remove(at: at) }
    }
    let steps = 20 * n + 100
    for step in 0..<steps {
      if step > 0 && clock.isExpired { break }
      var t = 0
      for c in 1..<k where loads[c] > loads[t] { t = c }
      if meets(loads[t] - spacing, bound) { break }
      let top = loads[t]
      let tiny = 1e-12 * max(1, top)
      var bestMax = top - tiny
      var bestMove: (item: Int, other: Int?, column: Int)?
      let source = members[t]
      for c in 0..<k where c != t {
        let d = top - loads[c]
        if d <= tiny { continue }
        let half = d / 2
        // Move one item of t to c: best weight near d/2, in (0, d).
        let at = firstAtLeast(source, half)
        for p in [at - 1, at] where p >= 0 && p < source.count {
          let w = weights[source[p]]
          guard w > 0 && w < d else { continue }
          let newMax = max(top - w, loads[c] + w)
          if newMax < bestMax {
            bestMax = newMax
            bestMove = (source[p], nil, c)
          }
        }
        // Swap an item of t with a lighter item j of c: difference near d/2, in (0, d).
        for j in members[c] {
          let wj = weights[j]
          let at = firstAtLeast(source, wj + half)
          for p in [at - 1, at] where p >= 0 && p < source.count {
            let delta = weights[source[p]] - wj
            guard delta > 0 && delta < d else { continue }
            let newMax = max(top - delta, loads[c] + delta)
            if newMax < bestMax {
              bestMax = newMax
              bestMove = (source[p], j, c)
            }
          }
        }
      }
      guard let move = bestMove else { break }
      remove(move.item, from: t)
      insert(move.item, into: move.column)
      assignment[move.item] = move.column
      loads[t] -= weights[move.item]
      loads[move.column] += weights[move.item]
      if let other = move.other {
        remove(other, from: move.column)
        insert(other, into: t)
        assignment[other] = t
        loads[move.column] -= weights[other]
        loads[t] += weights[other]
      }
    }
    return assignment
  }
}

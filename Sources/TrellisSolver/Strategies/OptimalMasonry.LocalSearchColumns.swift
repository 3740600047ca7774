extension OptimalMasonry {
  /// The state of ``OptimalMasonry/Problem/localSearch(from:bound:clock:)``: each column's load and its items sorted
  /// by weight (ties by index).
  struct LocalSearchColumns {
    /// A step: `item` leaves the tallest column for `column`; `other`, if any, comes back (a swap).
    struct Step {
      var item: Int
      var other: Int?
      var column: Int
    }

    let weights: [Double]
    private(set) var loads: [Double]
    private(set) var members: [[Int]]

    init(assignment: [Int], count k: Int, weights: [Double]) {
      self.weights = weights
      loads = [Double](repeating: 0, count: k)
      members = [[Int]](repeating: [], count: k)
      for (i, c) in assignment.enumerated() {
        loads[c] += weights[i]
        members[c].append(i)
      }
      for c in 0..<k { members[c].sort { weights[$0] < weights[$1] || (weights[$0] == weights[$1] && $0 < $1) } }
    }

    /// The move or swap off column `t` that leaves `max(load[t], load[c])` smallest, if any lowers it.
    ///
    /// With a `clock`, the deadline is read every 1,024 candidates; once it has passed, the best step found so far
    /// (a valid improvement, perhaps not the best) is returned.
    ///
    /// - Complexity: O(n log n) (a binary search in t's items for each item of the others).
    func bestStep(from t: Int, clock: StrategyClock? = nil) -> Step? {
      var examined = 0
      let top = loads[t]
      let tiny = 1e-12 * max(1, top)
      var bestMax = top - tiny
      var best: Step?
      let source = members[t]
      for c in loads.indices where c != t {
        examined += 1
        if examined & 1023 == 0, let clock, clock.isExpired { return best }
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
            best = Step(item: source[p], other: nil, column: c)
          }
        }
        // Swap an item of t with a lighter item j of c: difference near d/2, in (0, d).
        for j in members[c] {
          examined += 1
          if examined & 1023 == 0, let clock, clock.isExpired { return best }
          let wj = weights[j]
          let at = firstAtLeast(source, wj + half)
          for p in [at - 1, at] where p >= 0 && p < source.count {
            let delta = weights[source[p]] - wj
            guard delta > 0 && delta < d else { continue }
            let newMax = max(top - delta, loads[c] + delta)
            if newMax < bestMax {
              bestMax = newMax
              best = Step(item: source[p], other: j, column: c)
            }
          }
        }
      }
      return best
    }

    /// Moves `item` from column `a` to column `b`, keeping both sorted and their loads current.
    mutating func move(_ item: Int, from a: Int, to b: Int) {
      if let at = members[a].firstIndex(of: item) { members[a].remove(at: at) }
      var lo = 0
      var hi = members[b].count
      let w = weights[item]
      while lo < hi {
        let mid = (lo + hi) / 2
        let other = members[b][mid]
        if weights[other] < w || (weights[other] == w && other < item) { lo = mid + 1 } else { hi = mid }
      }
      members[b].insert(item, at: lo)
      loads[a] -= w
      loads[b] += w
    }

    /// The first position in `list` whose weight is ≥ `w`.
    private func firstAtLeast(_ list: [Int], _ w: Double) -> Int {
      var lo = 0
      var hi = list.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if weights[list[mid]] < w { lo = mid + 1 } else { hi = mid }
      }
      return lo
    }
  }
}

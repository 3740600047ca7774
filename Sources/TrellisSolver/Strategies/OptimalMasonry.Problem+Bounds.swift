import TrellisCore

extension OptimalMasonry.Problem {
  /// Whether the items cannot be packed into k columns of load at most `capacity` (load `Σ (length + spacing)`),
  /// by Martello and Toth's bin-packing bound L2: for every α ≤ C/2, the items above `C − α` and those in
  /// `(C/2, C − α]` each need a column of their own, and the items in `[α, C/2]` need at least
  /// `⌈(their total − the room left beside the second group) / C⌉` more.
  ///
  /// - Parameter descending: the weights sorted from largest to smallest.
  /// - Complexity: O(n·d) for d distinct weights up to C/2.
  func cannotPack(_ descending: [Double], capacity c: Double) -> Bool {
    guard let largest = descending.first else { return false }
    if largest > c { return true }
    let half = c / 2
    var alphas: [Double] = [0]
    for w in descending.reversed() where w <= half && w > 0 && w != alphas.last { alphas.append(w) }
    for alpha in alphas {
      var n12 = 0
      var room = 0.0
      var small = 0.0
      for w in descending {
        if w > half {
          n12 += 1
          if w <= c - alpha { room += c - w }
        } else if w >= alpha {
          small += w
        }
      }
      let extra = max(0, ((small - room) / c - 1e-9).rounded(.up))
      if Double(n12) + extra > Double(k) { return true }
    }
    return false
  }

  /// Raises a lower bound on the tallest column with the bin-packing bound: the smallest column length T for which
  /// ``cannotPack(_:capacity:)`` does not rule out `T + spacing`, found by bisection between `bound` and `upper` (the
  /// incumbent's tallest column, which is feasible). Integral data bisects over integers.
  ///
  /// - Complexity: O(n·d·log(range)).
  func packingBound(_ bound: Double, upper: Double) -> Double {
    guard n > k else { return bound }
    let descending = weights.sorted(by: >)
    var lo = bound
    guard cannotPack(descending, capacity: lo + spacing) else { return bound }
    var hi = upper
    if isIntegral {
      // lo is infeasible; find the smallest feasible integer in (lo, hi].
      while hi - lo > 1 {
        let mid = ((lo + hi) / 2).rounded(.down)
        if cannotPack(descending, capacity: mid + spacing) { lo = mid } else { hi = mid }
      }
      return hi
    }
    for _ in 0..<60 where hi - lo > 1e-12 * max(1, hi) {
      let mid = (lo + hi) / 2
      if cannotPack(descending, capacity: mid + spacing) { lo = mid } else { hi = mid }
    }
    return lo
  }
}

extension ConstraintModel {
  /// One single-variable penalty's error, `Σ terms + constant` over its variable's segment columns.
  struct PenaltyError {
    var terms: [Term]
    var constant: Double
  }

  /// Narrows a variable's own lexicographic interval [low, high] (where every level's total penalty is already
  /// minimal) by evening out each level's penalties, strongest level first: the largest of them as small as
  /// possible, then the next largest (leximin), as the balancing stage does for variables in rows. A variable
  /// pulled to 40 and to 116 by two constraints of one priority ends at 78, whatever they are called.
  ///
  /// - Complexity: O(p³) per level for its p penalties here (p is small: the constraints on one variable).
  static func balancedInterval(
    _ penalties: [Penalty], levels: Int, low: Double, high: Double
  ) -> (Double, Double) {
    var a = low
    var b = high
    for l in Set(penalties.map(\.level)).sorted() where l < levels && a < b && a.isFinite && b.isFinite {
      var open = penalties.filter { $0.level == l }
      for _ in 0..<8 where open.count >= 2 && a < b {
        let (c, d, level) = minimaxInterval(open, low: a, high: b)
        (a, b) = (c, d)
        guard c < d else { break }
        // Convex errors equal to the maximum at both ends and in the middle equal it throughout: they are settled.
        let tolerance = 1e-9 * max(1, abs(level))
        let mid = (c + d) / 2
        let next = open.filter { p in
          !([c, mid, d].allSatisfy { abs(error(p, at: $0) - level) <= tolerance })
        }
        if next.count == open.count { break }
        open = next
      }
    }
    return (a, b)
  }

  /// The interval of [low, high] where the largest of `penalties` is smallest, and that value. The maximum of
  /// convex piecewise-linear errors is convex and piecewise linear, so its minimisers form an interval whose ends
  /// are among [low, high]'s ends, the penalties' targets and the crossings of two penalties' pieces.
  static func minimaxInterval(_ penalties: [Penalty], low: Double, high: Double) -> (Double, Double, Double) {
    var candidates = [low, high]
    for p in penalties where p.at > low && p.at < high { candidates.append(p.at) }
    for (j, p) in penalties.enumerated() {
      for q in penalties[(j + 1)...] {
        for sp in [p.left, p.right] {
          for sq in [q.left, q.right] where sp != sq {
            let v = (sp * p.at - sq * q.at) / (sp - sq)
            if v > low && v < high { candidates.append(v) }
          }
        }
      }
    }
    func largest(_ v: Double) -> Double { penalties.reduce(0) { max($0, error($1, at: v)) } }
    let best = candidates.map(largest).min() ?? 0
    let tolerance = 1e-9 * max(1, abs(best))
    let minimisers = candidates.filter { largest($0) <= best + tolerance }
    return (minimisers.min() ?? low, minimisers.max() ?? high, best)
  }

  /// A penalty's error at `v` (left ≤ 0 below its target, right ≥ 0 above).
  static func error(_ p: Penalty, at v: Double) -> Double {
    let d = v - p.at
    return d < 0 ? p.left * d : p.right * d
  }
}

extension ConstraintModel {
  /// One single-variable penalty's error, `Σ terms + constant` over its variable's segment columns.
  struct PenaltyError {
    var terms: [Term]
    var constant: Double
    /// The variable whose penalty it is.
    var variable: Int
  }

  /// A variable in no row whose levels presolve settled (``collapsed``) and whose penalties are balancing errors:
  /// what the balancing needs to even them out without an LP round (`LexicographicSolver+Balance.swift`).
  struct IsolatedVariable {
    /// Its penalties (every level's).
    var penalties: [Penalty]
    /// The interval its segment columns span, [low, high] (its own lexicographic interval).
    var low: Double
    var high: Double

    /// The value of each of the variable's segment columns (``ConstraintModel/segments``: in the order of their
    /// values, with their signs; `lengths` are their upper bounds) where the variable is `x`, its anchor being
    /// `anchor`: the segments between the anchor and `x` full, the one holding `x` in part, the others empty. The
    /// segments right of the anchor (sign +1) run outwards in order, those left of it (sign −1) towards it.
    static func columnValues(
      at x: Double, anchor: Double, signs: [(column: Int, sign: Double)], lengths: [Double]
    ) -> [Double] {
      var values = [Double](repeating: 0, count: signs.count)
      var cursor = anchor
      for k in signs.indices where signs[k].sign > 0 {
        values[k] = min(max(0, x - cursor), lengths[k])
        cursor += lengths[k]
      }
      cursor = anchor
      for k in signs.indices.reversed() where signs[k].sign < 0 {
        values[k] = min(max(0, cursor - x), lengths[k])
        cursor -= lengths[k]
      }
      return values
    }
  }

  /// Narrows a variable's own lexicographic interval [low, high] (where every level's total penalty is already
  /// minimal) by evening out each level's penalties, strongest level first: the largest of them as small as
  /// possible, then the next largest (leximin), as the balancing stage does for variables in rows. A variable
  /// pulled to 40 and to 116 by two constraints of one priority ends at 78, whatever they are called.
  ///
  /// - Complexity: O(p) per Newton step of ``minimaxInterval(_:low:high:)``, at most 8 rounds per level, for a
  ///   level's p penalties here.
  static func balancedInterval(
    _ penalties: [Penalty], levels: Int, low: Double, high: Double
  ) -> (Double, Double) {
    var a = low
    var b = high
    // Only a level with two or more penalties here has anything to even out (most variables have none).
    guard a < b, a.isFinite, b.isFinite, sharesLevel(penalties) else { return (a, b) }
    for l in Set(penalties.map(\.level)).sorted() where l < levels && a < b {
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

  /// Whether two of `penalties` are on one level.
  ///
  /// - Complexity: O(p²) for p ≤ 16 penalties (no allocation), O(p) otherwise.
  static func sharesLevel(_ penalties: [Penalty]) -> Bool {
    guard penalties.count > 16 else {
      for j in penalties.indices {
        for k in (j + 1)..<penalties.count where penalties[k].level == penalties[j].level { return true }
      }
      return false
    }
    return Set(penalties.map(\.level)).count < penalties.count
  }

  /// The interval of [low, high] (finite, low ≤ high) where the largest of `penalties` is smallest, and that value.
  ///
  /// Every point where each error is at most m lies in [c(m), d(m)], with c(m) the largest of `low` and
  /// `at + m / left` over the penalties with `left < 0`, and d(m) the smallest of `high` and `at + m / right` over
  /// those with `right > 0`. So the smallest largest error is the least m ≥ 0 with c(m) ≤ d(m), and its minimisers are
  /// [c(m), d(m)]. c − d is convex, piecewise linear and decreasing until it reaches 0; Newton's method from m = 0
  /// (right-hand slopes) never passes the root and meets it exactly on the first step that stays within one piece.
  ///
  /// - Complexity: O(p) per Newton step for p penalties; at most one step per piece of c and d (2p + 2), usually a
  ///   few. (Enumerating every crossing of two penalties' pieces instead is O(p³): on variables with a hundred
  ///   penalties each, as a large grid has, that would dominate a cold solve.)
  static func minimaxInterval(_ penalties: [Penalty], low: Double, high: Double) -> (Double, Double, Double) {
    // c(m) and d(m), each with its right-hand slope in m.
    func ends(_ m: Double) -> (c: Double, cSlope: Double, d: Double, dSlope: Double) {
      var c = low
      var cSlope = 0.0
      var d = high
      var dSlope = 0.0
      for p in penalties {
        if p.left < 0 {
          let x = p.at + m / p.left
          let slope = 1 / p.left
          if x > c || (x == c && slope > cSlope) { (c, cSlope) = (x, slope) }
        }
        if p.right > 0 {
          let x = p.at + m / p.right
          let slope = 1 / p.right
          if x < d || (x == d && slope < dSlope) { (d, dSlope) = (x, slope) }
        }
      }
      return (c, cSlope, d, dSlope)
    }
    let scale = max(1, abs(low), abs(high))
    var m = 0.0
    var (c, cSlope, d, dSlope) = ends(m)
    var steps = 0
    while c - d > 1e-12 * scale && steps <= 2 * penalties.count + 2 {
      steps += 1
      let slope = cSlope - dSlope
      guard slope < 0 else { break }
      let next = m - (c - d) / slope
      guard next > m else { break }
      m = next
      (c, cSlope, d, dSlope) = ends(m)
    }
    // Round-off may leave c a hair above d: the minimiser is then the one point between them.
    if c > d { (c, d) = ((c + d) / 2, (c + d) / 2) }
    let mid = (c + d) / 2
    return (c, d, penalties.reduce(0) { max($0, error($1, at: mid)) })
  }

  /// A penalty's error at `v` (left ≤ 0 below its target, right ≥ 0 above).
  static func error(_ p: Penalty, at v: Double) -> Double {
    let d = v - p.at
    return d < 0 ? p.left * d : p.right * d
  }
}

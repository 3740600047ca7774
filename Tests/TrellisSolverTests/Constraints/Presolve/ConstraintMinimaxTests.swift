import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// The minimax of one variable's penalties (`ConstraintModel.minimaxInterval`, which picks the balanced anchor of a
/// variable's segment columns) against the enumeration it replaced: every target and every crossing of two
/// penalties' pieces is a candidate, and the minimisers are the candidates where the largest error is smallest.
@Suite struct ConstraintMinimaxTests {
  typealias Penalty = ConstraintModel.Penalty

  static func bruteForce(_ penalties: [Penalty], low: Double, high: Double) -> (Double, Double, Double) {
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
    func largest(_ v: Double) -> Double { penalties.reduce(0) { max($0, ConstraintModel.error($1, at: v)) } }
    let best = candidates.map(largest).min() ?? 0
    let tolerance = 1e-9 * max(1, abs(best))
    let minimisers = candidates.filter { largest($0) <= best + tolerance }
    return (minimisers.min() ?? low, minimisers.max() ?? high, best)
  }

  static func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 1e-7 * max(1, abs(x), abs(y)) }

  /// Equalities (both slopes), one-sided inequalities (one slope 0) and mixed weights, on random intervals.
  @Test func agreesWithTheEnumerationOfCrossings() {
    var g = SplitMix64(seed: 77)
    var intervals = 0
    for _ in 0..<2_000 {
      let count = g.int(1...12)
      let penalties = (0..<count).map { _ -> Penalty in
        let at = g.whole(-50...150)
        let weight = [1.0, 1, 2, 0.5, 3][g.int(0...4)]
        switch g.int(0...3) {
        case 0: return Penalty(level: 0, at: at, left: 0, right: weight)
        case 1: return Penalty(level: 0, at: at, left: -weight, right: 0)
        default: return Penalty(level: 0, at: at, left: -weight, right: [1.0, 2, 0.25][g.int(0...2)])
        }
      }
      let low = g.whole(-80...40)
      let high = low + g.whole(0...200)
      let (c, d, best) = ConstraintModel.minimaxInterval(penalties, low: low, high: high)
      let (c0, d0, best0) = Self.bruteForce(penalties, low: low, high: high)
      #expect(Self.close(best, best0), "\(penalties) on [\(low), \(high)]: \(best) vs \(best0)")
      #expect(
        Self.close(c, c0) && Self.close(d, d0), "\(penalties) on [\(low), \(high)]: [\(c), \(d)] vs [\(c0), \(d0)]")
      if d0 > c0 { intervals += 1 }
    }
    // Some minimisers are whole intervals (every error 0 there, or one error at the maximum on a flat piece).
    #expect(intervals >= 50, "\(intervals)")
  }

  /// 100 penalties on one variable (a grid column's preferred widths): the same answer, in a few Newton steps.
  @Test func manyPenaltiesOnOneVariable() {
    var g = SplitMix64(seed: 5)
    let penalties = (0..<100).map { _ in Penalty(level: 0, at: g.whole(20...80), left: -1, right: 1) }
    let (c, d, best) = ConstraintModel.minimaxInterval(penalties, low: 10, high: 1_000)
    let (c0, d0, best0) = Self.bruteForce(penalties, low: 10, high: 1_000)
    #expect(Self.close(best, best0) && Self.close(c, c0) && Self.close(d, d0))
    let targets = penalties.map(\.at)
    #expect(c == (targets.min()! + targets.max()!) / 2)
  }
}

import TrellisCore

extension OptimalMasonry.Problem {
  /// Improves an assignment by moves and swaps off the tallest column.
  ///
  /// Loads are `Σ (length + spacing)` per column. Each step takes the tallest column t and, over every other column
  /// c with `d = load[t] − load[c] > 0`, the move of an item of t (weight in (0, d)) or the swap of an item of t with a
  /// lighter item of c (difference in (0, d)) that leaves `max(load[t], load[c])` smallest; both loads end below
  /// `load[t]`, so Σ load² falls strictly and the search ends. It stops early when the tallest column meets `bound`,
  /// when no step helps, after `20·n + 100` steps, or when the clock runs out (read every
  /// 1,024 candidates inside a step too: the first step then keeps the best move found so far).
  ///
  /// - Complexity: O(n log n) per step (a binary search in t's items, sorted by weight, for each item of the others).
  func localSearch(from start: [Int], bound: Double, clock: StrategyClock) -> [Int] {
    var assignment = start
    var columns = OptimalMasonry.LocalSearchColumns(assignment: start, count: k, weights: weights)
    let steps = 20 * n + 100
    for step in 0..<steps {
      if step > 0 && clock.isExpired { break }
      var t = 0
      for c in 1..<k where columns.loads[c] > columns.loads[t] { t = c }
      if meets(columns.loads[t] - spacing, bound) { break }
      guard let move = columns.bestStep(from: t, clock: clock) else { break }
      columns.move(move.item, from: t, to: move.column)
      assignment[move.item] = move.column
      if let other = move.other {
        columns.move(other, from: move.column, to: t)
        assignment[other] = t
      }
    }
    return assignment
  }
}

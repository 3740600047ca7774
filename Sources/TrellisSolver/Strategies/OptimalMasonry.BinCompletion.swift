extension OptimalMasonry {
  /// Bin-oriented exact search for integral weights: can the items be packed into `bins` columns of load at most
  /// `capacity`? Columns are filled one at a time: each takes the largest item left, then a subset of the others
  /// whose waste (`capacity − load`) fits in the total waste budget `bins·capacity − Σ weights` — with tight
  /// capacities the budget is small and cuts the search early, where an item-by-item search would only notice the
  /// waste at the end. Equal weights are tried once per level.
  struct BinCompletion {
    enum Outcome {
      /// A packing: the column of every item.
      case found([Int])
      /// No packing exists.
      case infeasible
      /// The deadline passed first.
      case aborted
    }

    /// Items by decreasing weight: their weights and original indices.
    let w: [Int]
    let index: [Int]
    let bins: Int
    let capacity: Int
    let clock: StrategyClock
    let deadline: Duration
    var used: [Bool]
    var column: [Int]
    var nodes = 0
    var aborted = false

    /// - Complexity: O(n log n).
    init(weights: [Int], bins: Int, capacity: Int, clock: StrategyClock, deadline: Duration) {
      index = weights.indices.sorted { weights[$0] > weights[$1] || (weights[$0] == weights[$1] && $0 < $1) }
      w = index.map { weights[$0] }
      self.bins = bins
      self.capacity = capacity
      self.clock = clock
      self.deadline = deadline
      used = [Bool](repeating: false, count: weights.count)
      column = [Int](repeating: 0, count: weights.count)
    }

    /// Runs the search.
    ///
    /// - Complexity: exponential in the worst case; bounded by the deadline.
    mutating func run() -> Outcome {
      let total = w.reduce(0, +)
      let budget = bins * capacity - total
      guard budget >= 0, w.first.map({ $0 <= capacity }) ?? true else { return .infeasible }
      if fill(bin: 0, budget: budget, left: w.count) {
        var out = [Int](repeating: 0, count: w.count)
        for p in w.indices { out[index[p]] = column[p] }
        return .found(out)
      }
      return aborted ? .aborted : .infeasible
    }

    /// Fills column `bin` and the ones after it with the `left` unused items.
    private mutating func fill(bin: Int, budget: Int, left: Int) -> Bool {
      if left == 0 { return true }
      if bin == bins { return false }
      guard let first = used.firstIndex(of: false) else { return true }
      used[first] = true
      column[first] = bin
      let found = extend(bin: bin, from: first + 1, load: w[first], budget: budget, left: left - 1)
      used[first] = false
      return found
    }

    /// Adds unused items from position `from` on to column `bin` (current `load`), or closes it.
    private mutating func extend(bin: Int, from: Int, load: Int, budget: Int, left: Int) -> Bool {
      if aborted { return false }
      nodes += 1
      if nodes & 1023 == 0 && clock.elapsed > deadline {
        aborted = true
        return false
      }
      var previous = -1
      var p = from
      while p < w.count {
        if !used[p] && w[p] != previous && load + w[p] <= capacity {
          previous = w[p]
          used[p] = true
          column[p] = bin
          if extend(bin: bin, from: p + 1, load: load + w[p], budget: budget, left: left - 1) { return true }
          used[p] = false
          if aborted { return false }
        }
        p += 1
      }
      // Close the column here if its waste fits the budget.
      let waste = capacity - load
      if waste <= budget { return fill(bin: bin + 1, budget: budget - waste, left: left) }
      return false
    }
  }
}

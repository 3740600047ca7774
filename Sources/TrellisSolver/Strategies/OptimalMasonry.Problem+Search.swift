import TrellisCore

extension OptimalMasonry.Problem {
  /// The result of the exact search.
  struct SearchOutcome {
    /// A strictly better assignment than the incumbent, if one was found.
    var assignment: [Int]?
    /// Whether the search finished: the best assignment seen (this one or the incumbent) is optimal.
    var complete: Bool
    /// A lower bound on the tallest column, raised by every capacity proven infeasible.
    var bound: Double
  }

  /// Exact depth-first search for small problems.
  ///
  /// Items go longest first, each into the columns by decreasing load (best fit), skipping a column whose load
  /// equals one already tried (so relabellings and empty columns are explored once). A branch is cut when the room
  /// left in the columns that can still take the smallest item is less than the items left (the waste budget).
  /// Integral data is searched bottom-up with ``OptimalMasonry/BinCompletion``: is there an assignment with tallest
  /// column ≤ T, for T = bound, bound + 1, … below the incumbent? The tight capacities make the waste budget small,
  /// and every "no" raises the bound. Other data runs one item-by-item branch and bound below the incumbent. Stops when the clock passes `budget` (checked every
  /// 256 nodes; then `complete` is false).
  ///
  /// - Complexity: exponential in the worst case; bounded by the budget.
  func exactSearch(incumbent: [Int], bound: Double, clock: StrategyClock, budget: Duration) -> SearchOutcome {
    let deadline = clock.elapsed + budget
    let order = (0..<n).sorted { weights[$0] > weights[$1] || (weights[$0] == weights[$1] && $0 < $1) }
    var search = Search(problem: self, order: order, clock: clock, deadline: deadline)
    let incumbentTallest = tallest(incumbent)
    if isIntegral {
      let integers = weights.map { Int($0) }
      // Heights below these cannot pack (the items do not fit in k columns, or the tallest item alone does not
      // fit one), so the search starts at the first height that passes both; every height tried reads the clock.
      let total = Double(integers.reduce(0, +))
      let smallest = max(bound, (total / Double(k)).rounded(.up) - spacing, Double(integers.max() ?? 0) - spacing)
      var t = smallest.isFinite ? smallest : bound
      while t < incumbentTallest {
        if clock.elapsed > deadline { return SearchOutcome(assignment: nil, complete: false, bound: t) }
        var packing = OptimalMasonry.BinCompletion(
          weights: integers, bins: k, capacity: Int(t + spacing), clock: clock, deadline: deadline)
        switch packing.run() {
        case .found(let assignment): return SearchOutcome(assignment: assignment, complete: true, bound: t)
        case .aborted: return SearchOutcome(assignment: nil, complete: false, bound: t)
        case .infeasible: t += 1
        }
      }
      return SearchOutcome(assignment: nil, complete: true, bound: incumbentTallest)
    }
    let start = incumbentTallest + spacing
    search.reset(limit: start - 1e-9 * max(1, start), improving: true)
    search.target = bound + spacing + 1e-9 * max(1, bound + spacing)
    search.visit(0)
    let complete = !search.aborted
    return SearchOutcome(assignment: search.best, complete: complete, bound: complete ? .infinity : bound)
  }

  /// The state of one depth-first search.
  struct Search {
    let k: Int
    let n: Int
    let order: [Int]
    let w: [Double]
    let remaining: [Double]
    let clock: StrategyClock
    let deadline: Duration
    var limit = 0.0
    var improving = false
    var target = -Double.infinity
    var loads: [Double]
    var column: [Int]
    var best: [Int]?
    var nodes = 0
    var aborted = false
    var done = false

    init(problem: OptimalMasonry.Problem, order: [Int], clock: StrategyClock, deadline: Duration) {
      k = problem.k
      n = problem.n
      self.order = order
      w = order.map { problem.weights[$0] }
      var rest = [Double](repeating: 0, count: n + 1)
      for p in stride(from: n - 1, through: 0, by: -1) { rest[p] = rest[p + 1] + w[p] }
      remaining = rest
      self.clock = clock
      self.deadline = deadline
      loads = [Double](repeating: 0, count: k)
      column = [Int](repeating: 0, count: n)
    }

    /// Starts a new search with column loads at most `limit`; `improving` keeps lowering the limit below every
    /// answer found, otherwise the first answer ends the search.
    mutating func reset(limit: Double, improving: Bool) {
      self.limit = limit
      self.improving = improving
      best = nil
      done = false
      for c in 0..<k { loads[c] = 0 }
    }

    mutating func visit(_ p: Int) {
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
        let top = loads.max() ?? 0
        if improving {
          limit = top - 1e-9 * max(1, top)
          if top <= target { done = true }
        } else {
          done = true
        }
        return
      }
      let smallest = w[n - 1]
      var room = 0.0
      for c in 0..<k where limit - loads[c] >= smallest { room += limit - loads[c] }
      if room < remaining[p] - 1e-9 * max(1, remaining[p]) { return }
      // Columns by decreasing load (best fit); equal loads are tried once.
      var candidates = Array(0..<k)
      candidates.sort { loads[$0] > loads[$1] || (loads[$0] == loads[$1] && $0 < $1) }
      var previous = -1.0
      let item = w[p]
      for c in candidates {
        let load = loads[c]
        if load == previous { continue }
        previous = load
        if load + item > limit { continue }
        loads[c] = load + item
        column[p] = c
        visit(p + 1)
        loads[c] = load
        if done || aborted { return }
      }
    }
  }
}

import TrellisCore

extension BalancedFlow {
  /// The candidate rows of a balanced flow: every row `[start, end)` that fits and can appear in a break list with
  /// the greedy (minimum) row count.
  struct Candidates {
    /// Greedy's row starts.
    var greedyStarts: [Int] = []
    /// The candidate rows, by start then end.
    var start: [Int] = []
    var end: [Int] = []
    /// Each candidate's squared slack (0 for a row ending at the last item).
    var cost: [Double] = []
    /// The number of items.
    let n: Int
    /// Why the enumeration stopped early, if it did (there are then no candidates).
    private(set) var stoppedBecause: StrategyStopReason?

    /// The greedy (minimum) row count.
    var rowCount: Int { greedyStarts.count }
    /// The number of candidates.
    var count: Int { start.count }

    /// Enumerates the candidates.
    ///
    /// With `far[i]` the end of the longest row from `i` (greedy's choice), `g[p] = 1 + g[far[p]]` is the fewest rows
    /// covering items `p..<n` and `f[p]` the fewest covering `0..<p`. A row `[i, j)` is kept iff
    /// `f[i] + 1 + g[j] ≤ R`; then `g[i] = g[j] + 1`, so every path of kept rows from 0 to n has exactly R rows.
    ///
    /// Stops early, with greedy's rows and no candidates (``stoppedBecause``), when the enumeration would exceed
    /// ``BalancedFlow/candidateLimit`` steps or `clock` expires.
    ///
    /// - Complexity: O(n + min(n·L, ``BalancedFlow/candidateLimit``)) time and memory for at most L items per row.
    init(lengths: [Double], maxLength: Double, spacing: Double, clock: StrategyClock? = nil) {
      n = lengths.count
      if n == 0 { return }
      /// The end of the longest row from `i`, one step per item it takes.
      func farthest(_ i: Int) -> Int {
        var length = lengths[i]
        var j = i + 1
        while j < n {
          let next = length + spacing + lengths[j]
          if next > maxLength { break }
          length = next
          j += 1
        }
        return j
      }
      // Greedy's rows first, in O(n) whatever the row lengths: they are the answer if the search stops.
      var p = 0
      while p < n {
        greedyStarts.append(p)
        p = farthest(p)
      }
      // Every `far[i]` costs `far[i] − i` steps, and the candidates are at most Σ (far[i] − i): past
      // `candidateLimit` steps, or the deadline (read every 1,024 items), there are no candidates.
      var far = [Int](repeating: n, count: n + 1)
      var work = 0
      for i in 0..<n {
        if i & 1023 == 1023, let clock, clock.isExpired {
          stoppedBecause = .timeLimit
          return
        }
        far[i] = farthest(i)
        work += far[i] - i
        if work > BalancedFlow.candidateLimit {
          stoppedBecause = .sizeLimit
          return
        }
      }
      enumerate(lengths, maxLength: maxLength, spacing: spacing, far: far)
    }

    /// Keeps the rows `[i, j)` on a shortest path (see ``init(lengths:maxLength:spacing:clock:)``).
    ///
    /// - Complexity: O(Σ (far[i] − i)), at most ``BalancedFlow/candidateLimit``.
    private mutating func enumerate(_ lengths: [Double], maxLength: Double, spacing: Double, far: [Int]) {
      let rows = greedyStarts.count
      var g = [Int](repeating: 0, count: n + 1)
      for q in stride(from: n - 1, through: 0, by: -1) { g[q] = 1 + g[far[q]] }
      var f = [Int](repeating: .max, count: n + 1)
      f[0] = 0
      for i in 0..<n where f[i] != .max {
        for j in (i + 1)...far[i] where f[i] + 1 < f[j] { f[j] = f[i] + 1 }
      }
      for i in 0..<n where f[i] != .max && f[i] + g[i] == rows {
        var length = lengths[i]
        for j in (i + 1)...far[i] {
          if j > i + 1 { length = length + spacing + lengths[j - 1] }
          guard f[i] + 1 + g[j] <= rows else { continue }
          start.append(i)
          end.append(j)
          let slack = maxLength - length
          cost.append(j == n ? 0 : slack * slack)
        }
      }
    }

    struct Outcome {
      var rowStarts: [Int]?
      var status: StrategyStatus
      var usedMIP: Bool
      var variables: Int
      var constraints: Int
      var nonzeros: Int
    }

    /// Builds the 0/1 program and solves it: LP relaxation first (primal simplex after GLPK's presolver, about ten
    /// times faster than a cold dual simplex on this network-like program), the MIP (seeded with greedy) only if the
    /// relaxation is fractional. `rowStarts` is `nil` when neither gave an answer (status `.fallback`).
    ///
    /// - Complexity: O(candidates) to build, plus GLPK's time (bounded by the clock).
    func solveProgram(clock: StrategyClock) -> Outcome {
      var outcome = Outcome(
        rowStarts: nil, status: .fallback, usedMIP: false, variables: 0, constraints: 0, nonzeros: 0)
      guard let lp = try? program() else { return outcome }
      outcome.variables = lp.variableCount
      outcome.constraints = lp.rowCount
      outcome.nonzeros = lp.nonzeroCount
      guard clock.canSolve else { return outcome }
      if let relaxed = try? lp.solve(
        .init(method: .primalSimplex, presolve: true, timeLimit: clock.remaining, relaxIntegrality: true)),
        relaxed.status == .optimal, let starts = path(relaxed.values, integral: true)
      {
        outcome.rowStarts = starts
        outcome.status = .optimal
        return outcome
      }
      guard clock.canSolve else { return outcome }
      outcome.usedMIP = true
      var incumbent = [Double](repeating: 0, count: count)
      var greedyEnd = [Int: Int]()
      for (k, s) in greedyStarts.enumerated() { greedyEnd[s] = k + 1 < greedyStarts.count ? greedyStarts[k + 1] : n }
      for r in 0..<count where greedyEnd[start[r]] == end[r] { incumbent[r] = 1 }
      guard let mip = try? lp.solve(.init(timeLimit: clock.remaining, incumbent: incumbent)), mip.hasSolution,
        let starts = path(mip.values, integral: false)
      else { return outcome }
      outcome.rowStarts = starts
      outcome.status = mip.status == .optimal ? .optimal : .feasible
      return outcome
    }

    /// The program: binary x per candidate; at boundary 0 one row starts; at every inner boundary as many rows end
    /// as start (item k's partition row minus item k − 1's); Σx = R; cost scaled to at most 1.
    ///
    /// - Complexity: O(candidates + n).
    func program() throws(LinearProgramError) -> LinearProgram {
      var lp = LinearProgram(direction: .minimize)
      let largest = cost.max() ?? 0
      let scale = largest > 0 ? 1 / largest : 1
      var starting = [[LinearProgram.Variable]](repeating: [], count: n + 1)
      var ending = [[LinearProgram.Variable]](repeating: [], count: n + 1)
      var all: [LinearProgram.Variable] = []
      all.reserveCapacity(count)
      for r in 0..<count {
        let x = try lp.addVariable(kind: .binary, objective: cost[r] * scale)
        starting[start[r]].append(x)
        ending[end[r]].append(x)
        all.append(x)
      }
      try lp.addRow(
        "start", variables: starting[0], coefficients: [Double](repeating: 1, count: starting[0].count), .equal(1))
      for p in 1..<n where !starting[p].isEmpty || !ending[p].isEmpty {
        try lp.addRow(
          variables: ending[p] + starting[p],
          coefficients: [Double](repeating: 1, count: ending[p].count)
            + [Double](repeating: -1, count: starting[p].count), .equal(0))
      }
      try lp.addRow(
        "rows", variables: all, coefficients: [Double](repeating: 1, count: count), .equal(Double(rowCount)))
      return lp
    }

    /// The row starts of a solution, following chosen rows (value > 0.5) from item 0; `nil` unless they form
    /// exactly R rows ending at n (and, if `integral`, every value is within 1e-6 of 0 or 1).
    ///
    /// - Complexity: O(candidates).
    func path(_ values: [Double], integral: Bool) -> [Int]? {
      guard values.count == count else { return nil }
      var next = [Int](repeating: -1, count: n + 1)
      for r in 0..<count {
        let v = values[r]
        if integral && min(abs(v), abs(v - 1)) > 1e-6 { return nil }
        if v > 0.5 {
          guard next[start[r]] == -1 else { return nil }
          next[start[r]] = end[r]
        }
      }
      var starts: [Int] = []
      var p = 0
      while p < n {
        guard next[p] > p, starts.count < rowCount else { return nil }
        starts.append(p)
        p = next[p]
      }
      return starts.count == rowCount ? starts : nil
    }
  }
}

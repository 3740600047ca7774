import TrellisCore

extension OptimalMasonry.Problem {
  /// What the MIP gave.
  struct ProgramOutcome {
    /// The MIP's best assignment, if it had one.
    var assignment: [Int]?
    /// GLPK's best bound on the tallest column, if any.
    var bound: Double?
    /// Whether GLPK closed the gap completely (`relativeGap == 0` and status optimal).
    var provenOptimal = false
    /// Whether building or solving failed (no usable answer from the MIP).
    var failed = false
    var variables = 0
    var constraints = 0
  }

  /// Builds and solves the MIP (see ``OptimalMasonry``), warm-started with `incumbent`.
  ///
  /// - Complexity: O(n·k) to build, plus GLPK's branch-and-cut (bounded by the clock).
  func solveProgram(incumbent: [Int], bound: Double, clock: StrategyClock, relativeGap: Double) -> ProgramOutcome {
    var outcome = ProgramOutcome()
    do {
      var lp = LinearProgram(direction: .minimize)
      let first = try lp.addVariables(count: n * k, lowerBound: 0, upperBound: 1, kind: .binary)
      func x(_ i: Int, _ c: Int) -> LinearProgram.Variable { LinearProgram.Variable(first.index + i * k + c) }
      // Columns are numbered by their first item, so item i can only be in columns 0...i.
      for i in 0..<min(n, k) {
        for c in (i + 1)..<k { try lp.setBounds(of: x(i, c), lower: 0, upper: 0) }
      }
      let top = try lp.addVariable("T", lowerBound: bound, kind: isIntegral ? .integer : .continuous, objective: 1)
      let ones = [Double](repeating: 1, count: k)
      for i in 0..<n { try lp.addRow(variables: (0..<k).map { x(i, $0) }, coefficients: ones, .equal(1)) }
      for c in 0..<k {
        try lp.addRow(
          variables: (0..<n).map { x($0, c) } + [top], coefficients: weights + [-1], .lessOrEqual(spacing))
      }
      outcome.variables = lp.variableCount
      outcome.constraints = lp.rowCount
      let start = canonical(incumbent)
      var values = [Double](repeating: 0, count: lp.variableCount)
      var loads = [Double](repeating: 0, count: k)
      for (i, c) in start.enumerated() {
        values[x(i, c).index] = 1
        loads[c] += weights[i]
      }
      values[top.index] = max(bound, (loads.max() ?? 0) - spacing)
      guard clock.canSolve else {
        outcome.failed = true
        return outcome
      }
      let solution = try lp.solve(.init(timeLimit: clock.remaining, relativeGap: relativeGap, incumbent: values))
      if let b = solution.bestBound, b.isFinite {
        outcome.bound = isIntegral ? (b - 1e-6).rounded(.up) : b
      }
      guard solution.hasSolution, solution.values.count == lp.variableCount else {
        outcome.failed = true
        return outcome
      }
      var assignment = [Int](repeating: 0, count: n)
      for i in 0..<n {
        var lane = 0
        for c in 1..<k where solution.values[x(i, c).index] > solution.values[x(i, lane).index] { lane = c }
        assignment[i] = lane
      }
      outcome.assignment = assignment
      outcome.provenOptimal = solution.status == .optimal && relativeGap == 0
    } catch {
      outcome.failed = true
    }
    return outcome
  }
}

extension LexicographicSolver {
  /// A variable split by the LP's structure: the part over columns some row couples (its range needs an LP) and
  /// the range of the part over columns in no row (box-bounded only, so that part ranges independently).
  struct SplitExpression {
    var coupled: [ConstraintModel.Term]
    var constant: Double
    var freeLow: Double
    var freeHigh: Double
  }

  /// Variables not determined at the optimum of the last ``solve()``: every level's optimal face stays fixed.
  ///
  /// A column that no LP row holds (a variable in no constraint row: a declared or never-coupled anchor, a
  /// variable whose penalties presolve settled) is limited only by its bounds, independently of every other
  /// column, so a variable's range is the LP range of its coupled part plus the box range of its free part — exact,
  /// and without an LP when it has no coupled part. The coupled parts' ends are then proved, each end once
  /// (see ``AmbiguitySearch``): by the basis alone when it leaves no freedom, at every point an LP reaches by that
  /// point's basis (pricing: the reduced costs of the variable's coupled part have the optimal signs) or by the
  /// column bounds, by a generic combination that does not vary (every coupled part is then constant), by the
  /// ray of an unbounded LP (every end growing along it is infinite), and only for the ends left by an LP of their
  /// own.
  ///
  /// - Complexity: O(columns + nonzeros) to split the variables; 0 LPs when no variable has a coupled part or the
  ///   basis determines the point; otherwise 2 LPs (a generic combination's minimum and maximum) when no coupled
  ///   part varies, then LPs that each prove at least one end but one per direction — never more than 2 + one per
  ///   finite end of a coupled variable. Per optimal LP, one pricing (a `glp_btran`, O(rows + columns)) per open
  ///   end whose value there is the best yet; per unbounded LP, one ray check (O(rows + columns + nonzeros)). See
  ///   Documentation/Constraints.md, "Ambiguity", for measured counts.
  func ambiguities(at solution: ConstraintSolution) throws(ConstraintError) -> [ConstraintAmbiguity] {
    try ambiguityReport(at: solution).ambiguities
  }

  /// ``ambiguities(at:)`` and the number of LPs it ran.
  func ambiguityReport(
    at solution: ConstraintSolution
  ) throws(ConstraintError) -> (ambiguities: [ConstraintAmbiguity], linearPrograms: Int, coupledVariables: Int) {
    guard !names.isEmpty else { return ([], 0, 0) }
    deadline = .now + options.timeLimit
    defer { solver.setDirection(.minimize) }
    // Releasing the balancing changes bounds: GLPK's basis may then no longer sit at the solution's point.
    let moved =
      balance.mark.map { $0 != (fixedColumnCount, fixedRowCount) } == true || !balance.bounded.isEmpty
    // Ambiguity is about every level's optimal face; the balancing only picked a point on it.
    try releaseBalance()
    let split = splitExpressions()
    var search = AmbiguitySearch(split: split, weights: split.indices.map(Self.genericWeight))
    let lps = try coupledRanges(&search, solution: solution, moved: moved)
    var result: [ConstraintAmbiguity] = []
    for (i, name) in names.enumerated() {
      let part = split[i]
      let minimum = part.constant + (search.low[i] ?? 0) + part.freeLow
      let maximum = part.constant + (search.high[i] ?? 0) + part.freeHigh
      let value = solution.values[i]
      guard maximum - minimum > 1e-6 * max(1, abs(value)) else { continue }
      result.append(
        ConstraintAmbiguity(name: name, value: value, minimum: Self.snapped(minimum), maximum: Self.snapped(maximum)))
    }
    let coupledCount = split.filter { !$0.coupled.isEmpty }.count
    return (result, lps, coupledCount)
  }

  /// A weight in [1, 2) for variable `i`, spread by the golden ratio, for generic combinations.
  static func genericWeight(_ i: Int) -> Double {
    1 + (Double(i) * 0.618_033_988_749_895).truncatingRemainder(dividingBy: 1)
  }

  /// Each variable's ``SplitExpression``.
  ///
  /// - Complexity: O(columns + nonzeros + Σ expression sizes).
  func splitExpressions() -> [SplitExpression] {
    let program = model.program
    var inRow = [Bool](repeating: false, count: program.variableCount)
    if balance.rowIndices.isEmpty {
      for column in program.entryColumn { inRow[Int(column)] = true }
    } else {
      // The balancing's rows are free here: they couple nothing.
      for i in 0..<program.rowCount where !balance.rowIndices.contains(i) {
        for k in program.rowStart[i]..<program.rowStart[i + 1] { inRow[Int(program.entryColumn[k])] = true }
      }
    }
    return names.indices.map { i in
      let (coefficients, constant) = model.columnExpression(of: i)
      var part = SplitExpression(coupled: [], constant: constant, freeLow: 0, freeHigh: 0)
      for (column, a) in coefficients.sorted(by: { $0.key < $1.key }) where a != 0 {
        guard !inRow[column] else {
          part.coupled.append(ConstraintModel.Term(column, a))
          continue
        }
        let bounds = program.bounds(of: LinearProgram.Variable(column)) ?? (0, 0)
        let (low, high) = a > 0 ? (a * bounds.lower, a * bounds.upper) : (a * bounds.upper, a * bounds.lower)
        part.freeLow += low
        part.freeHigh += high
      }
      return part
    }
  }

  /// Proves the ends of every coupled part in `search` (left nil for variables without one); returns the LPs run.
  private func coupledRanges(
    _ search: inout AmbiguitySearch, solution: ConstraintSolution, moved: Bool
  ) throws(ConstraintError) -> Int {
    guard search.hasOpenEnds else { return 0 }
    let first = model.budgetRows.first ?? 0
    let pinned = first..<(first + model.budgetRows.count)
    if !moved, rawColumns.count == model.program.variableCount {
      // No freedom left at the solution's basis: every coupled part is constant.
      if try wrap({ () throws(LinearProgramError) in try solver.basisDeterminesPoint(pinned: pinned) }) {
        search.settleAll(at: rawColumns)
        return 0
      }
    }
    // The solution's point is on the face either way; its basis proves ends only when nothing moved.
    if rawColumns.count == model.program.variableCount { try prove(&search, at: rawColumns, pinned: pinned) }
    var lps = 0
    // Later LPs optimise a combination of one direction's open ends as long as that proves some end.
    var combining: [LinearProgram.Direction: Bool] = [.minimize: true, .maximize: true]
    // The first two: a generic combination of the open parts, whose zero width proves each of them constant.
    if search.hasOpenEnds {
      let open = search.openVariables
      let target = search.combination(of: open)
      let scale = open.reduce(0) { $0 + search.weights[$1] * max(1, abs(solution.values[$1])) }
      var before = search.openCount
      let (low, lowPoint) = try extreme(of: target, .minimize)
      lps += 1
      if let lowPoint { try prove(&search, at: lowPoint, pinned: pinned) } else { try proveUnbounded(&search) }
      combining[.minimize] = search.openCount < before
      if search.hasOpenEnds {
        before = search.openCount
        let (high, highPoint) = try extreme(of: target, .maximize)
        lps += 1
        if high - low <= 1e-7 * scale, let lowPoint {
          search.settle(open, at: lowPoint)
        } else if let highPoint {
          try prove(&search, at: highPoint, pinned: pinned)
        } else {
          try proveUnbounded(&search)
        }
        combining[.maximize] = search.openCount < before
      }
    }
    while let (i, direction) = search.nextOpenEnd() {
      let ends = search.openEnds(direction)
      let together = combining[direction] == true && ends.count > 1
      let target = together ? search.combination(of: ends) : search.split[i].coupled
      let (value, point) = try extreme(of: target, direction)
      lps += 1
      let before = search.openCount
      if !together { search.setEnd(i, direction, value) }
      if let point { try prove(&search, at: point, pinned: pinned) } else { try proveUnbounded(&search) }
      if together && search.openCount == before { combining[direction] = false }
    }
    return lps
  }

  /// Proves every open end that the point `columns`, where GLPK's basis sits, attains: by the column bounds, or by
  /// pricing the variable's coupled part at the basis (only where the value is the best one seen for that end).
  private func prove(
    _ search: inout AmbiguitySearch, at columns: [Double], pinned: Range<Int>
  ) throws(ConstraintError) {
    for i in search.openVariables {
      let part = search.split[i].coupled
      let value = Self.evaluate(part, columns)
      let tolerance = 1e-9 * max(1, abs(value))
      for direction in [LinearProgram.Direction.minimize, .maximize] where search.isOpen(i, direction) {
        let maximize = direction == .maximize
        guard search.record(i, direction, value, tolerance: tolerance) else { continue }
        // The box bound of the part over the current column bounds (face fixings included).
        var box = 0.0
        for term in part {
          let bounds = solver.program.bounds(of: LinearProgram.Variable(term.index)) ?? (0, 0)
          box += (term.coefficient > 0) == maximize ? term.coefficient * bounds.upper : term.coefficient * bounds.lower
        }
        let atBound = maximize ? value >= box - tolerance : value <= box + tolerance
        var proved = atBound
        if !proved {
          proved =
            try wrap { () throws(LinearProgramError) in
              try solver.basisProvesExtreme(
                of: part.map { ($0.index, $0.coefficient) }, maximize: maximize, pinned: pinned)
            } == true
        }
        if proved { search.setEnd(i, direction, value) }
      }
    }
  }

  /// The minimum or maximum of `target` over the current face (±∞ when unbounded), and the LP's column values
  /// when it ended optimal: one warm LP.
  private func extreme(
    of target: [ConstraintModel.Term], _ direction: LinearProgram.Direction
  ) throws(ConstraintError) -> (Double, [Double]?) {
    try setObjective(target)
    solver.setDirection(direction)
    // The primal simplex (the basis is primal feasible for any objective) names its unbounded ray.
    let result = try run(.ambiguities, allowUnbounded: true, warmPrimal: true)
    if result.status == .unbounded { return (direction == .minimize ? -.infinity : .infinity, nil) }
    return (Self.evaluate(target, result.values), result.values)
  }

  /// After an unbounded LP: every open end that grows without bound along GLPK's ray (checked to be a direction
  /// in which the face is unbounded) is infinite.
  private func proveUnbounded(_ search: inout AmbiguitySearch) throws(ConstraintError) {
    guard let ray = try wrap({ () throws(LinearProgramError) in try solver.unboundedDirection() }) else { return }
    for i in search.openVariables {
      let part = search.split[i].coupled
      let slope = Self.evaluate(part, ray)
      let size = part.reduce(0) { $0 + abs($1.coefficient * ray[$1.index]) }
      guard abs(slope) > 1e-9 * max(1, size) else { continue }
      if slope < 0 && search.isOpen(i, .minimize) { search.setEnd(i, .minimize, -.infinity) }
      if slope > 0 && search.isOpen(i, .maximize) { search.setEnd(i, .maximize, .infinity) }
    }
  }
}

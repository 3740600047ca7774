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
  /// column bounds, by a combination of the open parts whose optimum is 0 (they are then constant), by the ray of
  /// an unbounded LP (every end growing along it is infinite), and otherwise by an LP of the variable's own: both
  /// ends at once over two copies of the face (``FacePair``), or its one open end.
  ///
  /// - Complexity: O(columns + nonzeros) to split the variables; 0 LPs when no variable has a coupled part or the
  ///   basis determines the point; 1 LP when no coupled part varies (and the solution's basis proved some variable
  ///   or a later LP has, so there is room for it); never more LPs than variables with a coupled part, nor than 1 +
  ///   the variables with an end the solution's basis left open. An LP over the pair makes the pivots of both ends,
  ///   each on twice the rows and columns; building the pair costs O(rows + columns + nonzeros), once per query.
  ///   Per optimal LP, one pricing (a `glp_btran`, O(rows + columns)) per open variable whose value there is the
  ///   best yet for an open end; per unbounded LP, one ray check (O(rows + columns + nonzeros)). See
  ///   Documentation/Constraints.md, "Ambiguity", for measured counts and costs.
  func ambiguities(at solution: ConstraintSolution) throws(ConstraintError) -> [ConstraintAmbiguity] {
    try ambiguityReport(at: solution).ambiguities
  }

  /// ``ambiguities(at:)``, the number of LPs it ran after the solve (those over the pair of faces included), how many
  /// variables have a coupled part, and how many of the LPs were over the pair.
  func ambiguityReport(
    at solution: ConstraintSolution
  ) throws(ConstraintError) -> (
    ambiguities: [ConstraintAmbiguity], linearPrograms: Int, coupledVariables: Int, doubledPrograms: Int
  ) {
    guard !names.isEmpty else { return ([], 0, 0, 0) }
    deadline = .now + options.timeLimit
    defer { solver.setDirection(.minimize) }
    // Releasing the balancing changes bounds: GLPK's basis may then no longer sit at the solution's point.
    let moved =
      balance.mark.map { $0 != (fixedColumnCount, fixedRowCount) } == true || !balance.bounded.isEmpty
    // Ambiguity is about every level's optimal face; the balancing only picked a point on it.
    try releaseBalance()
    let split = splitExpressions()
    var search = AmbiguitySearch(split: split, weights: split.indices.map(Self.genericWeight))
    let (lps, doubled) = try coupledRanges(&search, solution: solution, moved: moved)
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
    return (result, lps, search.coupledCount, doubled)
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

  /// The LPs of one query after the solve: all of them, how many were over the ``FacePair``, and the pair itself
  /// (built the first time an LP needs both ends of something).
  private struct RangeQuery {
    var linearPrograms = 0
    var doubled = 0
    var pair: FacePair?
  }

  /// Proves the ends of every coupled part in `search` (left nil for variables without one); returns the LPs run
  /// and how many of them were over the ``FacePair``.
  ///
  /// After the free proofs at the solution's basis, each LP is one of:
  /// - a **combination** of the open parts (`Σ wᵢ·(pᵢ(x′) − pᵢ(x″))` over the pair for parts with both ends open,
  ///   plus `wᵢ·sᵢ·(pᵢ − eᵢ)` in the first copy for a part with one end open and the other, eᵢ, known and finite):
  ///   an optimum of 0 proves every one of them constant (exactly for the one-end terms, which are ≥ 0 on the face;
  ///   with probability 1 over the weights for the others; the first such LP is the generic test), otherwise its
  ///   vertices go through the pricing test. It runs only while the LPs so far, plus one, plus one per variable
  ///   still open fit in one LP per coupled variable, and no more once one has closed no variable;
  /// - or, for the first open variable, an LP that closes it: over the pair for both ends (`pᵢ(x′) − pᵢ(x″)`), a
  ///   plain one for its one open end, each nudged toward the other open ends (``nudge``).
  /// Every LP but a combination closes a variable, and at most one combination closes none, so the count is at
  /// most min(coupled variables, 1 + the variables the solution's basis left open).
  private func coupledRanges(
    _ search: inout AmbiguitySearch, solution: ConstraintSolution, moved: Bool
  ) throws(ConstraintError) -> (linearPrograms: Int, doubled: Int) {
    guard search.hasOpenEnds else { return (0, 0) }
    var query = RangeQuery()
    if !moved, rawColumns.count == model.program.variableCount {
      // No freedom left at the solution's basis: every coupled part is constant.
      if try wrap({ () throws(LinearProgramError) in try solver.basisDeterminesPoint() }) {
        search.settleAll(at: rawColumns)
        return (0, 0)
      }
    }
    // The solution's point is on the face either way; its basis proves ends only when nothing moved (the pricing
    // test refuses a basis whose bounds were edited since).
    if rawColumns.count == model.program.variableCount {
      try prove(&search, at: rawColumns, copy: nil, query: query)
    }
    var combining = true
    while search.hasOpenEnds {
      let open = search.openVariables
      if combining, open.count >= 2, query.linearPrograms + 1 + open.count <= search.coupledCount {
        // A part with one end open joins only when the other is finite: eᵢ must be a number.
        let members = open.filter { search.knownEnd($0).map(\.isFinite) ?? true }
        if members.count >= 2 {
          query.linearPrograms += 1
          if try !combine(members, &search, &query, solution: solution) { combining = false }
          continue
        }
        combining = false
      }
      query.linearPrograms += 1
      if search.isOpen(open[0], .minimize) && search.isOpen(open[0], .maximize) {
        try closeBothEnds(of: open[0], &search, &query)
      } else {
        try closeOneEnd(of: open[0], &search, &query)
      }
    }
    return (query.linearPrograms, query.doubled)
  }

  /// The pair, built on first use with both copies at the plain solver's basis.
  private func facePair(_ query: inout RangeQuery) throws(ConstraintError) -> FacePair {
    if let pair = query.pair { return pair }
    let values = rawColumns.count == solver.program.variableCount ? rawColumns : nil
    let pair = try wrap { () throws(LinearProgramError) in try FacePair(solver, values: values) }
    query.pair = pair
    return pair
  }

  /// One LP over a weighted combination of `members` (open variables; see ``coupledRanges(_:solution:moved:)``);
  /// whether it closed a variable. Over the pair when some member has both ends open, else a plain LP.
  private func combine(
    _ members: [Int], _ search: inout AmbiguitySearch, _ query: inout RangeQuery, solution: ConstraintSolution
  ) throws(ConstraintError) -> Bool {
    let before = search.openVariables.count
    var first: [Int: Double] = [:]
    var second: [Int: Double] = [:]
    var constant = 0.0
    var scale = 0.0
    var doubled = false
    for i in members {
      let w = search.weights[i]
      scale += w * max(1, abs(solution.values[i]))
      if let known = search.knownEnd(i) {
        // One end open: wᵢ·sᵢ·(pᵢ − eᵢ) ≥ 0 on the face, with sᵢ = +1 when the maximum is open.
        let sign: Double = search.isOpen(i, .maximize) ? 1 : -1
        for term in search.split[i].coupled { first[term.index, default: 0] += sign * w * term.coefficient }
        constant += sign * w * known
      } else {
        doubled = true
        for term in search.split[i].coupled {
          first[term.index, default: 0] += w * term.coefficient
          second[term.index, default: 0] -= w * term.coefficient
        }
      }
    }
    let firstTerms = Self.terms(first)
    let secondTerms = Self.terms(second)
    let tolerance = 1e-7 * scale
    if doubled {
      var pair = try facePair(&query)
      try wrap { () throws(LinearProgramError) in try pair.setObjective(first: firstTerms, second: secondTerms) }
      query.pair = pair
      query.doubled += 1
      let result = try run(.ambiguities, allowUnbounded: true, pair: pair)
      if result.status == .unbounded {
        try proveUnbounded(&search, pair: pair)
      } else {
        let (x1, x2) = (pair.part(result.values, copy: 0), pair.part(result.values, copy: 1))
        if Self.evaluate(firstTerms, x1) + Self.evaluate(secondTerms, x2) - constant <= tolerance {
          search.settle(members, at: x1)
        } else {
          try prove(&search, at: x1, copy: 0, query: query)
          try prove(&search, at: x2, copy: 1, query: query)
        }
      }
    } else {
      let (value, point) = try extreme(of: firstTerms, .maximize)
      if let point {
        if value - constant <= tolerance {
          search.settle(members, at: point)
        } else {
          try prove(&search, at: point, copy: nil, query: query)
        }
      } else {
        try proveUnbounded(&search)
      }
    }
    return search.openVariables.count < before
  }

  /// The weight, beside a variable's own coupled part, of the other open parts in the LP that closes it (times
  /// their generic weights): a nudge that sends the rest of the face to one end of every other open part too, so the
  /// LP's vertices prove more than the variable's own ends. Small enough that the optimum almost always optimises the
  /// variable's part alone as well (the pricing test checks; otherwise the LP resumes without the nudge), large
  /// enough for GLPK's tolerances (10⁻⁷) to see.
  static let nudge = 1e-5

  /// The nudge terms of every open variable but `j` (see ``nudge``), pushing each toward the end it has open: over
  /// the pair, a part with both ends open up in the first copy and down in the second, a part with one end open
  /// toward it in the copy of that end (`pair` true: first copy maximum, second copy minimum); in a plain LP, toward
  /// its open end, its maximum when both are open.
  private func nudges(
    besides j: Int, _ search: AmbiguitySearch, pair: Bool
  ) -> (first: [Int: Double], second: [Int: Double]) {
    var first: [Int: Double] = [:]
    var second: [Int: Double] = [:]
    for i in search.openVariables where i != j {
      let w = Self.nudge * search.weights[i]
      let up = search.isOpen(i, .maximize)
      let down = search.isOpen(i, .minimize)
      for term in search.split[i].coupled {
        if !pair || up { first[term.index, default: 0] += (up ? w : -w) * term.coefficient }
        if pair && down { second[term.index, default: 0] -= w * term.coefficient }
      }
    }
    return (first, second)
  }

  /// Closes variable `i` (both ends open) with one LP over the pair: `pᵢ(x′) − pᵢ(x″)` maximised, nudged (see
  /// ``nudge``). A copy whose optimum does not price optimal for pᵢ alone, or whose ray does not raise pᵢ's end,
  /// loses its nudge and the LP resumes from its basis; a copy whose end is unbounded (GLPK names the variable of
  /// the ray, so the copy is known) makes that end infinite, loses its objective, and the LP resumes for the other
  /// copy. Each resume is another GLPK call from where the last stopped; at most four.
  private func closeBothEnds(
    of i: Int, _ search: inout AmbiguitySearch, _ query: inout RangeQuery
  ) throws(ConstraintError) {
    var pair = try facePair(&query)
    query.doubled += 1
    defer { query.pair = pair }
    let part = search.split[i].coupled
    let down = part.map { ConstraintModel.Term($0.index, -$0.coefficient) }
    let (up, low) = nudges(besides: i, search, pair: true)
    // Per copy: its end's direction, whether it is nudged, whether its end is settled (objective dropped).
    let ends: [LinearProgram.Direction] = [.maximize, .minimize]
    var nudged = [true, true]
    var settled = [false, false]
    func objective(_ copy: Int) -> [ConstraintModel.Term] {
      if settled[copy] { return [] }
      let own = copy == 0 ? part : down
      guard nudged[copy] else { return own }
      var sum = copy == 0 ? up : low
      for term in own { sum[term.index, default: 0] += term.coefficient }
      return Self.terms(sum)
    }
    for _ in 0..<5 {
      let (first, second) = (objective(0), objective(1))
      try wrap { () throws(LinearProgramError) in try pair.setObjective(first: first, second: second) }
      let result = try run(.ambiguities, allowUnbounded: true, pair: pair)
      if result.status == .unbounded {
        try proveUnbounded(&search, pair: pair)
        let entering = try wrap { () throws(LinearProgramError) in try pair.solver.unboundedVariable() }
        guard let entering else { break }
        let copy = pair.copy(of: entering)
        guard !settled[copy] else { break }
        if search.isOpen(i, ends[copy]) && !nudged[copy] {
          // pᵢ alone is unbounded in this copy.
          search.setEnd(i, ends[copy], copy == 0 ? .infinity : -.infinity)
        }
        if search.isOpen(i, ends[copy]) {
          nudged[copy] = false
        } else {
          settled[copy] = true
        }
        if settled[0] && settled[1] { return }
        continue
      }
      let x = [pair.part(result.values, copy: 0), pair.part(result.values, copy: 1)]
      var resume = false
      for copy in 0..<2 where nudged[copy] && !settled[copy] {
        let proofs = try wrap { () throws(LinearProgramError) in
          try pair.solver.basisProvesExtremes(
            of: part.map { ($0.index + copy * pair.columns, $0.coefficient) })
        }
        if (copy == 0 ? proofs?.maximum : proofs?.minimum) != true {
          nudged[copy] = false
          resume = true
        }
      }
      if resume { continue }
      for copy in 0..<2 where !settled[copy] { search.setEnd(i, ends[copy], Self.evaluate(part, x[copy])) }
      try prove(&search, at: x[0], copy: 0, query: query)
      try prove(&search, at: x[1], copy: 1, query: query)
      return
    }
    // Not expected after GLPK's primal simplex (it names the variable of every ray it stops at): the ends still
    // open get plain LPs of their own, counted.
    for direction in ends where search.isOpen(i, direction) {
      query.linearPrograms += 1
      let (value, point) = try extreme(of: part, direction)
      search.setEnd(i, direction, value)
      if let point { try prove(&search, at: point, copy: nil, query: query) } else { try proveUnbounded(&search) }
    }
  }

  /// Closes the one open end of variable `i` with a plain LP of its coupled part, nudged (see ``nudge``); as in
  /// ``closeBothEnds(of:_:_:)``, an optimum that does not price optimal for the part alone, or a ray that does not
  /// raise the part's end, makes the LP resume without the nudge.
  private func closeOneEnd(
    of i: Int, _ search: inout AmbiguitySearch, _ query: inout RangeQuery
  ) throws(ConstraintError) {
    let direction: LinearProgram.Direction = search.isOpen(i, .maximize) ? .maximize : .minimize
    let part = search.split[i].coupled
    var target = nudges(besides: i, search, pair: false).first
    for term in part { target[term.index, default: 0] += (direction == .maximize ? 1 : -1) * term.coefficient }
    var nudged = true
    solver.setDirection(.maximize)
    for _ in 0..<3 {
      try setObjective(
        nudged
          ? Self.terms(target)
          : part.map { ConstraintModel.Term($0.index, direction == .maximize ? $0.coefficient : -$0.coefficient) })
      let result = try run(.ambiguities, allowUnbounded: true, warmPrimal: true)
      if result.status == .unbounded {
        try proveUnbounded(&search)
        guard search.isOpen(i, direction) else { return }
        if !nudged {
          search.setEnd(i, direction, direction == .maximize ? .infinity : -.infinity)
          return
        }
        nudged = false
        continue
      }
      if nudged {
        let proofs = try wrap { () throws(LinearProgramError) in
          try solver.basisProvesExtremes(of: part.map { ($0.index, $0.coefficient) })
        }
        if (direction == .maximize ? proofs?.maximum : proofs?.minimum) != true {
          nudged = false
          continue
        }
      }
      search.setEnd(i, direction, Self.evaluate(part, result.values))
      try prove(&search, at: result.values, copy: nil, query: query)
      return
    }
  }

  /// A sparse objective from a dictionary, sorted by column, zeros dropped.
  private static func terms(_ sum: [Int: Double]) -> [ConstraintModel.Term] {
    sum.sorted { $0.key < $1.key }.compactMap { $0.value == 0 ? nil : ConstraintModel.Term($0.key, $0.value) }
  }

  /// Proves every open end that the point `columns` attains, where the plain solver's basis sits (`copy` nil) or
  /// copy `copy` of the pair's: by the column bounds, or by pricing the variable's coupled part at that basis
  /// (only where the value is the best one seen for that end).
  private func prove(
    _ search: inout AmbiguitySearch, at columns: [Double], copy: Int?, query: RangeQuery
  ) throws(ConstraintError) {
    let lp = copy == nil ? solver : query.pair?.solver ?? solver
    let columnOffset = (copy ?? 0) * (query.pair?.columns ?? 0)
    for i in search.openVariables {
      let part = search.split[i].coupled
      let value = Self.evaluate(part, columns)
      let tolerance = 1e-9 * max(1, abs(value))
      var priced: [LinearProgram.Direction] = []
      for direction in [LinearProgram.Direction.minimize, .maximize] where search.isOpen(i, direction) {
        let maximize = direction == .maximize
        guard search.record(i, direction, value, tolerance: tolerance) else { continue }
        // The box bound of the part over the current column bounds (face fixings included; both copies share them).
        var box = 0.0
        for term in part {
          let bounds = solver.program.bounds(of: LinearProgram.Variable(term.index)) ?? (0, 0)
          box += (term.coefficient > 0) == maximize ? term.coefficient * bounds.upper : term.coefficient * bounds.lower
        }
        if maximize ? value >= box - tolerance : value <= box + tolerance {
          search.setEnd(i, direction, value)
        } else {
          priced.append(direction)
        }
      }
      guard !priced.isEmpty else { continue }
      // One set of reduced costs answers both directions.
      let proofs = try wrap { () throws(LinearProgramError) in
        try lp.basisProvesExtremes(of: part.map { ($0.index + columnOffset, $0.coefficient) })
      }
      for direction in priced where direction == .minimize ? proofs?.minimum == true : proofs?.maximum == true {
        search.setEnd(i, direction, value)
      }
    }
  }

  /// The minimum or maximum of `target` over the current face (±∞ when unbounded), and the LP's column values
  /// when it ended optimal: one warm LP of the plain solver.
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

  /// After an unbounded LP (of the plain solver, or of `pair`): every open end that grows without bound along
  /// GLPK's ray (checked to be a direction in which the face, or the pair of faces, is unbounded) is infinite. A
  /// ray of the pair moves one copy only, and that copy's part is a direction of the face.
  private func proveUnbounded(_ search: inout AmbiguitySearch, pair: FacePair? = nil) throws(ConstraintError) {
    let lp = pair?.solver ?? solver
    guard let ray = try wrap({ () throws(LinearProgramError) in try lp.unboundedDirection() }) else { return }
    let parts = pair.map { [$0.part(ray, copy: 0), $0.part(ray, copy: 1)] } ?? [ray]
    for direction in parts where direction.contains(where: { $0 != 0 }) {
      for i in search.openVariables {
        let part = search.split[i].coupled
        let slope = Self.evaluate(part, direction)
        let size = part.reduce(0) { $0 + abs($1.coefficient * direction[$1.index]) }
        guard abs(slope) > 1e-9 * max(1, size) else { continue }
        if slope < 0 && search.isOpen(i, .minimize) { search.setEnd(i, .minimize, -.infinity) }
        if slope > 0 && search.isOpen(i, .maximize) { search.setEnd(i, .maximize, .infinity) }
      }
    }
  }
}

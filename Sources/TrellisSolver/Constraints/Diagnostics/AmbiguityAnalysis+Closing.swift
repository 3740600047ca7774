extension AmbiguityAnalysis {
  /// The weight, beside a variable's own coupled part, of the other open parts in the LP that closes it (times
  /// their generic weights): a nudge that sends the rest of the face to one end of every other open part too, so the
  /// LP's vertices prove more than the variable's own ends. Small enough that the optimum almost always optimises the
  /// variable's part alone as well (the pricing test checks; otherwise the LP resumes without the nudge), large
  /// enough for GLPK's tolerances (10⁻⁷) to see.
  static let nudge = 1e-5

  /// One LP over a weighted combination of `members` (open variables; see
  /// ``proveRanges(on:values:moved:)``); whether it closed a variable. Over the pair when some member has both ends
  /// open, else a plain LP. `values` are the solution's, for the tolerance.
  mutating func combine(
    _ members: [Int], on program: inout LevelProgram, values: [Double]
  ) throws(ConstraintError) -> Bool {
    let before = search.openVariables.count
    var first: [Int: Double] = [:]
    var second: [Int: Double] = [:]
    var constant = 0.0
    var scale = 0.0
    var isDoubled = false
    for i in members {
      let w = search.weights[i]
      scale += w * max(1, abs(values[i]))
      if let known = search.knownEnd(i) {
        // One end open: wᵢ·sᵢ·(pᵢ − eᵢ) ≥ 0 on the face, with sᵢ = +1 when the maximum is open.
        let sign: Double = search.isOpen(i, .maximize) ? 1 : -1
        for term in search.split[i].coupled { first[term.index, default: 0] += sign * w * term.coefficient }
        constant += sign * w * known
      } else {
        isDoubled = true
        for term in search.split[i].coupled {
          first[term.index, default: 0] += w * term.coefficient
          second[term.index, default: 0] -= w * term.coefficient
        }
      }
    }
    let firstTerms = Self.terms(first)
    let secondTerms = Self.terms(second)
    let tolerance = 1e-7 * scale
    if isDoubled {
      var pair = try facePair(program)
      try LevelProgram.wrap { () throws(LinearProgramError) in
        try pair.setObjective(first: firstTerms, second: secondTerms)
      }
      self.pair = pair
      doubled += 1
      let result = try program.run(.ambiguities, allowUnbounded: true, pair: pair)
      if result.status == .unbounded {
        try proveUnbounded(program, pair: pair)
      } else {
        let (x1, x2) = (pair.part(result.values, copy: 0), pair.part(result.values, copy: 1))
        if LexicographicSolver.evaluate(firstTerms, x1) + LexicographicSolver.evaluate(secondTerms, x2) - constant
          <= tolerance
        {
          search.settle(members, at: x1)
        } else {
          try prove(at: x1, copy: 0, program)
          try prove(at: x2, copy: 1, program)
        }
      }
    } else {
      let (value, point) = try extreme(of: firstTerms, .maximize, on: &program)
      if let point {
        if value - constant <= tolerance {
          search.settle(members, at: point)
        } else {
          try prove(at: point, copy: nil, program)
        }
      } else {
        try proveUnbounded(program)
      }
    }
    return search.openVariables.count < before
  }

  /// The nudge terms of every open variable but `j` (see ``nudge``), pushing each toward the end it has open: over
  /// the pair, a part with both ends open up in the first copy and down in the second, a part with one end open
  /// toward it in the copy of that end (`pair` true: first copy maximum, second copy minimum); in a plain LP, toward
  /// its open end, its maximum when both are open.
  func nudges(besides j: Int, pair: Bool) -> (first: [Int: Double], second: [Int: Double]) {
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
  mutating func closeBothEnds(of i: Int, on program: inout LevelProgram) throws(ConstraintError) {
    var pair = try facePair(program)
    doubled += 1
    defer { self.pair = pair }
    let part = search.split[i].coupled
    let down = part.map { ConstraintModel.Term($0.index, -$0.coefficient) }
    let (up, low) = nudges(besides: i, pair: true)
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
      try LevelProgram.wrap { () throws(LinearProgramError) in try pair.setObjective(first: first, second: second) }
      let result = try program.run(.ambiguities, allowUnbounded: true, pair: pair)
      if result.status == .unbounded {
        try proveUnbounded(program, pair: pair)
        let entering = try LevelProgram.wrap { () throws(LinearProgramError) in try pair.solver.unboundedVariable() }
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
        let proofs = try LevelProgram.wrap { () throws(LinearProgramError) in
          try pair.solver.basisProvesExtremes(of: part.map { ($0.index + copy * pair.columns, $0.coefficient) })
        }
        if (copy == 0 ? proofs?.maximum : proofs?.minimum) != true {
          nudged[copy] = false
          resume = true
        }
      }
      if resume { continue }
      for copy in 0..<2 where !settled[copy] {
        search.setEnd(i, ends[copy], LexicographicSolver.evaluate(part, x[copy]))
      }
      try prove(at: x[0], copy: 0, program)
      try prove(at: x[1], copy: 1, program)
      return
    }
    // Not expected after GLPK's primal simplex (it names the variable of every ray it stops at): the ends still
    // open get plain LPs of their own, counted.
    for direction in ends where search.isOpen(i, direction) {
      linearPrograms += 1
      let (value, point) = try extreme(of: part, direction, on: &program)
      search.setEnd(i, direction, value)
      if let point { try prove(at: point, copy: nil, program) } else { try proveUnbounded(program) }
    }
  }

  /// Closes the one open end of variable `i` with a plain LP of its coupled part, nudged (see ``nudge``); as in
  /// ``closeBothEnds(of:on:)``, an optimum that does not price optimal for the part alone, or a ray that does not
  /// raise the part's end, makes the LP resume without the nudge.
  mutating func closeOneEnd(of i: Int, on program: inout LevelProgram) throws(ConstraintError) {
    let direction: LinearProgram.Direction = search.isOpen(i, .maximize) ? .maximize : .minimize
    let part = search.split[i].coupled
    var target = nudges(besides: i, pair: false).first
    for term in part { target[term.index, default: 0] += (direction == .maximize ? 1 : -1) * term.coefficient }
    var nudged = true
    program.solver.setDirection(.maximize)
    for _ in 0..<3 {
      try program.setObjective(
        nudged
          ? Self.terms(target)
          : part.map { ConstraintModel.Term($0.index, direction == .maximize ? $0.coefficient : -$0.coefficient) },
        fixed: fixed)
      let result = try program.run(.ambiguities, allowUnbounded: true, warmPrimal: true)
      if result.status == .unbounded {
        try proveUnbounded(program)
        guard search.isOpen(i, direction) else { return }
        if !nudged {
          search.setEnd(i, direction, direction == .maximize ? .infinity : -.infinity)
          return
        }
        nudged = false
        continue
      }
      if nudged {
        let solver = program.solver
        let proofs = try LevelProgram.wrap { () throws(LinearProgramError) in
          try solver.basisProvesExtremes(of: part.map { ($0.index, $0.coefficient) })
        }
        if (direction == .maximize ? proofs?.maximum : proofs?.minimum) != true {
          nudged = false
          continue
        }
      }
      search.setEnd(i, direction, LexicographicSolver.evaluate(part, result.values))
      try prove(at: result.values, copy: nil, program)
      return
    }
  }

  /// The minimum or maximum of `target` over the current face (±∞ when unbounded), and the LP's column values
  /// when it ended optimal: one warm LP of the plain program.
  func extreme(
    of target: [ConstraintModel.Term], _ direction: LinearProgram.Direction, on program: inout LevelProgram
  ) throws(ConstraintError) -> (Double, [Double]?) {
    try program.setObjective(target, fixed: fixed)
    program.solver.setDirection(direction)
    // The primal simplex (the basis is primal feasible for any objective) names its unbounded ray.
    let result = try program.run(.ambiguities, allowUnbounded: true, warmPrimal: true)
    if result.status == .unbounded { return (direction == .minimize ? -.infinity : .infinity, nil) }
    return (LexicographicSolver.evaluate(target, result.values), result.values)
  }
}

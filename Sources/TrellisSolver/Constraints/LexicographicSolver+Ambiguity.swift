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
  /// and without an LP when it has no coupled part. The coupled parts are first tested together: a generic
  /// combination is minimised and maximised (2 LPs); if its width is zero none of them varies (a nonzero extent of
  /// the optimal face in any coupled direction makes a generic combination vary, with probability 1). Otherwise each
  /// variable with a coupled part costs one LP per end that its free part does not already make infinite.
  ///
  /// - Complexity: O(columns + nonzeros) to split the variables; 0 LPs when no variable has a coupled part, 2 when
  ///   no coupled part varies, otherwise 2 + at most 2 per variable with a coupled part.
  func ambiguities(at solution: ConstraintSolution) throws(ConstraintError) -> [ConstraintAmbiguity] {
    guard !names.isEmpty else { return [] }
    deadline = .now + options.timeLimit
    defer { solver.setDirection(.minimize) }
    // Ambiguity is about every level's optimal face; the balancing only picked a point on it.
    try releaseBalance()
    let split = splitExpressions()
    let coupled = try coupledRanges(split, solution: solution)
    var result: [ConstraintAmbiguity] = []
    for (i, name) in names.enumerated() {
      let part = split[i]
      let (low, high) = coupled[i] ?? (0, 0)
      let minimum = part.constant + low + part.freeLow
      let maximum = part.constant + high + part.freeHigh
      let value = solution.values[i]
      guard maximum - minimum > 1e-6 * max(1, abs(value)) else { continue }
      result.append(
        ConstraintAmbiguity(name: name, value: value, minimum: Self.snapped(minimum), maximum: Self.snapped(maximum)))
    }
    return result
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

  /// The range over the optimal face of each variable's coupled part (nil when it has none, or when none varies).
  private func coupledRanges(
    _ split: [SplitExpression], solution: ConstraintSolution
  ) throws(ConstraintError) -> [(Double, Double)?] {
    var ranges = [(Double, Double)?](repeating: nil, count: split.count)
    let candidates = split.indices.filter { !split[$0].coupled.isEmpty }
    guard !candidates.isEmpty else { return ranges }
    // A generic direction over the coupled parts: a zero width proves each of them constant on the face.
    var generic: [Int: Double] = [:]
    var scale = 0.0
    for i in candidates {
      let weight = 1 + (Double(i) * 0.618_033_988_749_895).truncatingRemainder(dividingBy: 1)
      for term in split[i].coupled { generic[term.index, default: 0] += weight * term.coefficient }
      scale += weight * max(1, abs(solution.values[i]))
    }
    let target = generic.sorted { $0.key < $1.key }.map { ConstraintModel.Term($0.key, $0.value) }
    let low = try extreme(of: target, .minimize)
    let high = try extreme(of: target, .maximize)
    if high - low <= 1e-7 * scale { return ranges }
    for i in candidates {
      let part = split[i]
      // An end the free part makes infinite needs no LP.
      let minimum = part.freeLow == -.infinity ? -.infinity : try extreme(of: part.coupled, .minimize)
      let maximum = part.freeHigh == .infinity ? .infinity : try extreme(of: part.coupled, .maximize)
      ranges[i] = (minimum, maximum)
    }
    return ranges
  }

  /// The minimum or maximum of `target` over the current face (±∞ when unbounded): one warm LP.
  private func extreme(
    of target: [ConstraintModel.Term], _ direction: LinearProgram.Direction
  ) throws(ConstraintError) -> Double {
    try setObjective(target)
    solver.setDirection(direction)
    let result = try run(.ambiguities, allowUnbounded: true)
    if result.status == .unbounded { return direction == .minimize ? -.infinity : .infinity }
    return Self.evaluate(target, result.values)
  }
}

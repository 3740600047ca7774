/// The range of every variable over the lexicographic optimum's face (every level's optimal face fixed, the
/// balancing and tie-break not): what ``ConstraintSystem/ambiguities()`` reports, run on a solved
/// ``LexicographicSolver``'s live LP.
///
/// A column that no LP row holds (a variable in no constraint row: a declared or never-coupled anchor, a variable
/// whose penalties presolve settled) is limited only by its bounds, independently of every other column, so a
/// variable's range is the LP range of its coupled part plus the box range of its free part — exact, and without an
/// LP when it has no coupled part (``SplitExpression``). The coupled parts' ends are then proved, each end once
/// (see ``AmbiguitySearch``): by the basis alone when it leaves no freedom, at every point an LP reaches by that
/// point's basis (pricing: the reduced costs of the variable's coupled part have the optimal signs) or by the column
/// bounds, by a combination of the open parts whose optimum is 0 (they are then constant), by the ray of an
/// unbounded LP (every end growing along it is infinite), and otherwise by an LP of the variable's own: both ends at
/// once over two copies of the face (``FacePair``), or its one open end.
///
/// - Complexity: O(columns + nonzeros) to split the variables; 0 LPs when no variable has a coupled part or the
///   basis determines the point; 1 LP when no coupled part varies (and the solution's basis proved some variable or
///   a later LP has, so there is room for it); never more LPs than variables with a coupled part, nor than 1 + the
///   variables with an end the solution's basis left open. An LP over the pair makes the pivots of both ends, each
///   on twice the rows and columns; building the pair costs O(rows + columns + nonzeros), once per query. Per
///   optimal LP, one pricing (a `glp_btran`, O(rows + columns)) per open variable whose value there is the best yet
///   for an open end; per unbounded LP, one ray check (O(rows + columns + nonzeros)). See
///   Documentation/Constraints.md, "Ambiguity", for measured counts.
struct AmbiguityAnalysis {
  /// The ends proved so far.
  var search: AmbiguitySearch
  /// The LPs run after the solve, and how many of them were over the ``FacePair``.
  var linearPrograms = 0
  var doubled = 0
  /// The pair of faces, built the first time an LP needs both ends of something.
  var pair: FacePair?
  /// The face fixing's fixed columns (their objective coefficients stay 0).
  let fixed: [Bool]
  /// The LP's columns at the solution's point, when known.
  let columns: [Double]?

  /// An analysis of `split` (every variable's ``SplitExpression``) on a face whose fixed columns are `fixed`,
  /// starting from the solution's LP columns `columns` (nil when they do not match the LP).
  init(split: [SplitExpression], fixed: [Bool], columns: [Double]?) {
    search = AmbiguitySearch(split: split, weights: split.indices.map(Self.genericWeight))
    self.fixed = fixed
    self.columns = columns
  }

  /// The `variables` (by position) whose proved range around `values`, the solution, is wider than 10⁻⁶
  /// (relative).
  ///
  /// - Complexity: O(variables).
  func ambiguities(of variables: [ConstraintVariable], values: [Double]) -> [ConstraintAmbiguity] {
    var result: [ConstraintAmbiguity] = []
    for (i, variable) in variables.enumerated() {
      let part = search.split[i]
      let minimum = part.constant + (search.low[i] ?? 0) + part.freeLow
      let maximum = part.constant + (search.high[i] ?? 0) + part.freeHigh
      let value = values[i]
      guard maximum - minimum > 1e-6 * max(1, abs(value)) else { continue }
      result.append(
        ConstraintAmbiguity(
          variable: variable, value: value, minimum: LexicographicSolver.snapped(minimum),
          maximum: LexicographicSolver.snapped(maximum)))
    }
    return result
  }

  /// A weight in [1, 2) for variable `i`, spread by the golden ratio, for generic combinations.
  static func genericWeight(_ i: Int) -> Double {
    1 + (Double(i) * 0.618_033_988_749_895).truncatingRemainder(dividingBy: 1)
  }

  /// Each variable of `model` split by the LP's structure; the rows in `freeRows` (the balancing's, free outside
  /// its rounds) couple nothing.
  ///
  /// - Complexity: O(columns + nonzeros + Σ expression sizes).
  static func split(_ model: inout ConstraintModel, freeRows: Set<Int>) -> [SplitExpression] {
    let program = model.program
    var inRow = [Bool](repeating: false, count: program.variableCount)
    if freeRows.isEmpty {
      for column in program.entryColumn { inRow[Int(column)] = true }
    } else {
      for i in 0..<program.rowCount where !freeRows.contains(i) {
        for k in program.rowStart[i]..<program.rowStart[i + 1] { inRow[Int(program.entryColumn[k])] = true }
      }
    }
    return model.variables.indices.map { i in
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

  /// Proves the ends of every coupled part (left nil for variables without one), on `program`, the solved LP,
  /// whose point is the solution's (`moved`: bounds changed since, so its basis proves nothing).
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
  ///
  /// - Throws: as ``LevelProgram/run(_:allowUnbounded:warmPrimal:pair:)``.
  mutating func proveRanges(
    on program: inout LevelProgram, values: [Double], moved: Bool
  ) throws(ConstraintError) {
    guard search.hasOpenEnds else { return }
    if !moved, let columns {
      // No freedom left at the solution's basis: every coupled part is constant.
      if try LevelProgram.wrap({ () throws(LinearProgramError) in try program.solver.basisDeterminesPoint() }) {
        search.settleAll(at: columns)
        return
      }
    }
    // The solution's point is on the face either way; its basis proves ends only when nothing moved (the pricing
    // test refuses a basis whose bounds were edited since).
    if let columns { try prove(at: columns, copy: nil, program) }
    var combining = true
    while search.hasOpenEnds {
      let open = search.openVariables
      if combining, open.count >= 2, linearPrograms + 1 + open.count <= search.coupledCount {
        // A part with one end open joins only when the other is finite: eᵢ must be a number.
        let members = open.filter { search.knownEnd($0).map(\.isFinite) ?? true }
        if members.count >= 2 {
          linearPrograms += 1
          if try !combine(members, on: &program, values: values) { combining = false }
          continue
        }
        combining = false
      }
      linearPrograms += 1
      if search.isOpen(open[0], .minimize) && search.isOpen(open[0], .maximize) {
        try closeBothEnds(of: open[0], on: &program)
      } else {
        try closeOneEnd(of: open[0], on: &program)
      }
    }
  }

  /// The pair, built on first use with both copies at `program`'s basis.
  mutating func facePair(_ program: LevelProgram) throws(ConstraintError) -> FacePair {
    if let pair { return pair }
    let values = columns?.count == program.solver.program.variableCount ? columns : nil
    let pair = try LevelProgram.wrap { () throws(LinearProgramError) in try FacePair(program.solver, values: values) }
    self.pair = pair
    return pair
  }

  /// A sparse objective from a dictionary, sorted by column, zeros dropped.
  static func terms(_ sum: [Int: Double]) -> [ConstraintModel.Term] {
    sum.sorted { $0.key < $1.key }.compactMap { $0.value == 0 ? nil : ConstraintModel.Term($0.key, $0.value) }
  }
}

import Testing
import TrellisCore
import TrellisSolver
import TrellisTestSupport

/// Ambiguity ranges: declared variables, the layout's own system, and every reported range against a brute-force
/// minimum and maximum of each variable over the lexicographic optimal face.
@Suite struct ConstraintAmbiguityRangeTests {
  /// The textbook method, independent of presolve: every constraint a row over free columns, each level minimised
  /// with the previous levels' error sums bounded, then every variable minimised and maximised on that face (two
  /// LPs per variable). Returns each variable's range (±∞ when unbounded).
  static func bruteForceRanges(
    _ constraints: [Constraint], declared: [String]
  ) throws -> [String: (Double, Double)] {
    var lp = LinearProgram()
    let names = Set(constraints.flatMap { $0.expression.terms.map(\.variable.name) } + declared).sorted()
    var column: [String: LinearProgram.Variable] = [:]
    for name in names { column[name] = try lp.addVariable(name) }
    var errorTerms: [ConstraintPriority: [LinearProgram.Variable: Double]] = [:]
    for constraint in constraints {
      let scale = constraint.expression.terms.map { abs($0.coefficient) }.max() ?? 1
      var row: [LinearProgram.Variable: Double] = [:]
      for term in constraint.expression.terms {
        row[column[term.variable.name]!, default: 0] += term.coefficient / scale
      }
      let rhs = -constraint.expression.constant / scale
      if !constraint.priority.isRequired {
        let slack = try lp.addVariable(lowerBound: 0)
        row[slack] = constraint.relation == .greaterOrEqual ? 1 : -1
        // Errors in the constraint's own units: the row is divided by `scale`, so its slacks cost `scale`.
        errorTerms[constraint.priority, default: [:]][slack] = scale
        if constraint.relation == .equal {
          let other = try lp.addVariable(lowerBound: 0)
          row[other] = 1
          errorTerms[constraint.priority, default: [:]][other] = scale
        }
      }
      let bounds: LinearProgram.RowBounds =
        switch constraint.relation {
        case .equal: .equal(rhs)
        case .lessOrEqual: .lessOrEqual(rhs)
        case .greaterOrEqual: .greaterOrEqual(rhs)
        }
      try lp.addRow("", row, bounds)
    }
    for level in errorTerms.keys.sorted(by: >) {
      try lp.setObjective(errorTerms[level]!)
      let solution = try lp.solve()
      try #require(solution.status == .optimal)
      try lp.addRow("", errorTerms[level]!, .lessOrEqual(solution.objective + 1e-9 * max(1, solution.objective)))
    }
    var ranges: [String: (Double, Double)] = [:]
    for name in names {
      try lp.setObjective([column[name]!: 1])
      var ends: [Double] = []
      for direction in [LinearProgram.Direction.minimize, .maximize] {
        lp.direction = direction
        let solution = try lp.solve()
        if solution.status == .unbounded {
          ends.append(direction == .minimize ? -.infinity : .infinity)
        } else {
          try #require(solution.status == .optimal)
          ends.append(solution.objective)
        }
      }
      lp.direction = .minimize
      ranges[name] = (ends[0], ends[1])
    }
    return ranges
  }

  static func close(_ x: Double, _ y: Double) -> Bool {
    x == y || abs(x - y) <= 1e-6 * max(1, abs(x), abs(y))
  }

  /// Random small systems mixing variables coupled by rows, variables held by bounds and single-variable
  /// constraints only, and declared variables no constraint mentions; few priorities, so ties leave freedom.
  @Test func rangesMatchABruteForceMinimumAndMaximum() throws {
    var compared = 0
    var finiteAmbiguities = 0
    for seed in 0..<60 {
      guard let found = try Self.compareRanges(seed: seed).finiteAmbiguities else { continue }
      compared += 1
      finiteAmbiguities += found
    }
    // The random systems exercise the comparison: most are satisfiable, and many leave a variable a finite range.
    #expect(compared >= 30, "\(compared) satisfiable systems")
    #expect(finiteAmbiguities >= 10, "\(finiteAmbiguities) ambiguous variables with a finite end")
  }

  /// One random system's ranges against the brute force; nils when its required constraints conflict, else the
  /// number of ambiguous variables with a finite end and the report's cost.
  static func compareRanges(
    seed: Int
  ) throws -> (finiteAmbiguities: Int?, cost: (linearPrograms: Int, coupledVariables: Int, doubledPrograms: Int)?) {
    var g = SplitMix64(seed: UInt64(5_000 + seed))
    let pool = ["a", "b", "c", "d", "e"].map(ConstraintVariable.init)
    var constraints: [Constraint] = []
    for x in pool where g.chance(0.5) { constraints.append(x >= g.whole(-10...10)) }
    for x in pool where g.chance(0.3) { constraints.append(x <= g.whole(20...60)) }
    for _ in 0..<g.int(2...7) {
      var expression = LinearExpression(0)
      for x in pool where g.chance(0.35) { expression = expression + g.whole(-2...2) * x }
      if expression.terms.isEmpty { expression = expression + pool[g.int(0...4)] }
      let rhs = g.whole(-20...40)
      var constraint: Constraint =
        switch g.int(0...2) {
        case 0: expression == rhs
        case 1: expression <= rhs
        default: expression >= rhs
        }
      if g.chance(0.6) { constraint = constraint.priority([.weak, .medium, .strong][g.int(0...2)]) }
      constraints.append(constraint)
    }
    var system = try ConstraintSystem(constraints)
    // `a` declared is the pool's `a` (a variable some constraints may hold), `f` one no constraint mentions.
    let declaredVariables = g.chance(0.5) ? [ConstraintVariable("f"), pool[0]] : [ConstraintVariable("f")]
    for variable in declaredVariables { try system.declare(variable) }
    let declared = declaredVariables.map(\.name)
    let frozen = system
    let report: [ConstraintAmbiguity]
    let cost: (linearPrograms: Int, coupledVariables: Int, doubledPrograms: Int)
    switch Result(catching: { () throws(ConstraintError) in try frozen.ambiguityReport() }) {
    case .success(let found):
      (report, cost) = (found.ambiguities, (found.linearPrograms, found.coupledVariables, found.doubledPrograms))
    case .failure(.unsatisfiable): return (nil, nil)  // random required constraints may conflict: nothing to compare
    case .failure(let error): throw error
    }
    let expected = try Self.bruteForceRanges(constraints, declared: declared)
    let reported = Dictionary(uniqueKeysWithValues: report.map { ($0.name, $0) })
    for (name, (low, high)) in expected {
      if let entry = reported[name] {
        #expect(
          Self.close(entry.minimum, low) && Self.close(entry.maximum, high),
          "\(name): [\(entry.minimum), \(entry.maximum)] vs brute force [\(low), \(high)] in \(constraints)")
        #expect(entry.minimum - 1e-6 <= entry.value && entry.value <= entry.maximum + 1e-6)
      } else {
        #expect(high - low <= 1e-6 * max(1, abs(low)), "\(name) in [\(low), \(high)] not reported: \(constraints)")
      }
    }
    #expect(Set(reported.keys).isSubset(of: Set(expected.keys)))
    #expect(report == (try frozen.ambiguities()))
    return (report.filter { $0.minimum.isFinite || $0.maximum.isFinite }.count, cost)
  }

  @Test func aDeclaredVariableIsInTheSolutionAndAmbiguous() throws {
    let width = ConstraintVariable("a.width")
    var system = try ConstraintSystem([width == 40])
    let top = ConstraintVariable("a.top")
    try system.declare(top)
    try system.declare(top)
    #expect(system.declaredVariables.map(\.name) == ["a.top"])
    let solution = try system.solve()
    #expect(solution[name: "a.top"] == 0)
    let report = try system.ambiguities()
    #expect(report.map(\.description) == ["a.top = 0, feasible in [-inf, inf]"])
    // Declaring a variable a constraint holds changes nothing.
    var held = try ConstraintSystem([width == 40])
    try held.declare(width)
    #expect(try held.ambiguities().isEmpty)
  }

  @Test func aLiveSolverRangesDeclaredVariablesAsRowsComeAndGo() throws {
    let x = ConstraintVariable("x")
    let t = ConstraintVariable("t")
    var system = try ConstraintSystem([x == 4])
    try system.declare(t)
    let solver = try ConstraintSolver(system)
    #expect(try solver.ambiguities().map(\.description) == ["t = 0, feasible in [-inf, inf]"])
    // A row now couples t: its range comes from the LPs.
    let coupling = t - x <= 6
    try solver.add(coupling)
    #expect(try solver.ambiguities().map(\.description) == ["t = 0, feasible in [-inf, 10]"])
    try solver.add(t - x >= 1)
    #expect(try solver.ambiguities().map(\.description) == ["t = 5, feasible in [5, 10]"])
    try solver.remove(coupling)
    #expect(try solver.ambiguities().map(\.description) == ["t = 5, feasible in [5, inf]"])
  }

  @Test func aVariableWithOnlyBoundsIsRangedByThem() throws {
    let x = ConstraintVariable("x")
    let report = try ConstraintSystem([x >= 3, x <= 9, (x >= 5) | .weak]).ambiguities()
    #expect(report.map(\.description) == ["x = 5, feasible in [5, 9]"])
  }

  @Test func theLayoutSystemItselfReportsNeverMentionedAnchors() throws {
    let system = try ConstraintLayoutAmbiguityTests.readmeForm(pinned: false).system(
      for: ProposedViewSize(width: 300, height: nil), sizes: ConstraintLayoutAmbiguityTests.sizes)
    let report = try system.ambiguities()
    let tops = report.filter { $0.name.hasSuffix(".top") }
    #expect(tops.map(\.name).sorted() == ["field.top", "label.top"])
    #expect(tops.allSatisfy { $0.minimum == -.infinity && $0.maximum == .infinity })
    let pinned = try ConstraintLayoutAmbiguityTests.readmeForm(pinned: true).system(
      for: ProposedViewSize(width: 300, height: nil), sizes: ConstraintLayoutAmbiguityTests.sizes)
    #expect(try pinned.ambiguities().isEmpty)
  }
}

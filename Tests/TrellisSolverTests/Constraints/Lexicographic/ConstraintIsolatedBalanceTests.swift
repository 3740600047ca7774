import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// The balancing's closed form for a group that is one isolated variable's errors (a variable in no row whose levels
/// presolve settled, `LexicographicSolver+Balance.swift`) against the LP round it replaces, kept behind
/// ``TieBalance/closedForm``: on every seeded system both give the same values, level errors and ambiguity reports,
/// cold and after warm edits.
///
/// The systems: the benchmark's grids (a container width to edit; each row height is such a variable, pulled by its
/// cells), and seeded variables each pulled by 2 to 6 optional constraints (equalities and inequalities, weights 1 to
/// 3, at one or two levels, targets on both sides of 0, some with a required bound), some of them coupled by a
/// required row (so not isolated) and some with a preference of their own at another level.
@Suite struct ConstraintIsolatedBalanceTests {
  /// A `side × side` grid with seeded preferred sizes whose container width is an edit variable.
  static func grid(side: Int, seed: UInt64) throws -> ConstraintSystem {
    var rng = SplitMix64(seed: seed)
    let constraints = ConstraintGrid.constraints(side: side) { _, _ in
      (rng.double(in: 20...80).rounded(), rng.double(in: 20...80).rounded())
    }
    var system = try ConstraintSystem(constraints)
    try system.addEditVariable(ConstraintGrid.container.widthVariable, value: Double(side) * 58 + 8)
    return system
  }

  /// 1 to 10 variables, each pulled by 2 to 6 optional constraints.
  static func pulled(seed: UInt64) throws -> ConstraintSystem {
    var rng = SplitMix64(seed: seed)
    let levels = ["weak", "medium", "strong"]
    let relations = ["==", "==", "<=", ">="]
    var lines: [String] = []
    let count = Int.random(in: 1...10, using: &rng)
    for g in 0..<count {
      let twoLevels = Int.random(in: 0..<4, using: &rng) == 0
      for _ in 0..<Int.random(in: 2...6, using: &rng) {
        let weight = Int.random(in: 1...3, using: &rng)
        let target = Int.random(in: -40...90, using: &rng)
        let relation = relations[Int.random(in: 0..<relations.count, using: &rng)]
        let level = twoLevels ? levels[Int.random(in: 0...1, using: &rng)] : "weak"
        lines.append("\(weight)*x\(g) \(relation) \(target) @\(level)")
      }
      if Int.random(in: 0..<4, using: &rng) == 0 { lines.append("x\(g) >= \(Int.random(in: -20...40, using: &rng))") }
      if Int.random(in: 0..<5, using: &rng) == 0 {
        lines.append("x\(g) == \(Int.random(in: 0...50, using: &rng)) @strong")
      }
      if g > 0 && Int.random(in: 0..<4, using: &rng) == 0 {
        lines.append("x\(g - 1) + x\(g) <= \(Int.random(in: 20...150, using: &rng))")
      }
    }
    var symbols = ConstraintSymbolTable()
    return try ConstraintSystem(lines.map { try Constraint(parsing: $0, symbols: &symbols) })
  }

  /// Whether two solutions have the same values (within 10⁻⁶, relative above 1) and the same level errors.
  static func same(_ a: ConstraintSolution, _ b: ConstraintSolution) -> Bool {
    ConstraintBalanceDifferentialTests.same(a, b)
  }

  /// `body` with the closed form on or off.
  static func with<T>(closedForm: Bool, _ body: () throws -> T) rethrows -> T {
    try TieBalance.$closedForm.withValue(closedForm) { try body() }
  }

  /// The cold solutions and the ambiguity reports agree; returns whether the closed form settled a group (it ran
  /// fewer simplex iterations).
  static func check(_ name: String, _ system: ConstraintSystem) throws -> Bool {
    let fast: ConstraintSolution
    do {
      fast = try with(closedForm: true) { try system.solve() }
    } catch {
      // A seeded system may be unsatisfiable (bounds against a coupling row): the LP rounds must say so too.
      #expect(throws: ConstraintError.self) { try with(closedForm: false) { try system.solve() } }
      return false
    }
    let rounds = try with(closedForm: false) { try system.solve() }
    let agrees = same(fast, rounds)
    #expect(agrees, "\(name): the closed form and the LP round differ")
    let fastAmbiguities = try with(closedForm: true) { try system.ambiguities() }
    let roundAmbiguities = try with(closedForm: false) { try system.ambiguities() }
    #expect(fastAmbiguities.map(\.name) == roundAmbiguities.map(\.name), "\(name): other ambiguous variables")
    func close(_ x: Double, _ y: Double) -> Bool { x == y || abs(x - y) <= 1e-6 * max(1, abs(x)) }
    for (a, b) in zip(fastAmbiguities, roundAmbiguities) {
      #expect(close(a.minimum, b.minimum) && close(a.maximum, b.maximum), "\(name): \(a) ≠ \(b)")
    }
    return fast.iterations < rounds.iterations
  }

  @Test func gridsAgreeWithTheLPRounds() throws {
    var settled = 0
    for k in 0..<12 {
      let side = 2 + k % 9
      if try Self.check("grid \(side)×\(side) seed \(k)", try Self.grid(side: side, seed: UInt64(3_300 + k))) {
        settled += 1
      }
    }
    // Every grid's row heights are isolated variables: the closed form must have run.
    #expect(settled > 6)
  }

  @Test func pulledVariablesAgreeWithTheLPRounds() throws {
    var settled = 0
    for k in 0..<200 {
      if try Self.check("pulled seed \(k)", try Self.pulled(seed: UInt64(33_000 + k))) { settled += 1 }
    }
    #expect(settled > 20)
  }

  @Test func warmEditsOfAGridAgreeWithTheLPRounds() throws {
    let system = try Self.grid(side: 6, seed: 3_399)
    let width = ConstraintGrid.container.widthVariable
    let (fast, rounds) = try (ConstraintSolver(system), ConstraintSolver(system))
    for step in 0..<8 {
      let value = 6 * 58 + 8 + Double(step * 13 % 40) - 20
      let a = try Self.with(closedForm: true) { () throws -> ConstraintSolution in
        try fast.suggestValue(value, for: width)
        return try fast.solve()
      }
      let b = try Self.with(closedForm: false) { () throws -> ConstraintSolution in
        try rounds.suggestValue(value, for: width)
        return try rounds.solve()
      }
      #expect(Self.same(a, b), "width \(value): the closed form and the LP round differ")
    }
  }
}

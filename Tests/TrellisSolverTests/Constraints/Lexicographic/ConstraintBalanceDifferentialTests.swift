import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// The balancing rounds (`LexicographicSolver+Balance.swift`) against their earlier form, kept behind
/// ``TieBalance/legacyRounds``: one bound column per round over every open error of the level, an error leaving only
/// when a dual singles it out. Now a round bounds each independent group of errors by its own column, and errors the
/// fixed face already pins leave at once. Both compute the same leximin point when neither meets the round cap, so:
///
/// - with the cap raised (``TieBalance/roundLimit``), both give the same values and level errors on every system;
/// - at the cap, wherever the earlier rounds did not meet it (their answer equals their uncapped one), the answers
///   are the same;
/// - where they met it (grids of 8 or more rows: more groups than rounds), the new rounds give the uncapped answer.
///
/// The systems: seeded grids (``ConstraintGrid``, 2 to 10 cells a side, a fixed container width) and seeded groups of
/// cells sharing a size, each cell with preferences at random levels, some groups coupled by a required row.
@Suite struct ConstraintBalanceDifferentialTests {
  /// A grid of `side × side` cells with seeded preferred sizes, in a container `side · 58 + 8` wide.
  static func grid(side: Int, seed: UInt64) throws -> ConstraintSystem {
    var rng = SplitMix64(seed: seed)
    var constraints = ConstraintGrid.constraints(side: side) { _, _ in
      (Double(Int.random(in: 20...80, using: &rng)), Double(Int.random(in: 20...80, using: &rng)))
    }
    let container = ConstraintGrid.container
    constraints.append(container.leading == 0)
    constraints.append(container.top == 0)
    constraints.append(container.width == Double(side) * 58 + 8)
    return try ConstraintSystem(constraints)
  }

  /// 1 to 12 groups of 2 to 5 cells; each cell equals its group's size `h` (required) and prefers a size (weak or
  /// medium); some cells have a cap at another level; a third of the neighbouring groups share a required bound.
  static func groups(seed: UInt64) throws -> ConstraintSystem {
    var rng = SplitMix64(seed: seed)
    let levels = ["weak", "medium", "strong"]
    var lines: [String] = []
    let count = Int.random(in: 1...12, using: &rng)
    for g in 0..<count {
      lines.append("h\(g) >= 0")
      for i in 0..<Int.random(in: 2...5, using: &rng) {
        let cell = "c\(g)_\(i)"
        lines.append("\(cell) == h\(g)")
        let preferred = Int.random(in: 10...90, using: &rng)
        lines.append("\(cell) == \(preferred) @\(levels[Int.random(in: 0...1, using: &rng)])")
        if Int.random(in: 0..<4, using: &rng) == 0 {
          lines.append("\(cell) <= \(Int.random(in: 10...90, using: &rng)) @\(levels.randomElement(using: &rng)!)")
        }
      }
      if g > 0 && Int.random(in: 0..<3, using: &rng) == 0 {
        lines.append("h\(g - 1) + 2*h\(g) <= \(Int.random(in: 60...200, using: &rng))")
      }
    }
    var symbols = ConstraintSymbolTable()
    return try ConstraintSystem(lines.map { try Constraint(parsing: $0, symbols: &symbols) })
  }

  /// `system`'s solution with the earlier or the current rounds, at most `rounds` of them per level.
  static func solve(_ system: ConstraintSystem, legacy: Bool, rounds: Int) throws -> ConstraintSolution {
    try TieBalance.$legacyRounds.withValue(legacy) {
      try TieBalance.$roundLimit.withValue(rounds) { try system.solve() }
    }
  }

  /// Whether two solutions have the same values (within 10⁻⁶, relative above 1) and the same level errors.
  static func same(_ a: ConstraintSolution, _ b: ConstraintSolution) -> Bool {
    func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 1e-6 * max(1, abs(x), abs(y)) }
    return a.names == b.names && zip(a.values, b.values).allSatisfy(close)
      && a.levelErrors.map(\.priority) == b.levelErrors.map(\.priority)
      && zip(a.levelErrors, b.levelErrors).allSatisfy { close($0.error, $1.error) }
  }

  /// The three checks above on `systems`; returns how many systems met the earlier rounds' cap.
  static func check(_ systems: [(String, ConstraintSystem)]) throws -> Int {
    var capped = 0
    for (name, system) in systems {
      let current = try solve(system, legacy: false, rounds: TieBalance.rounds)
      let earlier = try solve(system, legacy: true, rounds: TieBalance.rounds)
      let exact = try solve(system, legacy: true, rounds: 64)
      // Booleans first, so a failure names the system rather than printing every value.
      let uncapped = same(try solve(system, legacy: false, rounds: 64), exact)
      #expect(uncapped, "\(name): the uncapped rounds differ")
      if same(earlier, exact) {
        let agrees = same(current, earlier)
        #expect(agrees, "\(name): the earlier rounds did not meet the cap, the new ones differ")
      } else {
        capped += 1
        let reaches = same(current, exact)
        #expect(reaches, "\(name): the new rounds do not reach the uncapped answer")
      }
    }
    return capped
  }

  @Test func gridsAgreeWithTheEarlierRoundsAndReachTheUncappedAnswer() throws {
    let systems = try (0..<18).map { k in
      let side = 2 + k % 9
      return ("grid \(side)×\(side) seed \(k)", try Self.grid(side: side, seed: UInt64(3_200 + k)))
    }
    let capped = try Self.check(systems)
    // Grids of 8 or more rows have more groups than the earlier rounds' cap: some must have met it.
    #expect(capped > 0)
  }

  @Test func groupedCellsAgreeWithTheEarlierRounds() throws {
    let systems = try (0..<120).map { k in ("groups seed \(k)", try Self.groups(seed: UInt64(32_000 + k))) }
    _ = try Self.check(systems)
  }
}

/// The rounds without the rows of errors another error of their kind bounds on the face (``TieBalance/dropsDominated``)
/// against the rounds with every row: the same values and level errors on every system with the round cap raised,
/// and at the cap wherever the rounds with every row did not meet it.
@Suite struct ConstraintDominatedRowsTests {
  /// `system` solved with or without the dropped rows, at most `rounds` rounds per level; and the LP rows the solve
  /// made (the balancing's rows included).
  static func solve(_ system: ConstraintSystem, drops: Bool, rounds: Int) throws -> (ConstraintSolution, Int) {
    try TieBalance.$dropsDominated.withValue(drops) {
      try TieBalance.$roundLimit.withValue(rounds) {
        let solver = try LexicographicSolver(system)
        let solution = try solver.solve(once: true)
        return (solution, solver.model.program.rowCount)
      }
    }
  }

  /// The checks on `systems`; returns on how many the dropped rows made fewer rows.
  static func check(_ systems: [(String, ConstraintSystem)]) throws -> Int {
    var fewer = 0
    for (name, system) in systems {
      let (every, everyRows) = try solve(system, drops: false, rounds: TieBalance.rounds)
      let (dropped, droppedRows) = try solve(system, drops: true, rounds: TieBalance.rounds)
      let (exact, _) = try solve(system, drops: false, rounds: 64)
      let (droppedExact, _) = try solve(system, drops: true, rounds: 64)
      let uncapped = ConstraintBalanceDifferentialTests.same(droppedExact, exact)
      #expect(uncapped, "\(name): the uncapped rounds differ")
      if ConstraintBalanceDifferentialTests.same(every, exact) {
        let agrees = ConstraintBalanceDifferentialTests.same(dropped, every)
        #expect(agrees, "\(name): the rounds with every row did not meet the cap, those without differ")
      }
      if droppedRows < everyRows { fewer += 1 }
    }
    return fewer
  }

  @Test func gridsAndGroupsGiveTheSameAnswers() throws {
    var systems = try (0..<18).map { k in
      let side = 2 + k % 9
      return (
        "grid \(side)×\(side) seed \(k)",
        try ConstraintBalanceDifferentialTests.grid(side: side, seed: UInt64(3_200 + k))
      )
    }
    systems += try (0..<12).map { k in
      let side = 2 + k % 9
      return (
        "edited grid \(side)×\(side) seed \(k)",
        try ConstraintIsolatedBalanceTests.grid(side: side, seed: UInt64(3_500 + k))
      )
    }
    systems += try (0..<120).map { k in
      ("groups seed \(k)", try ConstraintBalanceDifferentialTests.groups(seed: UInt64(32_000 + k)))
    }
    let fewer = try Self.check(systems)
    // The grids' column widths have kinds of many errors: rows must have been left out.
    #expect(fewer >= 20)
  }

  @Test func pulledVariablesGiveTheSameAnswers() throws {
    var systems: [(String, ConstraintSystem)] = []
    for k in 0..<150 {
      let system = try ConstraintIsolatedBalanceTests.pulled(seed: UInt64(34_000 + k))
      guard (try? system.solve()) != nil else { continue }
      systems.append(("pulled seed \(k)", system))
    }
    _ = try Self.check(systems)
  }
}

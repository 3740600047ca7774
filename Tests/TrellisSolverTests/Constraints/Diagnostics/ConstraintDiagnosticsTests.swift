import Testing
import TrellisSolver
import TrellisTestSupport

/// Order independence, minimal conflicts and ambiguity reports.
@Suite struct ConstraintDiagnosticsTests {
  static func shuffled<T>(_ items: [T], seed: UInt64) -> [T] {
    var generator = SplitMix64(seed: seed)
    var copy = items
    copy.shuffle(using: &generator)
    return copy
  }

  /// A system with many equal optima: ten variables summing to 100, all ≥ 0, plus soft preferences that tie.
  static func manyOptima() -> [Constraint] {
    let v = (0..<10).map { ConstraintVariable("v\($0)") }
    var constraints: [Constraint] = []
    constraints.append(v.dropFirst().reduce(v[0].linearExpression) { $0 + $1 } == 100)
    for variable in v { constraints.append(variable >= 0) }
    // Pairs that want to be equal to each other (weak) and at most 30 (medium): many optima remain.
    for k in stride(from: 0, to: 10, by: 2) {
      constraints.append((v[k] == v[k + 1]) | .weak)
      constraints.append((v[k] <= 30) | .medium)
    }
    constraints.append((v[3] >= 5).labeled("v3 at least 5"))
    return constraints
  }

  static func uniqueSystem() -> [Constraint] {
    let a = ConstraintVariable("a")
    let b = ConstraintVariable("b")
    let c = ConstraintVariable("c")
    return [a + b + c == 30, a - b == 2, (c == 4) | .strong, (a == 100) | .weak, (b >= 0) | .medium]
  }

  @Test(arguments: [0, 1])
  func sameAnswerInTwentyRandomOrders(which: Int) throws {
    let base = which == 0 ? Self.manyOptima() : Self.uniqueSystem()
    let reference = try ConstraintSystem(base).solve()
    for seed in 1...20 {
      let solution = try ConstraintSystem(Self.shuffled(base, seed: UInt64(seed))).solve()
      #expect(solution.names == reference.names)
      for (got, expected) in zip(solution.values, reference.values) { #expect(close(got, expected, 1e-9)) }
    }
  }

  @Test func uniqueSystemValues() throws {
    // c = 4 (strong), a + b = 26, a − b = 2 → a = 14, b = 12; the weak a == 100 cannot move anything.
    let s = try ConstraintSystem(Self.uniqueSystem()).solve()
    #expect(close(s[name: "a"]!, 14))
    #expect(close(s[name: "b"]!, 12))
    #expect(close(s[name: "c"]!, 4))
  }

  static let conflicting: [Constraint] = {
    let w = ConstraintVariable("a.width")
    let h = ConstraintVariable("a.height")
    let x = ConstraintVariable("x")
    return [
      (w == 100).labeled("a.width == 100"), h == 20, x >= 0, (w <= 50).labeled("a.width <= 50"), x + h <= 500,
      (w >= 10) | .strong, h <= 1000,
    ]
  }()

  @Test func conflictIsMinimalAndReadable() throws {
    let error = #expect(throws: ConstraintError.self) { try ConstraintSystem(Self.conflicting).solve() }
    guard case .unsatisfiable(let conflict)? = error else {
      Issue.record("expected unsatisfiable, got \(String(describing: error))")
      return
    }
    #expect(Set(conflict.map(\.description)) == ["a.width == 100", "a.width <= 50"])
    #expect(error?.description == "unsatisfiable required constraints: 'a.width == 100', 'a.width <= 50'")
    // The set alone is unsatisfiable, with itself as the conflict …
    #expect(throws: ConstraintError.unsatisfiable(conflict: conflict)) { try ConstraintSystem(conflict).solve() }
    // … and removing any one member makes the whole system satisfiable.
    for member in conflict {
      let rest = Self.conflicting.filter { $0 != member }
      #expect(throws: Never.self) { try ConstraintSystem(rest).solve() }
    }
  }

  @Test func conflictAmongSeveralEqualities() throws {
    // A cycle of equalities with an inconsistent sum, plus unrelated constraints: the conflict is the cycle.
    let p = (0..<4).map { ConstraintVariable("p\($0)") }
    let q = ConstraintVariable("q")
    let all: [Constraint] = [
      p[1] == p[0] + 10, p[2] == p[1] + 10, p[3] == p[2] + 10, p[3] == p[0] + 25, q >= 3, q <= 8, p[0] >= -50,
    ]
    let error = #expect(throws: ConstraintError.self) { try ConstraintSystem(all).solve() }
    guard case .unsatisfiable(let conflict)? = error else {
      Issue.record("expected unsatisfiable, got \(String(describing: error))")
      return
    }
    #expect(conflict.count == 4)
    #expect(throws: ConstraintError.unsatisfiable(conflict: conflict)) { try ConstraintSystem(conflict).solve() }
    for member in conflict {
      #expect(throws: Never.self) { try ConstraintSystem(all.filter { $0 != member }).solve() }
    }
  }

  @Test func falseConstantConstraintIsItsOwnConflict() throws {
    let x = ConstraintVariable("x")
    let error = #expect(throws: ConstraintError.self) {
      try ConstraintSystem([x == 1, (x - x == 5).labeled("impossible")]).solve()
    }
    #expect(error == .unsatisfiable(conflict: [(x - x == 5).labeled("impossible")]))
  }

  /// A horizontal chain of three items between the container's edges, 8-point gaps.
  static func chain(pinWidth: Bool, pinItems: Bool) -> [Constraint] {
    let items = (0..<3).map { LayoutAnchors(key: "i\($0)") }
    let container = LayoutAnchors(key: "container")
    var constraints: [Constraint] = [items[0].leading == container.leading + 8]
    for k in 1..<3 { constraints.append(items[k].leading == items[k - 1].trailing + 8) }
    constraints.append(container.trailing == items[2].trailing + 8)
    for item in items { constraints.append(item.width >= 0) }
    if pinWidth { constraints.append(container.width == 332) }
    if pinItems {
      constraints.append(items[0].width == items[1].width)
      constraints.append(items[1].width == items[2].width)
    }
    return constraints
  }

  @Test func chainWithoutPinnedWidthIsAmbiguous() throws {
    let report = try ConstraintSystem(Self.chain(pinWidth: false, pinItems: true)).ambiguities()
    let names = Set(report.map(\.name))
    #expect(names.isSuperset(of: ["container.width", "i0.width", "i1.width", "i2.width", "i1.leading", "i2.leading"]))
    #expect(!names.contains("i0.leading"))  // always 8
    let width = try #require(report.first { $0.name == "container.width" })
    #expect(close(width.minimum, 32))
    #expect(width.maximum == .infinity)
    #expect(close(width.value, 32))  // the tie-break picks the smallest magnitudes
  }

  @Test func pinningTheWidthClearsTheReport() throws {
    let report = try ConstraintSystem(Self.chain(pinWidth: true, pinItems: true)).ambiguities()
    #expect(report.isEmpty)
    let solution = try ConstraintSystem(Self.chain(pinWidth: true, pinItems: true)).solve()
    #expect(close(solution[name: "i1.width"]!, 100))
    #expect(close(solution[name: "i2.leading"]!, 224))
  }

  @Test func pinnedWidthButFreeItemsIsStillAmbiguousInTheItems() throws {
    let report = try ConstraintSystem(Self.chain(pinWidth: true, pinItems: false)).ambiguities()
    let widths = try #require(report.first { $0.name == "i0.width" })
    #expect(close(widths.minimum, 0))
    #expect(close(widths.maximum, 300))
    #expect(!report.contains { $0.name == "container.width" })
  }

  @Test func softOptimumDeterminesVariables() throws {
    // Free variables pinned only by optional constraints are determined at the lexicographic optimum.
    let x = ConstraintVariable("x")
    let y = ConstraintVariable("y")
    let report = try ConstraintSystem([(x == 5) | .weak, (y == x + 1) | .strong]).ambiguities()
    #expect(report.isEmpty)
  }
}

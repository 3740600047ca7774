import Testing
import TrellisSolver
import TrellisTestSupport

/// Incremental edits: warm re-solves from the previous basis agree with cold solves.
@Suite struct ConstraintEditTests {
  /// The container of every system here: its width is the edit variable.
  static let container = LayoutAnchors(key: "container")
  static var width: ConstraintVariable { container.widthVariable }

  /// N items in a row with 8-point gaps, preferred widths as weak constraints, minimum widths required, and the
  /// container width an edit variable.
  static func row(_ n: Int) throws -> ConstraintSystem {
    let container = Self.container
    let items = (0..<n).map { LayoutAnchors(key: "i\($0)") }
    var constraints: [Constraint] = [items[0].leading == container.leading + 8]
    for k in 1..<n { constraints.append(items[k].leading == items[k - 1].trailing + 8) }
    constraints.append(container.trailing == items[n - 1].trailing + 8)
    for (k, item) in items.enumerated() {
      constraints.append(item.width >= Double(10 + k % 3))
      constraints.append((item.width == Double(40 + 10 * (k % 4))) | .weak)
      constraints.append((item.width <= 120) | .medium)
    }
    var system = try ConstraintSystem(constraints)
    try system.addEditVariable(Self.width, value: 400)
    return system
  }

  @Test func thousandEditsMatchColdSolves() throws {
    let system = try Self.row(12)
    let solver = try ConstraintSolver(system)
    var generator = SplitMix64(seed: 42)
    var checked = 0
    var fromPieces = 0
    for step in 0..<1_000 {
      let width = Double(generator.int(100...2_000))
      try solver.suggestValue(width, for: Self.width)
      let warm = try solver.solve()
      if warm.iterations == 0 { fromPieces += 1 }
      if step % 50 == 0 {
        var cold = system
        try cold.suggestValue(width, for: Self.width)
        let reference = try cold.solve()
        #expect(warm.names == reference.names)
        for (a, b) in zip(warm.values, reference.values) { #expect(close(a, b, 1e-6)) }
        checked += 1
      }
      // Whatever the width, the row fills it unless the minimum widths do not fit.
      let gaps: Double = 104
      let widths: Double = 12 * 10 + 4 * (0 + 1 + 2)
      let minimum: Double = gaps + widths
      #expect(close(warm[Self.width], max(width, minimum), 1e-6))
    }
    #expect(checked == 20)
    // The solution is piecewise affine in the width; once its pieces are known, GLPK is not called.
    #expect(fromPieces > 800, "\(fromPieces)")
  }

  @Test func editValuesHandComputed() throws {
    // Two items, preferred 50 and 70 (weak), a ≤ 60 (medium), gaps 8, container width strong.
    let container = Self.container
    let a = LayoutAnchors(key: "a")
    let b = LayoutAnchors(key: "b")
    var system = try ConstraintSystem([
      a.leading == container.leading + 8, b.leading == a.trailing + 8, container.trailing == b.trailing + 8,
      (a.width == 50) | .weak, (b.width == 70) | .weak, (a.width <= 60) | .medium, a.width >= 0, b.width >= 0,
    ])
    try system.addEditVariable(Self.width, value: 200)
    let solver = try ConstraintSolver(system)
    let first = try solver.solve()
    // Width 200: a + b = 176. Medium: a ≤ 60. Weak: |a − 50| + |b − 70| = 56 for every a in [50, 60], a tie the
    // balancing evens out: the larger error, b's 106 − a, is smallest at a = 60, b = 116.
    #expect(close(first.value(of: a.width), 60))
    #expect(close(first.value(of: b.width), 116))
    #expect(close(first.value(of: b.leading), 76))
    #expect(close(first.levelErrors.map(\.error).reduce(0, +), 56))
    try solver.suggestValue(100, for: Self.width)
    let second = try solver.solve()
    // Width 100: a + b = 76; the weak error |a − 50| + |6 − a| is 44 for a in [6, 50]; evened out, both errors
    // are 22: a = 28, b = 48.
    #expect(close(second.value(of: a.width), 28))
    #expect(close(second.value(of: b.width), 48))
    #expect(close(second.levelErrors.last!.error, 44))
  }

  @Test func suggestionErrors() throws {
    let solver = try ConstraintSolver(try Self.row(3))
    let nan = #expect(throws: ConstraintError.self) {
      try solver.suggestValue(.nan, for: Self.width)
    }
    guard case .invalidSuggestion(variable: "container.width", let value)? = nan, value.isNaN else {
      Issue.record("expected invalidSuggestion(container.width, nan), got \(String(describing: nan))")
      return
    }
    #expect(throws: ConstraintError.notAnEditVariable(name: "nope")) {
      try solver.suggestValue(10, for: ConstraintVariable("nope"))
    }
    var system = try Self.row(3)
    #expect(throws: ConstraintError.duplicateEditVariable(name: "container.width")) {
      try system.addEditVariable(Self.width)
    }
  }
}

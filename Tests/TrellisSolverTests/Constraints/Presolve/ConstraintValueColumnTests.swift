import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// A variable with many segments in many rows gets a column of its own, tied to its segments by one row
/// (``ConstraintModel/valueColumn``): its rows then hold one entry for it instead of one per segment. The LP is
/// equivalent, so every answer must be the one presolve gives with ``ConstraintModel/tiesSegmentColumns`` off:
/// cold solves, warm edits, constraints added to a live solver, ambiguity ranges and conflicts.
///
/// The systems are Auto Layout forms as the benchmark's `constraints-autolayout` writes them: every label's width
/// equals the first's, and each label hugs (weak) and resists compression (strong) at its own seeded intrinsic width,
/// so after elimination the first label's width has two breakpoints per distinct width and appears in every row that
/// places a field.
@Suite struct ConstraintValueColumnTests {
  static let container = LayoutAnchors(key: "container")

  /// A form of label+field rows over `anchors` (``anchors(_:)``) with seeded intrinsic widths, its container width
  /// an edit variable suggested at `width`; `extra` constraints are appended.
  static func form(
    _ anchors: ([LayoutAnchors], [LayoutAnchors]), seed: UInt64, width: Double = 300, extra: [Constraint] = []
  ) throws -> ConstraintSystem {
    var rng = SplitMix64(seed: seed)
    let (labels, fields) = anchors
    let rows = labels.count
    var constraints: [Constraint] = []
    for k in 0..<rows {
      let (label, field) = (labels[k], fields[k])
      let intrinsic = rng.whole(40...140)
      constraints.append(label.leading == container.leading + 20)
      constraints.append(field.leading == label.trailing + 8)
      if k == 0 || k % 4 != 3 {
        constraints.append(field.trailing == container.trailing - 20)
      } else {
        constraints.append(field.width == fields[0].width)
      }
      if k > 0 { constraints.append(label.width == labels[0].width) }
      constraints.append((label.width <= intrinsic) | .weak)
      constraints.append((label.width >= intrinsic) | .strong)
      constraints.append(label.height == 21)
      constraints.append(field.width >= 80)
      constraints.append((field.width <= 240) | .weak)
      constraints.append(field.height == 30)
      constraints.append(k == 0 ? field.top == container.top + 20 : field.top == fields[k - 1].bottom + 8)
      constraints.append(label.centerY == field.centerY)
    }
    constraints.append(container.bottom == fields[rows - 1].bottom + 20)
    var system = try ConstraintSystem(constraints + extra)
    try system.addEditVariable(container.widthVariable, value: width)
    return system
  }

  /// New anchors for a form's `rows` labels and fields.
  static func anchors(_ rows: Int) -> ([LayoutAnchors], [LayoutAnchors]) {
    ((0..<rows).map { LayoutAnchors(key: "label\($0)") }, (0..<rows).map { LayoutAnchors(key: "field\($0)") })
  }

  /// `body` with presolve tying segment columns (`tied`) or writing every segment into every row.
  static func with<T>(tied: Bool, _ body: () throws -> T) rethrows -> T {
    try ConstraintModel.$tiesSegmentColumns.withValue(tied) { try body() }
  }

  /// Whether two solutions have the same values (within 10⁻⁶, relative above 1) and the same level errors.
  static func same(_ a: ConstraintSolution, _ b: ConstraintSolution) -> Bool {
    func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 1e-6 * max(1, abs(x), abs(y)) }
    return a.names == b.names && zip(a.values, b.values).allSatisfy(close)
      && a.levelErrors.map(\.priority) == b.levelErrors.map(\.priority)
      && zip(a.levelErrors, b.levelErrors).allSatisfy { close($0.error, $1.error) }
  }

  /// The tie is made (one more row and one more column than without it) and the cold solve is the same, on forms
  /// whose container is narrower and wider than the labels want.
  @Test(arguments: [(12, 300.0), (40, 300.0), (40, 420.0), (90, 260.0)])
  func coldSolvesAgree(rows: Int, width: Double) throws {
    for seed: UInt64 in 1...3 {
      let system = try Self.form(Self.anchors(rows), seed: seed, width: width)
      let tiedSummary = try Self.with(tied: true) { try system.presolveSummary() }
      let plainSummary = try Self.with(tied: false) { try system.presolveSummary() }
      #expect(tiedSummary.rows == plainSummary.rows + 1, "rows \(rows), seed \(seed)")
      #expect(tiedSummary.columns == plainSummary.columns + 1, "rows \(rows), seed \(seed)")
      let tied = try Self.with(tied: true) { try system.solve() }
      let plain = try Self.with(tied: false) { try system.solve() }
      #expect(Self.same(tied, plain), "rows \(rows), seed \(seed)")
    }
  }

  /// A live solver's width edits (warm re-solves of the tied LP) give the cold solves of the untied one.
  @Test func warmEditsAgreeWithColdSolves() throws {
    let system = try Self.form(Self.anchors(40), seed: 7)
    let solver = try Self.with(tied: true) { try ConstraintSolver(system) }
    solver.usesPieceCache = false
    for width in [300.0, 180, 420, 301.5, 260, 900, 240] {
      try solver.suggestValue(width, for: Self.container.widthVariable)
      let warm = try solver.solve()
      var edited = system
      try edited.suggestValue(width, for: Self.container.widthVariable)
      let cold = try Self.with(tied: false) { try edited.solve() }
      #expect(Self.same(warm, cold), "width \(width)")
    }
  }

  /// A constraint added to a live solver over the tied variable is written on its column, and the solve is the
  /// untied cold solve of the grown system; removing it again gives the first answer back.
  @Test func addedConstraintsUseTheColumn() throws {
    let (labels, fields) = Self.anchors(40)
    let system = try Self.form((labels, fields), seed: 11)
    let added = (labels[5].width + fields[5].width <= 330) | .medium
    let solver = try Self.with(tied: true) { try ConstraintSolver(system) }
    solver.usesPieceCache = false
    let before = try solver.solve()
    try solver.add(added)
    let grown = try solver.solve()
    var reference = system
    try reference.add(added)
    #expect(Self.same(grown, try Self.with(tied: false) { try reference.solve() }))
    #expect(!Self.same(grown, before))
    try solver.remove(added)
    #expect(Self.same(try solver.solve(), try Self.with(tied: false) { try system.solve() }))
  }

  /// Ambiguity ranges through the tied column: a spacer between 0 and the shared label width is ambiguous over
  /// exactly that range, as without the tie.
  @Test func ambiguitiesAgree() throws {
    let spacer = ConstraintVariable("spacer")
    let (labels, fields) = Self.anchors(40)
    let system = try Self.form((labels, fields), seed: 5, extra: [spacer >= 0, spacer <= labels[0].width])
    let tied = try Self.with(tied: true) { try system.ambiguities() }
    let plain = try Self.with(tied: false) { try system.ambiguities() }
    func close(_ x: Double, _ y: Double) -> Bool { x == y || abs(x - y) <= 1e-6 * max(1, abs(x), abs(y)) }
    #expect(tied.map(\.name) == plain.map(\.name))
    for (a, b) in zip(tied, plain) {
      #expect(close(a.value, b.value) && close(a.minimum, b.minimum) && close(a.maximum, b.maximum), "\(a) \(b)")
    }
    let range = try #require(tied.first { $0.name == "spacer" })
    #expect(range.minimum == 0)
    #expect(range.maximum == (try system.solve()).value(of: labels[0].width))
  }

  /// A required row over the tied variable that contradicts the pinned fields names the same minimal conflict.
  @Test func conflictsAgree() throws {
    let (labels, fields) = Self.anchors(40)
    var system = try Self.form((labels, fields), seed: 3, extra: [labels[2].width + fields[2].width >= 2_000])
    try system.add(Self.container.width == 300)
    let tied = Self.with(tied: true) { Result { () throws(ConstraintError) in try system.solve() } }
    let plain = Self.with(tied: false) { Result { () throws(ConstraintError) in try system.solve() } }
    guard case .failure(let tiedError) = tied, case .failure(let plainError) = plain else {
      Issue.record("the form with a 2,000-point row in a 300-point container solved")
      return
    }
    #expect(ConstraintIncrementalTests.isConflict(tiedError))
    #expect(String(describing: tiedError) == String(describing: plainError))
  }

  /// The rule: tie only where it at least halves the variable's entries.
  @Test func tieOnlyWhereItHalvesTheEntries() {
    #expect(!ConstraintModel.tiesSegments(rows: 1, segments: 100))
    #expect(!ConstraintModel.tiesSegments(rows: 2, segments: 100))
    #expect(!ConstraintModel.tiesSegments(rows: 100, segments: 2))
    #expect(!ConstraintModel.tiesSegments(rows: 3, segments: 7))
    #expect(ConstraintModel.tiesSegments(rows: 3, segments: 8))
    #expect(ConstraintModel.tiesSegments(rows: 4, segments: 5))
    #expect(ConstraintModel.tiesSegments(rows: 500, segments: 100))
  }
}

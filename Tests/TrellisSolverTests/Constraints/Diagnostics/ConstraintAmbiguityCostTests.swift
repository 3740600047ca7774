import Foundation
import Testing
import TrellisCore
import TrellisSolver
import TrellisTestSupport

/// The cost of ambiguity reports in LPs (issue 15: at most one LP per variable): forms whose tops nothing sets, a
/// fully constrained form, rows with tied hugging, a sliding form, the polygon family that needs 2n vertices, and
/// random systems (against the brute force, and the bound system by system).
@Suite struct ConstraintAmbiguityCostTests {
  /// `rows` rows of a label (a box with an intrinsic size) and a stretching field, fields aligned after the widest
  /// label; with `pinned`, every row is placed below the previous one and the container fits the last; with
  /// `aligned`, the fields start right after the widest label (otherwise anywhere after it: their common leading
  /// is free on a segment).
  static func form(
    rows: Int, pinned: Bool, aligned: Bool = true
  ) throws -> (ConstraintLayout, [ConstraintLayout.ChildSizing]) {
    let labels = (0..<rows).map { Double(40 + (17 * $0) % 80) }
    let layout = ConstraintForms.labelsAndFields(labels, aligned: aligned, pinned: pinned)
    let sizes = ConstraintForms.sizings(labels)
    return (layout, sizes)
  }

  typealias Report = (
    ambiguities: [ConstraintAmbiguity], linearPrograms: Int, coupledVariables: Int, doubledPrograms: Int
  )

  static func report(
    _ layout: ConstraintLayout, _ sizes: [ConstraintLayout.ChildSizing], width: Double = 400
  ) throws -> Report {
    try layout.system(for: ProposedViewSize(width: width, height: nil), sizes: sizes).ambiguityReport()
  }

  /// The counts the documentation's table quotes.
  static func counts(_ report: Report) -> String {
    "LPs=\(report.linearPrograms) doubled=\(report.doubledPrograms) coupled=\(report.coupledVariables)"
  }

  @Test(arguments: [1, 5, 25])
  func unconstrainedTopsCostNoLP(rows: Int) throws {
    let (layout, sizes) = try Self.form(rows: rows, pinned: false)
    let report = try Self.report(layout, sizes)
    let tops = report.ambiguities.filter { $0.name.hasSuffix(".top") }
    #expect(tops.count == 2 * rows)
    #expect(tops.allSatisfy { $0.minimum == -.infinity && $0.maximum == .infinity })
    // The rest of the form is determined: one combination of its coupled parts proves it.
    #expect(report.linearPrograms <= 1, "\(report.linearPrograms) LPs for \(rows) rows")
    print("cost: unconstrained tops rows=\(rows) \(Self.counts(report))")
  }

  @Test func aFullyConstrainedFiftyViewFormCostsOneLP() throws {
    let (layout, sizes) = try Self.form(rows: 25, pinned: true)
    let report = try Self.report(layout, sizes)
    #expect(report.ambiguities.isEmpty, "\(report.ambiguities)")
    #expect(report.coupledVariables > 2)
    #expect(report.linearPrograms <= 1, "\(report.linearPrograms) LPs")
    print("cost: pinned 50-view form \(Self.counts(report))")
  }

  /// Two boxes of equal hugging between the container's edges: the extra space may go to either, so both widths and
  /// the second box's leading vary along one direction of the face.
  @Test(arguments: [1, 4, 12])
  func rowsWithTiedHuggingShareTheirLPs(rows: Int) throws {
    let layout = ConstraintForms.tiedRows(rows)
    let sizes = [ConstraintLayout.ChildSizing](
      repeating: .init(intrinsicSize: Size(width: 50, height: 20)), count: 2 * rows)
    let report = try Self.report(layout, sizes, width: 300)
    // 300 − 24 of margins leave 276 for the pair: either box can take all of the 176 beyond their 50 + 50.
    let widths = report.ambiguities.filter { $0.name.hasSuffix(".width") }
    #expect(widths.count == 2 * rows, "\(report.ambiguities)")
    #expect(widths.allSatisfy { $0.minimum == 50 && $0.maximum == 226 }, "\(widths)")
    #expect(report.linearPrograms <= rows && report.linearPrograms <= report.coupledVariables)
    print("cost: tied rows=\(rows) \(Self.counts(report))")
  }

  /// The benchmark's form, whose fields may start anywhere after the widest label: their common leading moves along
  /// one direction of the face, and every field's leading and width with it. 2 + 2 per coupled variable were 352
  /// LPs here, one vertex per LP 26 (where the fields end every field's width is 0 and the plain LP's degenerate
  /// basis there proved one row's ends per LP); a combination over two copies of the face reaches both ends of the
  /// slide at once.
  @Test func slidingFieldsCostTwoLPs() throws {
    let (layout, sizes) = try Self.form(rows: 25, pinned: true, aligned: false)
    let report = try Self.report(layout, sizes)
    #expect(report.ambiguities.count == 50, "\(report.ambiguities)")
    #expect(report.ambiguities.filter { $0.name.hasSuffix(".leading") }.allSatisfy { $0.maximum == 392 })
    #expect(report.linearPrograms <= 2, "\(report.linearPrograms) LPs")
    print("cost: sliding 50-view form \(Self.counts(report))")
  }

  /// The family the old method could not bound: over a regular 2n-gon in (u, v), the variables
  /// `xᵢ = cos φᵢ·u + sin φᵢ·v` with φᵢ at the polygon's vertices reach their maxima and minima at 2n different
  /// vertices, so a method that learns one vertex per LP needs 2n LPs for n + 2 coupled variables. One LP over two
  /// copies of the face per variable (its maximum and minimum at once) needs at most one LP per coupled variable.
  @Test(arguments: [3, 8, 24])
  func aPolygonFamilyCostsAtMostOneLPPerCoupledVariable(n: Int) throws {
    let (u, v) = (ConstraintVariable("u"), ConstraintVariable("v"))
    let radius = 100.0
    // cos(π/2) is 6e-17, not 0: such a coefficient beside 1 would be a badly scaled constraint.
    func cosine(_ angle: Double) -> Double { (cos(angle) * 1e12).rounded() / 1e12 }
    func sine(_ angle: Double) -> Double { (sin(angle) * 1e12).rounded() / 1e12 }
    var constraints: [Constraint] = []
    for k in 0..<(2 * n) {
      let angle = Double.pi * Double(k) / Double(n)
      constraints.append(cosine(angle) * u + sine(angle) * v <= radius)
    }
    for i in 0..<n {
      let angle = Double.pi * (Double(i) + 0.5) / Double(n)
      constraints.append(ConstraintVariable("x\(i)") == cosine(angle) * u + sine(angle) * v)
    }
    let report = try ConstraintSystem(constraints).ambiguityReport()
    // Each xᵢ reaches ± the circumradius at opposite vertices.
    let circumradius = radius / cos(Double.pi / Double(2 * n))
    for i in 0..<n {
      let range = try #require(report.ambiguities.first { $0.name == "x\(i)" })
      #expect(abs(range.minimum + circumradius) <= 1e-6 * circumradius, "\(range)")
      #expect(abs(range.maximum - circumradius) <= 1e-6 * circumradius, "\(range)")
    }
    #expect(report.coupledVariables == n + 2)
    #expect(report.linearPrograms <= report.coupledVariables, "\(report.linearPrograms) LPs")
    print("cost: polygon n=\(n) \(Self.counts(report))")
  }

  /// x is unbounded both ways and y above: the LP over the pair for x stops at a ray on one copy, drops that copy's
  /// objective and resumes on the other, which stops at a ray too; y's minimum comes from the same LPs.
  @Test func rayOnEitherCopy() throws {
    let (x, y) = (ConstraintVariable("x"), ConstraintVariable("y"))
    let report = try ConstraintSystem([x + y >= 0, x - y <= 5]).ambiguityReport()
    let ranges = Dictionary(uniqueKeysWithValues: report.ambiguities.map { ($0.name, ($0.minimum, $0.maximum)) })
    #expect(ranges["x"].map { $0 == (-.infinity, .infinity) } == true, "\(report.ambiguities)")
    #expect(ranges["y"].map { $0 == (-2.5, .infinity) } == true, "\(report.ambiguities)")
    #expect(report.linearPrograms <= report.coupledVariables, "\(Self.counts(report))")
    print("cost: rays \(Self.counts(report))")
  }

  /// The query has one deadline (`options.timeLimit`, restarted after the solve): the polygon family at n = 3,000
  /// needs thousands of LPs over the pair, and a limit a few times the solve's stops them with a typed error.
  @Test func theLPsOverThePairHonourTheDeadline() throws {
    let (u, v) = (ConstraintVariable("u"), ConstraintVariable("v"))
    let n = 3_000
    var constraints: [Constraint] = []
    for k in 0..<(2 * n) {
      let angle = Double.pi * Double(k) / Double(n)
      constraints.append((cos(angle) * 1e9).rounded() / 1e9 * u + (sin(angle) * 1e9).rounded() / 1e9 * v <= 100)
    }
    for i in 0..<n {
      let angle = Double.pi * (Double(i) + 0.5) / Double(n)
      let (c, s) = ((cos(angle) * 1e9).rounded() / 1e9, (sin(angle) * 1e9).rounded() / 1e9)
      constraints.append(ConstraintVariable("x\(i)") == c * u + s * v)
    }
    var system = try ConstraintSystem(constraints)
    let clock = ContinuousClock()
    let start = clock.now
    _ = try system.solve()
    let solve = clock.now - start
    system.options.timeLimit = max(solve * 4, .milliseconds(100))
    var stopped: ConstraintError?
    do throws(ConstraintError) { _ = try system.ambiguities() } catch { stopped = error }
    guard case .solverFailed(.stopped(.timeLimit, stage: .ambiguities))? = stopped else {
      Issue.record("expected the ambiguity stage's time limit, got \(String(describing: stopped))")
      return
    }
  }

  /// The random systems of ``ConstraintAmbiguityRangeTests`` (ranges checked against the brute force there), and
  /// more of them: never more LPs than variables with a coupled part, system by system (the guarantee of
  /// Documentation/Constraints.md, "Ambiguity").
  @Test func randomSystemsNeverCostMoreThanOneLPPerCoupledVariable() throws {
    // Totals over the first 60 seeds (the range test's systems) and over all of them.
    var totals = [(systems: 0, lps: 0, doubled: 0, coupled: 0), (systems: 0, lps: 0, doubled: 0, coupled: 0)]
    for seed in 0..<400 {
      guard let cost = try ConstraintAmbiguityRangeTests.compareRanges(seed: seed).cost else { continue }
      #expect(cost.linearPrograms <= cost.coupledVariables, "seed \(seed): \(cost)")
      for k in (seed < 60 ? [0, 1] : [1]) {
        totals[k].systems += 1
        totals[k].lps += cost.linearPrograms
        totals[k].doubled += cost.doubledPrograms
        totals[k].coupled += cost.coupledVariables
      }
    }
    #expect(totals[1].systems >= 200)
    for total in totals {
      print(
        "cost: random systems=\(total.systems) LPs=\(total.lps) doubled=\(total.doubled) coupled=\(total.coupled)")
    }
  }

  /// Larger random systems (10 variables, 4–16 rows, some ties), only counted: the bound holds system by system.
  @Test func largerRandomSystemsStayWithinTheBound() throws {
    var total = 0
    var doubled = 0
    var coupled = 0
    var systems = 0
    for seed in 0..<300 {
      var g = SplitMix64(seed: UInt64(9_000 + seed))
      let pool = (0..<10).map { ConstraintVariable("v\($0)") }
      var constraints: [Constraint] = []
      for x in pool where g.chance(0.4) { constraints.append(x >= g.whole(-10...10)) }
      for x in pool where g.chance(0.3) { constraints.append(x <= g.whole(20...60)) }
      for _ in 0..<g.int(4...16) {
        var expression = LinearExpression(0)
        for x in pool where g.chance(0.3) { expression = expression + g.whole(-3...3) * x }
        if expression.terms.isEmpty { expression = expression + pool[g.int(0...9)] }
        let rhs = g.whole(-30...60)
        var constraint: Constraint =
          switch g.int(0...2) {
          case 0: expression == rhs
          case 1: expression <= rhs
          default: expression >= rhs
          }
        if g.chance(0.5) { constraint = constraint.priority([.weak, .medium, .strong][g.int(0...2)]) }
        constraints.append(constraint)
      }
      let system = try ConstraintSystem(constraints)
      let cost: (linearPrograms: Int, coupledVariables: Int, doubledPrograms: Int)
      switch Result(catching: { () throws(ConstraintError) in try system.ambiguityReport() }) {
      case .success(let report): cost = (report.linearPrograms, report.coupledVariables, report.doubledPrograms)
      case .failure(.unsatisfiable): continue
      case .failure(let error): throw error
      }
      #expect(cost.linearPrograms <= cost.coupledVariables, "seed \(seed): \(cost) for \(constraints)")
      total += cost.linearPrograms
      doubled += cost.doubledPrograms
      coupled += cost.coupledVariables
      systems += 1
    }
    #expect(systems >= 100)
    print("cost: larger random systems=\(systems) LPs=\(total) doubled=\(doubled) coupled=\(coupled)")
  }
}

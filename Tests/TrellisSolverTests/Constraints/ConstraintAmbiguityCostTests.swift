import Testing
import TrellisCore
import TrellisSolver
import TrellisTestSupport

/// The cost of ambiguity reports in LPs (issue 15: at most one LP per variable): forms whose tops nothing sets, a
/// fully constrained form, a row with tied hugging, and random systems against the brute force.
@Suite struct ConstraintAmbiguityCostTests {
  /// `rows` rows of a label (a box with an intrinsic size) and a stretching field, fields aligned after the widest
  /// label; with `pinned`, every row is placed below the previous one and the container fits the last; with
  /// `aligned`, the fields start right after the widest label (otherwise anywhere after it: their common leading
  /// is free on a segment).
  static func form(
    rows: Int, pinned: Bool, aligned: Bool = true
  ) throws -> (ConstraintLayout, [ConstraintLayout.ChildSizing]) {
    let labels = (0..<rows).map { Double(40 + (17 * $0) % 80) }
    let widest = labels.indices.max { labels[$0] < labels[$1] } ?? 0
    let layout = ConstraintLayout {
      for (k, w) in labels.enumerated() {
        Box(width: w, height: 20).id("l\(k)")
        Rectangle().id("f\(k)")
      }
    } constraints: { p in
      for k in labels.indices {
        let label = p["l\(k)"]
        let field = p["f\(k)"]
        label.leading == p.container.leading + 8
        field.leading >= label.trailing + 8
        if k > 0 { field.leading == p["f0"].leading }
        if k == 0 && aligned { field.leading == p["l\(widest)"].trailing + 8 }
        p.container.trailing == field.trailing + 8
        if pinned {
          if k == 0 { label.top == p.container.top + 8 } else { label.top == p["l\(k - 1)"].bottom + 8 }
          field.top == label.top
          field.height == label.height
        }
      }
      if pinned { p.container.bottom == p["l\(labels.count - 1)"].bottom + 8 }
    }
    let sizes = labels.flatMap { w -> [ConstraintLayout.ChildSizing] in
      [.init(intrinsicSize: Size(width: w, height: 20)), .init(intrinsicWidth: nil, intrinsicHeight: nil)]
    }
    return (layout, sizes)
  }

  static func report(
    _ layout: ConstraintLayout, _ sizes: [ConstraintLayout.ChildSizing], width: Double = 400
  ) throws -> (ambiguities: [ConstraintAmbiguity], linearPrograms: Int, coupledVariables: Int) {
    try layout.system(for: ProposedViewSize(width: width, height: nil), sizes: sizes).ambiguityReport()
  }

  @Test(arguments: [1, 5, 25])
  func unconstrainedTopsCostNoLP(rows: Int) throws {
    let (layout, sizes) = try Self.form(rows: rows, pinned: false)
    let report = try Self.report(layout, sizes)
    let tops = report.ambiguities.filter { $0.name.hasSuffix(".top") }
    #expect(tops.count == 2 * rows)
    #expect(tops.allSatisfy { $0.minimum == -.infinity && $0.maximum == .infinity })
    #expect(report.linearPrograms <= 2, "\(report.linearPrograms) LPs for \(rows) rows")
    print("cost: unconstrained tops rows=\(rows) LPs=\(report.linearPrograms) coupled=\(report.coupledVariables)")
  }

  @Test func aFullyConstrainedFiftyViewFormCostsAtMostTwoLPs() throws {
    let (layout, sizes) = try Self.form(rows: 25, pinned: true)
    let report = try Self.report(layout, sizes)
    #expect(report.ambiguities.isEmpty, "\(report.ambiguities)")
    #expect(report.coupledVariables > 2)
    #expect(report.linearPrograms <= 2, "\(report.linearPrograms) LPs")
    print("cost: pinned 50-view form LPs=\(report.linearPrograms) coupled=\(report.coupledVariables)")
  }

  /// Two boxes of equal hugging between the container's edges: the extra space may go to either, so both widths and
  /// the second box's leading vary along one direction of the face.
  @Test(arguments: [1, 4, 12])
  func rowsWithTiedHuggingShareTheirLPs(rows: Int) throws {
    let layout = ConstraintLayout {
      for k in 0..<rows {
        Box(width: 40, height: 20).id("a\(k)")
        Box(width: 60, height: 20).id("b\(k)")
      }
    } constraints: { p in
      for k in 0..<rows {
        p["a\(k)"].leading == p.container.leading + 8
        p["b\(k)"].leading == p["a\(k)"].trailing + 8
        p["b\(k)"].trailing == p.container.trailing - 8
        p["a\(k)"].top == p.container.top + Double(30 * k)
        p["b\(k)"].top == p["a\(k)"].top
      }
    }
    let sizes = [ConstraintLayout.ChildSizing](
      repeating: .init(intrinsicSize: Size(width: 50, height: 20)), count: 2 * rows)
    let report = try Self.report(layout, sizes, width: 300)
    // 300 − 24 of margins leave 276 for the pair: either box can take all of the 176 beyond their 50 + 50.
    let widths = report.ambiguities.filter { $0.name.hasSuffix(".width") }
    #expect(widths.count == 2 * rows, "\(report.ambiguities)")
    #expect(widths.allSatisfy { $0.minimum == 50 && $0.maximum == 226 }, "\(widths)")
    #expect(report.linearPrograms <= 2 * rows && report.linearPrograms <= report.coupledVariables)
    print("cost: tied rows=\(rows) LPs=\(report.linearPrograms) coupled=\(report.coupledVariables)")
  }

  /// The benchmark's form, whose fields may start anywhere after the widest label: their common leading moves along
  /// one direction of the face, and every field's leading and width with it. The old method's 2 + 2 per coupled
  /// variable were 352 LPs here; now the generic pair and then about one LP per row: where the fields end, every
  /// field's width is 0 and the point is degenerate, so its basis proves one row's ends per LP.
  @Test func slidingFieldsCostAboutOneLPPerRow() throws {
    let (layout, sizes) = try Self.form(rows: 25, pinned: true, aligned: false)
    let report = try Self.report(layout, sizes)
    #expect(report.ambiguities.count == 50, "\(report.ambiguities)")
    #expect(report.ambiguities.filter { $0.name.hasSuffix(".leading") }.allSatisfy { $0.maximum == 392 })
    #expect(report.linearPrograms <= 25 + 2, "\(report.linearPrograms) LPs")
    print("cost: sliding 50-view form LPs=\(report.linearPrograms) coupled=\(report.coupledVariables)")
  }

  /// The random systems of ``ConstraintAmbiguityRangeTests`` (ranges checked against the brute force there): no
  /// more LPs than variables with a coupled part plus the generic pair, system by system. Measured on these
  /// seeds, not a theorem (Documentation/Constraints.md, "Ambiguity"); by construction the count never exceeds
  /// 2 + one per finite end of a coupled variable.
  @Test func randomSystemsCostAtMostOneLPPerCoupledVariable() throws {
    var total = 0
    var coupled = 0
    var systems = 0
    var over = 0
    for seed in 0..<60 {
      guard let cost = try ConstraintAmbiguityRangeTests.compareRanges(seed: seed).cost else { continue }
      #expect(cost.linearPrograms <= cost.coupledVariables + 2, "seed \(seed): \(cost)")
      if cost.linearPrograms > cost.coupledVariables + 2 { over += 1 }
      total += cost.linearPrograms
      coupled += cost.coupledVariables
      systems += 1
    }
    #expect(systems >= 30)
    #expect(total <= coupled + 2 * systems, "\(total) LPs, \(coupled) coupled variables, \(systems) systems")
    print("cost: random systems=\(systems) LPs=\(total) coupled=\(coupled) over coupled+2: \(over)")
  }
}

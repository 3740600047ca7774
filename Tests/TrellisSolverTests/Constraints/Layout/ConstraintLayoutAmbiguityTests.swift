import Testing
import TrellisCore
import TrellisSolver

/// Ambiguity of every anchor: never-mentioned anchors included, through `ambiguities(for:sizes:)` and
/// `LayoutResult.diagnostics`.
@Suite struct ConstraintLayoutAmbiguityTests {
  /// The README's form: only horizontal constraints, no top is set.
  static func readmeForm(pinned: Bool) throws -> ConstraintLayout {
    ConstraintLayout {
      Text("Name").id("label")
      Rectangle().contentHuggingPriority(200, for: .horizontal).id("field")
    } constraints: { p in
      p["label"].leading == p.container.leading + 8
      p["field"].leading == p["label"].trailing + 8
      p["field"].trailing == p.container.trailing - 8
      if pinned {
        p["label"].top == p.container.top
        p["field"].top == p.container.top
        p["field"].height == p["label"].height
      }
    }
  }

  static let sizes: [ConstraintLayout.ChildSizing] = [
    .init(intrinsicSize: Size(width: 32, height: 16)), .init(intrinsicWidth: nil, intrinsicHeight: nil),
  ]

  @Test func unconstrainedTopsAreReportedWithTheirRanges() throws {
    let report = try Self.readmeForm(pinned: false).ambiguities(
      for: ProposedViewSize(width: 300, height: nil), sizes: Self.sizes)
    let tops = report.filter { $0.name.hasSuffix(".top") }
    #expect(tops.map(\.name) == ["field.top", "label.top"])
    #expect(tops.allSatisfy { $0.minimum == -.infinity && $0.maximum == .infinity && $0.value == 0 })
    // The rectangle has no intrinsic height and nothing sets it: ambiguous in [0, ∞).
    let height = try #require(report.first { $0.name == "field.height" })
    #expect(height.minimum == 0 && height.maximum == .infinity)
    // The widths are determined (the label hugs its 32, the proposal fixes the rest).
    #expect(!report.contains { $0.name.hasSuffix(".width") || $0.name.hasSuffix(".leading") })
  }

  @Test func pinningTheTopsClearsTheReport() throws {
    let report = try Self.readmeForm(pinned: true).ambiguities(
      for: ProposedViewSize(width: 300, height: nil), sizes: Self.sizes)
    #expect(report.isEmpty, "\(report)")
  }

  @Test func layoutDiagnosticsReportTheSameVariables() throws {
    let engine = LayoutEngine(
      configuration: LayoutConfiguration(textMeasurer: MonospacedTextMeasurer.standard, collectsDiagnostics: true))
    let loose = try engine.layout(
      Self.readmeForm(pinned: false).node.id("form"), proposal: ProposedViewSize(width: 300, height: nil))
    let messages = loose.diagnostics.map(\.message)
    #expect(messages.contains("ambiguous: label.top = 0, feasible in [-inf, inf]"), "\(messages)")
    #expect(messages.contains("ambiguous: field.top = 0, feasible in [-inf, inf]"), "\(messages)")
    #expect(loose.diagnostics.allSatisfy { $0.path == "root" && $0.id == "form" })
    let pinned = try engine.layout(
      Self.readmeForm(pinned: true).node, proposal: ProposedViewSize(width: 300, height: nil))
    #expect(pinned.diagnostics.isEmpty, "\(pinned.diagnostics)")
    // Without the flag nothing is analysed.
    let quiet = try Self.readmeForm(pinned: false).node.layout(
      proposal: ProposedViewSize(width: 300, height: nil), configuration: .monospaced)
    #expect(quiet.diagnostics.isEmpty)
  }

  @Test func aLayoutCacheLaysOutAgainWithTheSameDiagnostics() throws {
    // A kept pass places only what moved, so a pass that collects diagnostics is laid out anew: every pass reports.
    let engine = LayoutEngine(
      configuration: LayoutConfiguration(textMeasurer: MonospacedTextMeasurer.standard, collectsDiagnostics: true))
    let cache = LayoutCache()
    let form = try Self.readmeForm(pinned: false).node.id("form")
    let proposal = ProposedViewSize(width: 300, height: nil)
    let first = try engine.layout(form, proposal: proposal, cache: cache)
    let again = try engine.layout(form, proposal: proposal, cache: cache)
    #expect(!first.diagnostics.isEmpty)
    #expect(again.diagnostics.map(\.message) == first.diagnostics.map(\.message))
    // A pass without diagnostics after them reports none, and one with them after that reports them again.
    #expect(
      try LayoutEngine(configuration: .monospaced).layout(form, proposal: proposal, cache: cache).diagnostics.isEmpty)
    #expect(
      try engine.layout(form, proposal: proposal, cache: cache).diagnostics.map(\.message)
        == first.diagnostics.map(\.message))
  }
}

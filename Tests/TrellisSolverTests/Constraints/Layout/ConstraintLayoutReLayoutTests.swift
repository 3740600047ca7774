import Foundation
import Testing
import TrellisCore
import TrellisSolver
import TrellisTestSupport

/// Re-laying out one ConstraintLayout node (kept solvers, children measured once) gives exactly the answers of a new
/// layout value at each proposal, also when the children's answers change.
@Suite struct ConstraintLayoutReLayoutTests {
  /// Records every proposal it is measured with.
  final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [ProposedViewSize] = []
    var proposals: [ProposedViewSize] { lock.withLock { seen } }
    func record(_ proposal: ProposedViewSize) { lock.withLock { seen.append(proposal) } }
  }

  /// A 30×20 leaf that records its measurements.
  struct Recorded: LeafContent {
    let recorder: Recorder
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
      recorder.record(proposal)
      return Size(width: 30, height: 20)
    }
  }

  /// The benchmark's form (`ConstraintForms.labelsAndFields`: rows of a label box and a stretching field), with the
  /// recorder as one more child when given.
  static func form(_ labels: [Double], recorder: Recorder? = nil) -> ConstraintLayout {
    ConstraintForms.labelsAndFields(
      labels, extra: recorder.map { Node(leaf: Recorded(recorder: $0), typeName: "Recorded").id("r") })
  }

  static let labels: [Double] = (0..<25).map { Double(40 + ($0 * 37) % 81) }

  static var ids: [String] { labels.indices.flatMap { ["l\($0)", "f\($0)"] } }

  /// The container's size and every child's frame, as numbers (a missing frame is NaN).
  static func answer(_ result: LayoutResult, ids: [String]) -> [Double] {
    [result.size.width, result.size.height]
      + ids.flatMap { id in
        result[id].map { [$0.minX, $0.minY, $0.width, $0.height] } ?? [.nan, .nan, .nan, .nan]
      }
  }

  /// Whether two answers agree to round-off: a warm re-solve follows another simplex path than a cold solve, so a
  /// value that is not a multiple of 1/1024 may differ in its last bits (the solver's edit tests allow 10⁻⁶); a stale
  /// solver or stale measurements would be off by whole points.
  static func agree(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { x, y in abs(x - y) <= 1e-9 * max(1, abs(y)) }
  }

  static let proposals: [ProposedViewSize] =
    stride(from: 150.0, through: 420, by: 13).map { ProposedViewSize(width: $0, height: nil) } + [
      ProposedViewSize(width: 300, height: 900), ProposedViewSize(width: 300, height: 500), .unspecified,
      .infinity, ProposedViewSize(width: nil, height: 700), ProposedViewSize(width: 151, height: nil),
      ProposedViewSize(width: 300, height: 900),
    ]

  @Test func aReLayoutAtManyProposalsEqualsANewLayoutValue() throws {
    let node = Self.form(Self.labels).node
    for proposal in Self.proposals + Self.proposals.reversed() {
      let again = try node.layout(proposal: proposal, configuration: .monospaced)
      let fresh = try Self.form(Self.labels).node.layout(proposal: proposal, configuration: .monospaced)
      #expect(Self.agree(Self.answer(again, ids: Self.ids), Self.answer(fresh, ids: Self.ids)), "at \(proposal)")
    }
  }

  /// The kept measurements are those of the layout value's own children: applied to other children (a label of
  /// another width), the layout measures those, and its own children again give their own answers.
  @Test func otherChildrenAreMeasuredNotRemembered() throws {
    let layout = Self.form(Self.labels)
    var wider = Self.labels
    wider[3] = 200
    func others(_ layout: ConstraintLayout) -> Node {
      layout {
        for (k, w) in wider.enumerated() {
          Box(width: w, height: 20).id("l\(k)")
          Rectangle().id("f\(k)")
        }
      }
    }
    for proposal in Self.proposals {
      let own = try layout.node.layout(proposal: proposal, configuration: .monospaced)
      let freshOwn = try Self.form(Self.labels).node.layout(proposal: proposal, configuration: .monospaced)
      #expect(Self.agree(Self.answer(own, ids: Self.ids), Self.answer(freshOwn, ids: Self.ids)), "at \(proposal)")
      let other = try others(layout).layout(proposal: proposal, configuration: .monospaced)
      let freshOther = try others(Self.form(Self.labels)).layout(proposal: proposal, configuration: .monospaced)
      #expect(Self.agree(Self.answer(other, ids: Self.ids), Self.answer(freshOther, ids: Self.ids)), "at \(proposal)")
      // Where the proposal leaves room, the wider label pushes the fields' column right: 8 + 200 + 8, not the own
      // form's 8 + its widest label + 8.
      if let width = proposal.width, width >= 400, width.isFinite {
        #expect(other["f0"]?.minX == 216, "at \(proposal)")
        #expect(own["f0"]?.minX == CGFloat(16 + (Self.labels.max() ?? 0)), "at \(proposal)")
      }
    }
  }

  /// A text setting on an ancestor changes the children's answers (same nodes, other line spacing): the layout measures
  /// them again in such a pass and its answers are a new layout value's in the same surroundings.
  @Test func anInheritedTextSettingIsMeasuredAgain() throws {
    let layout = ConstraintLayout {
      Text("Name\nand\nsurname").id("label")
      Rectangle().id("field")
    } constraints: { p in
      p["label"].leading == p.container.leading + 8
      p["field"].leading == p["label"].trailing + 8
      p.container.trailing == p["field"].trailing + 8
      p["label"].top == p.container.top
      p["field"].top == p.container.top
      p.container.bottom == p["label"].bottom
    }
    func fresh() -> Node {
      ConstraintLayout {
        Text("Name\nand\nsurname").id("label")
        Rectangle().id("field")
      } constraints: { p in
        p["label"].leading == p.container.leading + 8
        p["field"].leading == p["label"].trailing + 8
        p.container.trailing == p["field"].trailing + 8
        p["label"].top == p.container.top
        p["field"].top == p.container.top
        p.container.bottom == p["label"].bottom
      }.node
    }
    let node = layout.node
    let ids = ["label", "field"]
    for width in [200.0, 260, 200] {
      let proposal = ProposedViewSize(width: width, height: nil)
      let plain = try node.layout(proposal: proposal, configuration: .monospaced)
      #expect(
        Self.agree(
          Self.answer(plain, ids: ids),
          Self.answer(try fresh().layout(proposal: proposal, configuration: .monospaced), ids: ids)))
      let spaced = try VStack { node }.lineSpacing(10).layout(proposal: proposal, configuration: .monospaced)
      let spacedFresh = try VStack { fresh() }.lineSpacing(10).layout(proposal: proposal, configuration: .monospaced)
      #expect(spaced["label"] == spacedFresh["label"])
      #expect(spaced["field"] == spacedFresh["field"])
      #expect(spaced["label"]?.height == 68, "the setting changes the label's height")
      #expect(plain["label"]?.height == 48)
      #expect(try node.layout(proposal: proposal, configuration: .monospaced)["label"] == plain["label"])
    }
  }

  /// A child whose input is invalid fails every pass, not only the one that measured it first.
  @Test func anInvalidChildFailsEveryPass() throws {
    let node = ConstraintLayout {
      Box(width: -1, height: 3).id("bad")
      Box(width: 40, height: 20).id("good")
    } constraints: { p in
      p["bad"].leading == p.container.leading
      p["good"].leading == p["bad"].trailing + 8
    }.node
    for width in [100.0, 120, 100] {
      #expect(throws: LayoutError.self) {
        try node.layout(proposal: ProposedViewSize(width: width, height: nil), configuration: .monospaced)
      }
    }
  }

  /// Its own children are measured with `.unspecified` and `.infinity` in the first pass only.
  @Test func ownChildrenAreMeasuredForTheirSizingOnce() throws {
    let recorder = Recorder()
    let node = Self.form(Self.labels, recorder: recorder).node
    _ = try node.layout(proposal: ProposedViewSize(width: 300, height: nil), configuration: .monospaced)
    let first = recorder.proposals
    #expect(first.contains(.unspecified))
    #expect(first.contains(.infinity))
    for width in stride(from: 200.0, through: 400, by: 25) {
      _ = try node.layout(proposal: ProposedViewSize(width: width, height: nil), configuration: .monospaced)
    }
    let later = recorder.proposals.dropFirst(first.count)
    #expect(!later.isEmpty, "placed in every pass")
    #expect(!later.contains(.unspecified) && !later.contains(.infinity))
  }
}

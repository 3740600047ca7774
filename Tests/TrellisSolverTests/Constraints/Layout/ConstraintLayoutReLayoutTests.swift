import Foundation
import Testing
import TrellisCore
import TrellisSolver
import TrellisTestSupport

/// Re-laying out one ConstraintLayout node with one engine (which keeps its solvers and its children's sizings) gives
/// exactly the answers of a new layout value at each proposal, also when the children's answers change.
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
    let engine = LayoutEngine(configuration: .monospaced)
    for proposal in Self.proposals + Self.proposals.reversed() {
      let again = try engine.layout(node, proposal: proposal)
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
    let engine = LayoutEngine(configuration: .monospaced)
    for proposal in Self.proposals {
      let own = try engine.layout(layout.node, proposal: proposal)
      let freshOwn = try Self.form(Self.labels).node.layout(proposal: proposal, configuration: .monospaced)
      #expect(Self.agree(Self.answer(own, ids: Self.ids), Self.answer(freshOwn, ids: Self.ids)), "at \(proposal)")
      let other = try engine.layout(others(layout), proposal: proposal)
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
    /// A new layout value with the same children and constraints each time.
    func form() -> ConstraintLayout {
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
      }
    }
    let layout = form()
    func fresh() -> Node { form().node }
    let node = layout.node
    let engine = LayoutEngine(configuration: .monospaced)
    let ids = ["label", "field"]
    for width in [200.0, 260, 200] {
      let proposal = ProposedViewSize(width: width, height: nil)
      let plain = try engine.layout(node, proposal: proposal)
      #expect(
        Self.agree(
          Self.answer(plain, ids: ids),
          Self.answer(try fresh().layout(proposal: proposal, configuration: .monospaced), ids: ids)))
      let spaced = try engine.layout(VStack { node }.lineSpacing(10), proposal: proposal)
      let spacedFresh = try VStack { fresh() }.lineSpacing(10).layout(proposal: proposal, configuration: .monospaced)
      #expect(spaced["label"] == spacedFresh["label"])
      #expect(spaced["field"] == spacedFresh["field"])
      #expect(spaced["label"]?.height == 68, "the setting changes the label's height")
      #expect(plain["label"]?.height == 48)
      #expect(try engine.layout(node, proposal: proposal)["label"] == plain["label"])
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
    let engine = LayoutEngine(configuration: .monospaced)
    for width in [100.0, 120, 100] {
      #expect(throws: LayoutError.self) {
        try engine.layout(node, proposal: ProposedViewSize(width: width, height: nil))
      }
    }
  }

  /// Its own children are measured with `.unspecified` and `.infinity` in the first pass of an engine only; another
  /// engine measures them again (what an engine keeps is its own).
  @Test func ownChildrenAreMeasuredForTheirSizingOnce() throws {
    let recorder = Recorder()
    let node = Self.form(Self.labels, recorder: recorder).node
    let engine = LayoutEngine(configuration: .monospaced)
    _ = try engine.layout(node, proposal: ProposedViewSize(width: 300, height: nil))
    let first = recorder.proposals
    #expect(first.contains(.unspecified))
    #expect(first.contains(.infinity))
    for width in stride(from: 200.0, through: 400, by: 25) {
      _ = try engine.layout(node, proposal: ProposedViewSize(width: width, height: nil))
    }
    let later = recorder.proposals.dropFirst(first.count)
    #expect(!later.isEmpty, "placed in every pass")
    #expect(!later.contains(.unspecified) && !later.contains(.infinity))
    let seen = recorder.proposals.count
    _ = try LayoutEngine(configuration: .monospaced).layout(node, proposal: ProposedViewSize(width: 300, height: nil))
    #expect(recorder.proposals.dropFirst(seen).contains(.unspecified), "a new engine measures them anew")
  }
}

import Testing
import TrellisTestSupport

@testable import TrellisCore
@testable import TrellisFrameUp

/// Degenerate input and seeded properties of the FrameUp nodes, fits and transitions.
@Suite struct FrameUpViewsEdgeCaseTests {
  @Test func degenerateInputIsSane() throws {
    // NaN factor counts as 0; k·f ≥ 1 drops the padding on that axis.
    let nan = try Box(width: 40, height: 20).relativePadding(.all, .nan).layout(
      in: Size(width: 100, height: 100), configuration: .monospaced)
    #expect(nan.size == Size(width: 40, height: 20))
    let swallow = try Box(width: 40, height: 20).relativePadding(.horizontal, 0.5).layout(
      in: Size(width: 100, height: 100), configuration: .monospaced)
    #expect(swallow.size == Size(width: 40, height: 20))
    // A negative frame dimension counts as 0.
    #expect(
      try Box(width: 40, height: 20).scaledToFit(width: -5).layout(
        in: Size(width: 9, height: 9), configuration: .monospaced
      ).size == .zero)
    // No items, no layouts, no children.
    #expect(
      try TabMenu(itemCount: -3).layout(in: Size(width: 100, height: 100), configuration: .monospaced).size
        == Size(width: 100, height: 50))
    #expect(
      try LayoutThatFits([HStackLayout()]) {}.layout(in: Size(width: 10, height: 10), configuration: .monospaced).size
        == .zero)
    let scroll = SmartScrollView()
    #expect(try scroll {}.layout(in: Size(width: 10, height: 10), configuration: .monospaced).size == .zero)
    // A degenerate aspect ratio counts as 1.
    #expect(
      try OverlappingImage(aspectRatio: .nan, top: 0).layout(
        proposal: ProposedViewSize(width: 30, height: nil), configuration: .monospaced
      ).size
        == Size(width: 30, height: 30))
  }

  /// For random stacks of boxes, LayoutThatFits picks a candidate that fits whenever one does, and the first such.
  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64]) func layoutThatFitsChoosesFirstFitting(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<20 {
      let children = (0..<(1 + rng.int(0...4))).map { _ in
        Box(width: Double(1 + rng.int(0...60)), height: Double(1 + rng.int(0...60))).node
      }
      let proposal = ProposedViewSize(width: Double(rng.int(0...150)), height: Double(rng.int(0...150)))
      let layouts: [any Layout] = [HStackLayout(), VStackLayout(), ZStackLayout()]
      let fits = LayoutThatFits(layouts)
      let report = try fits.report(proposal: proposal, children: children, configuration: .monospaced)
      let sizes = try layouts.map {
        try LayoutEngine(configuration: .monospaced).sizeThatFits(
          Node(layout: $0, children: children), proposal: proposal)
      }
      let fitting = sizes.firstIndex { $0.width <= proposal.width! && $0.height <= proposal.height! }
      #expect(report.chosen == (fitting ?? 2))
      let result = try Node(layout: fits, children: children).layout(proposal: proposal, configuration: .monospaced)
      #expect(result.size == sizes[report.chosen!])
    }
  }

  /// Interpolated frames lie between their endpoints, and 0 and 1 give the endpoints.
  @Test(arguments: [7, 8, 9] as [UInt64]) func interpolationStaysBetween(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let children = { (0..<5).map { Box(width: 10, height: 10).id("k\($0)").node } }
    let a = try Node(layout: HStackLayout(spacing: Double(rng.int(0...20))), children: children()).layout(
      in: Size(width: 400, height: 400), configuration: .monospaced)
    let b = try Node(layout: VStackLayout(spacing: Double(rng.int(0...20))), children: children()).layout(
      in: Size(width: 400, height: 400), configuration: .monospaced)
    for _ in 0..<10 {
      let t = Double(rng.int(0...1000)) / 1000
      let mid = a.interpolated(to: b, fraction: t)
      for k in 0..<5 {
        let id = "k\(k)"
        let (s, e, m) = (a[id]!, b[id]!, mid[id]!)
        #expect(m.minX >= min(s.minX, e.minX) - 1e-9 && m.minX <= max(s.minX, e.minX) + 1e-9)
        #expect(m.minY >= min(s.minY, e.minY) - 1e-9 && m.minY <= max(s.minY, e.minY) + 1e-9)
        #expect(Tolerance.isApproximatelyEqual(m.minX, s.minX + t * (e.minX - s.minX)))
      }
    }
    // Fraction 0 has the start's frames (in the end's structure); 1 is the end exactly.
    let start = a.interpolated(to: b, fraction: 0)
    #expect(start.frames == a.frames && start.size == a.size && start.entries.map(\.frame) == a.entries.map(\.frame))
    #expect(a.interpolated(to: b, fraction: 1) == b)
  }
}

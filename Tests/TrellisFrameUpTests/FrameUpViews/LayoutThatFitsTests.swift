import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

/// LayoutThatFits (semantics §2 "FUViewThatFits / FULayoutThatFits / LayoutThatFits") and the fit reports.
@Suite struct LayoutThatFitsTests {
  static func children() -> [Node] {
    [
      Box(width: 50, height: 50).id("a").node, Box(width: 50, height: 200).id("b").node,
      Box(width: 50, height: 100).id("c").node,
    ]
  }

  static func tree(_ layout: LayoutThatFits) -> Node { Node(layout: layout, children: children()) }

  @Test func semanticsExample() throws {
    let fits = LayoutThatFits(in: .horizontal, [HStackLayout(), VStackLayout()])
    let wide = try Self.tree(fits).layout(in: Size(width: 200, height: 500), configuration: .monospaced)
    #expect(wide.size == Size(width: 166, height: 200))
    #expect(wide["b"] == Rect(x: 58, y: 0, width: 50, height: 200))
    let narrow = try Self.tree(fits).layout(in: Size(width: 150, height: 500), configuration: .monospaced)
    #expect(narrow.size == Size(width: 50, height: 366))
    #expect(narrow["c"] == Rect(x: 0, y: 266, width: 50, height: 100))
    // Same ids in both: the transition between them is defined.
    #expect(wide.diff(to: narrow).moved == ["a", "b", "c"])
  }

  @Test func builderSyntaxAndNothingFits() throws {
    let fits = LayoutThatFits(in: .horizontal, [HStackLayout(), VStackLayout()])
    let tree = fits {
      Box(width: 50, height: 50)
      Box(width: 50, height: 200)
      Box(width: 60, height: 100)
    }
    // Nothing fits in 40: the last (the VStack, 60 wide).
    #expect(
      try tree.layout(in: Size(width: 40, height: 1000), configuration: .monospaced).size
        == Size(width: 60, height: 366))
    #expect(tree.typeName == "LayoutThatFits")
  }

  @Test func bothAxesAndUnspecifiedProposal() throws {
    let fits = LayoutThatFits([HStackLayout(), VStackLayout()])
    // Width 200 fits the HStack but height 150 does not (200 > 150); the VStack (366) neither: the last.
    #expect(
      try Self.tree(fits).layout(in: Size(width: 200, height: 150), configuration: .monospaced).size
        == Size(width: 50, height: 366))
    // Unspecified is unlimited: the first.
    #expect(
      try Self.tree(fits).layout(proposal: .unspecified, configuration: .monospaced).size
        == Size(width: 166, height: 200))
  }

  @Test func bestFitPicksLeastOverflow() throws {
    // Proposal 100×250: HStack 166×200 overflows 66 wide; VStack 50×366 overflows 116 high; ZStack 50×200 fits.
    let all = LayoutThatFits([HStackLayout(), VStackLayout(), ZStackLayout()], mode: .bestFit)
    #expect(
      try Self.tree(all).layout(in: Size(width: 100, height: 250), configuration: .monospaced).size
        == Size(width: 50, height: 200))
    // Without the ZStack nothing fits: bestFit takes the HStack (66 < 116), firstThatFits the VStack.
    let best = LayoutThatFits([HStackLayout(), VStackLayout()], mode: .bestFit)
    #expect(
      try Self.tree(best).layout(in: Size(width: 100, height: 250), configuration: .monospaced).size
        == Size(width: 166, height: 200))
    let first = LayoutThatFits([HStackLayout(), VStackLayout()])
    #expect(
      try Self.tree(first).layout(in: Size(width: 100, height: 250), configuration: .monospaced).size
        == Size(width: 50, height: 366))
  }

  @Test func reportsSayWhy() throws {
    let fits = LayoutThatFits([HStackLayout(), VStackLayout()], mode: .bestFit)
    let report = try fits.report(
      proposal: ProposedViewSize(width: 100, height: 250), children: Self.children(), configuration: .monospaced)
    #expect(report.chosen == 0)
    #expect(report.candidates.count == 2)
    #expect(
      report.candidates[0] == FitCandidate(index: 0, size: Size(width: 166, height: 200), overflow: [.horizontal: 66]))
    #expect(
      report.candidates[1] == FitCandidate(index: 1, size: Size(width: 50, height: 366), overflow: [.vertical: 116]))
    #expect(report.candidates[0].description == "#0 166×200: rejected, too large horizontal by 66")
    let ok = try LayoutThatFits(in: .horizontal, [HStackLayout(), VStackLayout()])
      .report(
        proposal: ProposedViewSize(width: 200, height: nil), children: Self.children(), configuration: .monospaced)
    #expect(ok.chosen == 0 && ok.candidates.count == 1 && ok.candidates[0].fits)
    let none = try LayoutThatFits([]).report(
      proposal: .unspecified, children: Self.children(), configuration: .monospaced)
    #expect(none.chosen == nil)
    #expect(
      try Self.tree(LayoutThatFits([])).layout(in: Size(width: 10, height: 10), configuration: .monospaced).size
        == .zero)
  }

  @Test func viewThatFitsReportMatchesTheLayout() throws {
    let children = [Box(width: 150, height: 10).id("wide").node, Box(width: 80, height: 10).id("narrow").node]
    let report = try viewThatFitsReport(
      in: .horizontal, proposal: ProposedViewSize(width: 100, height: 20), children: children,
      configuration: .monospaced)
    #expect(report.chosen == 1)
    #expect(report.candidates[0].overflow == [.horizontal: 50])
    let result = try Node(layout: ViewThatFitsLayout(in: .horizontal), children: children)
      .layout(in: Size(width: 100, height: 20), configuration: .monospaced)
    #expect(result["wide"] == nil && result["narrow"] != nil)
  }
}

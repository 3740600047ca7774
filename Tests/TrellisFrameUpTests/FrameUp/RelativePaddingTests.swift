import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

@Suite struct RelativePaddingTests {
  @Test func insetsAreFractionsOfTheViewSize() {
    let padding = RelativePadding(factor: 0.1)
    #expect(
      padding.insets(forSize: Size(width: 200, height: 100))
        == EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20))
    let some = RelativePadding(edges: [.leading, .top], factor: 0.2)
    #expect(
      some.insets(forSize: Size(width: 100, height: 50)) == EdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 0))
  }

  @Test(arguments: [
    // Flexible content: P · (1 − k·f).
    (Edge.Set.all, 0.1, ProposedViewSize(width: 200, height: 100), ProposedViewSize(width: 160, height: 80)),
    (
      Edge.Set([.leading, .top]), 0.2, ProposedViewSize(width: 100, height: 50), ProposedViewSize(width: 80, height: 40)
    ),
    (Edge.Set.horizontal, 0.25, ProposedViewSize(width: 400, height: nil), ProposedViewSize(width: 200, height: nil)),
    // Negative factor overlaps: the content gets more than the view.
    (Edge.Set.all, -0.1, ProposedViewSize(width: 200, height: 100), ProposedViewSize(width: 240, height: 120)),
    // k·f ≥ 1: the content is proposed 0.
    (Edge.Set.all, 0.5, ProposedViewSize(width: 200, height: 100), ProposedViewSize(width: 0, height: 0)),
    (Edge.Set.vertical, 0.75, ProposedViewSize(width: 200, height: 100), ProposedViewSize(width: 200, height: 0)),
    // NaN factor counts as 0.
    (Edge.Set.all, .nan, ProposedViewSize(width: 200, height: 100), ProposedViewSize(width: 200, height: 100)),
  ])
  func contentProposal(edges: Edge.Set, factor: Double, proposal: ProposedViewSize, expected: ProposedViewSize) {
    #expect(RelativePadding(edges: edges, factor: factor).contentProposal(for: proposal) == expected)
  }

  @Test(arguments: [
    // Fixed content: C / (1 − k·f).
    (Edge.Set([.leading, .top]), 0.2, Size(width: 80, height: 40), Size(width: 100, height: 50)),
    (Edge.Set.all, 0.1, Size(width: 160, height: 80), Size(width: 200, height: 100)),
    (Edge.Set.all, -0.25, Size(width: 150, height: 75), Size(width: 100, height: 50)),
    (Edge.Set.trailing, 0.5, Size(width: 30, height: 30), Size(width: 60, height: 30)),
    // k·f = 1 and > 1: the padding is dropped on that axis.
    (Edge.Set.all, 0.5, Size(width: 30, height: 20), Size(width: 30, height: 20)),
    (Edge.Set([.leading, .trailing, .top]), 0.6, Size(width: 30, height: 20), Size(width: 30, height: 50)),
    // Infinite factor counts as 0.
    (Edge.Set.all, .infinity, Size(width: 30, height: 20), Size(width: 30, height: 20)),
  ])
  func fixedContentSize(edges: Edge.Set, factor: Double, content: Size, expected: Size) {
    #expect(RelativePadding(edges: edges, factor: factor).size(forContent: content) == expected)
  }

  @Test func satisfiability() {
    let padding = RelativePadding(edges: [.leading, .trailing, .top], factor: 0.5)
    #expect(padding.paddedEdgeCount(along: .horizontal) == 2)
    #expect(padding.paddedEdgeCount(along: .vertical) == 1)
    #expect(!padding.isSatisfiable(along: .horizontal))
    #expect(padding.isSatisfiable(along: .vertical))
  }

  @Test func contentFrameRoundTrip() {
    let padding = RelativePadding(edges: [.leading, .top], factor: 0.2)
    let size = padding.size(forContent: Size(width: 80, height: 40))
    #expect(padding.contentFrame(inSize: size) == Rect(x: 20, y: 10, width: 80, height: 40))
    let overlap = RelativePadding(factor: -0.1)
    #expect(overlap.contentFrame(inSize: Size(width: 100, height: 50)) == Rect(x: -10, y: -5, width: 120, height: 60))
  }
}

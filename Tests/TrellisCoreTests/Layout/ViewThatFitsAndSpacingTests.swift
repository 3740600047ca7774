import Testing

@testable import TrellisCore

@Suite struct ViewThatFitsTests {
  func tree(_ axes: Axis.Set) -> Node {
    ViewThatFits(in: axes) {
      Box(width: 200, height: 20).id("wide")
      Box(width: 100, height: 40).id("medium")
      Box(width: 50, height: 80).id("narrow")
    }.node
  }

  @Test(arguments: [
    (150.0, 100.0, "medium"), (250.0, 100.0, "wide"), (60.0, 100.0, "narrow"), (10.0, 100.0, "narrow"),
  ])
  func horizontalChoice(width: Double, height: Double, chosen: String) throws {
    let result = try tree(.horizontal).layout(in: Size(width: width, height: height), configuration: .monospaced)
    #expect(result.frames.keys.sorted() == [chosen])
    #expect(result.size == result[chosen]?.size)
  }

  @Test func bothAxes() throws {
    // 150×30: medium is 40 high, so only... none fits on both; the last is chosen.
    #expect(
      try tree([.horizontal, .vertical]).layout(in: Size(width: 150, height: 30), configuration: .monospaced).frames
        .keys.sorted() == ["narrow"])
    #expect(
      try tree([.horizontal, .vertical]).layout(in: Size(width: 150, height: 50), configuration: .monospaced).frames
        .keys.sorted() == ["medium"])
  }

  @Test func emptyAxesChoosesFirst() throws {
    #expect(
      try tree([]).layout(in: Size(width: 1, height: 1), configuration: .monospaced).frames.keys.sorted() == ["wide"])
  }

  @Test func unspecifiedProposalIsInfinite() throws {
    #expect(
      try tree(.horizontal).layout(proposal: .unspecified, configuration: .monospaced).frames.keys.sorted() == ["wide"])
  }

  @Test func emptyViewThatFitsIsZero() throws {
    let result = try ViewThatFits {}.layout(in: Size(width: 10, height: 10), configuration: .monospaced)
    #expect(result.size == .zero)
  }

  @Test func textChoosesShorterLabel() throws {
    let tree = ViewThatFits(in: .horizontal) {
      Text("A long label here").id("long")
      Text("Short").id("short")
    }
    #expect(
      try tree.layout(in: Size(width: 100, height: 50), configuration: .monospaced).frames.keys.sorted() == ["short"])
    #expect(
      try tree.layout(in: Size(width: 200, height: 50), configuration: .monospaced).frames.keys.sorted() == ["long"])
  }
}

@Suite struct ViewSpacingTests {
  @Test func distances() {
    var ten = ViewSpacing()
    ten.setEdges(.all, to: 10)
    #expect(ten.distance(to: .zero, along: .horizontal) == 10)
    #expect(ViewSpacing.zero.distance(to: ten, along: .vertical) == 10)
    let left = ViewSpacing(top: nil, leading: nil, bottom: nil, trailing: 2)
    let right = ViewSpacing(top: nil, leading: 3, bottom: nil, trailing: nil)
    #expect(left.distance(to: right, along: .horizontal) == 3)
    #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
    #expect(ViewSpacing.zero.distance(to: .zero, along: .horizontal) == 0)
  }

  @Test func union() {
    var a = ViewSpacing(top: 1, leading: nil, bottom: 5, trailing: 2)
    a.formUnion(ViewSpacing(top: 4, leading: 6, bottom: nil, trailing: 1), edges: [.top, .leading, .trailing])
    #expect(a == ViewSpacing(top: 4, leading: 6, bottom: 5, trailing: 2))
  }

  @Test func spacingPreferencesDriveStackGaps() throws {
    struct Spaced: LeafContent {
      var spacing: ViewSpacing {
        var s = ViewSpacing()
        s.setEdges(.all, to: 20)
        return s
      }
      func sizeThatFits(_ proposal: ProposedViewSize) -> Size { Size(width: 10, height: 10) }
    }
    let result = try HStack {
      Box(width: 10, height: 10).id("a")
      Node(leaf: Spaced(), typeName: "Spaced").id("b")
      Box(width: 10, height: 10).id("c")
    }.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result["b"]?.minX == 30)
    #expect(result["c"]?.minX == 60)
  }
}

import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

/// OverlappingImage, SmartScrollView, TabMenu and WidgetDemoFrame as nodes.
@Suite struct FrameUpNodesTests {
  @Test func overlappingImageFrameAndImage() throws {
    let image = OverlappingImage(aspectRatio: 1, top: 0.1, bottom: 0.25)
    let result = try VStack(spacing: 0) {
      Box(width: 200, height: 30).id("above")
      image.id("img")
    }.layout(in: Size(width: 200, height: 500), configuration: .monospaced)
    let frame = try #require(result["img"])
    #expect(frame == Rect(x: 0, y: 30, width: 200, height: 130))
    #expect(image.imageFrame(inFrame: frame.size) == Rect(x: 0, y: -20, width: 200, height: 200))
    #expect(result.entries.first { $0.id == "img" }?.typeName == "OverlappingImage")
  }

  @Test func overlappingImageProposals() throws {
    let horizontal = OverlappingImage(aspectRatio: 2, leading: 0.25, trailing: 0.25)
    // Frame aspect 2 · 0.5 = 1: 100 high → 100 wide; the image is 200×100 at x −50.
    #expect(
      try horizontal.layout(proposal: ProposedViewSize(width: nil, height: 100), configuration: .monospaced).size
        == Size(width: 100, height: 100))
    #expect(
      horizontal.imageFrame(inFrame: Size(width: 100, height: 100)) == Rect(x: -50, y: 0, width: 200, height: 100))
    // Both dimensions: an aspect fit; none: a 10-wide placeholder.
    let vertical = OverlappingImage(aspectRatio: 1, top: 0.1, bottom: 0.25)
    #expect(
      try vertical.layout(in: Size(width: 200, height: 65), configuration: .monospaced).size
        == Size(width: 100, height: 65))
    #expect(
      try vertical.layout(proposal: .unspecified, configuration: .monospaced).size == Size(width: 10, height: 6.5))
  }

  struct ScrollCase: Sendable, CustomTestStringConvertible {
    let name: String
    let scroll: SmartScrollView
    let content: Size
    let frame: Size
    let scrolls: Axis.Set
    var testDescription: String { name }
  }

  static let scrollCases: [ScrollCase] = [
    ScrollCase(
      name: "tall content scrolls", scroll: SmartScrollView(), content: Size(width: 280, height: 800),
      frame: Size(width: 280, height: 500), scrolls: .vertical),
    ScrollCase(
      name: "short content hugs", scroll: SmartScrollView(), content: Size(width: 280, height: 300),
      frame: Size(width: 280, height: 300), scrolls: []),
    ScrollCase(
      name: "no shrink fills height", scroll: SmartScrollView(shrinkToFit: false),
      content: Size(width: 280, height: 300), frame: Size(width: 280, height: 500), scrolls: []),
    ScrollCase(
      name: "not optional always scrolls", scroll: SmartScrollView(optionalScrolling: false),
      content: Size(width: 280, height: 300), frame: Size(width: 280, height: 300), scrolls: .vertical),
    ScrollCase(
      name: "horizontal wide content", scroll: SmartScrollView(.horizontal),
      content: Size(width: 900, height: 100), frame: Size(width: 300, height: 100), scrolls: .horizontal),
  ]

  @Test(arguments: scrollCases) func smartScrollViewFrames(_ c: ScrollCase) throws {
    let tree = c.scroll { Box(width: c.content.width, height: c.content.height).id("content") }.id("scroll")
    let result = try tree.layout(in: Size(width: 300, height: 500), configuration: .monospaced)
    #expect(result["scroll"] == Rect(origin: .zero, size: c.frame))
    #expect(result["content"] == Rect(origin: .zero, size: c.content))
    #expect(c.scroll.scrollingAxes(content: c.content, frame: c.frame) == c.scrolls)
  }

  @Test func smartScrollViewInsetsAndStackedContent() throws {
    let scroll = SmartScrollView()
    let insets = scroll.edgeInsets(
      contentFrame: Rect(x: 0, y: -100, width: 280, height: 800), frame: Size(width: 280, height: 500))
    #expect(insets == EdgeInsets(top: -100, leading: 0, bottom: -200, trailing: 0))
    // Several views are stacked in a VStack (default spacing 8).
    let result = try scroll {
      Box(width: 100, height: 300).id("a")
      Box(width: 100, height: 300).id("b")
    }.layout(in: Size(width: 300, height: 500), configuration: .monospaced)
    #expect(result.size == Size(width: 100, height: 500))
    #expect(result["b"] == Rect(x: 0, y: 308, width: 100, height: 300))
  }

  @Test func tabMenuItemFrames() throws {
    let result = try TabMenu(itemCount: 4).id("bar").layout(
      in: Size(width: 402, height: 300), configuration: .monospaced)
    #expect(result["bar"] == Rect(x: 0, y: 0, width: 402, height: 50))
    for i in 0..<4 {
      // FrameUp's mask puts a Spacer(minLength: 0) above the 22-point icon: y = 48 − 22 = 26, not centred.
      #expect(result["tab\(i)"] == Rect(x: 11 + Double(i) * 100, y: 26, width: 80, height: 22))
    }
  }

  @Test func tabMenuWithNamedItems() throws {
    let result = try TabMenu(hasNames: true, nameHeight: 14) {
      Rectangle().id("a")
      Rectangle().id("b")
    }.layout(in: Size(width: 202, height: 50), configuration: .monospaced)
    // Slot 100; content 22 + 2 + 14 = 38 high, at the bottom of the 48-point area: y 10.
    #expect(result["a"] == Rect(x: 11, y: 10, width: 80, height: 38))
    #expect(result["b"] == Rect(x: 111, y: 10, width: 80, height: 38))
    // No width proposed: 2 + Σ(ideal 10 + 20).
    #expect(
      try TabMenu(itemCount: 3).layout(proposal: .unspecified, configuration: .monospaced).size
        == Size(width: 92, height: 50))
  }

  @Test func widgetDemoFrameOnIPhoneIsTheWidgetSize() throws {
    let demo = WidgetDemoFrame(.small, device: .iPhone, screenSize: Size(width: 390, height: 844))
    let result = try VStack { demo { Rectangle().id("content") }.id("widget") }.layout(
      in: Size(width: 390, height: 844), configuration: .monospaced)
    #expect(result["widget"]?.size == Size(width: 158, height: 158))
    #expect(result["content"]?.size == Size(width: 158, height: 158))
    let inline = WidgetDemoFrame(.accessoryInline, device: .iPhone, screenSize: Size(width: 390, height: 844))
    #expect(
      try inline { Rectangle() }.layout(in: Size(width: 10, height: 10), configuration: .monospaced).size
        == Size(width: 234, height: 26))
  }

  @Test func widgetDemoFrameOnIPadScalesDesignCanvas() throws {
    let demo = WidgetDemoFrame(.small, device: .iPad, screenSize: Size(width: 834, height: 1112))
    let result = try demo {
      Rectangle().id("content")
      Box(width: 50, height: 25).id("box")
    }.id("widget").layout(in: Size(width: 500, height: 500), configuration: .monospaced)
    #expect(result["widget"] == Rect(x: 0, y: 0, width: 132, height: 132))
    // Laid out at 150×150 (design canvas), scaled by 0.88 into the 132×132 home-screen frame.
    let content = try #require(result["content"])
    #expect(Tolerance.isApproximatelyEqual(content.width, 132) && Tolerance.isApproximatelyEqual(content.height, 132))
    let box = try #require(result["box"])
    #expect(Tolerance.isApproximatelyEqual(box.width, 44) && Tolerance.isApproximatelyEqual(box.height, 22))
    #expect(Tolerance.isApproximatelyEqual(box.minX, 0) && Tolerance.isApproximatelyEqual(box.minY, 0))
  }
}

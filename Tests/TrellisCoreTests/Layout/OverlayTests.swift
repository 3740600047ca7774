import Testing
import TrellisCore

/// A leaf that asks for 30 points on every side.
private struct Spaced: LeafContent {
  var spacing: ViewSpacing { ViewSpacing(top: 30, leading: 30, bottom: 30, trailing: 30) }
  func sizeThatFits(_ proposal: ProposedViewSize) -> Size { Size(width: 10, height: 10) }
}

/// The overlay and background examples of semantics §1, and what the secondary view must never change.
@Suite struct OverlayTests {
  static let cases: [FrameCase] = [
    FrameCase(
      "overlay bottomTrailing", .unspecified, size: Size(width: 100, height: 50),
      frames: ["primary": Rect(x: 0, y: 0, width: 100, height: 50), "badge": Rect(x: 80, y: 30, width: 20, height: 20)]
    ) {
      Box(width: 100, height: 50).id("primary").overlay(alignment: .bottomTrailing) {
        Box(width: 20, height: 20).id("badge")
      }
    },
    FrameCase(
      "a larger overlay moves nothing in a VStack", .unspecified, size: Size(width: 20, height: 30),
      frames: [
        "a": Rect(x: 0, y: 0, width: 20, height: 20), "over": Rect(x: -15, y: -15, width: 50, height: 50),
        "b": Rect(x: 5, y: 20, width: 10, height: 10),
      ]
    ) {
      VStack(spacing: 0) {
        Box(width: 20, height: 20).id("a").overlay { Box(width: 50, height: 50).id("over") }
        Box(width: 10, height: 10).id("b")
      }.node
    },
    FrameCase(
      "a Rectangle background fills the padded box", .unspecified, size: Size(width: 80, height: 50),
      frames: ["fill": Rect(x: 0, y: 0, width: 80, height: 50), "box": Rect(x: 10, y: 10, width: 60, height: 30)]
    ) {
      Box(width: 60, height: 30).id("box").padding(10).background { Rectangle().id("fill") }
    },
    FrameCase(
      "the view form: .background(Rectangle())", .size(300, 300), size: Size(width: 60, height: 30),
      frames: ["fill": Rect(x: 0, y: 0, width: 60, height: 30)]
    ) {
      Box(width: 60, height: 30).background(Rectangle().id("fill"))
    },
    FrameCase(
      "the view form with an alignment: .overlay(view, alignment: .topLeading)", .unspecified,
      size: Size(width: 60, height: 30), frames: ["dot": Rect(x: 0, y: 0, width: 4, height: 4)]
    ) {
      Box(width: 60, height: 30).overlay(Box(width: 4, height: 4).id("dot"), alignment: .topLeading)
    },
    FrameCase(
      "several views in the content stack as a ZStack(alignment:)", .unspecified, size: Size(width: 60, height: 30),
      frames: ["p": Rect(x: 50, y: 0, width: 10, height: 10), "q": Rect(x: 40, y: 0, width: 20, height: 5)]
    ) {
      Box(width: 60, height: 30).overlay(alignment: .topTrailing) {
        Box(width: 10, height: 10).id("p")
        Box(width: 20, height: 5).id("q")
      }
    },
    FrameCase(
      "the primary's guides align the stack, not the overlay's", .unspecified, size: Size(width: 38, height: 20),
      frames: ["a": Rect(x: 0, y: 0, width: 20, height: 20), "b": Rect(x: 28, y: 10, width: 10, height: 10)]
    ) {
      HStack(alignment: .top) {
        Box(width: 20, height: 20).alignmentGuide(VerticalAlignment.top) { _ in 10 }.id("a")
          .overlay { Box(width: 50, height: 50).alignmentGuide(VerticalAlignment.top) { _ in 40 } }
        Box(width: 10, height: 10).id("b")
      }.node
    },
    FrameCase(
      "the primary's spacing: a 30-spacing overlay does not push the neighbour", .unspecified,
      size: Size(width: 28, height: 10), frames: ["b": Rect(x: 18, y: 0, width: 10, height: 10)]
    ) {
      HStack {
        Box(width: 10, height: 10).overlay { Node(leaf: Spaced(), typeName: "Spaced") }
        Box(width: 10, height: 10).id("b")
      }.node
    },
    FrameCase(
      "and a 30-spacing primary keeps its spacing under an overlay", .unspecified,
      size: Size(width: 50, height: 10), frames: ["b": Rect(x: 40, y: 0, width: 10, height: 10)]
    ) {
      HStack {
        Node(leaf: Spaced(), typeName: "Spaced").overlay { Box(width: 5, height: 5) }
        Box(width: 10, height: 10).id("b")
      }.node
    },
    FrameCase(
      "the primary's layout priority passes through the overlay", .init(width: 200, height: 10),
      size: Size(width: 200, height: 10),
      frames: ["p": Rect(x: 50, y: 0, width: 120, height: 10), "m": Rect(x: 170, y: 0, width: 30, height: 10)]
    ) {
      HStack(spacing: 0) {
        Box(width: 50, height: 10)
        Rectangle().layoutPriority(1).padding(0).overlay { Box(width: 5, height: 5) }.id("p")
        Rectangle().frame(minWidth: 30).background(Rectangle()).id("m")
      }.node
    },
  ]

  @Test(arguments: cases)
  func layeredCase(_ c: FrameCase) throws { try c.check() }

  @Test func backgroundIsDrawnBehind() throws {
    let result = try Box(width: 10, height: 10).id("primary").background { Rectangle().id("back") }
      .overlay { Rectangle().id("front") }.layout(proposal: .unspecified, configuration: .monospaced)
    let order = result.entries.compactMap(\.id)
    #expect(order == ["back", "primary", "front"])
  }

  @Test func emptyContentLeavesTheView() throws {
    let node = Box(width: 10, height: 10).overlay {}
    #expect(node.typeName == "Box")
  }
}

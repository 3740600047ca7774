import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

/// relativePadding, scaledToFrame/Fit/Fill and frame(size:) as nodes (semantics §2 "Frame adjustment").
@Suite struct FrameToolNodesTests {
  @Test func relativePaddingFlexibleContentFillsProposal() throws {
    let result = try Rectangle().id("r").relativePadding(.all, 0.1).id("p").layout(
      in: Size(width: 200, height: 100), configuration: .monospaced)
    #expect(result["p"] == Rect(x: 0, y: 0, width: 200, height: 100))
    #expect(result["r"] == Rect(x: 20, y: 10, width: 160, height: 80))
  }

  @Test func relativePaddingFixedContentGrowsView() throws {
    let result = try Box(width: 80, height: 40).id("b").relativePadding([.leading, .top], 0.2).id("p")
      .layout(in: Size(width: 300, height: 300), configuration: .monospaced)
    #expect(result["p"] == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(result["b"] == Rect(x: 20, y: 10, width: 80, height: 40))
  }

  @Test func relativePaddingNegativeOverlaps() throws {
    let result = try Box(width: 120, height: 60).id("b").relativePadding(.all, -0.1).id("p")
      .layout(in: Size(width: 300, height: 300), configuration: .monospaced)
    #expect(result["p"] == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(result["b"] == Rect(x: -10, y: -5, width: 120, height: 60))
  }

  @Test func relativePaddingHorizontalOnlyInStack() throws {
    let result = try HStack(spacing: 0) {
      Rectangle().id("r").relativePadding(.horizontal, 0.25).id("p")
    }.layout(in: Size(width: 400, height: 50), configuration: .monospaced)
    #expect(result["p"] == Rect(x: 0, y: 0, width: 400, height: 50))
    #expect(result["r"] == Rect(x: 100, y: 0, width: 200, height: 50))
  }

  /// Content of ideal size 200×100 that fills what it is proposed, scaled into 100×100 (semantics example).
  static func content() -> Node { Rectangle().frame(idealWidth: 200, idealHeight: 100).id("c") }

  struct ScaleCase: Sendable, CustomTestStringConvertible {
    let name: String
    let wrap: @Sendable (Node) -> Node
    let size: Size
    var testDescription: String { name }
  }

  static let scaleCases: [ScaleCase] = [
    ScaleCase(
      name: "fit", wrap: { $0.scaledToFit(size: Size(width: 100, height: 100)) }, size: Size(width: 100, height: 50)),
    ScaleCase(
      name: "fill", wrap: { $0.scaledToFill(size: Size(width: 100, height: 100)) }, size: Size(width: 200, height: 100)),
    ScaleCase(
      name: "independent", wrap: { $0.scaledToFrame(size: Size(width: 100, height: 100)) },
      size: Size(width: 100, height: 100)),
    ScaleCase(
      name: "fit up", wrap: { $0.scaledToFit(width: 100, height: 100, scaleMode: .grow) },
      size: Size(width: 200, height: 100)),
    ScaleCase(
      name: "fit down in 400", wrap: { $0.scaledToFit(size: Size(width: 400, height: 400), scaleMode: .shrink) },
      size: Size(width: 200, height: 100)),
    ScaleCase(
      name: "fit both in 400", wrap: { $0.scaledToFit(size: Size(width: 400, height: 400)) },
      size: Size(width: 400, height: 200)),
    ScaleCase(name: "fit width only", wrap: { $0.scaledToFit(width: 50) }, size: Size(width: 50, height: 25)),
    ScaleCase(name: "fit height only", wrap: { $0.scaledToFit(height: 50) }, size: Size(width: 100, height: 50)),
    ScaleCase(
      name: "fill width height", wrap: { $0.scaledToFill(width: 100, height: 100) }, size: Size(width: 200, height: 100)
    ),
    ScaleCase(
      name: "frame width height fit", wrap: { $0.scaledToFrame(width: 100, height: 100, contentMode: .fit) },
      size: Size(width: 100, height: 50)),
  ]

  @Test(arguments: scaleCases) func scaleModesThroughTheNode(_ c: ScaleCase) throws {
    // The node ignores its proposal; the flexible child is proposed the scaled size, so it is drawn there.
    let result = try c.wrap(Self.content()).id("s").layout(
      in: Size(width: 1000, height: 1000), configuration: .monospaced)
    #expect(result["s"] == Rect(origin: .zero, size: c.size))
    #expect(result["c"] == Rect(origin: .zero, size: c.size))
  }

  @Test func fixedContentIsDrawnScaled() throws {
    // FrameUp draws the content with a scale effect: the 200×100 box is drawn 100×50, and so is everything in it.
    let result = try VStack(spacing: 0) {
      Box(width: 200, height: 50).id("top")
      Box(width: 100, height: 50).id("bottom")
    }.id("c").scaledToFit(Size(width: 100, height: 100)).id("s").layout(
      in: Size(width: 1000, height: 1000), configuration: .monospaced)
    #expect(result["s"] == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(result["c"] == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(result["top"] == Rect(x: 0, y: 0, width: 100, height: 25))
    #expect(result["bottom"] == Rect(x: 25, y: 25, width: 50, height: 25))
  }

  @Test func independentScaleStretchesEachAxis() throws {
    // contentMode nil: x by 100/200, y by 100/50.
    let result = try Box(width: 200, height: 50).id("c").scaledToFrame(Size(width: 100, height: 100)).id("s")
      .layout(in: Size(width: 10, height: 10), configuration: .monospaced)
    #expect(result["s"] == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(result["c"] == Rect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test func scaledNodeInAStackIsPlacedByItsScaledSize() throws {
    let result = try HStack(spacing: 0) {
      Box(width: 10, height: 10).id("a")
      Box(width: 400, height: 200).id("c").scaledToFill(Size(width: 100, height: 100), scaleMode: .shrink).id("s")
    }.layout(in: Size(width: 1000, height: 1000), configuration: .monospaced)
    #expect(result["s"] == Rect(x: 10, y: 0, width: 200, height: 100))
    #expect(result["c"] == Rect(x: 10, y: 0, width: 200, height: 100))
  }

  @Test func frameSizeNilIsANoOp() throws {
    let box = Box(width: 30, height: 20).node
    #expect(box.frame(size: nil) === box)
    let result = try box.id("b").frame(size: Size(width: 50, height: 40), alignment: .topLeading).id("f")
      .layout(in: Size(width: 300, height: 300), configuration: .monospaced)
    #expect(result["f"] == Rect(x: 0, y: 0, width: 50, height: 40))
    #expect(result["b"] == Rect(x: 0, y: 0, width: 30, height: 20))
  }
}

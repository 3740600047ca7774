import Testing
import TrellisCore

/// The GeometryReader examples of semantics §1, and what its proxy knows when.
@Suite struct GeometryReaderTests {
  static let cases: [FrameCase] = [
    FrameCase(
      "below a 300×100 box in 300×400", .size(300, 400), size: Size(width: 300, height: 400),
      frames: ["reader": Rect(x: 0, y: 100, width: 300, height: 300), "box": Rect(x: 0, y: 100, width: 50, height: 50)]
    ) {
      VStack(spacing: 0) {
        Box(width: 300, height: 100)
        GeometryReader { _ in Box(width: 50, height: 50).id("box") }.id("reader")
      }.node
    },
    FrameCase(
      "two readers in an HStack share equally", .size(200, 50), size: Size(width: 200, height: 50),
      frames: ["l": Rect(x: 0, y: 0, width: 100, height: 50), "r": Rect(x: 100, y: 0, width: 100, height: 50)]
    ) {
      HStack(spacing: 0) {
        GeometryReader { _ in Box(width: 10, height: 10) }.id("l")
        GeometryReader { _ in Box(width: 10, height: 10) }.id("r")
      }.node
    },
    FrameCase(
      "two readers with the default spacing", .size(200, 50), size: Size(width: 200, height: 50),
      frames: ["l": Rect(x: 0, y: 0, width: 96, height: 50), "r": Rect(x: 104, y: 0, width: 96, height: 50)]
    ) {
      HStack {
        GeometryReader { _ in Box(width: 10, height: 10) }.id("l")
        GeometryReader { _ in Box(width: 10, height: 10) }.id("r")
      }.node
    },
    FrameCase(
      "the content is built from the proxy's size", .size(120, 60), size: Size(width: 120, height: 60),
      frames: ["box": Rect(x: 0, y: 0, width: 60, height: 20)]
    ) {
      GeometryReader { proxy in Box(width: proxy.size.width / 2, height: proxy.size.height / 3).id("box") }.node
    },
    FrameCase(
      "an unspecified proposal is 10×10", .unspecified, size: Size(width: 10, height: 10),
      frames: ["big": Rect(x: 0, y: 0, width: 50, height: 50)]
    ) {
      GeometryReader { _ in Box(width: 50, height: 50).id("big") }.node
    },
    FrameCase(
      "several views stack at the top-leading corner", .size(100, 100), size: Size(width: 100, height: 100),
      frames: ["a": Rect(x: 0, y: 0, width: 30, height: 10), "b": Rect(x: 0, y: 0, width: 10, height: 30)]
    ) {
      GeometryReader { _ in
        Box(width: 30, height: 10).id("a")
        Box(width: 10, height: 30).id("b")
      }.node
    },
    FrameCase(
      "flexible beside a fixed box", .size(200, 40), size: Size(width: 200, height: 40),
      frames: ["reader": Rect(x: 0, y: 0, width: 142, height: 40)]
    ) {
      HStack {
        GeometryReader { _ in Rectangle() }.id("reader")
        Box(width: 50, height: 10)
      }.node
    },
  ]

  @Test(arguments: cases)
  func readerCase(_ c: FrameCase) throws { try c.check() }

  @Test func closureProxyKnowsLocalNotGlobal() throws {
    // The width of the box records what the proxy answered while the content was built.
    let result = try VStack(spacing: 0) {
      Box(width: 300, height: 100)
      GeometryReader { proxy in
        Box(width: proxy.frame(in: .global) == nil ? 7 : 9, height: proxy.frame(in: .local)?.height ?? 0).id("probe")
      }
    }.layout(in: Size(width: 300, height: 400), configuration: .monospaced)
    #expect(result["probe"] == Rect(x: 0, y: 100, width: 7, height: 300))
  }

  @Test func resultProxyKnowsTheGlobalFrame() throws {
    let result = try VStack(spacing: 0) {
      Box(width: 300, height: 100)
      GeometryReader { _ in Box(width: 50, height: 50) }.id("reader")
    }.layout(in: Size(width: 300, height: 400), configuration: .monospaced)
    let proxy = try #require(result.geometry(of: "reader"))
    #expect(proxy.isPlaced)
    #expect(proxy.size == Size(width: 300, height: 300))
    #expect(proxy.frame(in: .global) == Rect(x: 0, y: 100, width: 300, height: 300))
    #expect(proxy.frame(in: .local) == Rect(x: 0, y: 0, width: 300, height: 300))
    #expect(result.geometry(of: "missing") == nil)
  }

  @Test func paddedReaderIsInsetInTheRoot() throws {
    // The example of `LayoutResult.geometry(of:)`'s documentation.
    let result = try GeometryReader { _ in Box(width: 10, height: 10) }.id("r").padding(5)
      .layout(in: Size(width: 100, height: 60), configuration: .monospaced)
    #expect(result.geometry(of: "r")?.frame(in: .global) == Rect(x: 5, y: 5, width: 90, height: 50))
  }

  @Test func contentNeverChangesTheReadersSize() throws {
    let small = try GeometryReader { _ in Box(width: 1, height: 1) }.layout(
      in: Size(width: 80, height: 30), configuration: .monospaced)
    let large = try GeometryReader { _ in Box(width: 900, height: 900) }.layout(
      in: Size(width: 80, height: 30), configuration: .monospaced)
    #expect(small.size == Size(width: 80, height: 30))
    #expect(large.size == small.size)
  }
}

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
      "a closure with a declared type and an explicit return", .size(120, 60), size: Size(width: 120, height: 60),
      frames: ["reader": Rect(x: 0, y: 0, width: 120, height: 60), "box": Rect(x: 0, y: 0, width: 60, height: 20)]
    ) {
      // Not a builder (it has a `return`), as in SwiftUI: the generic overload takes the view it returns.
      GeometryReader { proxy -> AnyView in
        let half = proxy.size.width / 2
        return AnyView(Box(width: half, height: proxy.size.height / 3).id("box"))
      }.id("reader").node
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

  @Test func closureProxyReadsTheGlobalFrame() throws {
    // The reader is placed below the 100-high box: (0, 100, 300, 300). Its content, a box as high as the reader's
    // global minY, is 10×100 at the reader's top-leading corner.
    let result = try VStack(spacing: 0) {
      Box(width: 300, height: 100)
      GeometryReader { proxy in
        Box(width: proxy.frame(in: .local).width / 30, height: proxy.frame(in: .global).minY).id("probe")
      }
    }.layout(in: Size(width: 300, height: 400), configuration: .monospaced)
    #expect(result["probe"] == Rect(x: 0, y: 100, width: 10, height: 100))
  }

  @Test func contentBuiltFromAnUnknownFrameDoesNotFailThePass() throws {
    // A first pass tells the closure the reader is at the origin, where `minY - 50` is negative; the layout
    // returned is the one with the real frame (minY 100), where the box is 50 high.
    let result = try VStack(spacing: 0) {
      Box(width: 300, height: 100)
      GeometryReader { proxy in Box(width: 10, height: proxy.frame(in: .global).minY - 50).id("probe") }
    }.layout(in: Size(width: 300, height: 400), configuration: .monospaced)
    #expect(result["probe"] == Rect(x: 0, y: 100, width: 10, height: 50))
  }

  @Test func nestedReadersReadTheirGlobalFrames() throws {
    // Outer reader: (0, 100, 300, 300). Its content, a VStack proposed 300×300: a 10×50 box (half the outer minY),
    // centred at x 145, then the inner reader taking the rest, (0, 150, 300, 250); the inner content is a box as
    // wide as the inner minY, 150×5, at the inner reader's corner.
    let result = try VStack(spacing: 0) {
      Box(width: 300, height: 100)
      GeometryReader { outer in
        VStack(spacing: 0) {
          Box(width: 10, height: outer.frame(in: .global).minY / 2).id("half")
          GeometryReader { inner in Box(width: inner.frame(in: .global).minY, height: 5).id("inner") }.id("r")
        }
      }
    }.layout(in: Size(width: 300, height: 400), configuration: .monospaced)
    #expect(result["half"] == Rect(x: 145, y: 100, width: 10, height: 50))
    #expect(result["r"] == Rect(x: 0, y: 150, width: 300, height: 250))
    #expect(result["inner"] == Rect(x: 0, y: 150, width: 150, height: 5))
  }

  @Test func aReaderThatReadsNoPlacedFrameIsBuiltOnce() throws {
    // The padded root reader is proposed once per pass: its closure runs once when it reads only its size, and
    // once more (a second pass) when it reads its global frame, (5, 5, 90, 50).
    let calls = Lock(0)
    let sizeOnly = try GeometryReader { proxy in
      let _ = calls.withLock { $0 += 1 }
      Box(width: proxy.size.width, height: 10)
    }.padding(5).layout(in: Size(width: 100, height: 60), configuration: .monospaced)
    #expect(calls.withLock { $0 } == 1)
    #expect(sizeOnly.size == Size(width: 100, height: 60))
    calls.withLock { $0 = 0 }
    let global = try GeometryReader { proxy in
      let _ = calls.withLock { $0 += 1 }
      Box(width: proxy.frame(in: .global).minX, height: 10).id("probe")
    }.padding(5).layout(in: Size(width: 100, height: 60), configuration: .monospaced)
    #expect(calls.withLock { $0 } == 2)
    #expect(global["probe"] == Rect(x: 5, y: 5, width: 5, height: 10))
  }

  @Test func namedSpacesAreTheNearestAncestorsWithThatName() throws {
    // The padded VStack ("list", named around the padding) is proposed 300×300 below the 100-high box: (0, 100,
    // 300, 300); the inner VStack ("inner", named inside the padding) is (20, 120, 260, 260); under its 10×40 box the
    // reader takes the rest, (20, 160, 260, 220). So the reader's minY is 60 in "list" and 40 in "inner", and its
    // minX 20 and 0.
    for spelled in [false, true] {
      let inner = VStack(spacing: 0) {
        Box(width: 10, height: 40)
        GeometryReader { proxy in
          Box(width: proxy.frame(in: .named("list")).minY, height: proxy.frame(in: .named("inner")).minY).id("probe")
          Box(width: proxy.frame(in: .named("list")).minX + 1, height: proxy.frame(in: .named("inner")).minX + 1)
            .id("x")
        }.id("r")
      }
      let result = try VStack(spacing: 0) {
        Box(width: 300, height: 100)
        if spelled {
          inner.coordinateSpace(.named("inner")).padding(20).coordinateSpace(.named("list"))
        } else {
          inner.coordinateSpace(name: "inner").padding(20).coordinateSpace(name: "list")
        }
      }.layout(in: Size(width: 300, height: 400), configuration: .monospaced)
      #expect(result["r"] == Rect(x: 20, y: 160, width: 260, height: 220))
      #expect(result["probe"] == Rect(x: 20, y: 160, width: 60, height: 40))
      #expect(result["x"] == Rect(x: 20, y: 160, width: 21, height: 1))
    }
  }

  @Test func boundsOfASpaceIsWhereItsOriginIsSeenFromTheReader() throws {
    // The reader is at (5, 5) in the padded root: the root's origin is at (-5, -5) from it; no ancestor is "nowhere".
    let bounds = Lock<[Rect?]>([])
    _ = try GeometryReader { proxy in
      let read = [proxy.bounds(of: .global), proxy.bounds(of: .named("nowhere"))]
      let _ = bounds.withLock { $0 = read }
      Box(width: 1, height: 1)
    }.padding(5).layout(in: Size(width: 100, height: 60), configuration: .monospaced)
    #expect(bounds.withLock { $0 } == [Rect(x: -5, y: -5, width: 90, height: 50), nil])
  }

  @Test func resultProxyKnowsTheGlobalFrame() throws {
    let result = try VStack(spacing: 0) {
      Box(width: 300, height: 100)
      GeometryReader { _ in Box(width: 50, height: 50) }.id("reader")
    }.layout(in: Size(width: 300, height: 400), configuration: .monospaced)
    let proxy = try #require(result.geometry(of: "reader"))
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

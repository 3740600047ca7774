import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

/// Readers of semantics §2 "Readers".
@Suite struct ReadersTests {
  @Test func widthReaderTakesProposedWidthAndHugsHeight() throws {
    let widths = Recorder<Double>()
    let tree = VStack(spacing: 0) {
      WidthReader { width in
        Box(width: width / 4, height: 30).id("quarter")
      }.id("reader")
      Box(width: 10, height: 10).id("below")
    }
    let result = try tree.layout(in: Size(width: 200, height: 500), configuration: .monospaced)
    #expect(widths.count == 0)
    #expect(result["reader"] == Rect(x: 0, y: 0, width: 200, height: 30))
    // Centred by default: (200 − 50) / 2.
    #expect(result["quarter"] == Rect(x: 75, y: 0, width: 50, height: 30))
    #expect(result["below"] == Rect(x: 95, y: 30, width: 10, height: 10))
  }

  @Test func widthReaderLeadingAlignmentAndFlexibleContentHeight() throws {
    // The content is proposed W wide with no height: a text-like content of ideal height for that width.
    let tree = WidthReader(alignment: .leading) { width in
      Box(width: width / 2, height: 20).id("half")
      Box(width: 10, height: 5).id("small")
    }.id("reader")
    let result = try tree.layout(in: Size(width: 100, height: 300), configuration: .monospaced)
    #expect(result.size == Size(width: 100, height: 20))
    #expect(result["half"] == Rect(x: 0, y: 0, width: 50, height: 20))
    // Several views are stacked in a topLeading ZStack.
    #expect(result["small"] == Rect(x: 0, y: 0, width: 10, height: 5))
  }

  @Test func widthReaderWithoutWidthUsesIdealWidth() throws {
    let given = Recorder<Double>()
    let tree = WidthReader { width in
      given.record(width)
      return [Box(width: 60, height: width / 2).id("box")]
    }
    let result = try tree.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.size == Size(width: 60, height: 30))
    #expect(given.all == [0, 60])
  }

  @Test func heightReaderIsTheTranspose() throws {
    let tree = HStack(spacing: 0) {
      HeightReader { height in Box(width: 20, height: height / 2).id("half") }.id("reader")
    }
    let result = try tree.layout(in: Size(width: 300, height: 100), configuration: .monospaced)
    #expect(result["reader"] == Rect(x: 0, y: 0, width: 20, height: 100))
    #expect(result["half"] == Rect(x: 0, y: 0, width: 20, height: 50))  // top by default
    let bottom = try HeightReader(alignment: .bottom) { h in Box(width: 20, height: h / 2).id("b") }
      .layout(in: Size(width: 300, height: 100), configuration: .monospaced)
    #expect(bottom["b"] == Rect(x: 0, y: 50, width: 20, height: 50))
  }

  @Test func horizontalGeometryReaderPercentageLayout() throws {
    let tree = VStack(spacing: 0) {
      HorizontalGeometryReader { width in
        HStack(spacing: 0) {
          Rectangle().frame(width: width * 0.25, height: 40).id("a")
          Rectangle().frame(width: width * 0.75, height: 40).id("b")
        }
      }.id("header")
      Rectangle().frame(maxWidth: .infinity, maxHeight: .infinity).id("body")
    }
    let result = try tree.layout(in: Size(width: 400, height: 600), configuration: .monospaced)
    #expect(result["header"] == Rect(x: 0, y: 0, width: 400, height: 40))
    #expect(result["a"] == Rect(x: 0, y: 0, width: 100, height: 40))
    #expect(result["b"] == Rect(x: 100, y: 0, width: 300, height: 40))
    #expect(result["body"] == Rect(x: 0, y: 40, width: 400, height: 560))
  }

  @Test func verticalGeometryReaderFillsHeightHugsWidth() throws {
    let result = try VerticalGeometryReader { height in Box(width: 30, height: height / 4).id("c") }.id("r")
      .layout(in: Size(width: 300, height: 200), configuration: .monospaced)
    #expect(result["r"] == Rect(x: 0, y: 0, width: 30, height: 200))
    #expect(result["c"] == Rect(x: 0, y: 0, width: 30, height: 50))
  }

  @Test func huggingReaderSettlesInTwoPasses() throws {
    let given = Recorder<Size>()
    let tree = HuggingGeometryReader { size in
      given.record(size)
      return [Box(width: 120, height: 40).padding(8).id("content")]
    }.id("reader")
    let result = try tree.layout(in: Size(width: 400, height: 400), configuration: .monospaced)
    #expect(result["reader"] == Rect(x: 0, y: 0, width: 136, height: 56))
    #expect(result["content"] == Rect(x: 0, y: 0, width: 136, height: 56))
    #expect(given.all == [.zero, Size(width: 136, height: 56)])
  }

  @Test func huggingReaderContentSeesItsOwnSize() throws {
    // Content that shows its height: a box as wide as the height it is given, capped: settles on the second pass.
    let tree = HuggingGeometryReader { size in
      Box(width: min(50, 10 + size.height), height: 50).id("box")
    }
    // pass 1: 0×0 → 10×50; pass 2: 10×50 → 50×50; pass 3: 50×50 → 50×50.
    let result = try tree.layout(in: Size(width: 400, height: 400), configuration: .monospaced)
    #expect(result.size == Size(width: 50, height: 50))
  }

  @Test(arguments: [3, 8]) func huggingReaderThatNeverSettlesFails(maxPasses: Int) {
    let given = Recorder<Size>()
    let content: @Sendable (Size) -> [Node] = { size in
      given.record(size)
      return [Box(width: size.width + 1, height: 10).node]
    }
    let reader = HuggingGeometryReader(maxPasses: maxPasses, content: content).id("bad")
    let tree = HStack {
      Box(width: 10, height: 10)
      reader
    }
    #expect {
      _ = try tree.layout(in: Size(width: 400, height: 100), configuration: .monospaced)
    } throws: { error in
      guard case .containerFailed(let path, let id, let message)? = error as? LayoutError else { return false }
      return path == "root.children[1]" && id == "bad"
        && message.hasPrefix("content never settled after \(maxPasses) passes (sizes 1×10, 2×10")
    }
    // Each distinct proposal the stack asks for runs at most maxPasses passes.
    #expect(given.count >= maxPasses)
  }

  @Test func huggingReaderThatNeverSettlesRunsBoundedPasses() {
    let given = Recorder<Size>()
    let content: @Sendable (Size) -> [Node] = { size in
      given.record(size)
      return [Box(width: 10, height: size.height + 2).node]
    }
    #expect {
      _ = try HuggingGeometryReader(maxPasses: 5, content: content).layout(
        in: Size(width: 400, height: 100), configuration: .monospaced)
    } throws: { error in
      (error as? LayoutError)
        == .containerFailed(
          path: "root", id: nil, message: "content never settled after 5 passes (sizes 10×2, 10×4, 10×6, 10×8, 10×10)")
    }
    #expect(given.count == 5)
  }

  @Test func huggingReaderOnChangeReportsPlacedSize() throws {
    let sizes = Recorder<Size>()
    let tree = HuggingGeometryReader(onChange: { sizes.record($0) }, content: { _ in Box(width: 30, height: 20) })
    _ = try tree.layout(in: Size(width: 100, height: 100), configuration: .monospaced)
    _ = try tree.layout(in: Size(width: 200, height: 100), configuration: .monospaced)
    #expect(sizes.all == [Size(width: 30, height: 20)])
  }
}

extension ReadersTests {
  /// Stacks probe their children with infinite proposals: flexible reader content answers ∞ there without failing.
  @Test func flexibleContentInAStack() throws {
    let tree = HStack(spacing: 0) {
      Box(width: 40, height: 10).id("box")
      HuggingGeometryReader { _ in Rectangle().id("fill") }.id("hug")
      WidthReader { width in Rectangle().frame(width: width / 2, height: 20).id("half") }.id("width")
    }
    let result = try tree.layout(in: Size(width: 240, height: 30), configuration: .monospaced)
    // Both readers are flexible: the 200 left is shared, 100 each.
    #expect(result["hug"] == Rect(x: 40, y: 0, width: 100, height: 30))
    #expect(result["fill"] == Rect(x: 40, y: 0, width: 100, height: 30))
    #expect(result["width"] == Rect(x: 140, y: 5, width: 100, height: 20))
    #expect(result["half"] == Rect(x: 165, y: 5, width: 50, height: 20))
  }
}

import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

@Suite struct FUFitsTests {
  func items() -> [Node] {
    [Box(width: 50, height: 50).id("a"), Box(width: 50, height: 200).id("b"), Box(width: 50, height: 100).id("c")]
  }

  func tree(_ width: Double, mode: FitMode = .firstThatFits) -> Node {
    FULayoutThatFits(
      maxWidth: width, layouts: [HStackFULayout(maxHeight: 1000), VStackFULayout(maxWidth: width)], mode: mode
    ) { items() }
  }

  @Test func layoutThatFitsSemanticsExample() throws {
    let wide = try tree(200).layout(proposal: .unspecified, configuration: .monospaced)
    #expect(wide.size == Size(width: 170, height: 200))
    #expect(wide["b"]?.origin == Point(x: 60, y: 0))
    let narrow = try tree(150).layout(proposal: .unspecified, configuration: .monospaced)
    #expect(narrow.size == Size(width: 50, height: 370))
    #expect(narrow["b"]?.origin == Point(x: 0, y: 60))
  }

  @Test func reportSaysWhyALayoutWasRejected() throws {
    let layout = FULayoutThatFits(
      maxWidth: 150, layouts: [HStackFULayout(maxHeight: 1000), VStackFULayout(maxWidth: 150)])
    let report = try layout.report(children: items(), configuration: .monospaced)
    #expect(report.chosen == 1)
    #expect(report.candidates[0].overflow == [.horizontal: 20])
    #expect(report.candidates[1].fits)
  }

  @Test func bestFitPicksTheLeastOverflow() throws {
    // Width 40: the HStack overflows by 130, the VStack by 10; first-that-fits takes the last, bestFit the least.
    let layouts: [any FULayout] = [VStackFULayout(maxWidth: 40), HStackFULayout(maxHeight: 1000)]
    let first = try FULayoutThatFits(maxWidth: 40, layouts: layouts) { items() }.layout(
      proposal: .unspecified, configuration: .monospaced)
    #expect(first.size.width == 170)
    let best = try FULayoutThatFits(maxWidth: 40, layouts: layouts, mode: .bestFit) { items() }.layout(
      proposal: .unspecified, configuration: .monospaced)
    #expect(best.size.width == 50)
  }

  @Test func noLayoutsShowNothing() throws {
    let result = try FULayoutThatFits(maxWidth: 10, layouts: []) { items() }.id("f").layout(
      proposal: .unspecified, configuration: .monospaced)
    #expect(result.size == .zero)
    #expect(result["a"] == nil)
  }

  @Test func viewThatFitsChecksTheGivenAxes() throws {
    func fits(_ layout: FUViewThatFits) throws -> [String] {
      try layout {
        Box(width: 300, height: 20).id("wide")
        Box(width: 100, height: 60).id("tall")
        Box(width: 40, height: 40).id("small")
      }.layout(proposal: .unspecified, configuration: .monospaced).frames.keys.sorted()
    }
    #expect(try fits(FUViewThatFits(maxWidth: 150)) == ["tall"])
    #expect(try fits(FUViewThatFits(maxHeight: 30)) == ["wide"])
    #expect(try fits(FUViewThatFits(maxWidth: 150, maxHeight: 50)) == ["small"])
    #expect(try fits(FUViewThatFits(maxSize: Size(width: 20, height: 20))) == ["small"])
    #expect(try fits(FUViewThatFits(maxSize: Size(width: 20, height: 20), mode: .bestFit)) == ["small"])
    let report = FUViewThatFits(maxWidth: 150).report(sizes: [
      Size(width: 300, height: 20), Size(width: 100, height: 60),
    ])
    #expect(report.candidates[0].overflow == [.horizontal: 150])
    #expect(report.chosen == 1)
    #expect(FUViewThatFits(maxWidth: 150).fixedSize == .vertical)
  }
}

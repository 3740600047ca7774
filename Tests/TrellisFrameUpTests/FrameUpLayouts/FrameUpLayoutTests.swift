import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

/// The FrameUp examples of semantics §2 through the node tree (containers over the kernels).
@Suite struct FrameUpLayoutTests {
  static let flowItems = [(80.0, 20.0), (70, 30), (60, 20), (50, 40), (120, 10)]

  func boxes(_ items: [(Double, Double)]) -> [Node] {
    items.enumerated().map { k, s in Box(width: s.0, height: s.1).id("i\(k)") }
  }

  func origins(_ result: LayoutResult, _ count: Int) -> [Point] {
    (0..<count).map { result["i\($0)"]?.origin ?? Point(x: -1, y: -1) }
  }

  @Test(arguments: [
    (FUAlignment.topLeading, [(0.0, 0.0), (90, 0), (0, 40), (70, 40), (0, 90)], Size(width: 160, height: 100)),
    (.bottomTrailing, [(0, 10), (90, 0), (40, 60), (110, 40), (40, 90)], Size(width: 160, height: 100)),
    (.justified, [(0, 0), (130, 0), (0, 40), (150, 40), (0, 90)], Size(width: 200, height: 100)),
  ])
  func hflow(alignment: FUAlignment, expected: [(Double, Double)], size: Size) throws {
    let tree = HFlow(alignment: alignment, maxWidth: 200) { boxes(Self.flowItems) }
    let result = try tree.id("flow").layout(proposal: .unspecified, configuration: .monospaced)
    #expect(origins(result, 5) == expected.map { Point(x: $0.0, y: $0.1) })
    #expect(result["flow"]?.size == size)
  }

  @Test func overWideItemGetsItsOwnRow() throws {
    let result = try HFlow(maxWidth: 100) { boxes([(150, 20), (30, 20)]) }.layout(
      proposal: .unspecified, configuration: .monospaced)
    #expect(origins(result, 2) == [Point(x: 0, y: 0), Point(x: 0, y: 30)])
    #expect(result.size == Size(width: 150, height: 50))
  }

  @Test func itemsAreProposedMaxItemWidth() throws {
    // A text wider than maxItemWidth wraps: "Hello world" (88 wide) in 50 → 40×32.
    let result = try HFlow(maxWidth: 200, maxItemWidth: 50) { Text("Hello world").id("t") }.layout(
      proposal: .unspecified, configuration: .monospaced)
    #expect(result["t"]?.size == Size(width: 40, height: 32))
  }

  @Test func vflow() throws {
    let result = try VFlow(maxHeight: 100) { boxes([(30, 40), (50, 50), (20, 30), (40, 20)]) }.layout(
      proposal: .unspecified, configuration: .monospaced)
    #expect(origins(result, 4) == [Point(x: 0, y: 0), Point(x: 0, y: 50), Point(x: 60, y: 0), Point(x: 60, y: 40)])
    #expect(result.size == Size(width: 100, height: 100))
  }

  @Test func vmasonry() throws {
    let result = try VMasonry(columns: 3, maxWidth: 320) { boxes([50, 80, 30, 60, 40].map { (100.0, $0) }) }
      .layout(proposal: .unspecified, configuration: .monospaced)
    #expect(
      origins(result, 5) == [
        Point(x: 0, y: 0), Point(x: 110, y: 0), Point(x: 220, y: 0), Point(x: 220, y: 40), Point(x: 0, y: 60),
      ])
    #expect(result.size == Size(width: 320, height: 100))
  }

  @Test func hmasonryFixesFrameUpQuirks() throws {
    // rows 2, maxHeight 110, vs 10 → row height 50; rows at y 0 and 60; items in a row spaced by hs = 5.
    let result = try HMasonry(rows: 2, maxHeight: 110, horizontalSpacing: 5, verticalSpacing: 10) {
      boxes([(40, 50), (30, 50), (20, 50), (60, 50)])
    }.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(origins(result, 4) == [Point(x: 0, y: 0), Point(x: 0, y: 60), Point(x: 35, y: 60), Point(x: 45, y: 0)])
  }

  @Test func stacksFU() throws {
    let items = [(50.0, 50.0), (50, 200), (50, 100)]
    let h = try HStackFULayout(maxHeight: 1000) { boxes(items) }.layout(
      proposal: .unspecified, configuration: .monospaced)
    #expect(origins(h, 3) == [Point(x: 0, y: 75), Point(x: 60, y: 0), Point(x: 120, y: 50)])
    #expect(h.size == Size(width: 170, height: 200))
    let v = try VStackFULayout(maxWidth: 200) { boxes(items) }.layout(
      proposal: .unspecified, configuration: .monospaced)
    #expect(origins(v, 3) == [Point(x: 0, y: 0), Point(x: 0, y: 60), Point(x: 0, y: 270)])
    #expect(v.size == Size(width: 50, height: 370))
    let z = try ZStackFULayout(alignment: .bottomTrailing, maxWidth: 100, maxHeight: 100) {
      boxes([(40, 10), (20, 30)])
    }
    .layout(proposal: .unspecified, configuration: .monospaced)
    #expect(origins(z, 2) == [Point(x: 0, y: 20), Point(x: 20, y: 0)])
  }

  @Test func flowLayoutTakesTheProposal() throws {
    let tree = HFlowLayout { boxes(Self.flowItems) }
    let bounded = try tree.layout(proposal: ProposedViewSize(width: 200, height: nil), configuration: .monospaced)
    #expect(origins(bounded, 5)[2] == Point(x: 0, y: 40))
    // Unspecified width is unbounded (the fix): one row.
    let unbounded = try tree.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(origins(unbounded, 5).allSatisfy { $0.y <= 30 })
    #expect(unbounded.size == Size(width: 420, height: 40))
  }

  @Test func masonryLayoutWithoutWidthUsesWidestChild() throws {
    let result = try VMasonryLayout(columns: 2) { boxes([(30, 10), (50, 10), (40, 10)]) }.layout(
      proposal: .unspecified, configuration: .monospaced)
    #expect(result.size == Size(width: 110, height: 30))
    // Default alignment .top centres narrower items within their column.
    #expect(origins(result, 3) == [Point(x: 10, y: 0), Point(x: 60, y: 0), Point(x: 5, y: 20)])
  }

  @Test func lineBreaksRightToLeftAndMaxRows() throws {
    let broken = try HFlow(maxWidth: 500) {
      Box(width: 10, height: 10).id("i0")
      LineBreak().id("br")
      Box(width: 10, height: 10).id("i1")
    }.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(broken["i1"]?.origin == Point(x: 0, y: 20))
    #expect(broken["br"] == nil)
    let rtl = try HFlow(maxWidth: 200, layoutDirection: .rightToLeft) { boxes(Self.flowItems) }.layout(
      proposal: .unspecified, configuration: .monospaced)
    #expect(origins(rtl, 2) == [Point(x: 80, y: 0), Point(x: 0, y: 0)])
    let limited = try HFlow(maxWidth: 200, maxRows: 1) { boxes(Self.flowItems) }.layout(
      proposal: .unspecified, configuration: .monospaced)
    #expect(limited["i1"] != nil)
    #expect(limited["i2"] == nil && limited["i4"] == nil)
    #expect(limited.size == Size(width: 160, height: 30))
  }

  @Test func invalidParametersAreLayoutErrors() {
    #expect(throws: LayoutError.self) {
      try HFlow(maxWidth: .nan) { Box(width: 1, height: 1) }.layout(proposal: .unspecified, configuration: .monospaced)
    }
    #expect(throws: LayoutError.self) {
      try VMasonry(columns: 2, maxWidth: -5) { Box(width: 1, height: 1) }.layout(
        proposal: .unspecified, configuration: .monospaced)
    }
  }

  @Test func emptyFlowIsZero() throws {
    #expect(try HFlow(maxWidth: 100) {}.layout(proposal: .unspecified, configuration: .monospaced).size == .zero)
  }

  @Test func customFULayout() throws {
    /// FrameUp's README example: items on the left and right of a central line, alternating.
    struct SidesLayout: FULayout {
      var maxWidth: CGFloat
      var fixedSize: Axis.Set { .horizontal }
      var maxItemWidth: CGFloat? { maxWidth / 2 }
      var maxItemHeight: CGFloat? { nil }
      func contentOffsets(sizes: [Int: Size]) -> [Int: Point] {
        var offsets: [Int: Point] = [:]
        var y = 0.0
        for index in sizes.keys.sorted() {
          let size = sizes[index]!
          offsets[index] = Point(x: index % 2 == 0 ? maxWidth / 2 - size.width : maxWidth / 2, y: y)
          y += size.height
        }
        return offsets
      }
    }
    let result = try SidesLayout(maxWidth: 200) { boxes([(40, 20), (60, 10), (30, 5)]) }.layout(
      proposal: .unspecified, configuration: .monospaced)
    #expect(origins(result, 3) == [Point(x: 60, y: 0), Point(x: 100, y: 20), Point(x: 70, y: 30)])
    #expect(result.size == Size(width: 160, height: 35))
    let each = try SidesLayout(maxWidth: 100).forEach(["a", "b"], id: \.self) { _ in Box(width: 10, height: 10) }
      .layout(proposal: .unspecified, configuration: .monospaced)
    #expect(each["b"]?.origin == Point(x: 50, y: 10))
  }

  @Test func tagViews() throws {
    let tags = try TagView(elements: ["One", "Two", "Three"]) { Text($0) }.layout(
      proposal: ProposedViewSize(width: 60, height: nil), configuration: .monospaced)
    #expect(tags["Three"]?.origin == Point(x: 0, y: 16))
    let scroll = try TagViewForScrollView(maxWidth: 60, elements: ["One", "Two"]) { Text($0) }.layout(
      proposal: .unspecified, configuration: .monospaced)
    #expect(scroll["Two"]?.origin == Point(x: 24, y: 0))
  }
}

import Testing
import TrellisCore

/// The ScrollView example of semantics §1, content offsets and the reported scroll geometry.
@Suite struct ScrollViewTests {
  static let cases: [FrameCase] = [
    FrameCase(
      "vertical in 300×200: its proposal; narrower content centred", .size(300, 200),
      size: Size(width: 300, height: 200),
      frames: [
        "first": Rect(x: 100, y: 0, width: 100, height: 150), "second": Rect(x: 100, y: 150, width: 100, height: 150),
      ]
    ) {
      ScrollView {
        VStack(spacing: 0) {
          Box(width: 100, height: 150).id("first")
          Box(width: 100, height: 150).id("second")
        }
      }.node
    },
    FrameCase(
      "a content offset moves the content back", .size(300, 200), size: Size(width: 300, height: 200),
      frames: ["first": Rect(x: 100, y: -120, width: 100, height: 150)]
    ) {
      ScrollView(contentOffset: Point(x: 0, y: 120)) {
        VStack(spacing: 0) {
          Box(width: 100, height: 150).id("first")
          Box(width: 100, height: 150)
        }
      }.node
    },
    FrameCase(
      "horizontal: content proposed nothing along x, the height across", .size(100, 40),
      size: Size(width: 100, height: 40),
      frames: ["row": Rect(x: -10, y: 0, width: 300, height: 40)]
    ) {
      ScrollView(.horizontal, showsIndicators: false, contentOffset: Point(x: 10, y: 99)) {
        Rectangle().frame(idealWidth: 300).id("row")
      }.node
    },
    FrameCase(
      "an unspecified height takes the content's", .init(width: 300, height: nil), size: Size(width: 300, height: 300),
      frames: ["first": Rect(x: 100, y: 0, width: 100, height: 150)]
    ) {
      ScrollView {
        VStack(spacing: 0) {
          Box(width: 100, height: 150).id("first")
          Box(width: 100, height: 150)
        }
      }.node
    },
    FrameCase(
      "several views stack vertically with the default spacing", .size(100, 100), size: Size(width: 100, height: 100),
      frames: ["a": Rect(x: 40, y: 0, width: 20, height: 20), "b": Rect(x: 40, y: 28, width: 20, height: 20)]
    ) {
      ScrollView {
        Box(width: 20, height: 20).id("a")
        Box(width: 20, height: 20).id("b")
      }.node
    },
    FrameCase(
      "several views stack horizontally in a horizontal scroll view", .size(100, 100),
      size: Size(width: 100, height: 100),
      frames: ["a": Rect(x: 0, y: 40, width: 20, height: 20), "b": Rect(x: 28, y: 40, width: 20, height: 20)]
    ) {
      ScrollView(.horizontal) {
        Box(width: 20, height: 20).id("a")
        Box(width: 20, height: 20).id("b")
      }.node
    },
  ]

  @Test(arguments: cases)
  func scrollCase(_ c: FrameCase) throws { try c.check() }

  @Test func reportsContentSizeAndVisibleRect() throws {
    let result = try VStack(spacing: 0) {
      Box(width: 10, height: 50)
      ScrollView(contentOffset: Point(x: 0, y: 120)) {
        VStack(spacing: 0) {
          Box(width: 100, height: 150)
          Box(width: 100, height: 150)
        }
      }.id("scroll")
    }.layout(in: Size(width: 300, height: 250), configuration: .monospaced)
    let geometry = try #require(result.scrollGeometry(of: "scroll"))
    #expect(geometry.contentSize == Size(width: 100, height: 300))
    #expect(geometry.containerSize == Size(width: 300, height: 200))
    #expect(geometry.visibleRect == Rect(x: -100, y: 120, width: 300, height: 200))
    #expect(geometry.contentOffset == Point(x: -100, y: 120))
    #expect(result.scrollGeometry(of: "missing") == nil)
  }

  @Test func theLayoutCalledAsAFunctionReportsToo() throws {
    let result = try ScrollViewLayout(axes: .horizontal, contentOffset: Point(x: 5, y: 0)) {
      Box(width: 500, height: 20)
    }.id("s").layout(in: Size(width: 100, height: 20), configuration: .monospaced)
    let geometry = try #require(result.scrollGeometry(of: "s"))
    #expect(geometry.contentSize == Size(width: 500, height: 20))
    #expect(geometry.visibleRect == Rect(x: 5, y: 0, width: 100, height: 20))
  }

  @Test func flexibleInAStack() throws {
    let result = try VStack(spacing: 0) {
      Box(width: 10, height: 50)
      ScrollView { Box(width: 10, height: 900) }.id("scroll")
    }.layout(in: Size(width: 300, height: 250), configuration: .monospaced)
    #expect(result["scroll"] == Rect(x: 0, y: 50, width: 300, height: 200))
  }
}

import Testing
import TrellisCore

/// The ZStack examples of semantics §1 (corrected: the bounding box of the aligned children), as a table.
@Suite struct ZStackTests {
  static let cases: [FrameCase] = [
    FrameCase(
      "topLeading with leading −60 and top −30 guides", .unspecified, size: Size(width: 110, height: 50),
      frames: [
        "a": Rect(x: 0, y: 0, width: 50, height: 20), "b": Rect(x: 60, y: 0, width: 50, height: 20),
        "c": Rect(x: 0, y: 30, width: 50, height: 20),
      ]
    ) {
      ZStack(alignment: .topLeading) {
        Box(width: 50, height: 20).id("a")
        Box(width: 50, height: 20).alignmentGuide(HorizontalAlignment.leading) { _ in -60 }.id("b")
        Box(width: 50, height: 20).alignmentGuide(VerticalAlignment.top) { _ in -30 }.id("c")
      }.node
    },
    FrameCase(
      "leading with a leading guide of 30", .unspecified, size: Size(width: 130, height: 100),
      frames: ["big": Rect(x: 30, y: 0, width: 100, height: 100), "small": Rect(x: 0, y: 40, width: 20, height: 20)]
    ) {
      ZStack(alignment: .leading) {
        Box(width: 100, height: 100).id("big")
        Box(width: 20, height: 20).alignmentGuide(HorizontalAlignment.leading) { _ in 30 }.id("small")
      }.node
    },
    FrameCase(
      "a layoutPriority(-1) rectangle is sized to the text", .size(300, 200), size: Size(width: 40, height: 16),
      frames: ["color": Rect(x: 0, y: 0, width: 40, height: 16), "text": Rect(x: 0, y: 0, width: 40, height: 16)]
    ) {
      ZStack {
        Rectangle().layoutPriority(-1).id("color")
        Text("Hello").id("text")
      }.node
    },
    FrameCase(
      "the next sibling starts below the bounding box", .unspecified, size: Size(width: 50, height: 60),
      frames: ["z": Rect(x: 0, y: 0, width: 50, height: 50), "next": Rect(x: 20, y: 50, width: 10, height: 10)]
    ) {
      VStack(spacing: 0) {
        ZStack(alignment: .topLeading) {
          Box(width: 50, height: 20)
          Box(width: 50, height: 20).alignmentGuide(VerticalAlignment.top) { _ in -30 }
        }.id("z")
        Box(width: 10, height: 10).id("next")
      }.node
    },
    FrameCase(
      "no guides: the largest width and height, centred", .unspecified, size: Size(width: 100, height: 50),
      frames: ["a": Rect(x: 0, y: 0, width: 100, height: 50), "b": Rect(x: 40, y: 20, width: 20, height: 10)]
    ) {
      ZStack {
        Box(width: 100, height: 50).id("a")
        Box(width: 20, height: 10).id("b")
      }.node
    },
    FrameCase(
      "a centred flexible child probed with infinity stays flexible in an HStack", .size(200, 40),
      size: Size(width: 200, height: 40),
      frames: ["z": Rect(x: 0, y: 0, width: 142, height: 40), "fixed": Rect(x: 150, y: 15, width: 50, height: 10)]
    ) {
      HStack {
        ZStack { Rectangle() }.id("z")
        Box(width: 50, height: 10).id("fixed")
      }.node
    },
    FrameCase(
      "guides pointing away from the point: the box spans both children", .unspecified,
      size: Size(width: 60, height: 10),
      frames: ["a": Rect(x: 0, y: 0, width: 10, height: 10), "b": Rect(x: 50, y: 0, width: 10, height: 10)]
    ) {
      ZStack(alignment: .topLeading) {
        Box(width: 10, height: 10).id("a")
        Box(width: 10, height: 10).alignmentGuide(HorizontalAlignment.leading) { _ in -50 }.id("b")
      }.node
    },
  ]

  @Test(arguments: cases)
  func zstackCase(_ c: FrameCase) throws { try c.check() }

  @Test func emptyZStackIsZero() throws {
    #expect(try ZStack {}.layout(proposal: .size(100, 100), configuration: .monospaced).size == .zero)
  }
}

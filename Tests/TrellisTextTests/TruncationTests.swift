import Testing
import TrellisCore
import TrellisTestSupport
import TrellisText

@Suite struct TruncationTests {
  let measurer = ShapingTextMeasurer.shared
  let paragraph = "The quick brown fox jumps over the lazy dog and keeps on running far away"

  @Test(arguments: [1, 2, 3])
  func lineLimitKeepsThatManyLinesAndTruncates(limit: Int) {
    let attributes = TextAttributes(font: .body, lineLimit: limit)
    let proposal = ProposedViewSize(width: 120, height: nil)
    let measured = measurer.measure(paragraph, attributes: attributes, proposal: proposal)
    #expect(measured.lineCount == limit)
    #expect(measured.isTruncated)
    #expect(measured.size.width <= 120 + 1e-9)
    let lines = measurer.lines(of: paragraph, attributes: attributes, proposal: proposal)
    #expect(lines.count == limit)
    #expect(lines.last?.text.hasSuffix("…") == true)
  }

  @Test func aHeightKeepsTheLinesThatFitAndAtLeastOne() throws {
    let face = try #require(measurer.face(for: .body))
    let lineHeight = face.lineHeight(size: 17)
    let two = measurer.measure(
      paragraph, attributes: .standard, proposal: ProposedViewSize(width: 120, height: lineHeight * 2.5))
    #expect(two.lineCount == 2)
    #expect(close(two.size.height, 2 * lineHeight))
    let none = measurer.measure(paragraph, attributes: .standard, proposal: ProposedViewSize(width: 120, height: 1))
    #expect(none.lineCount == 1)
  }

  @Test func oneLineWithNoWidthIsTheFirstParagraphWithAnEllipsis() {
    let attributes = TextAttributes(font: .body, lineLimit: 1)
    let measured = measurer.measure("first\nsecond", attributes: attributes, proposal: .unspecified)
    let first = measurer.measure("first…", attributes: .standard, proposal: .unspecified).size.width
    #expect(measured.lineCount == 1)
    #expect(close(measured.size.width, first, 1e-6))
  }

  @Test func minimumScaleFactorShrinksUntilItFits() {
    let attributes = TextAttributes(font: .body, lineLimit: 1, minimumScaleFactor: 0.5)
    let ideal = measurer.size(of: "Download now", proposal: .unspecified).width
    let measured = measurer.measure(
      "Download now", attributes: attributes, proposal: ProposedViewSize(width: ideal * 0.7, height: nil))
    #expect(!measured.isTruncated)
    #expect(measured.fontSize < 17 && measured.fontSize >= 8.5)
    #expect(measured.size.width <= ideal * 0.7 + 1e-9)
  }

  @Test func textThatFitsIsNotTruncated() {
    let measured = measurer.measure("Short", attributes: TextAttributes(lineLimit: 1), proposal: .unspecified)
    #expect(!measured.isTruncated)
  }
}

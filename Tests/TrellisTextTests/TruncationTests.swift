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

@Suite struct TruncationModeTests {
  let measurer = ShapingTextMeasurer.shared
  let paragraph = "The quick brown fox jumps over the lazy dog and keeps on running far away"
  let proposal = ProposedViewSize(width: 120, height: nil)

  func width(_ string: String) -> Double {
    measurer.measure(string, attributes: .standard, proposal: .unspecified).size.width
  }

  func last(_ mode: TruncationMode, limit: Int = 1) -> (line: TextLine, measured: TextMeasurement) {
    let attributes = TextAttributes(font: .body, lineLimit: limit, truncationMode: mode)
    let lines = measurer.lines(of: paragraph, attributes: attributes, proposal: proposal)
    let measured = measurer.measure(paragraph, attributes: attributes, proposal: proposal)
    #expect(lines.count == limit && measured.lineCount == limit && measured.isTruncated)
    return (lines[lines.count - 1], measured)
  }

  @Test func tailKeepsAsManyGraphemesAsFitThenTheEllipsis() throws {
    let (line, measured) = last(.tail)
    let kept = String(try #require(line.text.split(separator: "…", omittingEmptySubsequences: false).first))
    #expect(line.text == kept + "…" && paragraph.hasPrefix(kept))
    // Cut between graphemes, not only after a word: one more character would not fit.
    let next = paragraph[paragraph.index(paragraph.startIndex, offsetBy: kept.count)]
    #expect(width(kept + String(next) + "…") > 120)
    #expect(measured.size.width <= 120 + 1e-9)
    #expect(abs(measured.size.width - width(line.text)) < 0.5)
  }

  @Test func headKeepsTheEndAfterTheEllipsis() {
    let (line, measured) = last(.head)
    #expect(line.text.hasPrefix("…"))
    let kept = String(line.text.dropFirst())
    #expect(!kept.isEmpty && paragraph.hasSuffix(kept))
    let previous = paragraph[paragraph.index(paragraph.endIndex, offsetBy: -(kept.count + 1))]
    #expect(width("…" + String(previous) + kept) > 120)
    #expect(measured.size.width <= 120 + 1e-9)
    #expect(abs(measured.size.width - width(line.text)) < 0.5)
  }

  @Test func middleKeepsBothEndsAboutEquallyWide() throws {
    let (line, measured) = last(.middle)
    let parts = line.text.split(separator: "…", omittingEmptySubsequences: false).map(String.init)
    try #require(parts.count == 2)
    #expect(!parts[0].isEmpty && !parts[1].isEmpty)
    #expect(paragraph.hasPrefix(parts[0]) && paragraph.hasSuffix(parts[1]))
    #expect(abs(width(parts[0]) - width(parts[1])) <= width("W") + 1e-9)
    #expect(measured.size.width <= 120 + 1e-9)
    #expect(abs(measured.size.width - width(line.text)) < 0.5)
  }

  @Test(arguments: [TruncationMode.head, .middle])
  func onlyTheLastKeptLineIsCut(mode: TruncationMode) {
    let tail = measurer.lines(
      of: paragraph, attributes: TextAttributes(font: .body, lineLimit: 2), proposal: proposal)
    let (line, _) = last(mode, limit: 2)
    let lines = measurer.lines(
      of: paragraph, attributes: TextAttributes(font: .body, lineLimit: 2, truncationMode: mode), proposal: proposal)
    #expect(lines[0] == tail[0])
    #expect(line.text.contains("…") && line.text.hasSuffix("away") == true)
  }

  @Test func withNoWidthTheModesKeepWholeParagraphs() {
    func text(_ mode: TruncationMode) -> String? {
      measurer.lines(
        of: "first\nsecond\nthird", attributes: TextAttributes(font: .body, lineLimit: 1, truncationMode: mode),
        proposal: .unspecified
      ).first?.text
    }
    #expect(text(.tail) == "first…")
    #expect(text(.head) == "…third")
    #expect(text(.middle) == "first…third")
    let measured = measurer.measure(
      "first\nsecond\nthird", attributes: TextAttributes(font: .body, lineLimit: 1, truncationMode: .head),
      proposal: .unspecified)
    #expect(abs(measured.size.width - width("…third")) < 0.5)
  }
}

import Testing
import TrellisCore
import TrellisTestSupport
import TrellisText

@Suite struct BadInputTests {
  @Test func anUnknownFamilyFallsBackWithADiagnostic() throws {
    let library = FontLibrary()
    let measurer = ShapingTextMeasurer(library: library)
    let face = try #require(measurer.face(for: .custom("No Such Font Family", size: 17)))
    #expect(face.family == "DejaVu Sans")
    #expect(library.diagnostics.contains { $0.contains("No Such Font Family") })
    _ = measurer.face(for: .custom("No Such Font Family", size: 20))
    #expect(library.diagnostics.count == 1)
    let known = try #require(measurer.face(for: .custom("DejaVu Serif", size: 17)))
    #expect(known.family == "DejaVu Serif")
  }

  @Test func theEmptyStringIsZeroByZero() {
    let measured = ShapingTextMeasurer.shared.measure("", attributes: .standard, proposal: .unspecified)
    #expect(measured.size == .zero)
    #expect(measured.lineCount == 0)
    #expect(ShapingTextMeasurer.shared.lines(of: "", attributes: .standard, proposal: .unspecified).isEmpty)
  }

  @Test(arguments: [Double.nan, -5, 0, .infinity, -.infinity, 1e12])
  func badSizesHaveADocumentedResult(size: Double) {
    let font = Font.system(size: size)
    let measured = ShapingTextMeasurer.shared.measure(
      "Hi", attributes: TextAttributes(font: font), proposal: .unspecified)
    #expect(measured.size.width.isFinite && measured.size.height.isFinite)
    #expect(measured.size.width >= 0 && measured.size.height >= 0)
    #expect(close(measured.fontSize, font.validatedSize))
    if font.validatedSize == 0 { #expect(measured.size == .zero) }
  }

  @Test(arguments: [Double.nan, -10, 0, .infinity])
  func badProposalsNeverCrash(width: Double) {
    let measured = ShapingTextMeasurer.shared.measure(
      "some words here", attributes: TextAttributes(lineLimit: -3, lineSpacing: .nan, minimumScaleFactor: .nan),
      proposal: ProposedViewSize(width: width, height: width))
    #expect(measured.size.width.isFinite && measured.size.height.isFinite)
    #expect(measured.lineCount >= 1)
  }

  @Test func aMillionCharactersMeasure() {
    let long = String(repeating: "layout text ", count: 83_334)
    let measured = ShapingTextMeasurer().measure(
      long, attributes: .standard, proposal: ProposedViewSize(width: 400, height: nil))
    #expect(measured.lineCount > 1000)
    #expect(measured.size.width <= 400)
  }

  /// Issue 33: one base with 50,000 combining marks (a 100 KB string), and 40,000 Hebrew points on one letter, took
  /// 10.5 s and 9.4 s to shape, all in HarfBuzz. Shaped in pieces of at most 30 marks (``StreamSafeCounter``) they
  /// are linear; this test asserts no time, only that both measure, wrap and give finite sizes.
  @Test(arguments: [("a", "\u{301}", 50_000), ("\u{5D0}", "\u{5B4}", 40_000)])
  func enormousClustersMeasure(base: String, mark: String, count: Int) {
    let string = base + String(repeating: mark, count: count) + " " + base
    let measurer = ShapingTextMeasurer(library: FontLibrary())
    let ideal = measurer.measure(string, attributes: .standard, proposal: .unspecified)
    #expect(ideal.size.width.isFinite && ideal.size.width > 0 && ideal.size.height.isFinite)
    #expect(ideal.lineCount == 1)
    // The whole cluster is one grapheme: proposed 5 points it is a line of its own, the other letter the next line.
    let narrow = measurer.measure(string, attributes: .standard, proposal: ProposedViewSize(width: 5, height: nil))
    #expect(narrow.size.width.isFinite && narrow.size.height.isFinite)
    #expect(narrow.lineCount == 2)
  }

  /// Debian's libunibreak 1.1 aborts on regional indicators and U+FFFF; the measurer hands it stand-ins that break
  /// the same way.
  @Test(arguments: ["🇯🇵", "Flags 🇯🇵🇫🇷 and 🇫", "🇦🇧🇨", "\u{FFFF}", "a\u{FFFF}b c", "🇯🇵\n\u{FFFF}"])
  func charactersLibunibreakAbortsOnMeasure(string: String) {
    let measured = ShapingTextMeasurer.shared.measure(
      string, attributes: .standard, proposal: ProposedViewSize(width: 30, height: nil))
    #expect(measured.size.width.isFinite && measured.lineCount >= 1)
  }

  @Test func flagsBreakAroundButNotInside() {
    // Two flags in a row: a break between them, none between a flag's two letters.
    let lines = ShapingTextMeasurer.shared.lines(
      of: "🇯🇵🇫🇷🇩", attributes: .standard, proposal: ProposedViewSize(width: 1, height: nil))
    #expect(lines.map(\.text) == ["🇯🇵", "🇫🇷", "🇩"])
  }

  @Test func controlCharactersAndLoneMarksMeasure() {
    for string in ["\u{0}\u{1}\u{7F}", "\u{301}\u{301}", "\u{200D}", "\u{FEFF}a", "\u{10FFFF}", "\u{1F600}\u{1F3FD}"] {
      let measured = ShapingTextMeasurer.shared.measure(string, attributes: .standard, proposal: .unspecified)
      #expect(measured.size.width.isFinite && measured.lineCount == 1)
    }
  }
}

/// Characters no installed font covers: measured as the missing-glyph box, and listed.
@Suite struct UncoveredCharacterTests {
  let measurer = ShapingTextMeasurer.shared

  func uncovered(_ string: String) -> [Unicode.Scalar] {
    measurer.measure(string, attributes: .standard, proposal: .unspecified).uncoveredScalars
  }

  @Test func eachCharacterNoFontCoversIsListedOnceInOrder() {
    // Plane 15 private use and the last code point: no font of the stack (or of any usual one) has them.
    #expect(uncovered("a\u{F0000}b\u{F0000} \u{10FFFF}") == ["\u{F0000}", "\u{10FFFF}"])
    // The list belongs to the string: every proposal, truncated or not, reports it.
    let narrow = measurer.measure(
      "\u{10FFFF} and more words", attributes: TextAttributes(lineLimit: 1),
      proposal: ProposedViewSize(width: 30, height: nil))
    #expect(narrow.uncoveredScalars == ["\u{10FFFF}"])
  }

  @Test func theListIsBoundedAndCountsTheRest() {
    // 5,000 distinct plane-15 private-use characters, each twice: 32 listed, in order, and all 5,000 counted.
    let scalars = (0..<5_000).map { Unicode.Scalar(0xF0000 + $0)! }
    var string = String(String.UnicodeScalarView(scalars))
    string += string
    let measured = measurer.measure(string, attributes: .standard, proposal: ProposedViewSize(width: 200, height: nil))
    #expect(measured.uncoveredScalars == Array(scalars.prefix(32)))
    #expect(measured.uncoveredScalarCount == 5_000)
    #expect(measurer.measure("a\u{F0000}", attributes: .standard, proposal: .unspecified).uncoveredScalarCount == 1)
  }

  @Test(arguments: ["Hello", "שלום عالم", "a\u{0301}", "a\u{0007}b", "x\u{200D}y", "\u{2764}\u{FE0F}", ""])
  func coveredAndInvisibleCharactersAreNotListed(string: String) {
    #expect(uncovered(string).isEmpty, "\(string.unicodeScalars.map { String($0.value, radix: 16) })")
  }
}

import Testing
import TrellisCore
import TrellisTestSupport
import TrellisText

/// Texts of several styles (`Text + Text`, Markdown, `AttributedString`) set as one paragraph: each run shaped in its
/// own face at its own size, the expectations worked out from the runs measured alone and from the faces' metrics.
@Suite struct TextRunTests {
  let measurer = ShapingTextMeasurer.shared
  static let body = Font.body
  static let bold = Font.body.bold()
  static let title = Font.title

  /// The width of `string` alone in `font`, on one line.
  func width(_ string: String, _ font: Font) -> Double {
    measurer.measure(string, attributes: TextAttributes(font: font), proposal: .unspecified).size.width
  }

  /// A face's ascent, descent and line gap at its font's size.
  func metrics(_ font: Font) throws -> (ascent: Double, descent: Double, gap: Double) {
    let face = try #require(measurer.face(for: font))
    let size = font.validatedSize
    let ascent = face.ascender(size: size)
    let descent = face.descender(size: size)
    return (ascent, descent, face.lineHeight(size: size) - ascent - descent)
  }

  func prepare(_ text: Text, attributes: TextAttributes = .standard) -> any PreparedText {
    measurer.prepare(text.runs, attributes: attributes)
  }

  @Test func aConcatenationIsAsWideAsItsRunsShapedAlone() throws {
    let text = Text("Hello ").bold() + Text("world").font(.title) + Text(", again").italic()
    #expect(text.runs.count == 3)
    let measured = prepare(text).measure(.unspecified)
    let expected = width("Hello ", Self.bold) + width("world", Self.title) + width(", again", Self.body.italic())
    #expect(abs(measured.size.width - expected) < 1e-6, "\(measured.size.width) vs \(expected)")
    // Not the width of the whole string in any one of the fonts.
    #expect(abs(measured.size.width - width("Hello world, again", Self.body)) > 10)
    #expect(measured.lineCount == 1)
    #expect(measured.fontSize == 28)
  }

  @Test func aLineIsAsHighAsTheLargestAscentDescentAndGapOfItsRuns() throws {
    let text = Text("small ").font(.caption) + Text("Big").font(.largeTitle)
    let measured = prepare(text).measure(.unspecified)
    let small = try metrics(.caption)
    let big = try metrics(.largeTitle)
    let ascent = max(small.ascent, big.ascent)
    let descent = max(small.descent, big.descent)
    let gap = max(small.gap, big.gap)
    #expect(abs(measured.size.height - (ascent + descent + gap)) < 1e-9)
    #expect(abs(measured.firstBaseline - (gap / 2 + ascent)) < 1e-9)
    // Larger than the caption's own line, as tall as the large title's (same face, larger size).
    #expect(measured.size.height > small.ascent + small.descent + small.gap + 10)
  }

  @Test func eachLineTakesTheMetricsOfTheRunsOnIt() throws {
    // The first line holds only the caption run, the second only the title one.
    let text = Text("small line\n").font(.caption) + Text("Big line").font(.title)
    let prepared = prepare(text)
    let measured = prepared.measure(.unspecified)
    let small = try metrics(.caption)
    let big = try metrics(.title)
    let first = small.ascent + small.descent + small.gap
    let second = big.ascent + big.descent + big.gap
    #expect(measured.lineCount == 2)
    #expect(abs(measured.size.height - (first + second)) < 1e-9)
    #expect(abs(measured.firstBaseline - (small.gap / 2 + small.ascent)) < 1e-9)
    #expect(abs(measured.lastBaseline - (first + big.gap / 2 + big.ascent)) < 1e-9)
    // With line spacing, it goes between the two.
    let spaced = measurer.prepare(text.runs, attributes: TextAttributes(lineSpacing: 5)).measure(.unspecified)
    #expect(abs(spaced.size.height - (first + 5 + second)) < 1e-9)
    let lines = prepared.lines(.unspecified)
    #expect(lines.map(\.text) == ["small line", "Big line"])
    #expect(abs(lines[1].baseline - measured.lastBaseline) < 1e-9)
  }

  @Test func wrappingFollowsTheRunsWidths() throws {
    let text = Text("one two ") + Text("three four").font(.title)
    let firstLine = width("one two ", Self.body) + width("three", Self.title)
    let proposal = ProposedViewSize(width: firstLine + 0.5, height: nil)
    let prepared = prepare(text)
    let lines = prepared.lines(proposal)
    #expect(lines.map(\.text) == ["one two three", "four"])
    #expect(abs(lines[0].width - firstLine) < 1e-6)
    #expect(abs(lines[1].width - width("four", Self.title)) < 1e-6)
    // The first line touches both runs, the second only the title.
    let body = try metrics(Self.body)
    let big = try metrics(Self.title)
    let measured = prepared.measure(proposal)
    let first = max(body.ascent, big.ascent) + max(body.descent, big.descent) + max(body.gap, big.gap)
    #expect(abs(measured.size.height - (first + big.ascent + big.descent + big.gap)) < 1e-9)
    // A proposal a little narrower moves "three" down.
    let narrower = prepared.lines(ProposedViewSize(width: firstLine - 0.5, height: nil))
    #expect(narrower.map(\.text) == ["one two", "three four"])
  }

  @Test func aRunBoundaryInsideAWordIsNoBreakOpportunity() throws {
    // "helloworld" is one word across the two runs (UAX #14 over the whole string): it moves to the next line
    // whole instead of breaking where the font changes.
    let text = Text("aa hello") + Text("world").font(.title)
    let room = width("aa hello", Self.body) + width("world", Self.title) - 1
    let lines = prepare(text).lines(ProposedViewSize(width: room, height: nil))
    #expect(lines.map(\.text) == ["aa", "helloworld"])
    #expect(abs(lines[1].width - (width("hello", Self.body) + width("world", Self.title))) < 1e-6)
  }

  @Test func aHeightKeepsTheLinesWhoseHeightsFit() throws {
    let text = Text("small line\n").font(.caption) + Text("Big line\nmore").font(.title)
    let small = try metrics(.caption)
    let big = try metrics(.title)
    let first = small.ascent + small.descent + small.gap
    let second = big.ascent + big.descent + big.gap
    let measured = prepare(text).measure(ProposedViewSize(width: nil, height: first + second + 1))
    #expect(measured.lineCount == 2)
    #expect(measured.isTruncated)
    #expect(abs(measured.size.height - (first + second)) < 1e-9)
    // Too low for the second line: the first alone, even though two caption lines would fit.
    let low = prepare(text).measure(ProposedViewSize(width: nil, height: first * 2 + 1))
    #expect(first * 2 < first + second)
    #expect(low.lineCount == 1)
  }

  @Test func aLineLimitTruncatesTheParagraphAsOne() throws {
    let text = Text("Hello ").bold() + Text("wide world of text").font(.title)
    let prepared = measurer.prepare(text.runs, attributes: TextAttributes(lineLimit: 1))
    let proposal = ProposedViewSize(width: 150, height: nil)
    let measured = prepared.measure(proposal)
    #expect(measured.isTruncated)
    #expect(measured.lineCount == 1)
    #expect(measured.size.width <= 150)
    let lines = prepared.lines(proposal)
    #expect(lines.count == 1)
    #expect(lines[0].text.hasPrefix("Hello w"))
    #expect(lines[0].text.hasSuffix("…"))
  }

  @Test func runsOfOneFontAreMeasuredAsOneString() {
    let text = Text("Hello ") + Text("world")
    #expect(text.runs.count == 1)
    let runs = prepare(text).measure(.unspecified)
    let plain = measurer.measure("Hello world", attributes: .standard, proposal: .unspecified)
    #expect(runs == plain)
    // The same font reached two ways is one run too.
    let same = measurer.prepare(
      [TextRun("a", style: TextRunStyle(font: .body)), TextRun("b")], attributes: .standard)
    #expect(same.measure(.unspecified) == measurer.measure("ab", attributes: .standard, proposal: .unspecified))
  }

  @Test func aConcatenationLaysOutAsOneText() throws {
    let configuration = LayoutConfiguration(textMeasurer: measurer)
    let text = Text("Hello ").bold() + Text("world").font(.title)
    let result = try VStack { text.id("t") }.layout(
      proposal: ProposedViewSize(width: 300, height: nil), configuration: configuration)
    let frame = try #require(result.entries.first { $0.id == "t" }).frame
    #expect(abs(frame.width - (width("Hello ", Self.bold) + width("world", Self.title))) < 1e-6)
    // An inherited font applies to the runs without one of their own.
    let inherited = try VStack { text.id("t") }.font(.caption).layout(
      proposal: ProposedViewSize(width: 300, height: nil), configuration: configuration)
    let captionFrame = try #require(inherited.entries.first { $0.id == "t" }).frame
    let expected = width("Hello ", Font.caption.bold()) + width("world", Self.title)
    #expect(abs(captionFrame.width - expected) < 1e-6)
  }

  @Test func markdownRunsAreShapedInTheirFonts() {
    let markdown = Text("**Bold** plain")
    let measured = prepare(markdown).measure(.unspecified)
    let expected = width("Bold", Self.bold) + width(" plain", Self.body)
    #expect(abs(measured.size.width - expected) < 1e-6)
    let code = prepare(Text("`code`")).measure(.unspecified)
    #expect(abs(code.size.width - width("code", .system(size: 17, design: .monospaced))) < 1e-6)
  }
}

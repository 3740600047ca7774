import Testing
import TrellisCore
import TrellisTestSupport
import TrellisText

/// Tracking, kerning and baseline offset in texts of several styles: per run (`Text("a").tracking(2) + Text("b")`
/// tracks only "a", as SwiftUI) and for the whole text (on the sum or inherited), the expectations worked out from the
/// runs measured alone without spacing and from the faces' metrics (Documentation/Text.md, "Runs").
@Suite struct TextRunSpacingTests {
  let measurer = ShapingTextMeasurer.shared

  /// The width of `string` alone in `font`, on one line, without spacing.
  func width(_ string: String, _ font: Font = .body) -> Double {
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

  func measure(_ text: Text, _ attributes: TextAttributes = .standard, width: CGFloat? = nil) -> TextMeasurement {
    measurer.prepare(text.runs, attributes: attributes).measure(ProposedViewSize(width: width, height: nil))
  }

  @Test func aRunsTrackingAddsAfterItsOwnClustersOnly() {
    let text = Text("Hello").tracking(2) + Text(" world")
    #expect(text.runs.map(\.style.tracking) == [2, nil])
    let measured = measure(text)
    // Five tracked clusters; the line ends in the untracked run, so none of the tracking hangs.
    let expected = width("Hello") + width(" world") + 2 * 5
    #expect(close(measured.size.width, expected, 1e-6), "\(measured.size.width) vs \(expected)")
    // Not the whole text tracked.
    #expect(abs(measured.size.width - (width("Hello world") + 2 * 10)) > 5)
  }

  @Test func theTrackingOfALinesLastClusterHangsInARunToo() {
    let measured = measure(Text("Hello ") + Text("world").tracking(2))
    #expect(close(measured.size.width, width("Hello ") + width("world") + 2 * 4, 1e-6))
  }

  @Test func aRunsKerningAddsAfterEachOfItsClustersTheLastIncluded() {
    let measured = measure(Text("ab") + Text("cd").kerning(3))
    #expect(close(measured.size.width, width("ab") + width("cd") + 3 * 2, 1e-6))
  }

  @Test func spacingOnTheSumAppliesToEveryRunWithoutItsOwn() {
    let bold = Font.body.bold()
    let sum = Text("Hello ").bold() + Text("world").font(.title)
    let plain = width("Hello ", bold) + width("world", .title)
    // On the sum: eleven clusters, the last one's tracking hangs.
    #expect(close(measure(sum.tracking(1)).size.width, plain + 1 * 10, 1e-6))
    // Inherited (the text's attributes): the same.
    let inherited = TextAttributes(spacing: TextSpacing(tracking: 1))
    #expect(close(measure(sum, inherited).size.width, plain + 1 * 10, 1e-6))
    // A run's own tracking wins over the sum's.
    let own = (Text("Hello ").bold().tracking(3) + Text("world").font(.title)).tracking(1)
    #expect(close(measure(own).size.width, plain + 3 * 6 + 1 * 4, 1e-6))
  }

  @Test func spacingWrapsAtTheSpacedWidths() {
    let text = Text("Hello").kerning(4) + Text(" world").font(.title)
    let one = width("Hello") + 4 * 5 + width(" world", .title)
    #expect(measure(text, width: one).lineCount == 1)
    #expect(measure(text, width: one - 1).lineCount == 2)
    // Without the kerning it would fit in the narrower width.
    #expect(measure(Text("Hello") + Text(" world").font(.title), width: one - 1).lineCount == 1)
  }

  @Test func tighteningSqueezesEveryRun() {
    let text = Text("Hello ").bold() + Text("world").font(.title)
    let plain = width("Hello ", Font.body.bold()) + width("world", .title)
    let narrower = plain - 2
    let truncating = measure(text, TextAttributes(lineLimit: 1), width: narrower)
    #expect(truncating.isTruncated)
    let tightened = measure(text, TextAttributes(lineLimit: 1, allowsTightening: true), width: narrower)
    #expect(!tightened.isTruncated)
    #expect(tightened.size.width <= narrower + 1e-9)
    // The least tightening that fits: nearly the whole proposal is used.
    #expect(tightened.size.width > narrower - 1)
  }

  @Test func runsOfOneFontAndOneSpacingAreMeasuredAsOneString() {
    let text = Text("a").tracking(2) + Text("b").tracking(2)
    #expect(text.runs.count == 1)
    let spaced = TextAttributes(spacing: TextSpacing(tracking: 2))
    #expect(measure(text) == measurer.measure("ab", attributes: spaced, proposal: .unspecified))
  }

  @Test(arguments: [8.0, -8.0])
  func aRunsBaselineOffsetGrowsTheLinesItIsOn(offset: Double) throws {
    let text = Text("E = mc") + Text("2").font(.caption).baselineOffset(offset)
    let measured = measure(text)
    let body = try metrics(.body)
    let caption = try metrics(.caption)
    let ascent = max(body.ascent, caption.ascent + max(0, offset))
    let descent = max(body.descent, caption.descent + max(0, -offset))
    let gap = max(body.gap, caption.gap)
    #expect(close(measured.size.height, ascent + descent + gap, 1e-9))
    #expect(close(measured.firstBaseline, gap / 2 + ascent, 1e-9))
    // The offset changes no width.
    #expect(close(measured.size.width, width("E = mc") + width("2", .caption), 1e-6))
  }

  @Test(arguments: [6.0, -6.0])
  func theSumsBaselineOffsetGrowsEachLineAsInAPlainText(offset: Double) throws {
    let text = (Text("one ") + Text("two").font(.title)).baselineOffset(offset)
    let measured = measure(text)
    let body = try metrics(.body)
    let title = try metrics(.title)
    let ascent = max(body.ascent, title.ascent) + max(0, offset)
    let descent = max(body.descent, title.descent) + max(0, -offset)
    let gap = max(body.gap, title.gap)
    #expect(close(measured.size.height, ascent + descent + gap, 1e-9))
    #expect(close(measured.firstBaseline, gap / 2 + ascent, 1e-9))
    // The glyphs are drawn raised by the offset from the line's baseline.
    let lines = measurer.prepare(text.runs, attributes: .standard).lines(.unspecified)
    #expect(lines.count == 1)
    #expect(close(lines[0].baseline, measured.firstBaseline - offset, 1e-9))
  }

  @Test func aConcatenationsSpacingLaysOutThroughTheEngine() throws {
    let configuration = LayoutConfiguration(textMeasurer: measurer)
    let text = Text("Hello").tracking(2) + Text(" world").bold()
    let result = try VStack { text.id("t") }.layout(
      proposal: ProposedViewSize(width: 300, height: nil), configuration: configuration)
    let frame = try #require(result.entries.first { $0.id == "t" }).frame
    #expect(close(frame.width, width("Hello") + 2 * 5 + width(" world", Font.body.bold()), 1e-6))
    // An inherited tracking applies to the run without one of its own.
    let inherited = try VStack { text.id("t") }.tracking(1).layout(
      proposal: ProposedViewSize(width: 300, height: nil), configuration: configuration)
    let trackedFrame = try #require(inherited.entries.first { $0.id == "t" }).frame
    #expect(close(trackedFrame.width, width("Hello") + 2 * 5 + width(" world", Font.body.bold()) + 1 * 5, 1e-6))
  }
}

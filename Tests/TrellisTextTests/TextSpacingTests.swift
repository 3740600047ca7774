import Testing
import TrellisCore
import TrellisTestSupport
import TrellisText

/// `tracking`, `kerning`, `baselineOffset` and `allowsTightening` against the shaped widths of the same strings
/// without them (Documentation/Text.md, "Spacing and tightening").
@Suite struct TextSpacingTests {
  let measurer = ShapingTextMeasurer.shared
  /// No ligature or kerning pair of DejaVu Sans changes between these letters, so the plain shaping is the tracked
  /// one's base.
  let word = "Hello world"

  func width(_ string: String, _ attributes: TextAttributes = .standard, _ proposal: ProposedViewSize = .unspecified)
    -> Double
  {
    measurer.measure(string, attributes: attributes, proposal: proposal).size.width
  }

  func spaced(tracking: Double = 0, kerning: Double = 0, baselineOffset: Double = 0, lineLimit: Int? = nil)
    -> TextAttributes
  {
    TextAttributes(
      lineLimit: lineLimit,
      spacing: TextSpacing(tracking: tracking, kerning: kerning, baselineOffset: baselineOffset))
  }

  @Test(arguments: [2.0, 0.5, -1.0])
  func trackingAddsAfterEveryClusterButTheLast(tracking: Double) {
    let plain = width(word)
    let clusters = Double(word.count)
    #expect(close(width(word, spaced(tracking: tracking)), plain + tracking * (clusters - 1), 1e-6))
  }

  @Test(arguments: [2.0, 0.5, -1.0])
  func kerningAddsAfterEveryClusterTheLastIncluded(kerning: Double) {
    let plain = width(word)
    let clusters = Double(word.count)
    #expect(close(width(word, spaced(kerning: kerning)), plain + kerning * clusters, 1e-6))
  }

  @Test func trackingAndKerningAdd() {
    let plain = width(word)
    let n = Double(word.count)
    #expect(close(width(word, spaced(tracking: 1, kerning: 2)), plain + 1 * (n - 1) + 2 * n, 1e-6))
  }

  @Test func aClusterNeverGoesBelowZero() {
    // Every advance collapses to 0 but the last cluster's own (kerned) advance, whose tracking hangs.
    let last = width("x")
    #expect(close(width("xxxx", spaced(tracking: -1000)), last, 1e-6))
    #expect(width("xxxx", spaced(kerning: -1000)) == 0)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteSpacingIsZero(value: Double) {
    let plain = measurer.measure(word, attributes: .standard, proposal: .unspecified)
    let odd = measurer.measure(
      word, attributes: spaced(tracking: value, kerning: value, baselineOffset: value), proposal: .unspecified)
    #expect(odd == plain)
  }

  @Test func trackingWrapsAtTheTrackedWidths() {
    let plain = width(word)
    let tracked = spaced(tracking: 1)
    let needed = plain + Double(word.count - 1)
    // The tracking after "world" hangs: exactly the tracked width holds one line, a little less wraps.
    #expect(
      measurer.measure(word, attributes: tracked, proposal: ProposedViewSize(width: needed, height: nil))
        .lineCount == 1)
    #expect(
      measurer.measure(word, attributes: tracked, proposal: ProposedViewSize(width: needed - 0.5, height: nil))
        .lineCount == 2)
    #expect(
      measurer.measure(word, attributes: .standard, proposal: ProposedViewSize(width: plain, height: nil))
        .lineCount == 1)
    // The wrapped lines are the words, tracked, without the tracking after their last letters.
    let lines = measurer.lines(of: word, attributes: tracked, proposal: ProposedViewSize(width: plain, height: nil))
    #expect(lines.map(\.text) == ["Hello", "world"])
    #expect(close(lines[0].width, width("Hello") + 4, 1e-6))
    #expect(close(lines[1].width, width("world") + 4, 1e-6))
  }

  @Test func kerningCountsAfterTheLastCluster() {
    let plain = width(word)
    let kerned = spaced(kerning: 1)
    let needed = plain + Double(word.count)
    #expect(
      measurer.measure(word, attributes: kerned, proposal: ProposedViewSize(width: needed, height: nil))
        .lineCount == 1)
    #expect(
      measurer.measure(word, attributes: kerned, proposal: ProposedViewSize(width: needed - 0.5, height: nil))
        .lineCount == 2)
  }

  @Test func truncationUsesTheSpacedAdvances() {
    let attributes = spaced(kerning: 3, lineLimit: 1)
    let proposal = ProposedViewSize(width: 60, height: nil)
    let measured = measurer.measure(word, attributes: attributes, proposal: proposal)
    let line = measurer.lines(of: word, attributes: attributes, proposal: proposal).first
    #expect(measured.isTruncated)
    #expect(measured.size.width <= 60 + 1e-9)
    // The kept head, kerned, then the ellipsis, kerned: its own kerning counts, the line ends with it.
    let head = String(line?.text.dropLast() ?? "")
    let expected = width(head) + 3 * Double(head.count) + width("…") + 3
    #expect(close(measured.size.width, expected, 1e-6))
  }

  @Test func trackingTurnsOptionalLigaturesOff() throws {
    // DejaVu Sans sets "fi" as one glyph (its `liga` feature) unless ligatures are off.
    let line = TextLine(text: "fi", x: 0, baseline: 0, width: 0)
    let plain = measurer.glyphRuns(of: line, attributes: .standard, fontSize: 17).flatMap(\.glyphs)
    let tracked = measurer.glyphRuns(of: line, attributes: spaced(tracking: 1), fontSize: 17).flatMap(\.glyphs)
    let kerned = measurer.glyphRuns(of: line, attributes: spaced(kerning: 1), fontSize: 17).flatMap(\.glyphs)
    try #require(plain.count == 1, "DejaVu Sans no longer has an fi ligature")
    #expect(tracked.count == 2)
    #expect(kerned.count == 1)
    // Measured the same way: the tracked width is the two letters' own advances plus one tracking.
    #expect(close(width("fi", spaced(tracking: 1)), width("f") + width("i") + 1, 1e-6))
  }

  @Test(arguments: [6.0, -6.0])
  func baselineOffsetGrowsEachLine(offset: Double) throws {
    let face = try #require(measurer.face(for: .body))
    let plain = measurer.measure("one\ntwo", attributes: .standard, proposal: .unspecified)
    let moved = measurer.measure("one\ntwo", attributes: spaced(baselineOffset: offset), proposal: .unspecified)
    let lineHeight = face.lineHeight(size: 17)
    #expect(close(moved.size.height, 2 * (lineHeight + abs(offset)), 1e-9))
    #expect(moved.size.width == plain.size.width)
    // The line's baseline (the alignment guide) moves down by a positive offset: the line grew above it.
    #expect(close(moved.firstBaseline, plain.firstBaseline + max(0, offset), 1e-9))
    #expect(close(moved.lastBaseline, moved.firstBaseline + lineHeight + abs(offset), 1e-9))
    // The glyphs are drawn `offset` above the line's baseline.
    let lines = measurer.lines(of: "one\ntwo", attributes: spaced(baselineOffset: offset), proposal: .unspecified)
    #expect(close(lines[0].baseline, moved.firstBaseline - offset, 1e-9))
    #expect(close(lines[1].baseline, moved.lastBaseline - offset, 1e-9))
  }

  @Test func tighteningAvoidsTruncationWhenASmallSqueezeFits() {
    let string = "Download now"
    let ideal = width(string)
    let n = Double(string.count)
    // 0.02 em a cluster is within the 0.05 em Trellis allows.
    let proposal = ProposedViewSize(width: ideal - 0.02 * 17 * (n - 1), height: nil)
    let loose = measurer.measure(string, attributes: TextAttributes(lineLimit: 1), proposal: proposal)
    let tight = measurer.measure(
      string, attributes: TextAttributes(lineLimit: 1, allowsTightening: true), proposal: proposal)
    #expect(loose.isTruncated)
    #expect(!tight.isTruncated)
    #expect(tight.size.width <= proposal.width! + 1e-9)
    // As little as fits: within one bisection step (0.05 / 2¹⁰ em a cluster) of the proposal.
    #expect(tight.size.width >= proposal.width! - 0.05 / 1024 * 17 * n)
    let lines = measurer.lines(
      of: string, attributes: TextAttributes(lineLimit: 1, allowsTightening: true), proposal: proposal)
    #expect(lines.map(\.text) == [string])
  }

  @Test func tighteningBeyondTheLimitStillTruncates() {
    let string = "Download now"
    let ideal = width(string)
    let n = Double(string.count)
    let proposal = ProposedViewSize(width: ideal - 0.06 * 17 * (n - 1), height: nil)
    let tight = measurer.measure(
      string, attributes: TextAttributes(lineLimit: 1, allowsTightening: true), proposal: proposal)
    let loose = measurer.measure(string, attributes: TextAttributes(lineLimit: 1), proposal: proposal)
    #expect(tight.isTruncated)
    #expect(tight == loose)
  }

  @Test func spacingShrinksWithTheFont() {
    let string = "Download now"
    let plain = width(string)
    let n = Double(string.count)
    let attributes = TextAttributes(
      lineLimit: 1, minimumScaleFactor: 0.5, spacing: TextSpacing(kerning: 2, baselineOffset: 4))
    let proposal = ProposedViewSize(width: (plain + 2 * n) * 0.7, height: nil)
    let measured = measurer.measure(string, attributes: attributes, proposal: proposal)
    let scale = measured.fontSize / 17
    #expect(!measured.isTruncated)
    #expect(scale < 0.75 && scale >= 0.5)
    // Widths are in ems: the plain width and the kerning both scale with the font.
    #expect(close(measured.size.width, (plain + 2 * n) * scale, 1e-6))
    let plainHeight = measurer.measure(string, attributes: .standard, proposal: .unspecified).size.height
    #expect(close(measured.size.height, (plainHeight + 4) * scale, 1e-6))
  }
}

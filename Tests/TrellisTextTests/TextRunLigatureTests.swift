import Testing
import TrellisCore

@testable import TrellisText

/// A tracked run of a text of several styles is shaped without its optional ligatures; the other runs keep theirs
/// (DejaVu Sans's "fi" ligature is as wide as its letters, so only the glyphs tell).
@Suite struct TextRunLigatureTests {
  let measurer = ShapingTextMeasurer.shared

  /// The glyphs of each shaping run of "fi fi" (bytes 0..<2 and 2..<5) with the given trackings.
  func glyphCounts(_ first: Double, _ second: Double) throws -> [Int] {
    let face = try #require(measurer.face(for: .body))
    let styles = [
      ShapedTextBuilder.StyleRun(
        bytes: 0..<2, face: face, font: .body, scale: 1, spacing: TextSpacing(tracking: first)),
      ShapedTextBuilder.StyleRun(
        bytes: 2..<5, face: face, font: .body, scale: 1, spacing: TextSpacing(tracking: second)),
    ]
    var builder = ShapedTextBuilder("fi fi", face: face, font: .body, library: measurer.library, styles: styles)
    builder.glyphRuns = []
    builder.build()
    return (builder.glyphRuns ?? []).map(\.glyphs.count)
  }

  @Test func onlyATrackedRunLosesItsLigatures() throws {
    // Untracked: "fi" is one glyph at each end (the space may be a shaping run of its own).
    let plain = try glyphCounts(0, 0)
    try #require(plain.first == 1 && plain.last == 1, "DejaVu Sans no longer has an fi ligature: \(plain)")
    let first = try glyphCounts(1, 0)
    #expect(first.first == 2 && first.last == 1, "\(first)")
    let second = try glyphCounts(0, 1)
    #expect(second.first == 1 && second.last == 2, "\(second)")
  }
}

import Testing
import TrellisCore
import TrellisTestSupport
import TrellisText

/// CJK comes from a fallback face (DejaVu has no ideographs): `scripts/install-deps.sh` installs WenQuanYi Micro Hei.
@Suite struct CJKTests {
  let measurer = ShapingTextMeasurer.shared
  let ideographs = "漢字かな交じり文"

  /// The face fontconfig falls back to for ideographs; fails the test, saying what to install, when there is none.
  func cjkFace() throws -> FontFace {
    let face = try #require(
      measurer.library.fallbackFace(for: "漢", like: .body),
      "no installed font has CJK ideographs: install fonts-wqy-microhei (scripts/install-deps.sh)")
    try #require(face.family != "DejaVu Sans", "the CJK fallback is DejaVu Sans, which has no ideographs")
    return face
  }

  @Test(arguments: [12.0, 17, 28])
  func cjkMeasuresWithTheFallbackFacesAdvances(size: Double) throws {
    let cjk = try cjkFace()
    let primary = try #require(measurer.face(for: .system(size: size)))
    let measured = measurer.measure(
      ideographs, attributes: TextAttributes(font: .system(size: size)), proposal: .unspecified)
    let reference = HarfBuzzReference.advance(ideographs, face: cjk, size: size)
    #expect(abs(measured.size.width - reference.width) <= Double(reference.glyphs) / 64 + 1e-9)
    // Not DejaVu's missing-glyph boxes.
    let boxes = HarfBuzzReference.advance(ideographs, face: primary, size: size)
    #expect(abs(measured.size.width - boxes.width) > 1)
    #expect(measured.fontFamily == "DejaVu Sans, \(cjk.family)")
  }

  @Test func mixedLatinAndCJKIsTheSumOfEachFacesRuns() throws {
    let cjk = try cjkFace()
    let latin = try #require(measurer.face(for: .body))
    let measured = measurer.measure("Trellis 漢字 layout", attributes: .standard, proposal: .unspecified)
    let reference = HarfBuzzReference.advance(runs: [("Trellis ", latin), ("漢字", cjk), (" layout", latin)], size: 17)
    #expect(abs(measured.size.width - reference.width) <= Double(reference.glyphs) / 64 + 1e-9)
  }

  @Test func linesBreakBetweenIdeographs() throws {
    let cjk = try cjkFace()
    let string = "一二三四五六七八九"
    let one = HarfBuzzReference.advance("一", face: cjk, size: 17).width
    let lines = measurer.lines(
      of: string, attributes: .standard, proposal: ProposedViewSize(width: 3 * one + 1, height: nil))
    #expect(lines.map(\.text) == ["一二三", "四五六", "七八九"])
    #expect(lines.allSatisfy { $0.width <= 3 * one + 1 })
  }
}

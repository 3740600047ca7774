import Testing
import TrellisCore
import TrellisText

/// The glyphs a renderer draws (``ShapingTextMeasurer/glyphRuns(of:attributes:fontSize:)``) are the ones the lines
/// were measured with: their advances add up to each line's measured width, in the faces the measurer chose.
@Suite struct GlyphRunTests {
  let measurer = ShapingTextMeasurer.shared

  @Test(arguments: [
    "Hello, world", "AV To Wa", "office ﬁnal", "Hello, 世界", "שלום world", "مرحبا Trellis بالعالم", "e\u{301}\u{302}",
  ])
  func runWidthsAddUpToTheMeasuredLine(string: String) throws {
    for size in [11.0, 17, 34] {
      let attributes = TextAttributes(font: .system(size: size))
      let lines = measurer.lines(of: string, attributes: attributes, proposal: .unspecified)
      let line = try #require(lines.first)
      let runs = measurer.glyphRuns(of: line, attributes: attributes, fontSize: size)
      let width = runs.reduce(0) { $0 + $1.width }
      #expect(abs(width - line.width) < 1e-9 * size, "\(string) at \(size): glyphs \(width), line \(line.width)")
      // Each run's glyphs start where the runs before it end, left to right.
      var x = 0.0
      for run in runs {
        #expect(abs((run.glyphs.first?.x ?? x) - x) < size, "\(string): run starts at \(run.glyphs.first?.x ?? x)")
        x += run.width
      }
    }
  }

  @Test func fallbackCharactersUseTheFallbackFace() throws {
    let attributes = TextAttributes(font: .system(size: 17))
    let line = try #require(measurer.lines(of: "ab世界", attributes: attributes, proposal: .unspecified).first)
    let runs = measurer.glyphRuns(of: line, attributes: attributes, fontSize: 17)
    #expect(runs.count == 2)
    #expect(runs.first?.face.family == "DejaVu Sans")
    #expect(runs.last?.face.family != "DejaVu Sans")
    #expect(runs.map(\.glyphs.count) == [2, 2])
  }

  @Test func rightToLeftRunsAreInVisualOrder() throws {
    // "abc" then Hebrew then "def" in a left-to-right paragraph: three runs, left to right as shown.
    let attributes = TextAttributes(font: .system(size: 17))
    let line = try #require(measurer.lines(of: "abc שלום def", attributes: attributes, proposal: .unspecified).first)
    let runs = measurer.glyphRuns(of: line, attributes: attributes, fontSize: 17)
    let glyphs = runs.flatMap(\.glyphs)
    #expect(glyphs.map(\.x) == glyphs.map(\.x).sorted())
    // In a right-to-left paragraph, the Latin word that comes last in memory is drawn leftmost.
    let rtl = try #require(measurer.lines(of: "שלום abc", attributes: attributes, proposal: .unspecified).first)
    let face = try #require(measurer.face(for: .system(size: 17)))
    let rtlRuns = measurer.glyphRuns(of: rtl, attributes: attributes, fontSize: 17)
    #expect(rtlRuns.count >= 2)
    // The leftmost glyph is "a" (DejaVu Sans's glyph for it), not a Hebrew letter.
    let a = measurer.glyphRuns(
      of: TextLine(text: "a", x: 0, baseline: 0, width: 0), attributes: attributes, fontSize: 17)
    #expect(rtlRuns.first?.glyphs.first?.id == a.first?.glyphs.first?.id)
    #expect(rtlRuns.first?.face === face)
  }

  @Test func inkLiesBetweenAscenderAndDescender() throws {
    let attributes = TextAttributes(font: .system(size: 20))
    let face = try #require(measurer.face(for: .system(size: 20)))
    let line = TextLine(text: "Hgjp", x: 0, baseline: 0, width: 0)
    let ink = try #require(measurer.glyphRuns(of: line, attributes: attributes, fontSize: 20).first?.inkBounds)
    #expect(ink.minY < -10 && ink.minY >= -face.ascender(size: 20))
    #expect(ink.maxY > 2 && ink.maxY <= face.descender(size: 20))
    let space = TextLine(text: "   ", x: 0, baseline: 0, width: 0)
    #expect(measurer.glyphRuns(of: space, attributes: attributes, fontSize: 20).first?.inkBounds == nil)
  }
}

import Testing
import TrellisCore
import TrellisTestSupport
import TrellisText

@Suite struct ShapingWidthTests {
  let measurer = ShapingTextMeasurer.shared

  static let strings = [
    "AV", "To", "AVATAR Tokyo", "office", "fluffy", "e\u{301}te\u{301}", "Hello, world",
    "مرحبا بالعالم", "שלום עולם", "Ünïcödé",
  ]

  @Test(arguments: strings, [11.0, 17, 28, 34])
  func singleLineWidthIsTheSumOfShapedAdvances(string: String, size: Double) throws {
    let font = Font.system(size: size)
    let face = try #require(measurer.face(for: font))
    let reference = HarfBuzzReference.advance(string, face: face, size: size)
    let measured = measurer.measure(string, attributes: TextAttributes(font: font), proposal: .unspecified)
    // HarfBuzz rounds each advance to 1/64 pt at this scale; the measurer keeps font units.
    #expect(abs(measured.size.width - reference.width) <= Double(reference.glyphs) / 64 + 1e-9)
    #expect(measured.lineCount == 1)
    let lineHeight = try #require(measurer.face(for: font)).lineHeight(size: size)
    #expect(close(measured.size.height, lineHeight))
  }

  @Test func kernedPairsAreNarrowerThanTheirLetters() {
    let font = TextAttributes(font: .system(size: 40))
    func width(_ string: String) -> Double {
      measurer.measure(string, attributes: font, proposal: .unspecified).size.width
    }
    #expect(width("AV") < width("A") + width("V"))
    #expect(width("To") < width("T") + width("o"))
  }

  @Test func combiningMarksAddNoAdvance() {
    let attributes = TextAttributes(font: .system(size: 20))
    let plain = measurer.measure("ete", attributes: attributes, proposal: .unspecified).size.width
    let marked = measurer.measure("e\u{301}te\u{301}", attributes: attributes, proposal: .unspecified).size.width
    #expect(close(plain, marked, 1e-6))
  }

  @Test func defaultFontIsARealSansSerifAtSeventeenPoints() throws {
    let face = try #require(measurer.face(for: .body))
    #expect(face.family == "DejaVu Sans")
    let size = measurer.size(of: "Hello", proposal: .unspecified)
    #expect(size.width > 0 && size.width != 40)
    #expect(close(size.height, face.lineHeight(size: 17)))
  }

  @Test func boldIsWiderThanRegular() throws {
    let regular = measurer.measure("Hello", attributes: TextAttributes(font: .body), proposal: .unspecified)
    let bold = measurer.measure("Hello", attributes: TextAttributes(font: .body.bold()), proposal: .unspecified)
    #expect(bold.size.width > regular.size.width)
    #expect(try #require(measurer.face(for: .body.bold())).family == "DejaVu Sans")
  }

  @Test func monospacedDigitsMakeDigitsEqual() {
    let attributes = TextAttributes(font: .body.monospacedDigit())
    let ones = measurer.measure("1111", attributes: attributes, proposal: .unspecified).size.width
    let eights = measurer.measure("8888", attributes: attributes, proposal: .unspecified).size.width
    #expect(close(ones, eights, 1e-6))
  }

  @Test(arguments: Font.TextStyle.allCases)
  func textStylesHaveSwiftUIsSizes(style: Font.TextStyle) {
    let sizes: [Font.TextStyle: CGFloat] = [
      .largeTitle: 34, .title: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17, .callout: 16,
      .subheadline: 15, .footnote: 13, .caption: 12, .caption2: 11,
    ]
    #expect(Font.system(style).size == sizes[style])
    #expect(Font.system(style).weight == (style == .headline ? .semibold : .regular))
  }
}

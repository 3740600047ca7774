import Testing
import TrellisCore
import TrellisTestSupport
import TrellisText

/// Colour emoji: each emoji grapheme cluster (ZWJ sequence, flag, skin tone, keycap) is shaped whole in the colour
/// font (Noto Color Emoji, `fonts-noto-color-emoji`), so HarfBuzz ligates it into the font's one glyph.
@Suite struct EmojiTests {
  let measurer = ShapingTextMeasurer.shared

  /// The colour emoji face; fails the test, saying what to install, when there is none.
  func emojiFace() throws -> FontFace {
    let face = try #require(
      measurer.library.emojiFace(for: "😀"),
      "no installed font has emoji: install fonts-noto-color-emoji (scripts/install-deps.sh)")
    try #require(face.family == "Noto Color Emoji", "the emoji face is \(face.family), not Noto Color Emoji")
    return face
  }

  static let clusters: [(String, String)] = [
    ("grinning face", "😀"),
    ("thumbs up, medium skin tone", "👍🏽"),
    ("family: man, woman, girl, boy (ZWJ)", "👨\u{200D}👩\u{200D}👧\u{200D}👦"),
    ("rainbow flag (FE0F and ZWJ)", "🏳\u{FE0F}\u{200D}🌈"),
    ("flag of France (regional indicators)", "🇫🇷"),
    ("flag of England (tag sequence)", "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"),
    ("keycap #", "#\u{FE0F}\u{20E3}"),
    ("heart with FE0F", "\u{2764}\u{FE0F}"),
    ("woman technologist, dark skin tone (ZWJ)", "👩🏿\u{200D}💻"),
  ]

  @Test(arguments: 0..<clusters.count)
  func anEmojiClusterIsOneGlyphOfTheColourFont(index: Int) throws {
    let emoji = try emojiFace()
    let (name, cluster) = Self.clusters[index]
    let reference = HarfBuzzReference.advance(cluster, face: emoji, size: 17)
    #expect(reference.glyphs == 1, "\(name): HarfBuzz makes \(reference.glyphs) glyphs of it in Noto Color Emoji")
    let measured = measurer.measure(cluster, attributes: .standard, proposal: .unspecified)
    #expect(abs(measured.size.width - reference.width) <= 1.0 / 64 + 1e-9, "\(name)")
    #expect(measured.fontFamily == "DejaVu Sans, Noto Color Emoji", "\(name)")
    #expect(measured.uncoveredScalars.isEmpty, "\(name)")
    // One grapheme: never broken, however narrow the line.
    let narrow = measurer.lines(of: cluster, attributes: .standard, proposal: ProposedViewSize(width: 1, height: nil))
    #expect(narrow.map(\.text) == [cluster], "\(name)")
  }

  @Test(arguments: [12.0, 17, 34])
  func textAroundEmojiIsTheSumOfEachFacesRuns(size: Double) throws {
    let emoji = try emojiFace()
    let latin = try #require(measurer.face(for: .system(size: size)))
    let string = "Hi 👋🏻 there 🇯🇵!"
    let measured = measurer.measure(
      string, attributes: TextAttributes(font: .system(size: size)), proposal: .unspecified)
    let reference = HarfBuzzReference.advance(
      runs: [("Hi ", latin), ("👋🏻", emoji), (" there ", latin), ("🇯🇵", emoji), ("!", latin)], size: size)
    #expect(abs(measured.size.width - reference.width) <= Double(reference.glyphs) / 64 + 1e-9)
    // The colour glyphs are wider than DejaVu's missing-glyph boxes would be.
    let boxes = HarfBuzzReference.advance(string, face: latin, size: size)
    #expect(abs(measured.size.width - boxes.width) > 1)
  }

  @Test func textPresentationStaysInTheTextFace() throws {
    _ = try emojiFace()
    // U+2764 alone and with U+FE0E, ©, digits: text presentation (DejaVu has them); with U+FE0F: the colour font.
    for string in ["\u{2764}", "\u{2764}\u{FE0E}", "©", "#1"] {
      let measured = measurer.measure(string, attributes: .standard, proposal: .unspecified)
      #expect(measured.fontFamily == "DejaVu Sans", "\(string.unicodeScalars.map { String($0.value, radix: 16) })")
    }
    // ⚡ has Emoji_Presentation: the colour font, although DejaVu has a glyph for it.
    #expect(
      measurer.measure("⚡", attributes: .standard, proposal: .unspecified).fontFamily
        == "DejaVu Sans, Noto Color Emoji")
  }

  @Test func aLoneSkinToneOrAZWJSequenceBreaksOnlyBetweenClusters() throws {
    let emoji = try emojiFace()
    // Three families in a row: each is one glyph, lines break only between them.
    let family = "👨\u{200D}👩\u{200D}👧"
    let one = HarfBuzzReference.advance(family, face: emoji, size: 17)
    let lines = measurer.lines(
      of: family + family + family, attributes: .standard,
      proposal: ProposedViewSize(width: one.width * 2.5, height: nil))
    #expect(lines.map(\.text) == [family + family, family])
    // A skin-tone modifier on its own is an emoji too (a swatch), not an uncovered character.
    let swatch = measurer.measure("\u{1F3FD}", attributes: .standard, proposal: .unspecified)
    #expect(swatch.uncoveredScalars.isEmpty)
    #expect(abs(swatch.size.width - HarfBuzzReference.advance("\u{1F3FD}", face: emoji, size: 17).width) <= 1.0 / 64)
  }
}

import Testing
import TrellisCore
import TrellisTestSupport

@testable import TrellisText

@Suite struct StreamSafeCounterTests {
  static func marks(_ count: Int, _ mark: String = "\u{301}") -> String { String(repeating: mark, count: count) }

  /// Where the counter cuts, as scalar indices: before the 31st, 61st, … scalar in a row that cannot be a base, which
  /// is where UAX #15 inserts U+034F (a base at index 0, so the 31st mark is at index 31).
  @Test(
    arguments: [
      ("29 marks", "a" + marks(29), []),
      ("30 marks", "a" + marks(30), []),
      ("31 marks", "a" + marks(31), [31]),
      ("100 marks", "a" + marks(100), [31, 61, 91]),
      // A base resets the count: 20 + 20 marks on two letters is never cut; 31 + 31 is cut once on each
      // (b at index 32, its 31st mark at 33 + 30 = 63).
      ("bases between", "a" + marks(20) + "b" + marks(20), []),
      ("two long clusters", "a" + marks(31) + "b" + marks(31), [31, 63]),
      ("mixed marks", "e" + String(repeating: "\u{301}\u{323}\u{308}", count: 11), [31]),
      ("Hebrew points", "\u{5D0}" + marks(40, "\u{5B4}"), [31]),
      ("Hebrew word", "שָׁלוֹם עֲלֵיכֶם", []),
      // Class 0 marks that HarfBuzz is as slow with: Lao vowel signs are counted too, beyond UAX #15's non-starters.
      ("Lao signs", "\u{E81}" + marks(31, "\u{EB1}"), [31]),
      // A joiner already in the text does not reset the count (HarfBuzz looks past it): the 31st is the joiner.
      ("existing joiner", "a" + marks(30) + "\u{34F}" + marks(5), [31]),
      ("marks and soft hyphens", "\u{E81}" + String(repeating: "\u{EB1}\u{AD}", count: 16), [31]),
      ("emoji ZWJ sequence", "👨‍👩‍👧‍👦 👍🏽 🏳️‍🌈", []),
      ("Arabic", "مَرْحَبًا بِالْعَالَمِ", []),
      ("Latin", "Hello, wörld — ünïcödé", []),
      ("lone marks", marks(31), [30]),
    ] as [(String, String, [Int])])
  func cutsWhereUAX15InsertsAJoiner(name: String, string: String, expected: [Int]) {
    #expect(StreamSafeCounter.cuts(in: string.unicodeScalars) == expected, "\(name)")
  }

  @Test func whatCannotBeABase() {
    for scalar in ["a", " ", "\u{5D0}", "\u{628}", "\u{4E00}", "\u{1F468}", "\u{E81}", "\n", "\u{A0}"] {
      #expect(!StreamSafeCounter.continuesCluster(scalar.unicodeScalars.first!), "\(scalar)")
    }
    // Non-starters (acute, Hebrew hiriq, Arabic fatha), class 0 marks (Lao, Devanagari visarga, enclosing circle),
    // and default ignorables (ZWJ, ZWNJ, CGJ, VS16, soft hyphen).
    for value: UInt32 in [0x301, 0x5B4, 0x64E, 0xEB1, 0x903, 0x20DD, 0x200D, 0x200C, 0x34F, 0xFE0F, 0xAD] {
      #expect(StreamSafeCounter.continuesCluster(Unicode.Scalar(value)!), "U+\(String(value, radix: 16))")
    }
  }

  /// A base and 100 combining acutes: bounded, HarfBuzz is handed clusters of at most 30 marks and their base
  /// (the base and the first acute compose into "á", so 30 glyphs in the first piece); unbounded, one cluster of all
  /// 100 glyphs. The width is the same: the marks have no advance wherever they attach.
  @Test(arguments: [("a", "\u{301}"), ("\u{5D0}", "\u{5B4}"), ("\u{E81}", "\u{EB1}"), ("\u{628}", "\u{64E}")])
  func theShaperIsNeverHandedMoreThanTheLimit(base: String, mark: String) throws {
    let library = FontLibrary()
    let font = Font.body
    let face = try #require(library.face(for: font))
    let string = base + Self.marks(100, mark) + " " + base
    let bounded = ShapedText(string, face: face, font: font, library: library)
    let unbounded = ShapedText(string, face: face, font: font, library: library, clusterLimit: .max)
    #expect(bounded.largestCluster <= StreamSafeCounter.limit + 1)
    #expect(unbounded.largestCluster == 101 || unbounded.largestCluster == 100)
    #expect(abs(bounded.idealWidth - unbounded.idealWidth) <= 1e-9)
    #expect(bounded.graphemeAdvance.count == unbounded.graphemeAdvance.count)
    #expect(bounded.segmentEnd == unbounded.segmentEnd)
    // And with HarfBuzz on its own, one call for the whole string (HarfBuzz rounds each advance to 1/64 pt).
    let reference = HarfBuzzReference.advance(string, face: face, size: 17)
    let measured = ShapingTextMeasurer(library: library).measure(string, attributes: .standard, proposal: .unspecified)
    #expect(abs(measured.size.width - reference.width) <= Double(reference.glyphs) / 64 + 1e-9)
  }

  /// Ordinary text is never cut: each cluster HarfBuzz returns is a few glyphs at most.
  @Test(arguments: ["Hello, world", "e\u{301}te\u{301}", "שָׁלוֹם עֲלֵיכֶם", "مَرْحَبًا بِالْعَالَمِ", "👨‍👩‍👧‍👦", "漢字"])
  func ordinaryTextIsShapedAsBefore(string: String) throws {
    let library = FontLibrary()
    let face = try #require(library.face(for: .body))
    let bounded = ShapedText(string, face: face, font: .body, library: library)
    let unbounded = ShapedText(string, face: face, font: .body, library: library, clusterLimit: .max)
    #expect(bounded.graphemeAdvance == unbounded.graphemeAdvance)
    #expect(bounded.largestCluster == unbounded.largestCluster)
    #expect(bounded.largestCluster <= 8)
  }
}

import Testing
import TrellisCore
import TrellisTestSupport

@testable import TrellisText

/// ASCII text is set by paths that skip per-character work (no grapheme records, one font decision per paragraph,
/// one reused break buffer); they must build exactly what the general path builds.
@Suite struct FastPathTests {
  /// Every array of a shaped text, for comparing two builds.
  static func expectSame(_ fast: ShapedText, _ general: ShapedText, _ string: String) {
    #expect(fast.graphemeStart == general.graphemeStart, "\(string.debugDescription)")
    #expect(fast.graphemeAdvance == general.graphemeAdvance, "\(string.debugDescription)")
    #expect(fast.segmentEnd == general.segmentEnd, "\(string.debugDescription)")
    #expect(fast.segmentContentEnd == general.segmentContentEnd, "\(string.debugDescription)")
    #expect(fast.segmentContent == general.segmentContent, "\(string.debugDescription)")
    #expect(fast.segmentSpace == general.segmentSpace, "\(string.debugDescription)")
    #expect(fast.paragraphStart == general.paragraphStart, "\(string.debugDescription)")
    #expect(fast.paragraphSegmentEnd == general.paragraphSegmentEnd, "\(string.debugDescription)")
    #expect(fast.paragraphWidth == general.paragraphWidth, "\(string.debugDescription)")
    #expect(fast.paragraphRightToLeft == general.paragraphRightToLeft, "\(string.debugDescription)")
    #expect(fast.families == general.families, "\(string.debugDescription)")
    #expect(fast.uncoveredScalars == general.uncoveredScalars, "\(string.debugDescription)")
  }

  /// Seeded random ASCII strings drawn from letters, digits, every punctuation class of UAX #14, spaces, tabs,
  /// newlines (CR, LF, CRLF, VT, FF) and control characters, and the same with a non-ASCII paragraph added (the
  /// general grapheme path with per-paragraph ASCII shaping): the same shaped text either way.
  @Test func randomASCIIBuildsWhatTheGeneralPathBuilds() throws {
    let library = FontLibrary()
    let font = Font.body
    let face = try #require(library.face(for: font))
    let pieces = [
      "a", "Z", "7", " ", " ", "  ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{01}", "\u{7F}", "!", "\"", "#",
      "$", "%", "&", "'", "(", ")", "*", "+", ",", "-", ".", "/", ":", ";", "<", "=", ">", "?", "@", "[", "\\", "]",
      "^", "_", "`", "{", "|", "}", "~", "AV", "office", "fi", "To", "1.5", "word",
    ]
    var rng = SplitMix64(seed: 35)
    for round in 0..<400 {
      let count = rng.int(0...40)
      var string = (0..<count).map { _ in pieces[rng.int(0...(pieces.count - 1))] }.joined()
      if round % 4 == 3 { string += "\nnaïve café" }
      let fast = ShapedText(string, face: face, font: font, library: library)
      let general = ShapedText(string, face: face, font: font, library: library, fastPaths: false)
      Self.expectSame(fast, general, string)
    }
  }

  /// Tabular digits and bold go through the same fast path: the same advances as the general path.
  @Test(arguments: [Font.body.monospacedDigit(), Font.body.bold(), Font.largeTitle])
  func fontsKeepTheirFeatures(font: Font) throws {
    let library = FontLibrary()
    let face = try #require(library.face(for: font))
    let string = "0123456789 1111 AVAV office, Tokyo: 3.14!\r\nsecond line"
    let fast = ShapedText(string, face: face, font: font, library: library)
    let general = ShapedText(string, face: face, font: font, library: library, fastPaths: false)
    Self.expectSame(fast, general, string)
  }

  /// The ASCII breaker answers as libunibreak does: every string of one and two characters of printable ASCII and
  /// tab, every three-character string of one character of each class and space, and seeded random strings.
  @Test func asciiBreaksAgreeWithLibunibreak() throws {
    let table = try #require(Unibreak.asciiTable, "libunibreak's answers are not a pair table's: the fast path is off")
    let alphabet: [UInt8] = [0x09] + Array(0x20...0x7E)
    let classes = ASCIIBreaker.representatives + [0x20, UInt8(ascii: "["), UInt8(ascii: "\\")]
    var strings: [[UInt8]] = alphabet.map { [$0] }
    for a in alphabet { for b in alphabet { strings.append([a, b]) } }
    for a in classes { for b in classes { for c in classes { strings.append([a, b, c]) } } }
    var rng = SplitMix64(seed: 14)
    for _ in 0..<5_000 {
      // Spaces weighted up, so that runs of them and indirect breaks are common.
      strings.append(
        (0..<rng.int(1...40)).map { _ in rng.int(0...3) == 0 ? 0x20 : alphabet[rng.int(0...(alphabet.count - 1))] })
    }
    var disagreements: [String] = []
    for bytes in strings {
      var fast = [CChar](repeating: 0, count: bytes.count)
      let handled = bytes.withUnsafeBufferPointer { text in
        fast.withUnsafeMutableBufferPointer { ASCIIBreaker.breaks(text, into: $0.baseAddress!, table: table) }
      }
      if !handled || fast != Unibreak.library(bytes) { disagreements.append(String(decoding: bytes, as: UTF8.self)) }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(10).map(\.debugDescription))")
  }

  /// Control characters and non-ASCII are left to the library.
  @Test(arguments: ["a\u{1}b", "caf\u{E9}", "\u{7F}"])
  func otherTextIsLeftToTheLibrary(string: String) throws {
    let table = try #require(Unibreak.asciiTable)
    let bytes = Array(string.utf8)
    var out = [CChar](repeating: 0, count: bytes.count)
    let handled = bytes.withUnsafeBufferPointer { text in
      out.withUnsafeMutableBufferPointer { ASCIIBreaker.breaks(text, into: $0.baseAddress!, table: table) }
    }
    #expect(!handled)
  }
}

import Testing
import Trellis
import TrellisTestSupport

/// The JSON reader's fast paths (numbers read without text, strings without escapes decoded in place, duplicate keys
/// scanned in small objects) against what they replace: `Double(String)`, the writer's own escaping, a set of keys.
@Suite struct JSONParserTests {
  /// The number `text` parses to, as its bit pattern (so that -0 and 0 differ).
  func parsedBits(_ text: String) throws -> UInt64? {
    guard case .number(let value) = try JSONValue.parse(text) else { return nil }
    return value.bitPattern
  }

  /// A random number as JSON writes it: sign, 1–20 integer digits (no leading zero), sometimes 1–25 fraction digits
  /// (runs of zeros likely), sometimes an exponent.
  func randomNumber(_ rng: inout SplitMix64) -> String {
    var text = rng.chance(0.3) ? "-" : ""
    let integerDigits = rng.int(1...20)
    text += rng.chance(0.2) ? "0" : String(rng.int(1...9))
    if text.last != "0" {
      for _ in 1..<integerDigits { text += rng.chance(0.2) ? "0" : String(rng.int(0...9)) }
    }
    if rng.chance(0.7) {
      text += "."
      for _ in 0..<rng.int(1...25) { text += rng.chance(0.3) ? "0" : String(rng.int(0...9)) }
    }
    if rng.chance(0.15) {
      text += (rng.chance(0.5) ? "e" : "E") + (rng.chance(0.5) ? "-" : "") + String(rng.int(0...30))
    }
    return text
  }

  @Test func numbersAreTheDoublesOfTheirText() throws {
    var rng = SplitMix64(seed: 0x4A53_4F4E)
    var checked = 0
    for _ in 0..<20_000 {
      let text = randomNumber(&rng)
      let expected = try #require(Double(text), "\(text)")
      #expect(try parsedBits(text) == expected.bitPattern, "\(text)")
      checked += 1
    }
    #expect(checked == 20_000)
  }

  @Test func numbersAtTheFastPathsEdges() throws {
    let cases = [
      "0", "-0", "-0.0", "0.1", "0.30000000000000004", "9007199254740992", "9007199254740993", "-9007199254740993",
      "1.0000000000000000000001", "123456789012345678901234567890", "0.0000000000000000000001",
      "0.00000000000000000000001", "4.35", "1.7976931348623157e308", "5e-324", "2.2250738585072014E-308",
      "100000000000000000",
    ]
    for text in cases {
      #expect(try parsedBits(text) == Double(text)?.bitPattern, "\(text)")
    }
    #expect(try parsedBits("-0") == (-0.0).bitPattern)
  }

  @Test func malformedNumbersAreErrorsWithTheirColumn() throws {
    let cases: [(String, String, Int)] = [
      ("[01]", "leading zero in a number", 4), ("[1.]", "invalid number: digits expected after '.'", 4),
      ("[-]", "invalid number", 3), ("[1e]", "invalid number: digits expected in the exponent", 4),
      ("[1e999]", "number 1e999 is out of range", 2), ("[-1e400]", "number -1e400 is out of range", 2),
    ]
    for (text, message, column) in cases {
      let error = #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(text) }
      #expect(error?.message == message, "\(text)")
      #expect(error?.column == column, "\(text)")
    }
  }

  @Test func stringsRoundTripThroughTheWriter() throws {
    var rng = SplitMix64(seed: 7)
    let pieces: [String] = ["a", "Box", "\"", "\\", "/", "\n", "\t", "\u{1}", "\u{1F}", "é", "漢", "🙂", " ", "\u{7F}"]
    for _ in 0..<2_000 {
      var text = ""
      for _ in 0..<rng.int(0...12) { text += pieces[rng.int(0...pieces.count - 1)] }
      let written = JSONValue.object([("key " + text, .string(text))]).serialized(pretty: false)
      #expect(try JSONValue.parse(written) == .object([("key " + text, .string(text))]), "\(written)")
    }
  }

  @Test func escapesAfterPlainTextAndUnicodeEscapes() throws {
    #expect(try JSONValue.parse(#""plain then \n and \"quoted\"""#) == .string("plain then \n and \"quoted\""))
    #expect(try JSONValue.parse(#""\u00e9\u6F22 \ud83d\ude42/\/""#) == .string("é漢 🙂//"))
    let cases: [(String, String)] = [
      (#""abc"#, "unterminated string"), (#""ab\"#, "unterminated string"),
      ("\"a\u{1}b\"", "control character in a string"),
      (#""\ud83d""#, "unpaired surrogate"), (#""\x""#, "invalid escape"),
      (#""\u12G4""#, "invalid hex digit in unicode escape"),
    ]
    for (text, message) in cases {
      let error = #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(text) }
      #expect(error?.message == message, "\(text)")
    }
  }

  @Test func wordsAreCheckedWhole() throws {
    #expect(try JSONValue.parse("[true, false, null]") == .array([.bool(true), .bool(false), .null]))
    for (text, word) in [("tru", "true"), ("[fals]", "false"), ("nul", "null"), ("[nulx]", "null")] {
      let error = #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(text) }
      #expect(error?.message == "expected '\(word)'", "\(text)")
    }
  }

  /// An object of `count` keys `k0`, `k1`, … with `k\(repeated)` written again after key `at`.
  func objectText(count: Int, repeating repeated: Int, after at: Int) -> String {
    var keys = (0..<count).map { "k\($0)" }
    keys.insert("k\(repeated)", at: at + 1)
    return "{" + keys.map { #""\#($0)": 1"# }.joined(separator: ", ") + "}"
  }

  @Test func duplicateKeysInSmallAndLargeObjects() throws {
    // Scanned (few keys) and through the set (many keys), the repeated key is named at its own column.
    for (count, repeated, at) in [
      (3, 0, 1), (3, 2, 2), (15, 7, 14), (16, 3, 15), (17, 16, 16), (40, 2, 30), (40, 39, 39),
    ] {
      let text = objectText(count: count, repeating: repeated, after: at)
      let error = #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(text) }
      #expect(error?.message == "duplicate key \"k\(repeated)\"", "\(text)")
      let column = try #require(text.range(of: #", "k\#(repeated)": 1"#, options: .backwards)).lowerBound
      #expect(error?.column == text.distance(from: text.startIndex, to: column) + 3, "\(text)")
    }
    // Distinct keys past the scanned count keep their order.
    let keys = (0..<40).map { "k\($0)" }
    let text = "{" + keys.map { #""\#($0)": 1"# }.joined(separator: ", ") + "}"
    guard case .object(let pairs) = try JSONValue.parse(text) else {
      Issue.record("not an object")
      return
    }
    #expect(pairs.map(\.key) == keys)
  }
}

import Testing

@testable import TrellisCore

/// Echoed input in messages: one line, at most 80 characters and "…", read in O(limit).
@Suite struct MessageEchoTests {
  @Test(arguments: [
    ("plain", "plain"), ("a\nb", #"a\nb"#), ("tab\there", #"tab\there"#), ("\r", #"\r"#),
    ("\u{1B}[31m", #"\u{1B}[31m"#),
    ("\u{7F}", #"\u{7F}"#), ("line\u{2028}sep", #"line\u{2028}sep"#), ("é ✓", "é ✓"),
  ])
  func controlCharactersAreEscaped(input: String, expected: String) {
    #expect(echoed(input) == expected)
  }

  @Test func longInputIsShortened() {
    let long = String(repeating: "x", count: 1_000_000)
    #expect(echoed(long) == String(repeating: "x", count: 80) + "…")
    #expect(echoed(String(repeating: "y", count: 80)) == String(repeating: "y", count: 80))
    #expect(escapingControlCharacters("a\nb" + long).count == 1_000_004)  // "a\\nb" is four characters
  }

  @Test func kernelErrorsReadAsSentences() {
    #expect("\(KernelError.invalidCount(name: "columns", value: 999_999_999))".hasPrefix("columns: 999999999 is above"))
    #expect("\(KernelError.invalidCount(name: "maxRows", value: -1))" == "maxRows: -1 must be ≥ 0")
    #expect(
      "\(KernelError.invalidParameter(name: "maxWidth", value: .infinity))" == "maxWidth: inf must be a finite number")
    #expect("\(KernelError.overflow(index: 2))".hasPrefix("item 2: the layout overflows"))
  }
}

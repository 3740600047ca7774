import CUnibreak

/// libunibreak's UAX #14 line breaking, the only file of `TrellisText` that calls libunibreak.
enum Unibreak {
  /// `init_linebreak()` must run once before breaking; a `static let` runs it exactly once, thread-safely.
  private static let initialized: Bool = {
    init_linebreak()
    return true
  }()

  /// For each UTF-8 byte of `text`, whether a line may break after the character ending at that byte
  /// (`LINEBREAK_ALLOWBREAK` or `LINEBREAK_MUSTBREAK`). `text` must be valid UTF-8 (Swift strings are).
  ///
  /// - Complexity: O(`text.count`).
  static func breakOpportunities(_ text: UnsafeBufferPointer<UInt8>) -> [Bool] {
    guard initialized, let base = text.baseAddress, !text.isEmpty else { return [] }
    if let safe = replacingAbortingScalars(text) {
      return safe.withUnsafeBufferPointer { breakOpportunities($0) }
    }
    var breaks = [CChar](repeating: 0, count: text.count)
    breaks.withUnsafeMutableBufferPointer { out in
      set_linebreaks_utf8(base, text.count, "en", out.baseAddress)
    }
    return breaks.map(isOpportunity)
  }

  /// Writes libunibreak's answer for each UTF-8 byte of `text` into `out` (at least as long): test each with
  /// ``isOpportunity(_:)``. `text` must be valid UTF-8. Nothing is allocated, so a builder reuses one buffer.
  ///
  /// - Complexity: O(`text.count`).
  static func breakOpportunities(_ text: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<CChar>) {
    guard initialized, let base = text.baseAddress, !text.isEmpty else { return }
    if let table = asciiTable, ASCIIBreaker.breaks(text, into: out, table: table) { return }
    // Characters the library aborts on are replaced by ones that break the same way, as above.
    if let safe = replacingAbortingScalars(text) {
      safe.withUnsafeBufferPointer { set_linebreaks_utf8($0.baseAddress, $0.count, "en", out) }
      return
    }
    set_linebreaks_utf8(base, text.count, "en", out)
  }

  /// The answers of libunibreak for a pair of ASCII classes, learnt from the library itself (``ASCIIBreaker``), or
  /// `nil` when the library does not answer as a pair table does on the checks (another version's rules): then every
  /// text goes to the library.
  static let asciiTable: ASCIIBreaker.Table? = {
    guard initialized else { return nil }
    let table = ASCIIBreaker.Table { library(Array($0.utf8)) }
    for check in ASCIIBreaker.checks {
      let bytes = Array(check.utf8)
      var fast = [CChar](repeating: 0, count: bytes.count)
      let handled = bytes.withUnsafeBufferPointer { text in
        fast.withUnsafeMutableBufferPointer { ASCIIBreaker.breaks(text, into: $0.baseAddress!, table: table) }
      }
      guard handled, fast == library(bytes) else { return nil }
    }
    return table
  }()

  /// libunibreak's answer for each byte of `bytes` (not empty).
  static func library(_ bytes: [UInt8]) -> [CChar] {
    var out = [CChar](repeating: 0, count: bytes.count)
    bytes.withUnsafeBufferPointer { text in
      out.withUnsafeMutableBufferPointer { set_linebreaks_utf8(text.baseAddress, text.count, "en", $0.baseAddress) }
    }
    return out
  }

  /// Whether libunibreak's answer `code` lets a line break after its character (`LINEBREAK_ALLOWBREAK` or
  /// `LINEBREAK_MUSTBREAK`).
  @inline(__always)
  static func isOpportunity(_ code: CChar) -> Bool {
    code == CChar(LINEBREAK_ALLOWBREAK) || code == CChar(LINEBREAK_MUSTBREAK)
  }

  /// Debian's libunibreak 1.1 aborts (a failed assertion in `set_linebreaks`) on a regional indicator (U+1F1E6 …
  /// U+1F1FF, the letters of flags: 🇯🇵) and on U+FFFF. Answers a copy of `text` where each is replaced by a
  /// character of the same UTF-8 length that breaks the same way (UAX #14): a pair of regional indicators by 👋🏻 (an
  /// emoji base and its modifier, LB30b: no break inside, breaks around it as around an ideograph), a lone one by
  /// 😀, U+FFFF by U+FFFD; `nil` when there is none (the text is used as it is).
  ///
  /// - Complexity: O(`text.count`); a comparison per byte when no byte is 0xEF or above.
  static func replacingAbortingScalars(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    func isRegionalIndicator(_ at: Int) -> Bool {
      at + 3 < text.count && text[at] == 0xF0 && text[at + 1] == 0x9F && text[at + 2] == 0x87
        && (0xA6...0xBF).contains(text[at + 3])
    }
    func isNoncharacterFFFF(_ at: Int) -> Bool {
      at + 2 < text.count && text[at] == 0xEF && text[at + 1] == 0xBF && text[at + 2] == 0xBF
    }
    guard let first = text.firstIndex(where: { $0 >= 0xEF }),
      text[first...].indices.contains(where: { isRegionalIndicator($0) || isNoncharacterFFFF($0) })
    else { return nil }
    var copy = Array(text)
    var at = first
    while at < copy.count {
      if isRegionalIndicator(at) {
        if isRegionalIndicator(at + 4) {
          copy.replaceSubrange(at..<at + 8, with: [0xF0, 0x9F, 0x91, 0x8B, 0xF0, 0x9F, 0x8F, 0xBB])
          at += 8
        } else {
          copy.replaceSubrange(at..<at + 4, with: [0xF0, 0x9F, 0x98, 0x80])
          at += 4
        }
      } else if isNoncharacterFFFF(at) {
        copy[at + 2] = 0xBD
        at += 3
      } else {
        at += 1
      }
    }
    return copy
  }
}

/// UAX #14 break opportunities of ASCII text without a lookup of each character's class in libunibreak's tables (a
/// linear scan there: 300 instructions a character, as much as the rest of setting Latin text).
///
/// libunibreak 1.1 (Debian's) decides each pair of characters from their classes with UAX #14's pair table: a break
/// is direct (allowed), indirect (allowed only after spaces) or prohibited, spaces never break before them, and a
/// paragraph's first space counts as WJ. This breaker keeps the class of each printable ASCII character (Unicode's
/// LineBreak.txt) and learns the pair table's answers for those classes from the library itself, by asking it about
/// two- and three-character strings once per process (``Table``); ``Unibreak`` uses it only when it also agrees with
/// the library on ``checks``. Control characters (other than tab) take the library's path.
enum ASCIIBreaker {
  /// The classes ASCII text holds, in the order of ``representatives``; space is separate.
  static let representatives: [UInt8] = Array("(})\"!/,$%0a-|".utf8)  // OP CL CP QU EX SY IS PR PO NU AL HY BA
  /// The row of the first character of a paragraph when it is a space (UAX #14 treats it as WJ).
  static let wordJoiner = UInt8(representatives.count)
  static let space: UInt8 = 0xFE
  static let none: UInt8 = 0xFF

  /// Each ASCII byte's class: an index into ``representatives``, ``space``, or ``none`` (the library decides).
  static let classes: [UInt8] = (0..<128).map { byte -> UInt8 in
    switch UInt8(byte) {
    case 0x20: return space
    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): return 0  // OP
    case UInt8(ascii: "}"): return 1  // CL
    case UInt8(ascii: ")"), UInt8(ascii: "]"): return 2  // CP
    case UInt8(ascii: "\""), UInt8(ascii: "'"): return 3  // QU
    case UInt8(ascii: "!"), UInt8(ascii: "?"): return 4  // EX
    case UInt8(ascii: "/"): return 5  // SY
    case UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: ";"): return 6  // IS
    case UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "\\"): return 7  // PR
    case UInt8(ascii: "%"): return 8  // PO
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return 9  // NU
    case UInt8(ascii: "-"): return 11  // HY
    case 0x09, UInt8(ascii: "|"): return 12  // BA
    case 0x21...0x7E: return 10  // AL: letters, # & * < = > @ ^ _ ` ~
    default: return none  // control characters and newlines
    }
  }

  /// Answers by row (the class before, or ``wordJoiner``) and column (the class after): 2 a direct break, 1 an
  /// indirect one, 0 none.
  struct Table: Sendable {
    let columns: Int
    let answers: [UInt8]

    /// The table `library` (libunibreak's answer for each byte of a string) gives: a direct break when "xy" may
    /// break after x, an indirect one when only "x y" may break after the space.
    init(library: (String) -> [CChar]) {
      let columns = ASCIIBreaker.representatives.count
      var answers = [UInt8](repeating: 0, count: (columns + 1) * columns)
      for row in 0...columns {
        let before = row < columns ? String(UnicodeScalar(ASCIIBreaker.representatives[row])) : " "
        for column in 0..<columns {
          let after = String(UnicodeScalar(ASCIIBreaker.representatives[column]))
          if Unibreak.isOpportunity(library(before + after)[0]) {
            answers[row * columns + column] = 2
          } else if Unibreak.isOpportunity(library(before + " " + after)[1]) {
            answers[row * columns + column] = 1
          }
        }
      }
      self.columns = columns
      self.answers = answers
    }
  }

  /// Strings the learnt table must answer as the library does before it is used: every class next to others, with
  /// and without spaces, leading and trailing spaces, numbers with prefixes, suffixes and separators.
  static let checks = [
    "a (b) c", "$(12.5)% off", "1,000.5 - 2", "http://x.y/z?q=1&r=2", "\"quoted\" 'single'", "a--b - c", "x|y\tz",
    "end!? (yes)", "[a]{b} }c", "  leading", "trailing  ", "C++ / C#", "50% off $9.99", "e.g. i.e. 3:30; 4.",
    "(\"a\") ' b ' - -1 +2 \\x", "word-word/word", " (", "a  ) b", "!!! ?? ,, .. ;; ::", "a \"b\" (c)",
  ]

  /// Writes libunibreak's codes for `text` into `out` (at least as long) and answers `true`, or answers `false`
  /// (leaving `out` partly written) when `text` holds a byte without a class here: a control character or
  /// non-ASCII.
  ///
  /// - Complexity: O(`text.count`).
  static func breaks(_ text: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<CChar>, table: Table) -> Bool {
    guard let first = text.first else { return true }
    let classes = Self.classes
    let answers = table.answers
    let columns = table.columns
    return classes.withUnsafeBufferPointer { classes in
      answers.withUnsafeBufferPointer { answers in
        guard first < 0x80, case let start = classes[Int(first)], start != none else { return false }
        var current = start == space ? Int(wordJoiner) : Int(start)
        var afterSpace = false
        let allow = CChar(LINEBREAK_ALLOWBREAK)
        let prohibit = CChar(LINEBREAK_NOBREAK)
        for index in 1..<text.count {
          let byte = text[index]
          guard byte < 0x80 else { return false }
          let next = classes[Int(byte)]
          if next == space {
            out[index - 1] = prohibit
            afterSpace = true
            continue
          }
          guard next != none else { return false }
          let answer = answers[current * columns + Int(next)]
          out[index - 1] = answer == 2 || (answer == 1 && afterSpace) ? allow : prohibit
          current = Int(next)
          afterSpace = false
        }
        out[text.count - 1] = CChar(LINEBREAK_MUSTBREAK)
        return true
      }
    }
  }
}

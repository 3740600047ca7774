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
    return breaks.map { $0 == CChar(LINEBREAK_ALLOWBREAK) || $0 == CChar(LINEBREAK_MUSTBREAK) }
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

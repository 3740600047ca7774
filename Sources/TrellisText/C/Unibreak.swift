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
    var breaks = [CChar](repeating: 0, count: text.count)
    breaks.withUnsafeMutableBufferPointer { out in
      set_linebreaks_utf8(base, text.count, "en", out.baseAddress)
    }
    return breaks.map { $0 == CChar(LINEBREAK_ALLOWBREAK) || $0 == CChar(LINEBREAK_MUSTBREAK) }
  }
}

/// Input text as an error message echoes it: control characters escaped (`\n`, `\t`, `\r`, `\u{1B}`), so a message
/// stays on one line, and cut after `limit` characters with "…", so a 1 MB name gives a short message.
///
/// ```swift
/// echoed("a\nb")                                  // "a\\nb"
/// echoed(String(repeating: "x", count: 1_000_000)).count  // 81
/// ```
/// - Complexity: O(`limit`): only the start of `text` is read.
package func echoed(_ text: some StringProtocol, limit: Int = 80) -> String {
  var result = ""
  var count = 0
  for scalar in text.unicodeScalars {
    if count == limit {
      result += "…"
      return result
    }
    count += 1
    switch scalar {
    case "\n": result += "\\n"
    case "\t": result += "\\t"
    case "\r": result += "\\r"
    case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}":
      result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result
}

/// A whole message with its control characters escaped (no length limit): the last guard before a message is
/// printed on one line.
///
/// - Complexity: O(length of `text`).
package func escapingControlCharacters(_ text: String) -> String { echoed(text, limit: .max) }

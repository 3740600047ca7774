/// The number syntax shared by the constraint-string and visual-format parsers: `DIGITS[.DIGITS][e[±]DIGITS]`, an
/// exponent marker not followed by digits being left unread.
///
/// - Complexity: O(length of the number).
enum NumberLexeme {
  /// Whether `c` is an ASCII digit.
  static func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }

  /// The index just past the number that starts at `start` in `characters` (`start` itself when none does).
  static func end(in characters: [Character], from start: Int) -> Int {
    var position = start
    func current() -> Character? { position < characters.count ? characters[position] : nil }
    while let c = current(), isDigit(c) { position += 1 }
    if current() == "." {
      position += 1
      while let c = current(), isDigit(c) { position += 1 }
    }
    if current() == "e" || current() == "E" {
      let mark = position
      position += 1
      if current() == "+" || current() == "-" { position += 1 }
      if let c = current(), isDigit(c) {
        while let c = current(), isDigit(c) { position += 1 }
      } else {
        position = mark
      }
    }
    return position
  }
}

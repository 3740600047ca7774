extension Constraint {
  /// Parses `EXPR REL EXPR [@PRIORITY]`: an expression is a sum of terms `NUMBER`, `NAME` or `NUMBER*NAME` (names
  /// `[A-Za-z_][A-Za-z0-9_.]*`, so `a.width` is one name) with an optional leading unary minus and `+`/`-` between
  /// terms; REL is `==`, `<=` or `>=`; PRIORITY is `required`, `strong`, `medium`, `weak` or a number in (0, 1000].
  /// No priority means required. The label is left `nil`.
  ///
  /// ```swift
  /// let c = try Constraint(parsing: "x == 2*y + 10 @weak")
  /// ```
  /// - Throws: ``ConstraintParseError`` naming the column.
  /// - Complexity: O(length of `text`).
  public init(parsing text: String) throws(ConstraintParseError) {
    var parser = ConstraintTextParser(Array(text))
    self = try parser.constraint()
  }
}

/// A hand-written recursive-descent parser over the characters of one constraint.
struct ConstraintTextParser {
  let characters: [Character]
  var position = 0

  init(_ characters: [Character]) { self.characters = characters }

  private func fail(_ kind: ConstraintParseError.Kind, _ message: String, at index: Int? = nil) -> ConstraintParseError
  {
    ConstraintParseError(kind: kind, column: (index ?? position) + 1, message: message)
  }

  private mutating func skipSpaces() {
    while position < characters.count, characters[position] == " " || characters[position] == "\t" { position += 1 }
  }

  private var current: Character? { position < characters.count ? characters[position] : nil }

  private var found: String {
    guard let current else { return "the end" }
    return "'\(current)'"
  }

  private static func isNameStart(_ c: Character) -> Bool { c == "_" || (c.isASCII && c.isLetter) }
  private static func isNameCharacter(_ c: Character) -> Bool {
    c == "_" || c == "." || (c.isASCII && (c.isLetter || c.isNumber))
  }
  private static func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }

  mutating func constraint() throws(ConstraintParseError) -> Constraint {
    skipSpaces()
    guard current != nil else { throw fail(.empty, "empty constraint") }
    let lhs = try expression()
    skipSpaces()
    let relation = try relationToken()
    let rhs = try expression()
    skipSpaces()
    var priority = ConstraintPriority.required
    if current == "@" {
      position += 1
      priority = try priorityToken()
      skipSpaces()
    }
    if current != nil { throw fail(.trailingText, "unexpected \(found) after the constraint") }
    return Constraint(lhs, relation, rhs, priority: priority)
  }

  private mutating func relationToken() throws(ConstraintParseError) -> Constraint.Relation {
    let start = position
    if position + 1 < characters.count, characters[position + 1] == "=" {
      switch characters[position] {
      case "=":
        position += 2
        return .equal
      case "<":
        position += 2
        return .lessOrEqual
      case ">":
        position += 2
        return .greaterOrEqual
      default: break
      }
    }
    throw fail(.expectedRelation, "expected a relation (==, <=, >=), found \(found)", at: start)
  }

  private mutating func expression() throws(ConstraintParseError) -> LinearExpression {
    skipSpaces()
    var sign = 1.0
    if current == "-" {
      sign = -1
      position += 1
    }
    var terms: [(String, Double)] = []
    var constant = 0.0
    while true {
      let (name, value) = try term()
      if let name { terms.append((name, sign * value)) } else { constant += sign * value }
      skipSpaces()
      if current == "+" {
        sign = 1
      } else if current == "-" {
        sign = -1
      } else {
        break
      }
      position += 1
    }
    return LinearExpression(terms: terms, constant: constant)
  }

  /// `NUMBER`, `NAME` or `NUMBER*NAME`: the name (if any) and the coefficient or constant.
  private mutating func term() throws(ConstraintParseError) -> (String?, Double) {
    skipSpaces()
    guard let c = current else { throw fail(.expectedTerm, "expected a number or a name, found the end") }
    if Self.isNameStart(c) {
      let name = nameToken()
      skipSpaces()
      if current == "*" {
        throw fail(.expectedNameAfterMultiply, "only NUMBER*NAME multiplies; write the number first")
      }
      return (name, 1)
    }
    if Self.isDigit(c) || c == "." {
      let value = try numberToken()
      skipSpaces()
      guard current == "*" else { return (nil, value) }
      position += 1
      skipSpaces()
      guard let next = current, Self.isNameStart(next) else {
        throw fail(.expectedNameAfterMultiply, "expected a name after '*', found \(found)")
      }
      return (nameToken(), value)
    }
    if "=<>+-*@".contains(c) { throw fail(.expectedTerm, "expected a number or a name, found \(found)") }
    throw fail(.unexpectedCharacter, "unexpected character \(found)")
  }

  private mutating func nameToken() -> String {
    let start = position
    while let c = current, Self.isNameCharacter(c) { position += 1 }
    return String(characters[start..<position])
  }

  private mutating func numberToken() throws(ConstraintParseError) -> Double {
    let start = position
    while let c = current, Self.isDigit(c) { position += 1 }
    if current == "." {
      position += 1
      while let c = current, Self.isDigit(c) { position += 1 }
    }
    if current == "e" || current == "E" {
      let mark = position
      position += 1
      if current == "+" || current == "-" { position += 1 }
      if let c = current, Self.isDigit(c) {
        while let c = current, Self.isDigit(c) { position += 1 }
      } else {
        position = mark
      }
    }
    let text = String(characters[start..<position])
    guard let value = Double(text), value.isFinite, abs(value) <= LinearProgram.magnitudeLimit else {
      throw fail(.invalidNumber, "invalid number '\(text)'", at: start)
    }
    return value
  }

  private mutating func priorityToken() throws(ConstraintParseError) -> ConstraintPriority {
    skipSpaces()
    let start = position
    guard let c = current else {
      throw fail(.unknownPriority, "expected a priority (required, strong, medium, weak or a number), found the end")
    }
    if Self.isNameStart(c) {
      let name = nameToken()
      switch name {
      case "required": return .required
      case "strong": return .strong
      case "medium": return .medium
      case "weak": return .weak
      default:
        throw fail(
          .unknownPriority, "unknown priority '\(name)' (required, strong, medium, weak or a number)", at: start)
      }
    }
    guard Self.isDigit(c) || c == "." || c == "-" else {
      throw fail(.unknownPriority, "expected a priority (required, strong, medium, weak or a number), found \(found)")
    }
    if c == "-" { position += 1 }
    let magnitude = try numberToken()
    let value = c == "-" ? -magnitude : magnitude
    guard value > 0, value <= 1000 else {
      throw fail(.priorityOutOfRange, "priority \(formatConstraintNumber(value)) is outside (0, 1000]", at: start)
    }
    return ConstraintPriority(value)
  }
}

extension Constraint {
  /// Parses `EXPR REL EXPR [@PRIORITY]`, where each side is any linear expression.
  ///
  /// Grammar (spaces and tabs between tokens are ignored):
  /// ```
  /// constraint := sum ('==' | '<=' | '>=') sum ['@' priority]
  /// sum        := product (('+' | '-') product)*
  /// product    := unary (('*' | '/') unary)*
  /// unary      := ('-' | '+')* primary
  /// primary    := NUMBER | NAME | '(' sum ')'
  /// priority   := 'required' | 'strong' | 'medium' | 'weak' | NUMBER in (0, 1000]
  /// ```
  /// Names are `[A-Za-z_][A-Za-z0-9_.]*` (so `a.width` is one name); numbers are decimal with an optional
  /// exponent (`2`, `.5`, `1e-3`). Both sides must stay linear: a `*` needs a constant on at least one side and a
  /// `/` a nonzero constant divisor (`2*(a - b)`, `w*0.5`, `(a + b) / 2`, `-(a - b)`, `x + -3` are all fine;
  /// `x*y` and `x / y` are not linear). No priority means required. The label is left `nil`.
  ///
  /// Each name is a variable of `symbols` (``ConstraintSymbolTable/variable(named:)``): parse every constraint of
  /// one system with one table, and a name means the same variable in all of them.
  ///
  /// ```swift
  /// var symbols = ConstraintSymbolTable()
  /// let c = try Constraint(parsing: "x == 2*y + 10 @weak", symbols: &symbols)
  /// let centre = try Constraint(parsing: "m == (a.leading + b.trailing) / 2", symbols: &symbols)
  /// ```
  /// - Throws: ``ConstraintParseError`` with the 1-based column (in characters) of the offending token; nesting
  ///   deeper than ``ConstraintParseError/maximumDepth`` parentheses is ``ConstraintParseError/Kind/tooDeep``.
  ///   The names met before the error stay in `symbols`.
  /// - Complexity: O(n log n) for n characters.
  public init(parsing text: String, symbols: inout ConstraintSymbolTable) throws(ConstraintParseError) {
    var parser = ConstraintTextParser(Array(text))
    // The table moves into the parser and back, so adding names never copies it.
    swap(&parser.symbols, &symbols)
    defer { swap(&parser.symbols, &symbols) }
    self = try parser.constraint()
  }

  /// ``init(parsing:symbols:)`` with a table of its own: a name is one variable within this constraint, and a new
  /// variable, distinct from every other, for anything else. Give the constraint to what resolves names itself
  /// (``ConstraintLayout/init(children:anchorConstraints:proposalPriority:)``), or parse a system's constraints with
  /// one table.
  ///
  /// ```swift
  /// let c = try Constraint(parsing: "a.leading == container.leading + 8")
  /// ```
  /// - Throws: as ``init(parsing:symbols:)``.
  /// - Complexity: as ``init(parsing:symbols:)``.
  public init(parsing text: String) throws(ConstraintParseError) {
    var symbols = ConstraintSymbolTable()
    try self.init(parsing: text, symbols: &symbols)
  }
}

/// A hand-written recursive-descent parser over the characters of one constraint. Recursion happens only at
/// parentheses and is capped at ``ConstraintParseError/maximumDepth``, so no input can overflow the stack.
struct ConstraintTextParser {
  let characters: [Character]
  /// The variables of the names met.
  var symbols = ConstraintSymbolTable()
  var position = 0
  var depth = 0

  init(_ characters: [Character]) { self.characters = characters }

  func fail(_ kind: ConstraintParseError.Kind, _ message: String, at index: Int? = nil) -> ConstraintParseError {
    ConstraintParseError(kind: kind, column: (index ?? position) + 1, message: message)
  }

  mutating func skipSpaces() {
    while position < characters.count, characters[position] == " " || characters[position] == "\t" { position += 1 }
  }

  var current: Character? { position < characters.count ? characters[position] : nil }

  var found: String {
    guard let current else { return "the end" }
    return "'\(current)'"
  }

  static func isNameStart(_ c: Character) -> Bool { c == "_" || (c.isASCII && c.isLetter) }
  static func isNameCharacter(_ c: Character) -> Bool {
    c == "_" || c == "." || (c.isASCII && (c.isLetter || c.isNumber))
  }

  mutating func constraint() throws(ConstraintParseError) -> Constraint {
    skipSpaces()
    guard current != nil else { throw fail(.empty, "empty constraint") }
    let lhs = try sum()
    skipSpaces()
    let relationIndex = position
    let relation = try relationToken()
    let rhs = try sum()
    skipSpaces()
    var priority = ConstraintPriority.required
    if current == "@" {
      position += 1
      priority = try priorityToken()
      skipSpaces()
    }
    if current != nil { throw fail(.trailingText, "unexpected \(found) after the constraint") }
    let expression = lhs.adding(rhs, times: -1)
    try checkMagnitude(expression, at: relationIndex)
    return Constraint(expression: expression, relation: relation, priority: priority)
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

  /// `product (('+' | '-') product)*`. The operands' terms are collected and normalised once, so a sum of n terms
  /// costs O(n log n), not O(n²); coefficients and constants are summed as double-doubles, so what cancels is not
  /// lost (`x + 1e-20*x - x` is `1e-20*x`).
  private mutating func sum() throws(ConstraintParseError) -> LinearExpression {
    skipSpaces()
    let start = position
    let first = try product()
    var terms = first.termsWithResiduals
    var constant = (first.constant, 0.0)
    while true {
      skipSpaces()
      guard let c = current, c == "+" || c == "-" else { break }
      position += 1
      let operand = try product()
      let sign = c == "+" ? 1.0 : -1.0
      terms += operand.termsWithResiduals.map { ($0.0, sign * $0.1) }
      constant = LinearExpression.sum(constant.0, constant.1, sign * operand.constant, 0)
    }
    let result = LinearExpression(terms: terms, constant: constant.0)
    try checkMagnitude(result, at: start)
    return result
  }

  /// `unary (('*' | '/') unary)*`: at least one factor of each product must be constant.
  private mutating func product() throws(ConstraintParseError) -> LinearExpression {
    var result = try unary()
    while true {
      skipSpaces()
      guard let c = current, c == "*" || c == "/" else { return result }
      let operatorIndex = position
      position += 1
      let operand = try unary()
      if c == "*" {
        if !result.isConstant && !operand.isConstant {
          throw fail(
            .notLinear,
            "not linear: '*' multiplies '\(result.firstName)' by '\(operand.firstName)' (one side must be a number)",
            at: operatorIndex)
        }
        result = result.isConstant ? operand.scaled(by: result.constant) : result.scaled(by: operand.constant)
      } else {
        guard operand.isConstant else {
          throw fail(
            .notLinear, "not linear: '/' divides by '\(operand.firstName)' (divide by a number only)",
            at: operatorIndex)
        }
        guard operand.constant != 0 else { throw fail(.divisionByZero, "division by zero", at: operatorIndex) }
        result = result.scaled(by: 1 / operand.constant)
      }
      try checkMagnitude(result, at: operatorIndex)
    }
  }

  /// `('-' | '+')* primary`, read in a loop (a long run of signs does not recurse).
  private mutating func unary() throws(ConstraintParseError) -> LinearExpression {
    var negative = false
    while true {
      skipSpaces()
      guard let c = current, c == "-" || c == "+" else { break }
      if c == "-" { negative.toggle() }
      position += 1
    }
    let value = try primary()
    return negative ? value.scaled(by: -1) : value
  }

  /// `NUMBER`, `NAME` or a parenthesised sum.
  private mutating func primary() throws(ConstraintParseError) -> LinearExpression {
    skipSpaces()
    guard let c = current else { throw fail(.expectedTerm, "expected a number, a name or '(', found the end") }
    if Self.isNameStart(c) { return LinearExpression(symbols.variable(named: nameToken())) }
    if NumberLexeme.isDigit(c) || c == "." { return LinearExpression(try numberToken()) }
    if c == "(" {
      let open = position
      guard depth < ConstraintParseError.maximumDepth else {
        throw fail(.tooDeep, "parentheses nested deeper than \(ConstraintParseError.maximumDepth)", at: open)
      }
      depth += 1
      position += 1
      let inner = try sum()
      skipSpaces()
      guard current == ")" else {
        throw fail(.expectedClosingParenthesis, "expected ')' to close the '(' at column \(open + 1), found \(found)")
      }
      position += 1
      depth -= 1
      return inner
    }
    if "=<>*/@)".contains(c) { throw fail(.expectedTerm, "expected a number, a name or '(', found \(found)") }
    throw fail(.unexpectedCharacter, "unexpected character \(found)")
  }

  /// Rejects a coefficient or constant that left the range the solver accepts (`1e20 * 1e20 * x`).
  private func checkMagnitude(_ e: LinearExpression, at index: Int) throws(ConstraintParseError) {
    let values = [e.constant] + e.terms.map(\.coefficient)
    if let bad = values.first(where: { !$0.isFinite || abs($0) > LinearProgram.magnitudeLimit }) {
      throw fail(.invalidNumber, "the number \(bad) is outside ±1e30", at: index)
    }
  }

  mutating func nameToken() -> String {
    let start = position
    while let c = current, Self.isNameCharacter(c) { position += 1 }
    return String(characters[start..<position])
  }

  mutating func numberToken() throws(ConstraintParseError) -> Double {
    let start = position
    position = NumberLexeme.end(in: characters, from: position)
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
    guard NumberLexeme.isDigit(c) || c == "." || c == "-" else {
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

extension LinearExpression {
  /// The name of the first variable by name (messages about a non-constant expression).
  fileprivate var firstName: String { termsByName.first?.variable.name ?? "" }
}

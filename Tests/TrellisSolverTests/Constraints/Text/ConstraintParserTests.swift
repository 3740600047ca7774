import Testing
import TrellisSolver

/// The constraint-string parser: accepted forms and one test per class of malformed input, with columns.
@Suite struct ConstraintParserTests {
  @Test func acceptsTheGrammar() throws {
    let c = try Constraint(parsing: "x + y == 100")
    #expect(c.expressionText == "x + y == 100")
    #expect(c.priority == .required)
    #expect(try Constraint(parsing: "x >= 10 @strong").description == "x >= 10 @strong")
    #expect(try Constraint(parsing: "x == 2*y @weak").expressionText == "x - 2*y == 0")
    #expect(try Constraint(parsing: "-a.width - 3 <= -2.5*b_1 + 1e2 @600").priority == 600)
    #expect(
      try Constraint(parsing: "  a.trailing==container.trailing-8  ").expressionText
        == "a.trailing - container.trailing == -8")
    #expect(try Constraint(parsing: "x <= 3 @ medium").priority == .medium)
    #expect(try Constraint(parsing: "x <= 3 @required").priority == .required)
  }

  /// The full linear grammar: each text normalises to the expression on the right.
  @Test(arguments: [
    ("x + -3 == 0", "x == 3"),
    ("-(a - b) == 4", "-a + b == 4"),
    ("- -x == 1", "x == 1"),
    ("+x == 1", "x == 1"),
    ("(a + b) / 2 == m", "0.5*a + 0.5*b - m == 0"),
    ("w * 0.5 == h", "-h + 0.5*w == 0"),
    ("0.5 * w == h", "-h + 0.5*w == 0"),
    ("2 * (x - 3) >= y", "2*x - y >= 6"),
    ("-2 * -(x + 1) <= 10", "2*x <= 8"),
    ("x / 4 / 2 == 1", "0.125*x == 1"),
    ("2*3 == x", "-x == -6"),
    ("((((x)))) == (1)", "x == 1"),
    ("(x - x) * y == 0", "0 == 0"),
    ("3 * (2 * (a + 1)) - 6 == b / 0.5", "6*a - 2*b == 0"),
    ("x*2 + y*-1 == 0", "2*x - y == 0"),
    ("a.width == 0.5 * container.width - -4", "a.width - 0.5*container.width == 4"),
  ])
  func acceptsLinearExpressions(text: String, normalised: String) throws {
    #expect(try Constraint(parsing: text).expressionText == normalised)
  }

  /// Nesting is capped: deep parentheses are a typed error at the first `(` past the cap, never a stack overflow;
  /// a long run of unary minus signs does not recurse at all.
  @Test func deepNestingIsATypedError() throws {
    let depth = ConstraintParseError.maximumDepth
    let atCap = String(repeating: "(", count: depth) + "x" + String(repeating: ")", count: depth) + " == 1"
    #expect(try Constraint(parsing: atCap).expressionText == "x == 1")
    let deep = String(repeating: "(", count: 100_000) + "x" + String(repeating: ")", count: 100_000) + " == 1"
    let error = Self.failure(deep)
    #expect(error?.kind == .tooDeep)
    #expect(error?.column == depth + 1)
    let signs = String(repeating: "-", count: 100_001) + "x == 1"
    #expect(try Constraint(parsing: signs).expressionText == "-x == 1")
  }

  static func failure(_ text: String) -> ConstraintParseError? {
    do {
      _ = try Constraint(parsing: text)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    ("", ConstraintParseError.Kind.empty, 1),
    ("   ", .empty, 4),
    ("x + $y == 3", .unexpectedCharacter, 5),
    ("x == # 3", .unexpectedCharacter, 6),
    ("x + == 3", .expectedTerm, 5),
    ("x ==", .expectedTerm, 5),
    ("1.5e400 == x", .invalidNumber, 1),
    ("x*y == 3", .notLinear, 2),
    ("2*(a + b) * (c - 1) == x", .notLinear, 11),
    ("x == y / z", .notLinear, 8),
    ("x == 4 / (y - 1)", .notLinear, 8),
    ("x / 0 == 1", .divisionByZero, 3),
    ("x == y / (2 - 2)", .divisionByZero, 8),
    ("(x + 1 == 3", .expectedClosingParenthesis, 8),
    ("x == ((y)", .expectedClosingParenthesis, 10),
    ("x == ()", .expectedTerm, 7),
    ("x == 2 *", .expectedTerm, 9),
    ("x == * 2", .expectedTerm, 6),
    ("x == 1e20 * 1e20 * y", .invalidNumber, 11),
    ("x) == 3", .expectedRelation, 2),
    ("x == 3)", .trailingText, 7),
    ("x + y 100", .expectedRelation, 7),
    ("x = 5", .expectedRelation, 3),
    ("x == 5 @loud", .unknownPriority, 9),
    ("x == 5 @", .unknownPriority, 9),
    ("x == 5 @0", .priorityOutOfRange, 9),
    ("x == 5 @1001", .priorityOutOfRange, 9),
    ("x == y == z", .trailingText, 8),
  ])
  func rejectsMalformedInput(text: String, kind: ConstraintParseError.Kind, column: Int) {
    let error = Self.failure(text)
    #expect(error?.kind == kind)
    #expect(error?.column == column)
  }

  /// A long sum merges its terms once: 20,000 terms, each name twice, give 10,000 coefficients of 2.
  @Test func longSums() throws {
    let names = (0..<10_000).map { "v\($0)" }
    let text = (names + names).joined(separator: " + ") + " == 1"
    let c = try Constraint(parsing: text)
    #expect(c.expression.terms.count == 10_000)
    #expect(c.expression.terms.allSatisfy { $0.coefficient == 2 })
  }

  @Test func messagesNameWhatWasExpected() {
    #expect(Self.failure("x + y 100")?.description == "column 7: expected a relation (==, <=, >=), found '1'")
    #expect(Self.failure("x == 5 @loud")?.description.contains("unknown priority 'loud'") == true)
    #expect(
      Self.failure("a.width * b.width >= 3")?.description
        == "column 9: not linear: '*' multiplies 'a.width' by 'b.width' (one side must be a number)")
    #expect(
      Self.failure("x <= 1 / w")?.description == "column 8: not linear: '/' divides by 'w' (divide by a number only)")
    #expect(Self.failure("(x == 1")?.description == "column 4: expected ')' to close the '(' at column 1, found '='")
  }
}

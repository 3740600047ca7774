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
    ("x*y == 3", .expectedNameAfterMultiply, 2),
    ("2*3 == x", .expectedNameAfterMultiply, 3),
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

  @Test func messagesNameWhatWasExpected() {
    #expect(Self.failure("x + y 100")?.description == "column 7: expected a relation (==, <=, >=), found '1'")
    #expect(Self.failure("x == 5 @loud")?.description.contains("unknown priority 'loud'") == true)
  }
}

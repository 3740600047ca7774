/// A syntax error in constraint text, with the 1-based column (in characters) where it was found.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct ConstraintParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The kind of mistake (one per class of malformed input).
  public enum Kind: Sendable, Hashable {
    /// The text is empty or blank.
    case empty
    /// A character that starts no token.
    case unexpectedCharacter
    /// A number or a name was expected (a missing term).
    case expectedTerm
    /// A number that does not parse or is not finite.
    case invalidNumber
    /// `NAME*…` or `NUMBER*NUMBER`: only `NUMBER*NAME` multiplies.
    case expectedNameAfterMultiply
    /// No relation where one was expected.
    case expectedRelation
    /// A priority name that is not `required`, `strong`, `medium`, `weak`, nor a number.
    case unknownPriority
    /// A numeric priority outside (0, 1000].
    case priorityOutOfRange
    /// Text left over after a complete constraint.
    case trailingText
  }

  /// The kind of mistake.
  public var kind: Kind
  /// The 1-based column.
  public var column: Int
  /// What was expected or found.
  public var message: String

  /// `column 7: expected a relation (==, <=, >=)`.
  public var description: String { "column \(column): \(message)" }
}

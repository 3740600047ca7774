/// A syntax error in constraint text, with the 1-based column (in characters) where it was found.
///
/// The column points at the offending token: the unexpected character, the start of a bad number or priority, the
/// `*` or `/` that is not linear, the `(` that nests too deep.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct ConstraintParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The kind of mistake (one per class of malformed input).
  public enum Kind: Sendable, Hashable {
    /// The text is empty or blank.
    case empty
    /// A character that starts no token.
    case unexpectedCharacter
    /// A number, a name or `(` was expected (a missing operand).
    case expectedTerm
    /// A number that does not parse or is not finite, or a coefficient the arithmetic pushed beyond ±10³⁰.
    case invalidNumber
    /// A product of two expressions that both contain variables (`x*y`), or a division by one (`x / y`).
    case notLinear
    /// A division by a constant that is zero (`x / 0`, `x / (2 - 2)`).
    case divisionByZero
    /// A `(` without its `)`.
    case expectedClosingParenthesis
    /// Parentheses nested deeper than ``ConstraintParseError/maximumDepth``.
    case tooDeep
    /// No relation where one was expected.
    case expectedRelation
    /// A priority name that is not `required`, `strong`, `medium`, `weak`, nor a number.
    case unknownPriority
    /// A numeric priority outside (0, 1000].
    case priorityOutOfRange
    /// Text left over after a complete constraint.
    case trailingText
  }

  /// The deepest nesting of parentheses the parser accepts (deeper input is ``Kind/tooDeep``, never a stack
  /// overflow).
  public static let maximumDepth = 64

  /// The kind of mistake.
  public var kind: Kind
  /// The 1-based column, counted in characters.
  public var column: Int
  /// What was expected or found.
  public var message: String

  /// `column 7: expected a relation (==, <=, >=)`.
  public var description: String { "column \(column): \(message)" }
}

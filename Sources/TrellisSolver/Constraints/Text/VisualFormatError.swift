/// A visual format (``VisualFormat``) that cannot be expanded: malformed text, or a name that is neither a view
/// nor a metric. Carries the format text and the 1-based column (in characters) of the offending token.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct VisualFormatError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The kind of mistake (one per class of malformed input).
  public enum Kind: Sendable, Hashable {
    /// The format is empty.
    case empty
    /// A character that does not fit the grammar at this place (`expected '[' …, found '#'`).
    case unexpectedCharacter
    /// The end of the format where more was needed (`H:|-[a`).
    case unexpectedEnd
    /// A number that does not parse, is not finite, or is negative where only a positive gap is allowed.
    case invalidNumber
    /// A view name that is not one of the layout's views.
    case unknownView(String)
    /// A name in a gap or priority that is not a metric (nor, in a view's predicate, a view).
    case unknownMetric(String)
    /// A name in a view's predicate that is both a view and a metric.
    case ambiguousName(String)
    /// A metric whose value is NaN, infinite or beyond ±10³⁰.
    case invalidMetric(String)
    /// A priority outside (0, 1000].
    case priorityOutOfRange
    /// A view name in a gap's predicate (gaps take numbers and metrics only).
    case viewInGap(String)
  }

  /// The kind of mistake.
  public var kind: Kind
  /// The format text.
  public var format: String
  /// The 1-based column, counted in characters.
  public var column: Int
  /// What was expected or found.
  public var message: String

  /// An error in `format` at the 1-based `column`.
  public init(kind: Kind, format: String, column: Int, message: String) {
    self.kind = kind
    self.format = format
    self.column = column
    self.message = message
  }

  /// `column 7: expected ']' to close the view 'a', found the end`.
  public var description: String { "column \(column): \(message)" }
}

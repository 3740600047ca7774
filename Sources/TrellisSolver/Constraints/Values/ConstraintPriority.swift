/// How strongly a ``Constraint`` must hold: `required` (1000) is hard; anything in (0, 1000) is optional.
///
/// Optional constraints are satisfied lexicographically: no number of weaker constraints outweighs one stronger
/// constraint (see Documentation/Constraints.md). Values outside (0, 1000] are rejected with
/// ``ConstraintError/invalidPriority(_:priority:)`` when a constraint is added to a system.
///
/// ```swift
/// let c = (x >= 10).priority(.strong)     // or: (x >= 10) | .strong, or (x >= 10).priority(600)
/// ```
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct ConstraintPriority: Sendable, Hashable, Comparable, CustomStringConvertible,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// The numeric priority.
  public let value: Double

  /// A priority of `value` (checked when the constraint is added to a system).
  public init(_ value: Double) { self.value = value }

  /// A literal priority.
  public init(floatLiteral value: Double) { self.value = value }

  /// A literal priority.
  public init(integerLiteral value: Int) { self.value = Double(value) }

  /// 1000: must hold.
  public static let required = ConstraintPriority(1000)
  /// 750.
  public static let strong = ConstraintPriority(750)
  /// 500.
  public static let medium = ConstraintPriority(500)
  /// 250.
  public static let weak = ConstraintPriority(250)

  /// Whether this is ``required``.
  public var isRequired: Bool { value == 1000 }

  /// Whether the value lies in (0, 1000].
  public var isValid: Bool { value > 0 && value <= 1000 }

  /// Orders by value.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.value < rhs.value }

  /// `required`, `strong`, `medium`, `weak`, or the number.
  public var description: String {
    switch value {
    case 1000: "required"
    case 750: "strong"
    case 500: "medium"
    case 250: "weak"
    default: formatConstraintNumber(value)
    }
  }
}

/// Formats a number for constraint text: integers without a fraction, others with Swift's shortest form.
func formatConstraintNumber(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  return String(value)
}

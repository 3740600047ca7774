/// A variable that the constraints do not determine uniquely at the lexicographic optimum.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct ConstraintAmbiguity: Sendable, Hashable, CustomStringConvertible {
  /// The variable.
  public var variable: ConstraintVariable
  /// The value the solver chose (by the tie-break rule).
  public var value: Double
  /// The smallest feasible value (−∞ when unbounded).
  public var minimum: Double
  /// The largest feasible value (+∞ when unbounded).
  public var maximum: Double

  /// The variable's name.
  public var name: String { variable.name }

  /// `name = value, feasible in [minimum, maximum]`.
  public var description: String {
    "\(name) = \(formatConstraintNumber(value)), feasible in [\(formatConstraintNumber(minimum)), "
      + "\(formatConstraintNumber(maximum))]"
  }

  /// The same variable (by identity), value and range.
  public static func == (lhs: ConstraintAmbiguity, rhs: ConstraintAmbiguity) -> Bool {
    lhs.variable.id == rhs.variable.id && lhs.value == rhs.value && lhs.minimum == rhs.minimum
      && lhs.maximum == rhs.maximum
  }

  /// Hashes the same parts as ``==(_:_:)``.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(variable.id)
    hasher.combine(value)
    hasher.combine(minimum)
    hasher.combine(maximum)
  }
}

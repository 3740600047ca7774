/// A variable that the constraints do not determine uniquely at the lexicographic optimum.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct ConstraintAmbiguity: Sendable, Hashable, CustomStringConvertible {
  /// The variable's name.
  public var name: String
  /// The value the solver chose (by the tie-break rule).
  public var value: Double
  /// The smallest feasible value (−∞ when unbounded).
  public var minimum: Double
  /// The largest feasible value (+∞ when unbounded).
  public var maximum: Double

  /// `name = value, feasible in [minimum, maximum]`.
  public var description: String {
    "\(name) = \(formatConstraintNumber(value)), feasible in [\(formatConstraintNumber(minimum)), "
      + "\(formatConstraintNumber(maximum))]"
  }
}

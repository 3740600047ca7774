/// A variable of a constraint system, identified by its name.
///
/// Two variables with the same name are the same variable. Names are free-form in Swift code; constraint files and
/// scenes restrict them to `[A-Za-z_][A-Za-z0-9_.]*` (so `a.width` is one name). The type is deliberately not
/// `Equatable`: `==` between variables builds a ``Constraint``, as in kiwi.
///
/// ```swift
/// let x = ConstraintVariable("x"), y = ConstraintVariable("y")
/// let solution = try ConstraintSystem([x + y == 100, (x >= 10).priority(.strong), x - y == 20]).solve()
/// ```
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct ConstraintVariable: Sendable, CustomStringConvertible, LinearExpressionConvertible {
  /// The variable's name.
  public let name: String

  /// A variable named `name`.
  public init(_ name: String) { self.name = name }

  /// The name.
  public var description: String { name }

  /// The expression `1·self`.
  public var linearExpression: LinearExpression { LinearExpression(terms: [(name, 1)], constant: 0) }
}

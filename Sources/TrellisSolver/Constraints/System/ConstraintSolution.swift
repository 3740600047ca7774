/// The values of a solved ``ConstraintSystem``.
///
/// A variable that appears in no constraint of the system is unknown to the solution, and every lookup answers
/// `nil` for it: ``subscript(_:)``, ``subscript(name:)``, and ``value(of:)`` for an expression that uses it.
///
/// ```swift
/// let x = ConstraintVariable("x")
/// let solution = try ConstraintSystem([x == 5]).solve()
/// solution[x]                         // 5
/// solution[ConstraintVariable("y")]   // nil
/// ```
public struct ConstraintSolution: Sendable {
  /// The error sum of one priority level at the optimum.
  public struct LevelError: Sendable, Hashable {
    /// The level's priority.
    public var priority: ConstraintPriority
    /// Σ |lhs − rhs| over the level's equalities plus the violations of its inequalities.
    public var error: Double
  }

  /// Every variable's name, sorted.
  public let names: [String]
  /// The values, parallel to ``names``.
  public let values: [Double]
  /// Each optional level's error sum, strongest first.
  public let levelErrors: [LevelError]
  /// Simplex iterations spent, over all levels (0 when an edit was answered from the basis's validity range).
  public let iterations: Int
  private let index: NameIndex

  init(names: [String], values: [Double], levelErrors: [LevelError], iterations: Int, index: NameIndex) {
    self.names = names
    self.values = values
    self.levelErrors = levelErrors
    self.iterations = iterations
    self.index = index
  }

  /// The value of `variable`, or `nil` if it is unknown (see ``ConstraintSolution``).
  ///
  /// - Complexity: O(1) expected.
  public subscript(_ variable: ConstraintVariable) -> Double? { self[name: variable.name] }

  /// The value of the variable named `name`, or `nil` if it is unknown.
  ///
  /// - Complexity: O(1) expected.
  public subscript(name name: String) -> Double? { index.position[name].map { values[$0] } }

  /// The value of an expression, or `nil` if one of its variables is unknown.
  ///
  /// - Complexity: O(k) for k terms.
  public func value(of expression: some LinearExpressionConvertible) -> Double? {
    let e = expression.linearExpression
    var total = e.constant
    for term in e.terms {
      guard let value = self[name: term.name] else { return nil }
      total += term.coefficient * value
    }
    return total
  }

  /// The values by name.
  ///
  /// - Complexity: O(n).
  public var dictionary: [String: Double] {
    Dictionary(uniqueKeysWithValues: zip(names, values))
  }
}

/// Name → position, shared by every solution of one solver (built once).
final class NameIndex: Sendable {
  let position: [String: Int]

  init(_ names: [String]) {
    var position: [String: Int] = [:]
    position.reserveCapacity(names.count)
    for (k, name) in names.enumerated() { position[name] = k }
    self.position = position
  }
}

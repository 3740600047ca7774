/// The values of a solved ``ConstraintSystem``.
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

  /// The value of `variable` (`.nan` if it appears in no constraint).
  ///
  /// - Complexity: O(1) expected.
  public subscript(_ variable: ConstraintVariable) -> Double {
    index.position[variable.name].map { values[$0] } ?? .nan
  }

  /// The value of the variable named `name`, or `nil`.
  ///
  /// - Complexity: O(1) expected.
  public subscript(name name: String) -> Double? { index.position[name].map { values[$0] } }

  /// The value of an expression (a variable in no constraint counts as 0).
  ///
  /// - Complexity: O(k).
  public func value(of expression: some LinearExpressionConvertible) -> Double {
    let e = expression.linearExpression
    return e.terms.reduce(e.constant) { $0 + $1.coefficient * (self[name: $1.name] ?? 0) }
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

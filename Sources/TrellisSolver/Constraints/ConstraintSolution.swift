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
  /// Simplex iterations spent, over all levels.
  public let iterations: Int
  private let lookup: [String: Double]

  init(names: [String], values: [Double], levelErrors: [LevelError], iterations: Int) {
    self.names = names
    self.values = values
    self.levelErrors = levelErrors
    self.iterations = iterations
    var lookup: [String: Double] = [:]
    lookup.reserveCapacity(names.count)
    for (name, value) in zip(names, values) { lookup[name] = value }
    self.lookup = lookup
  }

  /// The value of `variable` (`.nan` if it appears in no constraint).
  ///
  /// - Complexity: O(1) expected.
  public subscript(_ variable: ConstraintVariable) -> Double { lookup[variable.name] ?? .nan }

  /// The value of the variable named `name`, or `nil`.
  ///
  /// - Complexity: O(1) expected.
  public subscript(name name: String) -> Double? { lookup[name] }

  /// The value of an expression (a variable in no constraint counts as 0).
  ///
  /// - Complexity: O(k).
  public func value(of expression: some LinearExpressionConvertible) -> Double {
    expression.linearExpression.value(lookup)
  }

  /// The values by name.
  ///
  /// - Complexity: O(1).
  public var dictionary: [String: Double] { lookup }
}

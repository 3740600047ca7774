/// The values of a solved ``ConstraintSystem``.
///
/// A variable that appears in no constraint of the system is unknown to the solution, and every lookup answers
/// `nil` for it: ``subscript(_:)``, ``subscript(name:)``, and ``value(of:)`` for an expression that uses it.
/// Variables are looked up by identity; a name finds the one variable of the system that has it.
///
/// ```swift
/// let x = ConstraintVariable("x")
/// let solution = try ConstraintSystem([x == 5]).solve()
/// solution[x]                         // 5
/// solution[name: "x"]                 // 5
/// solution[ConstraintVariable("x")]   // nil: another variable
/// ```
public struct ConstraintSolution: Sendable {
  /// The error sum of one priority level at the optimum.
  public struct LevelError: Sendable, Hashable {
    /// The level's priority.
    public var priority: ConstraintPriority
    /// Σ |lhs − rhs| over the level's equalities plus the violations of its inequalities.
    public var error: Double
  }

  /// Every variable, sorted by name (then by identity).
  public let variables: [ConstraintVariable]
  /// Their names, parallel to ``variables``.
  public let names: [String]
  /// The values, parallel to ``variables``.
  public let values: [Double]
  /// Each optional level's error sum, strongest first.
  public let levelErrors: [LevelError]
  /// Simplex iterations spent, over all levels (0 when an edit was answered from the basis's validity range).
  public let iterations: Int
  private let index: VariableIndex

  init(
    variables: [ConstraintVariable], names: [String], values: [Double], levelErrors: [LevelError], iterations: Int,
    index: VariableIndex
  ) {
    self.variables = variables
    self.names = names
    self.values = values
    self.levelErrors = levelErrors
    self.iterations = iterations
    self.index = index
  }

  /// The value of `variable`, or `nil` if it is unknown (see ``ConstraintSolution``).
  ///
  /// - Complexity: O(1) expected (a hash of the identity).
  public subscript(_ variable: ConstraintVariable) -> Double? { position(of: variable).map { values[$0] } }

  /// The value of the variable named `name`, or `nil` when no variable of the system, or more than one, has that
  /// name.
  ///
  /// - Complexity: O(1) expected; the first look-up by name indexes the names, O(n).
  public subscript(name name: String) -> Double? { index.position(named: name, in: names).map { values[$0] } }

  /// The value of an expression, or `nil` if one of its variables is unknown.
  ///
  /// - Complexity: O(k) for k terms.
  public func value(of expression: some LinearExpressionConvertible) -> Double? {
    let e = expression.linearExpression
    var total = e.constant
    for term in e.terms {
      guard let value = self[term.variable] else { return nil }
      total += term.coefficient * value
    }
    return total
  }

  /// The values by name; a name that several variables share is left out (look those up by variable).
  ///
  /// - Complexity: O(n).
  public var dictionary: [String: Double] {
    var result: [String: Double] = [:]
    result.reserveCapacity(names.count)
    var shared = Set<String>()
    for (name, value) in zip(names, values) where result.updateValue(value, forKey: name) != nil {
      shared.insert(name)
    }
    for name in shared { result[name] = nil }
    return result
  }

  /// Where `variable` is in ``values``: read a solution's values by position when the same variables are read
  /// from every solution of one solver (their positions do not change).
  ///
  /// - Complexity: O(1) expected (a hash of the identity).
  package func position(of variable: ConstraintVariable) -> Int? { index.position(of: variable.id) }
}

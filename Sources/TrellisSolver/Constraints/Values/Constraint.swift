/// A linear relation `expression REL 0` with a priority and an optional label.
///
/// Built with the relation operators (`x + y == 100`, `a.width >= 44`) or parsed with ``init(parsing:)``. The
/// stored ``expression`` is `lhs − rhs`, normalised (repeated variables merged, the constant moved to one side), so
/// `x + 10 == y` and `x - y == -10` are the same constraint. Messages use the ``label`` when there is one.
///
/// ```swift
/// let c = (x >= 10).priority(.strong).labeled("min width")
/// let d = (x == 2 * y) | .weak
/// ```
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct Constraint: Sendable, Hashable, CustomStringConvertible {
  /// How the expression compares with zero.
  public enum Relation: String, Sendable, Hashable, CaseIterable {
    /// `expression == 0`.
    case equal = "=="
    /// `expression <= 0`.
    case lessOrEqual = "<="
    /// `expression >= 0`.
    case greaterOrEqual = ">="
  }

  /// `lhs − rhs`, normalised.
  public let expression: LinearExpression
  /// The relation of ``expression`` to 0.
  public let relation: Relation
  /// The priority (``ConstraintPriority/required`` by default).
  public var priority: ConstraintPriority
  /// A name for messages (conflicts, dumps), or `nil` to print the expression.
  public var label: String?

  /// The constraint `lhs REL rhs`.
  ///
  /// - Complexity: O(k₁ + k₂).
  public init(
    _ lhs: some LinearExpressionConvertible, _ relation: Relation, _ rhs: some LinearExpressionConvertible,
    priority: ConstraintPriority = .required, label: String? = nil
  ) {
    self.expression = lhs.linearExpression.adding(rhs.linearExpression, times: -1)
    self.relation = relation
    self.priority = priority
    self.label = label
  }

  /// The constraint `expression REL 0`.
  public init(
    expression: LinearExpression, relation: Relation, priority: ConstraintPriority = .required, label: String? = nil
  ) {
    self.expression = expression
    self.relation = relation
    self.priority = priority
    self.label = label
  }

  /// A copy with another priority.
  public func priority(_ priority: ConstraintPriority) -> Constraint {
    var copy = self
    copy.priority = priority
    return copy
  }

  /// A copy with a label for messages.
  public func labeled(_ label: String) -> Constraint {
    var copy = self
    copy.label = label
    return copy
  }

  /// The constraint with the variables on the left and the constant on the right: `x + y == 100`.
  ///
  /// - Complexity: O(k).
  public var expressionText: String {
    let left = LinearExpression.text(expression.termsByName, constant: 0, includeConstant: false)
    return (left.isEmpty ? "0" : left) + " \(relation.rawValue) " + formatConstraintNumber(-expression.constant + 0)
  }

  /// The label, or ``expressionText``; a non-required priority is appended as ` @strong`.
  ///
  /// - Complexity: O(k).
  public var description: String {
    let text = label ?? expressionText
    return priority.isRequired ? text : "\(text) @\(priority)"
  }

  /// The text of the constraint in a canonical orientation (`<=` for inequalities, a positive coefficient for the
  /// first variable by name in equalities): equal for constraints that mean the same.
  var canonicalText: String {
    var e = expression
    var relation = relation
    if relation == .greaterOrEqual || (relation == .equal && (e.termsByName.first?.coefficient ?? 0) < 0) {
      e = e.scaled(by: -1)
      if relation == .greaterOrEqual { relation = .lessOrEqual }
    }
    return LinearExpression.text(e.termsByName, constant: 0, includeConstant: false) + " \(relation.rawValue) "
      + String(-e.constant + 0)
  }

  /// Value equality: the same variables (by identity) with the same coefficients, the same constant, relation,
  /// priority and label.
  ///
  /// - Complexity: O(k).
  public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
    lhs.relation == rhs.relation && lhs.priority == rhs.priority && lhs.label == rhs.label
      && lhs.expression.constant == rhs.expression.constant && lhs.expression.terms.count == rhs.expression.terms.count
      && zip(lhs.expression.terms, rhs.expression.terms).allSatisfy {
        $0.variable.id == $1.variable.id && $0.coefficient == $1.coefficient
      }
  }

  /// Hashes the same parts as ``==(_:_:)``.
  ///
  /// - Complexity: O(k).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(relation)
    hasher.combine(priority)
    hasher.combine(label)
    hasher.combine(expression.constant)
    for term in expression.terms {
      hasher.combine(term.variable.id)
      hasher.combine(term.coefficient)
    }
  }
}

/// The constraint with priority `priority` (kiwi's `constraint | strength`).
///
/// - Complexity: O(1).
public func | (constraint: Constraint, priority: ConstraintPriority) -> Constraint {
  constraint.priority(priority)
}

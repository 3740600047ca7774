// Relations between expressions build constraints, kiwi-style: `x + y == 100`, `a.width >= 44`.

/// `lhs == rhs`, required.
///
/// - Complexity: O(k₁ + k₂).
public func == (lhs: some LinearExpressionConvertible, rhs: some LinearExpressionConvertible) -> Constraint {
  Constraint(lhs, .equal, rhs)
}

/// `lhs == rhs`, required.
///
/// - Complexity: O(k).
public func == (lhs: some LinearExpressionConvertible, rhs: Double) -> Constraint {
  Constraint(lhs, .equal, LinearExpression(rhs))
}

/// `lhs == rhs`, required.
///
/// - Complexity: O(k).
public func == (lhs: Double, rhs: some LinearExpressionConvertible) -> Constraint {
  Constraint(LinearExpression(lhs), .equal, rhs)
}

/// `lhs <= rhs`, required.
///
/// - Complexity: O(k₁ + k₂).
public func <= (lhs: some LinearExpressionConvertible, rhs: some LinearExpressionConvertible) -> Constraint {
  Constraint(lhs, .lessOrEqual, rhs)
}

/// `lhs <= rhs`, required.
///
/// - Complexity: O(k).
public func <= (lhs: some LinearExpressionConvertible, rhs: Double) -> Constraint {
  Constraint(lhs, .lessOrEqual, LinearExpression(rhs))
}

/// `lhs <= rhs`, required.
///
/// - Complexity: O(k).
public func <= (lhs: Double, rhs: some LinearExpressionConvertible) -> Constraint {
  Constraint(LinearExpression(lhs), .lessOrEqual, rhs)
}

/// `lhs >= rhs`, required.
///
/// - Complexity: O(k₁ + k₂).
public func >= (lhs: some LinearExpressionConvertible, rhs: some LinearExpressionConvertible) -> Constraint {
  Constraint(lhs, .greaterOrEqual, rhs)
}

/// `lhs >= rhs`, required.
///
/// - Complexity: O(k).
public func >= (lhs: some LinearExpressionConvertible, rhs: Double) -> Constraint {
  Constraint(lhs, .greaterOrEqual, LinearExpression(rhs))
}

/// `lhs >= rhs`, required.
///
/// - Complexity: O(k).
public func >= (lhs: Double, rhs: some LinearExpressionConvertible) -> Constraint {
  Constraint(LinearExpression(lhs), .greaterOrEqual, rhs)
}

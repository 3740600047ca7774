// Arithmetic on anything convertible to a linear expression, kiwi-style.

/// The sum of two expressions.
///
/// - Complexity: O(k₁ + k₂).
public func + (lhs: some LinearExpressionConvertible, rhs: some LinearExpressionConvertible) -> LinearExpression {
  lhs.linearExpression.adding(rhs.linearExpression)
}

/// An expression plus a constant.
///
/// - Complexity: O(k).
public func + (lhs: some LinearExpressionConvertible, rhs: Double) -> LinearExpression {
  var result = lhs.linearExpression
  result.constant += rhs
  return result
}

/// A constant plus an expression.
///
/// - Complexity: O(k).
public func + (lhs: Double, rhs: some LinearExpressionConvertible) -> LinearExpression { rhs + lhs }

/// The difference of two expressions.
///
/// - Complexity: O(k₁ + k₂).
public func - (lhs: some LinearExpressionConvertible, rhs: some LinearExpressionConvertible) -> LinearExpression {
  lhs.linearExpression.adding(rhs.linearExpression, times: -1)
}

/// An expression minus a constant.
///
/// - Complexity: O(k).
public func - (lhs: some LinearExpressionConvertible, rhs: Double) -> LinearExpression { lhs + (-rhs) }

/// A constant minus an expression.
///
/// - Complexity: O(k).
public func - (lhs: Double, rhs: some LinearExpressionConvertible) -> LinearExpression {
  rhs.linearExpression.scaled(by: -1) + lhs
}

/// The negated expression.
///
/// - Complexity: O(k).
public prefix func - (operand: some LinearExpressionConvertible) -> LinearExpression {
  operand.linearExpression.scaled(by: -1)
}

/// A scalar multiple.
///
/// - Complexity: O(k).
public func * (lhs: Double, rhs: some LinearExpressionConvertible) -> LinearExpression {
  rhs.linearExpression.scaled(by: lhs)
}

/// A scalar multiple.
///
/// - Complexity: O(k).
public func * (lhs: some LinearExpressionConvertible, rhs: Double) -> LinearExpression {
  lhs.linearExpression.scaled(by: rhs)
}

/// Division by a scalar (division by zero gives infinite coefficients, rejected when the constraint is added).
///
/// - Complexity: O(k).
public func / (lhs: some LinearExpressionConvertible, rhs: Double) -> LinearExpression {
  lhs.linearExpression.scaled(by: 1 / rhs)
}

/// Anything that converts to a ``LinearExpression``: variables, layout anchors and expressions themselves.
///
/// The arithmetic (`+`, `-`, scalar `*` and `/`) and relation (`==`, `<=`, `>=`) operators accept any mix of
/// conforming values and `Double`s.
public protocol LinearExpressionConvertible: Sendable {
  /// The value as an expression.
  var linearExpression: LinearExpression { get }
}

/// A linear expression `Σ cᵢ·xᵢ + constant` over variables.
///
/// Terms are kept normalised: each variable once (repeated variables merged), zero coefficients dropped, ordered by
/// the variables' identities (the order they were made). Text lists them by name. Not `Equatable` on purpose (`==`
/// builds a ``Constraint``); compare ``description`` or ``terms`` instead.
///
/// ```swift
/// let e = 2 * x + y - x + 5     // x + y + 5
/// ```
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct LinearExpression: Sendable, CustomStringConvertible, LinearExpressionConvertible {
  /// The terms, each variable once, no zero coefficient, in the order the variables were made.
  public private(set) var terms: [(variable: ConstraintVariable, coefficient: Double)]
  /// The constant term.
  public var constant: Double

  /// The expression `Σ terms + constant`, normalised.
  ///
  /// - Complexity: O(k log k) for k terms.
  public init(terms: [(ConstraintVariable, Double)] = [], constant: Double = 0) {
    self.constant = constant
    self.terms = Self.normalized(terms)
  }

  /// A constant expression.
  public init(_ constant: Double) {
    self.constant = constant
    self.terms = []
  }

  /// The expression `1·variable`.
  init(_ variable: ConstraintVariable) {
    constant = 0
    terms = [(variable, 1)]
  }

  /// Itself.
  public var linearExpression: LinearExpression { self }

  /// Whether the expression has no variable.
  public var isConstant: Bool { terms.isEmpty }

  /// The coefficient of `variable` (0 if absent).
  ///
  /// - Complexity: O(log k).
  public func coefficient(of variable: ConstraintVariable) -> Double {
    let order = variable.id.order
    var low = 0
    var high = terms.count
    while low < high {
      let mid = (low + high) / 2
      if terms[mid].variable.id.order < order { low = mid + 1 } else { high = mid }
    }
    return low < terms.count && terms[low].variable.id == variable.id ? terms[low].coefficient : 0
  }

  /// The expression with every coefficient and the constant multiplied by `factor`.
  ///
  /// - Complexity: O(k).
  public func scaled(by factor: Double) -> LinearExpression {
    var result = self
    result.constant *= factor
    result.terms = factor == 0 ? [] : terms.map { ($0.variable, $0.coefficient * factor) }
    return result
  }

  /// The expression with every coefficient and the constant divided by `divisor` (nonzero, and never making a
  /// coefficient 0: the caller divides by the largest magnitude), in place of ``scaled(by:)`` by its reciprocal,
  /// which would round differently.
  ///
  /// - Complexity: O(k).
  func divided(by divisor: Double) -> LinearExpression {
    var result = self
    result.constant /= divisor
    for k in result.terms.indices { result.terms[k].coefficient /= divisor }
    return result
  }

  /// The sum of two expressions (a linear merge of the ordered terms).
  ///
  /// - Complexity: O(k₁ + k₂).
  public func adding(_ other: LinearExpression, times factor: Double = 1) -> LinearExpression {
    var merged: [(variable: ConstraintVariable, coefficient: Double)] = []
    merged.reserveCapacity(terms.count + other.terms.count)
    var i = 0
    var j = 0
    while i < terms.count || j < other.terms.count {
      let left = i < terms.count ? terms[i].variable.id.order : .max
      let right = j < other.terms.count ? other.terms[j].variable.id.order : .max
      if left < right {
        merged.append(terms[i])
        i += 1
      } else if right < left {
        merged.append((other.terms[j].variable, other.terms[j].coefficient * factor))
        j += 1
      } else {
        let sum = terms[i].coefficient + other.terms[j].coefficient * factor
        if sum != 0 { merged.append((terms[i].variable, sum)) }
        i += 1
        j += 1
      }
    }
    var result = LinearExpression(constant + other.constant * factor)
    result.terms = merged.filter { $0.coefficient != 0 }
    return result
  }

  /// The value of the expression, each variable's value given by `value` (`nil` stands for 0).
  ///
  /// - Complexity: O(k) calls of `value`.
  public func value(_ value: (ConstraintVariable) -> Double?) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * (value($1.variable) ?? 0) }
  }

  /// Replaces variables by expressions: `substitution(variable)` returns the replacement, or `nil` to keep it.
  ///
  /// - Complexity: O(k · replacement size).
  public func substituting(_ substitution: (ConstraintVariable) -> LinearExpression?) -> LinearExpression {
    var result = LinearExpression(constant)
    for term in terms {
      if let replacement = substitution(term.variable) {
        result = result.adding(replacement, times: term.coefficient)
      } else {
        result = result.adding(LinearExpression(terms: [(term.variable, term.coefficient)]))
      }
    }
    return result
  }

  /// The terms ordered by name (then by identity): how text lists them.
  ///
  /// - Complexity: O(k log k).
  package var termsByName: [(variable: ConstraintVariable, coefficient: Double)] {
    terms.count <= 1 ? terms : terms.sorted { ConstraintVariable.precedesByName($0.variable, $1.variable) }
  }

  /// Readable text: `2*x + y - 3`, `0` for the empty expression; variables by name.
  ///
  /// - Complexity: O(k log k).
  public var description: String { Self.text(termsByName, constant: constant, includeConstant: true) }

  static func text(
    _ terms: [(variable: ConstraintVariable, coefficient: Double)], constant: Double, includeConstant: Bool
  ) -> String {
    var text = ""
    for (k, term) in terms.enumerated() {
      let magnitude = abs(term.coefficient)
      let factor = magnitude == 1 ? "" : formatConstraintNumber(magnitude) + "*"
      if k == 0 {
        text += (term.coefficient < 0 ? "-" : "") + factor + term.variable.name
      } else {
        text += (term.coefficient < 0 ? " - " : " + ") + factor + term.variable.name
      }
    }
    if includeConstant && (constant != 0 || text.isEmpty) {
      if text.isEmpty {
        text = formatConstraintNumber(constant)
      } else {
        text += (constant < 0 ? " - " : " + ") + formatConstraintNumber(abs(constant))
      }
    }
    return text
  }

  static func normalized(
    _ terms: [(ConstraintVariable, Double)]
  ) -> [(variable: ConstraintVariable, coefficient: Double)] {
    if terms.count <= 1 { return terms.filter { $0.1 != 0 }.map { (variable: $0.0, coefficient: $0.1) } }
    let sorted = terms.sorted { $0.0.id.order < $1.0.id.order }
    var result: [(variable: ConstraintVariable, coefficient: Double)] = []
    result.reserveCapacity(sorted.count)
    for (variable, coefficient) in sorted {
      if let last = result.last, last.variable.id == variable.id {
        result[result.count - 1].coefficient += coefficient
      } else {
        result.append((variable, coefficient))
      }
    }
    return result.filter { $0.coefficient != 0 }
  }
}

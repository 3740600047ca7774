/// Anything that converts to a ``LinearExpression``: variables, layout anchors and expressions themselves.
///
/// The arithmetic (`+`, `-`, scalar `*` and `/`) and relation (`==`, `<=`, `>=`) operators accept any mix of
/// conforming values and `Double`s.
public protocol LinearExpressionConvertible: Sendable {
  /// The value as an expression.
  var linearExpression: LinearExpression { get }
}

/// A linear expression `Σ cᵢ·xᵢ + constant` over named variables.
///
/// Terms are kept normalised: sorted by variable name, repeated variables merged, zero coefficients dropped. Not
/// `Equatable` on purpose (`==` builds a ``Constraint``); compare ``description`` or ``terms`` instead.
///
/// ```swift
/// let e = 2 * x + y - x + 5     // x + y + 5
/// ```
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct LinearExpression: Sendable, CustomStringConvertible, LinearExpressionConvertible {
  /// The terms, sorted by name, each name once, no zero coefficient.
  public private(set) var terms: [(name: String, coefficient: Double)]
  /// The constant term.
  public var constant: Double

  /// The expression `Σ terms + constant`, normalised.
  ///
  /// - Complexity: O(k log k) for k terms.
  public init(terms: [(String, Double)] = [], constant: Double = 0) {
    self.constant = constant
    self.terms = Self.normalized(terms)
  }

  /// A constant expression.
  public init(_ constant: Double) {
    self.constant = constant
    self.terms = []
  }

  /// Itself.
  public var linearExpression: LinearExpression { self }

  /// Whether the expression has no variable.
  public var isConstant: Bool { terms.isEmpty }

  /// The coefficient of the variable named `name` (0 if absent).
  ///
  /// - Complexity: O(log k).
  public func coefficient(of name: String) -> Double {
    var low = 0
    var high = terms.count
    while low < high {
      let mid = (low + high) / 2
      if terms[mid].name < name { low = mid + 1 } else { high = mid }
    }
    return low < terms.count && terms[low].name == name ? terms[low].coefficient : 0
  }

  /// The expression with every coefficient and the constant multiplied by `factor`.
  ///
  /// - Complexity: O(k).
  public func scaled(by factor: Double) -> LinearExpression {
    var result = self
    result.constant *= factor
    result.terms = factor == 0 ? [] : terms.map { ($0.name, $0.coefficient * factor) }
    return result
  }

  /// The sum of two expressions (a linear merge of the sorted terms).
  ///
  /// - Complexity: O(k₁ + k₂).
  public func adding(_ other: LinearExpression, times factor: Double = 1) -> LinearExpression {
    var merged: [(name: String, coefficient: Double)] = []
    merged.reserveCapacity(terms.count + other.terms.count)
    var i = 0
    var j = 0
    while i < terms.count || j < other.terms.count {
      if j == other.terms.count || (i < terms.count && terms[i].name < other.terms[j].name) {
        merged.append(terms[i])
        i += 1
      } else if i == terms.count || other.terms[j].name < terms[i].name {
        merged.append((other.terms[j].name, other.terms[j].coefficient * factor))
        j += 1
      } else {
        let sum = terms[i].coefficient + other.terms[j].coefficient * factor
        if sum != 0 { merged.append((terms[i].name, sum)) }
        i += 1
        j += 1
      }
    }
    var result = LinearExpression(constant + other.constant * factor)
    result.terms = merged.filter { $0.coefficient != 0 }
    return result
  }

  /// The value of the expression for the given variable values (a missing variable counts as 0).
  ///
  /// - Complexity: O(k) dictionary look-ups.
  public func value(_ values: [String: Double]) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * (values[$1.name] ?? 0) }
  }

  /// Replaces variables by expressions: `substitution(name)` returns the replacement, or `nil` to keep the variable.
  ///
  /// - Complexity: O(k · replacement size).
  public func substituting(_ substitution: (String) -> LinearExpression?) -> LinearExpression {
    var result = LinearExpression(constant)
    for term in terms {
      if let replacement = substitution(term.name) {
        result = result.adding(replacement, times: term.coefficient)
      } else {
        result = result.adding(LinearExpression(terms: [(term.name, term.coefficient)]))
      }
    }
    return result
  }

  /// Readable text: `2*x + y - 3`, `0` for the empty expression.
  ///
  /// - Complexity: O(k).
  public var description: String { Self.text(terms, constant: constant, includeConstant: true) }

  static func text(
    _ terms: [(name: String, coefficient: Double)], constant: Double, includeConstant: Bool
  ) -> String {
    var text = ""
    for (k, term) in terms.enumerated() {
      let magnitude = abs(term.coefficient)
      let factor = magnitude == 1 ? "" : formatConstraintNumber(magnitude) + "*"
      if k == 0 {
        text += (term.coefficient < 0 ? "-" : "") + factor + term.name
      } else {
        text += (term.coefficient < 0 ? " - " : " + ") + factor + term.name
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

  static func normalized(_ terms: [(String, Double)]) -> [(name: String, coefficient: Double)] {
    if terms.count <= 1 { return terms.filter { $0.1 != 0 }.map { (name: $0.0, coefficient: $0.1) } }
    let sorted = terms.sorted { $0.0 < $1.0 }
    var result: [(name: String, coefficient: Double)] = []
    result.reserveCapacity(sorted.count)
    for (name, coefficient) in sorted {
      if let last = result.last, last.name == name {
        result[result.count - 1].coefficient += coefficient
      } else {
        result.append((name, coefficient))
      }
    }
    return result.filter { $0.coefficient != 0 }
  }
}

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
/// the variables' identities (the order they were made). Text lists them by name. Coefficients are summed without
/// losing what cancels: each keeps the part of its exact value a `Double` cannot hold (a double-double, about 106
/// bits), so `x + 1e-20*x - x` has the coefficient 1e-20, not 0. The constant is plain `Double` arithmetic. Not
/// `Equatable` on purpose (`==` builds a ``Constraint``); compare ``description`` or ``terms`` instead.
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
  /// Per term, the part of its exact coefficient that `coefficient` does not hold (the coefficient is
  /// `coefficient + residual`, |residual| at most half an ulp of it); empty when every residual is 0, as for whole
  /// and binary-fraction coefficients.
  private var residuals: [Double] = []

  /// The expression `Σ terms + constant`, normalised.
  ///
  /// - Complexity: O(k log k) for k terms.
  public init(terms: [(ConstraintVariable, Double)] = [], constant: Double = 0) {
    self.constant = constant
    (self.terms, residuals) = Self.normalized(terms)
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
    guard factor != 0 else {
      result.terms = []
      result.residuals = []
      return result
    }
    var kept: [(variable: ConstraintVariable, coefficient: Double)] = []
    var residuals: [Double] = []
    kept.reserveCapacity(terms.count)
    for k in terms.indices {
      let (hi, lo) = Self.product(terms[k].coefficient, residual(k), factor)
      Self.append(terms[k].variable, hi, lo, to: &kept, residuals: &residuals)
    }
    result.terms = kept
    result.residuals = residuals
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
    result.residuals = []
    return result
  }

  /// The sum of two expressions (a linear merge of the ordered terms).
  ///
  /// - Complexity: O(k₁ + k₂).
  public func adding(_ other: LinearExpression, times factor: Double = 1) -> LinearExpression {
    var merged: [(variable: ConstraintVariable, coefficient: Double)] = []
    var residuals: [Double] = []
    merged.reserveCapacity(terms.count + other.terms.count)
    var i = 0
    var j = 0
    while i < terms.count || j < other.terms.count {
      let left = i < terms.count ? terms[i].variable.id.order : .max
      let right = j < other.terms.count ? other.terms[j].variable.id.order : .max
      if left < right {
        Self.append(terms[i].variable, terms[i].coefficient, residual(i), to: &merged, residuals: &residuals)
        i += 1
      } else if right < left {
        let (hi, lo) = Self.product(other.terms[j].coefficient, other.residual(j), factor)
        Self.append(other.terms[j].variable, hi, lo, to: &merged, residuals: &residuals)
        j += 1
      } else {
        let (hi, lo) = Self.product(other.terms[j].coefficient, other.residual(j), factor)
        let (sum, rest) = Self.sum(terms[i].coefficient, residual(i), hi, lo)
        Self.append(terms[i].variable, sum, rest, to: &merged, residuals: &residuals)
        i += 1
        j += 1
      }
    }
    var result = LinearExpression(constant + other.constant * factor)
    result.terms = merged
    result.residuals = residuals
    return result
  }

  /// The residual of term `k` (see ``residuals``).
  private func residual(_ k: Int) -> Double { residuals.isEmpty ? 0 : residuals[k] }

  /// The terms with each nonzero residual as a term of its own (the same variable): summing them with
  /// ``init(terms:constant:)`` gives back these coefficients exactly.
  ///
  /// - Complexity: O(k).
  var termsWithResiduals: [(ConstraintVariable, Double)] {
    var parts = terms.map { ($0.variable, $0.coefficient) }
    for (k, lo) in residuals.enumerated() where lo != 0 { parts.append((terms[k].variable, lo)) }
    return parts
  }

  /// Appends a term whose coefficient is `hi + lo` unless it is 0, keeping `residuals` either empty (every residual
  /// 0) or parallel to `terms`.
  private static func append(
    _ variable: ConstraintVariable, _ hi: Double, _ lo: Double,
    to terms: inout [(variable: ConstraintVariable, coefficient: Double)], residuals: inout [Double]
  ) {
    guard hi != 0 || lo != 0 else { return }
    let (value, rest) = hi != 0 ? (hi, lo) : (lo, 0.0)
    if rest != 0 || !residuals.isEmpty {
      if residuals.count < terms.count {
        residuals.append(contentsOf: repeatElement(0, count: terms.count - residuals.count))
      }
      residuals.append(rest)
    }
    terms.append((variable, value))
  }

  /// `(a + b)` exactly as a rounded sum and its error (Knuth's two-sum).
  private static func twoSum(_ a: Double, _ b: Double) -> (Double, Double) {
    let s = a + b
    let z = s - a
    return (s, (a - (s - z)) + (b - z))
  }

  /// The double-double sum `(aHi + aLo) + (bHi + bLo)`, renormalised.
  static func sum(_ aHi: Double, _ aLo: Double, _ bHi: Double, _ bLo: Double) -> (Double, Double) {
    let (s, e) = twoSum(aHi, bHi)
    return twoSum(s, e + (aLo + bLo))
  }

  /// The double-double product `(hi + lo) · factor`, renormalised (the rounding error of `hi · factor` from a fused
  /// multiply-add).
  static func product(_ hi: Double, _ lo: Double, _ factor: Double) -> (Double, Double) {
    let p = hi * factor
    guard p.isFinite else { return (p, 0) }
    let error = (-p).addingProduct(hi, factor)
    return twoSum(p, error + lo * factor)
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

  /// `terms` merged per variable (the coefficients summed as double-doubles, so nothing that cancels is lost),
  /// zero coefficients dropped, in identity order, with their residuals (empty when all are 0).
  ///
  /// - Complexity: O(k log k) for k terms.
  static func normalized(
    _ terms: [(ConstraintVariable, Double)]
  ) -> (terms: [(variable: ConstraintVariable, coefficient: Double)], residuals: [Double]) {
    if terms.count <= 1 { return (terms.filter { $0.1 != 0 }.map { (variable: $0.0, coefficient: $0.1) }, []) }
    let sorted = terms.sorted { $0.0.id.order < $1.0.id.order }
    var result: [(variable: ConstraintVariable, coefficient: Double)] = []
    var residuals: [Double] = []
    result.reserveCapacity(sorted.count)
    var k = 0
    while k < sorted.count {
      let variable = sorted[k].0
      var (hi, lo) = (sorted[k].1, 0.0)
      k += 1
      while k < sorted.count && sorted[k].0.id == variable.id {
        (hi, lo) = sum(hi, lo, sorted[k].1, 0)
        k += 1
      }
      append(variable, hi, lo, to: &result, residuals: &residuals)
    }
    return (result, residuals)
  }
}

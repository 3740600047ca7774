/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension LinearProgram {
  /// The admissible range of a row's activity `Σ aⱼ·xⱼ`.
  ///
  /// Every value must be finite (a row with no bound is ``free``); `ranged` needs `lower <= upper`.
  public enum RowBounds: Sendable, Hashable {
    /// `activity <= value`.
    case lessOrEqual(Double)
    /// `activity >= value`.
    case greaterOrEqual(Double)
    /// `activity == value`.
    case equal(Double)
    /// `lower <= activity <= upper`.
    case ranged(Double, Double)
    /// No bound: the row only records an expression.
    case free

    /// The bounds as a pair, an absent side being an infinity.
    public var interval: (lower: Double, upper: Double) {
      switch self {
      case .lessOrEqual(let value): (-.infinity, value)
      case .greaterOrEqual(let value): (value, .infinity)
      case .equal(let value): (value, value)
      case .ranged(let lower, let upper): (lower, upper)
      case .free: (-.infinity, .infinity)
      }
    }

    /// Rebuilds the case from a pair where an infinity means "absent".
    public init(lower: Double, upper: Double) {
      switch (lower.isFinite, upper.isFinite) {
      case (false, false): self = .free
      case (true, false): self = .greaterOrEqual(lower)
      case (false, true): self = .lessOrEqual(upper)
      case (true, true): self = lower == upper ? .equal(lower) : .ranged(lower, upper)
      }
    }

    /// Whether every value is finite (NaN and infinities are not) and at most ``LinearProgram/magnitudeLimit`` in
    /// magnitude, and a range is ordered.
    public var isValid: Bool {
      switch self {
      case .lessOrEqual(let value), .greaterOrEqual(let value), .equal(let value): LinearProgram.isAdmissible(value)
      case .ranged(let lower, let upper):
        LinearProgram.isAdmissible(lower) && LinearProgram.isAdmissible(upper) && lower <= upper
      case .free: true
      }
    }
  }
}

/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension LinearProgram {
  /// Sensitivity (ranging) information from GLPK's `glp_analyze_bound` / `glp_analyze_coef`.
  ///
  /// For a bound: the interval over which the *active* bound (a tight row's right-hand side, or a variable at its
  /// bound) can move while the current basis stays primal feasible — so the duals stay valid. For an objective
  /// coefficient: the interval over which it can move while the basis stays optimal. An absent limit is an
  /// infinity.
  public struct Ranging: Sendable, Hashable {
    /// The smallest value keeping the basis.
    public var lower: Double
    /// The largest value keeping the basis.
    public var upper: Double

    /// Makes a ranging interval.
    public init(lower: Double, upper: Double) {
      self.lower = lower
      self.upper = upper
    }

    /// Whether `value` lies within `lower...upper`.
    public func contains(_ value: Double) -> Bool { value >= lower && value <= upper }
  }
}

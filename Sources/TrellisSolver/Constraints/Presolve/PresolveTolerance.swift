/// The tolerances and limits of ``ConstraintModel``'s presolve, each defined once.
enum PresolveTolerance {
  /// A pivot candidate's coefficient must be at least this fraction of the row's largest coefficient (keeps the
  /// elimination numerically stable).
  static let pivotRatio = 1e-3
  /// Relative tolerance when a constant row or a pair of bounds is checked for feasibility.
  static let feasibility = 1e-9
  /// Relative distance under which two segment breakpoints are merged.
  static let breakpointMerge = 1e-12
  /// Coefficients of at most this magnitude are dropped from an expansion (cancellation round-off).
  static let negligibleCoefficient = 1e-12
  /// The most definitions a cycle check or a bounded expansion visits before giving up (past it a row stays in the
  /// LP, which is correct, only larger).
  static let definitionSearchLimit = 4_096
}

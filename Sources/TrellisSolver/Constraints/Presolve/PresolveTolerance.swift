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
  /// The definitions that all of presolve's searches for a better pivot may visit together, per row of the system
  /// (plus one ``definitionSearchLimit``): a row that already has a pivot expands its definitions only to find a
  /// better one, which keeps the model smaller but is never needed. Stacked rows (`top == previous.bottom + 8`)
  /// each reach a chain of earlier definitions, so at ``definitionSearchLimit`` per row a form of 10⁴ views spent
  /// two thirds of its solve walking those chains; a shared budget keeps presolve linear in the system.
  static let pivotImprovementBudgetPerRow = 16
}

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
  /// The most definitions a cycle check, or the expansion of a row none of whose own variables can be its pivot,
  /// visits before giving up (past it a row stays in the LP, which is correct, only larger); a search for a better
  /// pivot has ``improvementSearchLimit(budget:)``.
  static let definitionSearchLimit = 4_096
  /// The definitions that all of presolve's searches for a better pivot may visit together, per row of the system
  /// (plus one ``definitionSearchLimit``): a row that already has a pivot expands its definitions only to find a
  /// better one, which keeps the model smaller but is never needed. Stacked rows (`top == previous.bottom + 8`)
  /// each reach a chain of earlier definitions, so at ``definitionSearchLimit`` per row a form of 10⁴ views spent
  /// two thirds of its solve walking those chains; a shared budget keeps presolve linear in the system.
  static let pivotImprovementBudgetPerRow = 16

  /// The most definitions one search for a better pivot may visit when `budget` is what is left of the shared
  /// budget (``pivotImprovementBudgetPerRow``): half of it, at least ``definitionSearchLimit``, never more than
  /// `budget`. The shared budget alone keeps presolve linear; a cap of ``definitionSearchLimit`` per search made
  /// the result depend on the system's size. A row of views `i0 … i{n−1}` (`i{k}.leading == i{k−1}.trailing + 8`,
  /// the last pinned to the container) is presolved in name order (`i0, i1, i10, i100, …`), and the row where the
  /// two ends of the chain meet (`i9998`'s at 10⁴ views) finds the container width as its pivot only by walking
  /// the definitions between them, 9,000 at 10⁴ views: at the cap it kept a width as its pivot instead, whose
  /// bounds and preferences became three rows over every width of that stretch (two such stretches at 10⁵ views),
  /// and the level LPs then took five GLPK runs over 3·10⁵ columns where one sufficed. Half of what is left still
  /// leaves the other half for the rows after it, so one search that fails cannot starve them all.
  ///
  /// - Complexity: O(1).
  static func improvementSearchLimit(budget: Int) -> Int {
    min(budget, max(definitionSearchLimit, budget / 2))
  }
}

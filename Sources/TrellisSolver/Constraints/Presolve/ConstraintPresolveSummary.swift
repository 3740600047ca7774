/// What presolve leaves for GLPK (see Documentation/Constraints.md, "Formulation"): a system whose required
/// equalities all disappear and whose other constraints touch one variable each solves with very few pivots.
///
/// ```swift
/// let summary = try system.presolveSummary()
/// print(summary)   // 402 variables, 382 eliminated; LP: 1 row, 207 columns
/// ```
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct ConstraintPresolveSummary: Sendable, Hashable, CustomStringConvertible {
  /// Distinct variables in the system (edit variables included).
  public var variables: Int
  /// Variables defined by required equalities; they never reach GLPK.
  public var eliminated: Int
  /// LP rows for constraints (edit suggestions included), and one per variable that its rows read through a
  /// column of its own (a variable with many segments in many rows, tied to them by that row).
  public var rows: Int
  /// LP columns: segments of the remaining variables, those variables' own columns, and error slacks of optional
  /// rows.
  public var columns: Int

  /// `V variables, E eliminated; LP: R rows, C columns`.
  public var description: String {
    "\(variables) variables, \(eliminated) eliminated; LP: \(rows) row\(rows == 1 ? "" : "s"), "
      + "\(columns) column\(columns == 1 ? "" : "s")"
  }
}

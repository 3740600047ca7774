/// Everything that can go wrong building, solving or converting a ``LinearProgram``.
///
/// Invalid input is reported here, naming the variable or row (by its name, or `v<index>` / `r<index>` when
/// unnamed), before anything reaches GLPK — so GLPK never aborts the process. An infeasible or unbounded problem is
/// not an error: it is a ``LinearProgram/Status``.
public enum LinearProgramError: Error, Sendable, Hashable {
  /// A variable's bounds are NaN, `lower` is +∞, `upper` is −∞, a finite bound exceeds
  /// ``LinearProgram/magnitudeLimit``, or `lower > upper` (after rounding inward, for integer variables).
  case invalidVariableBounds(variable: String, lower: Double?, upper: Double?)
  /// A row's bounds contain NaN, an infinity or a magnitude above ``LinearProgram/magnitudeLimit``, or a range is
  /// reversed.
  case invalidRowBounds(row: String, bounds: LinearProgram.RowBounds)
  /// A matrix coefficient is NaN, infinite or above ``LinearProgram/magnitudeLimit`` in magnitude.
  case invalidCoefficient(row: String, variable: String, value: Double)
  /// An objective coefficient (or the constant, `variable == ""`) is NaN, infinite or above
  /// ``LinearProgram/magnitudeLimit`` in magnitude.
  case invalidObjectiveCoefficient(variable: String, value: Double)
  /// A variable handle does not belong to the program; `context` names the row or operation.
  case unknownVariable(index: Int, context: String)
  /// A row handle does not belong to the program.
  case unknownRow(index: Int)
  /// The same variable appears twice in one row (GLPK's `glp_load_matrix` aborts on that).
  case duplicateEntry(row: String, variable: String)
  /// Parallel arrays given to a bulk call have different lengths.
  case lengthMismatch(row: String, variables: Int, coefficients: Int)
  /// A name is longer than 255 UTF-8 bytes or contains a control character (GLPK's limits).
  case invalidName(String)
  /// The program exceeds GLPK's 32-bit limits (about 2·10⁹ variables, rows or nonzeros).
  case tooLarge(String)
  /// A solve option is out of range (non-positive limit, negative or NaN gap, wrong incumbent length).
  case invalidOption(String)
  /// The caller's incumbent violates a bound, a row or integrality; the message names which.
  case invalidIncumbent(String)
  /// A ``LinearProgram/Solver`` was used on a thread other than the one that created its GLPK problem.
  case wrongThread
  /// Sensitivity information was asked for without an optimal basic solution from the last solve.
  case noOptimalBasis
  /// A model file could not be written or parsed; the message says which format and file.
  case fileFormat(String)
  /// A GLPK wrapper received an index Swift validation should have rejected (a bug in Trellis).
  case internalInconsistency(String)
}

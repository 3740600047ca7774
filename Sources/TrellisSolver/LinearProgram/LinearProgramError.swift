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
  /// The program would exceed GLPK's 32-bit limit (2³¹ − 2) on `dimension`.
  case tooLarge(Dimension)
  /// ``LinearProgram/addVariables(count:lowerBound:upperBound:kind:)`` was asked for a negative `count`.
  case negativeCount(Int)
  /// ``LinearProgram/addVariables(count:lowerBound:upperBound:kind:)`` was asked for more variables than
  /// ``LinearProgram/maximumVariablesPerCall``: checked before anything is allocated for them.
  case countAboveLimit(Int)
  /// A solve option is out of range; the payload names the option and its value.
  case invalidOption(InvalidOption)
  /// The caller's incumbent violates a bound, a row or integrality; the payload names which and the value.
  case invalidIncumbent(IncumbentViolation)
  /// A ``LinearProgram/Solver`` was used on a thread other than the one that created its GLPK problem.
  case wrongThread
  /// Sensitivity information was asked for without an optimal basic solution from the last solve.
  case noOptimalBasis
  /// GLPK could not write or parse a model in `format`; `failure` says which step failed.
  case fileFormat(LinearProgram.FileFormat, FileFailure)
  /// A GLPK wrapper received an index Swift validation should have rejected.
  ///
  /// Not produced through the public API: every index is validated before it reaches a wrapper, so this would be a
  /// bug in Trellis (reported instead of letting GLPK abort the process).
  case internalInconsistency(GLPKIndexError)
}

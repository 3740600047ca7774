extension LinearProgramError {
  /// A size GLPK counts in 32 bits.
  public enum Dimension: Sendable, Hashable {
    /// The number of variables (columns).
    case variables
    /// The number of rows.
    case rows
    /// The number of nonzero matrix entries.
    case nonzeros
  }

  /// A ``LinearProgram/SolveOptions`` value out of range.
  public enum InvalidOption: Sendable, Hashable {
    /// ``LinearProgram/SolveOptions/timeLimit`` is not positive.
    case timeLimit(Duration)
    /// ``LinearProgram/SolveOptions/iterationLimit`` is not positive.
    case iterationLimit(Int)
    /// ``LinearProgram/SolveOptions/relativeGap`` is negative or not finite.
    case relativeGap(Double)
    /// ``LinearProgram/SolveOptions/feasibilityTolerance`` is outside [10⁻¹², 10⁻³].
    case feasibilityTolerance(Double)
    /// ``LinearProgram/SolveOptions/incumbent`` has `count` values for a program of `variables` variables.
    case incumbentCount(Int, variables: Int)
  }

  /// How a caller's incumbent fails; variables and rows are named as in the other cases.
  public enum IncumbentViolation: Sendable, Hashable {
    /// The value of `variable` is NaN or infinite.
    case notFinite(variable: String, value: Double)
    /// The value of `variable` is outside its bounds (beyond the 10⁻⁶ tolerance).
    case outsideBounds(variable: String, value: Double)
    /// The value of an integer or binary `variable` is not within 10⁻⁶ of an integer.
    case notIntegral(variable: String, value: Double)
    /// The activity of `row` at the incumbent violates the row's bounds.
    case rowViolated(row: String, activity: Double)
  }

  /// Which step of a model-file conversion failed.
  public enum FileFailure: Sendable, Hashable {
    /// GLPK's writer returned `code` (nonzero) or wrote nothing readable.
    case write(code: Int32)
    /// The temporary file GLPK reads from could not be created.
    case temporaryFile
    /// GLPK's reader rejected the text.
    case parse
  }
}

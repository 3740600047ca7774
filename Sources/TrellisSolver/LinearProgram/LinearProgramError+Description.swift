extension LinearProgramError: CustomStringConvertible {
  /// A one-line message built from the case's fields.
  ///
  /// - Complexity: O(size of the message).
  public var description: String {
    switch self {
    case .invalidVariableBounds(let variable, let lower, let upper):
      "variable '\(variable)': invalid bounds [\(lower.map { "\($0)" } ?? "-inf"), \(upper.map { "\($0)" } ?? "inf")]"
    case .invalidRowBounds(let row, let bounds): "row '\(row)': invalid bounds \(bounds)"
    case .invalidCoefficient(let row, let variable, let value):
      "row '\(row)': coefficient \(value) of '\(variable)' is not a finite number of reasonable magnitude"
    case .invalidObjectiveCoefficient(let variable, let value):
      variable.isEmpty
        ? "objective constant \(value) is not a finite number of reasonable magnitude"
        : "objective coefficient \(value) of '\(variable)' is not a finite number of reasonable magnitude"
    case .unknownVariable(let index, let context): "\(context): no variable v\(index) in the program"
    case .unknownRow(let index): "no row r\(index) in the program"
    case .duplicateEntry(let row, let variable): "row '\(row)': variable '\(variable)' appears twice"
    case .lengthMismatch(let row, let variables, let coefficients):
      "row '\(row)': \(variables) variables but \(coefficients) coefficients"
    case .invalidName(let name): "invalid name '\(name)' (at most 255 UTF-8 bytes, no control characters)"
    case .tooLarge(let dimension): "more than 2³¹ − 2 \(dimension)"
    case .negativeCount(let count): "addVariables(count: \(count)) needs count >= 0"
    case .countAboveLimit(let count):
      "addVariables(count: \(count)) is above the limit of \(LinearProgram.maximumVariablesPerCall) variables a call "
        + "adds (LinearProgram.maximumVariablesPerCall)"
    case .invalidOption(let option): option.message
    case .invalidIncumbent(let violation): violation.message
    case .wrongThread: "a LinearProgram.Solver was used on another thread than the one that created it"
    case .noOptimalBasis: "no optimal basis from the last solve"
    case .fileFormat(let format, .write(let code)): "GLPK could not write \(format) (code \(code))"
    case .fileFormat(let format, .temporaryFile): "could not create a temporary file for \(format)"
    case .fileFormat(let format, .parse): "GLPK could not parse the \(format) text"
    case .internalInconsistency(let error): "GLPK wrapper rejected an index: \(error)"
    }
  }
}

extension LinearProgramError.InvalidOption {
  fileprivate var message: String {
    switch self {
    case .timeLimit(let limit): "timeLimit must be positive (got \(limit))"
    case .iterationLimit(let limit): "iterationLimit must be positive (got \(limit))"
    case .relativeGap(let gap): "relativeGap must be finite and >= 0 (got \(gap))"
    case .feasibilityTolerance(let tolerance): "feasibilityTolerance must be in [1e-12, 1e-3] (got \(tolerance))"
    case .incumbentCount(let count, let variables): "incumbent has \(count) values for \(variables) variables"
    }
  }
}

extension LinearProgramError.IncumbentViolation {
  fileprivate var message: String {
    switch self {
    case .notFinite(let variable, let value): "incumbent: \(variable) = \(value) is not finite"
    case .outsideBounds(let variable, let value): "incumbent: \(variable) = \(value) is outside its bounds"
    case .notIntegral(let variable, let value): "incumbent: \(variable) = \(value) is not integral"
    case .rowViolated(let row, let activity): "incumbent: row \(row) = \(activity) violates its bounds"
    }
  }
}

/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension LinearProgram {
  /// Replaces the objective with `Σ coefficients[v]·v + constant` (variables not listed get 0).
  ///
  /// - Throws: ``LinearProgramError/unknownVariable(index:context:)``,
  ///   ``LinearProgramError/invalidObjectiveCoefficient(variable:value:)``.
  /// - Complexity: O(variables + k).
  public mutating func setObjective(
    _ coefficients: [Variable: Double], constant: Double = 0
  ) throws(LinearProgramError) {
    guard Self.isAdmissible(constant) else { throw .invalidObjectiveCoefficient(variable: "", value: constant) }
    for (variable, value) in coefficients {
      try checkVariable(variable, context: "objective")
      guard Self.isAdmissible(value) else {
        throw .invalidObjectiveCoefficient(variable: name(of: variable), value: value)
      }
    }
    for j in objective.indices { objective[j] = 0 }
    for (variable, value) in coefficients { objective[variable.index] = Self.flushed(value) }
    objectiveConstant = constant
  }

  /// Sets one objective coefficient.
  ///
  /// - Throws: ``LinearProgramError/unknownVariable(index:context:)``,
  ///   ``LinearProgramError/invalidObjectiveCoefficient(variable:value:)``.
  public mutating func setObjectiveCoefficient(of variable: Variable, _ value: Double) throws(LinearProgramError) {
    try checkVariable(variable, context: "objective")
    guard Self.isAdmissible(value) else {
      throw .invalidObjectiveCoefficient(variable: name(of: variable), value: value)
    }
    objective[variable.index] = Self.flushed(value)
  }

  /// The objective coefficient of `variable` (0 for an unknown handle).
  public func objectiveCoefficient(of variable: Variable) -> Double {
    objective.indices.contains(variable.index) ? objective[variable.index] : 0
  }

  /// Sets the objective's constant term.
  ///
  /// - Throws: ``LinearProgramError/invalidObjectiveCoefficient(variable:value:)`` (with `variable == ""`).
  public mutating func setObjectiveConstant(_ constant: Double) throws(LinearProgramError) {
    guard Self.isAdmissible(constant) else { throw .invalidObjectiveCoefficient(variable: "", value: constant) }
    objectiveConstant = constant
  }
}

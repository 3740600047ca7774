/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension LinearProgram {
  /// Adds a variable and returns its handle.
  ///
  /// A `nil` or infinite bound means "none" (`lowerBound: -.infinity` is the same as `nil`). Binary variables have
  /// their bounds intersected with [0, 1]; integer and binary bounds are rounded inward to integers. A coefficient
  /// below ``negligibleMagnitude`` is stored as 0. The name may be empty; it appears in errors and in LP/MPS files.
  /// - Throws: ``LinearProgramError/invalidVariableBounds(variable:lower:upper:)`` for NaN, `lower = +∞`,
  ///   `upper = −∞` or `lower > upper`; ``LinearProgramError/invalidObjectiveCoefficient(variable:value:)``;
  ///   ``LinearProgramError/invalidName(_:)``; ``LinearProgramError/tooLarge(_:)``.
  /// - Complexity: Amortised O(1) (plus the name's length).
  @discardableResult
  public mutating func addVariable(
    _ name: String = "",
    lowerBound: Double? = nil,
    upperBound: Double? = nil,
    kind: VariableKind = .continuous,
    objective coefficient: Double = 0
  ) throws(LinearProgramError) -> Variable {
    try Self.validateName(name)
    guard columnNames.count < Int(Int32.max) - 1 else { throw .tooLarge(.variables) }
    let index = columnNames.count
    let label = { name.isEmpty ? Variable(index).description : name }
    let (lower, upper) = try Self.normalizedBounds(label(), lowerBound, upperBound, kind)
    guard Self.isAdmissible(coefficient) else {
      throw .invalidObjectiveCoefficient(variable: label(), value: coefficient)
    }
    columnNames.append(name)
    columnLower.append(lower)
    columnUpper.append(upper)
    columnKind.append(kind)
    objective.append(Self.flushed(coefficient))
    stamp.append(0)
    return Variable(columnNames.count - 1)
  }

  /// The most variables one ``addVariables(count:lowerBound:upperBound:kind:)`` adds: 10⁷ (as
  /// `TrellisLimits.maxNodes`), about 570 MB of bounds, kinds and names.
  public static let maximumVariablesPerCall = 10_000_000

  /// Adds `count` unnamed variables with the same bounds and kind; returns the first handle (the rest follow
  /// consecutively).
  ///
  /// - Throws: as ``addVariable(_:lowerBound:upperBound:kind:objective:)``; `count < 0` is
  ///   ``LinearProgramError/negativeCount(_:)``, `count` above ``maximumVariablesPerCall`` is
  ///   ``LinearProgramError/countAboveLimit(_:)`` (a count sizes six arrays: 999,999,999 would ask for 57 GB).
  /// - Complexity: O(`count`).
  @discardableResult
  public mutating func addVariables(
    count: Int, lowerBound: Double? = nil, upperBound: Double? = nil, kind: VariableKind = .continuous
  ) throws(LinearProgramError) -> Variable {
    guard count >= 0 else { throw .negativeCount(count) }
    guard count <= Self.maximumVariablesPerCall else { throw .countAboveLimit(count) }
    guard count < Int(Int32.max) - 1 - columnNames.count else { throw .tooLarge(.variables) }
    let first = Variable(columnNames.count)
    let (lower, upper) = try Self.normalizedBounds(first.description, lowerBound, upperBound, kind)
    columnNames.append(contentsOf: repeatElement("", count: count))
    columnLower.append(contentsOf: repeatElement(lower, count: count))
    columnUpper.append(contentsOf: repeatElement(upper, count: count))
    columnKind.append(contentsOf: repeatElement(kind, count: count))
    objective.append(contentsOf: repeatElement(0, count: count))
    stamp.append(contentsOf: repeatElement(0, count: count))
    return first
  }

  /// Changes a variable's bounds (`nil` or an infinity means none).
  ///
  /// - Throws: ``LinearProgramError/unknownVariable(index:context:)``,
  ///   ``LinearProgramError/invalidVariableBounds(variable:lower:upper:)``.
  public mutating func setBounds(
    of variable: Variable, lower: Double?, upper: Double?
  ) throws(LinearProgramError) {
    try checkVariable(variable, context: "setBounds")
    let j = variable.index
    (columnLower[j], columnUpper[j]) = try Self.normalizedBounds(name(of: variable), lower, upper, columnKind[j])
  }

  /// Changes a variable's kind (binary also clamps its bounds to [0, 1]).
  ///
  /// - Throws: ``LinearProgramError/unknownVariable(index:context:)``,
  ///   ``LinearProgramError/invalidVariableBounds(variable:lower:upper:)`` if binary bounds become empty.
  public mutating func setKind(of variable: Variable, _ kind: VariableKind) throws(LinearProgramError) {
    try checkVariable(variable, context: "setKind")
    let j = variable.index
    (columnLower[j], columnUpper[j]) = try Self.normalizedBounds(
      name(of: variable), columnLower[j], columnUpper[j], kind)
    columnKind[j] = kind
  }

  /// The variable's name, or `v<index>` when unnamed or out of range.
  public func name(of variable: Variable) -> String {
    guard columnNames.indices.contains(variable.index), !columnNames[variable.index].isEmpty else {
      return variable.description
    }
    return columnNames[variable.index]
  }

  /// The variable's bounds (an infinity where absent), or `nil` for an unknown handle.
  public func bounds(of variable: Variable) -> (lower: Double, upper: Double)? {
    guard columnNames.indices.contains(variable.index) else { return nil }
    return (columnLower[variable.index], columnUpper[variable.index])
  }

  /// The variable's kind, or `nil` for an unknown handle.
  public func kind(of variable: Variable) -> VariableKind? {
    columnKind.indices.contains(variable.index) ? columnKind[variable.index] : nil
  }

  /// The first variable with this name, if any.
  ///
  /// - Complexity: O(variables).
  public func variable(named name: String) -> Variable? {
    columnNames.firstIndex(of: name).map(Variable.init)
  }
}

/// A linear or mixed-integer program: variables with bounds, linear rows, and a linear objective.
///
/// A plain `Sendable` value: build it anywhere, send it anywhere. No GLPK object exists until a solve, and a solve
/// creates, uses and deletes its GLPK problem on the calling thread. For repeated warm solves use
/// ``LinearProgram/Solver``.
///
/// Rows are stored as flat arrays (compressed sparse rows), so building a program with 10⁵ variables and 10⁶
/// nonzeros is linear-time, and loading it into GLPK is one `glp_load_matrix` call.
///
/// ```swift
/// var lp = LinearProgram(direction: .maximize)
/// let x = try lp.addVariable("x", lowerBound: 0)
/// let y = try lp.addVariable("y", lowerBound: 0, upperBound: 3, kind: .integer)
/// try lp.addRow("cap", [x: 1, y: 1], .lessOrEqual(4))
/// try lp.setObjective([x: 3, y: 2])
/// let result = try lp.solve(.init(method: .dualSimplex, timeLimit: .seconds(5)))
/// // result.status == .optimal, result.objective == 12, result[x] == 4
/// ```
public struct LinearProgram: Sendable {
  /// Whether the objective is minimised or maximised.
  public var direction: Direction

  // Columns, one entry per variable.
  var columnNames: [String] = []
  var columnLower: [Double] = []
  var columnUpper: [Double] = []
  var columnKind: [VariableKind] = []
  var objective: [Double] = []
  /// The objective's constant term.
  public private(set) var objectiveConstant: Double = 0

  // Rows, compressed sparse row storage: row i's entries are rowStart[i]..<rowStart[i + 1].
  var rowNames: [String] = []
  var rowLower: [Double] = []
  var rowUpper: [Double] = []
  var rowStart: [Int] = [0]
  var entryColumn: [Int32] = []
  var entryValue: [Double] = []
  /// Scratch for duplicate detection: per column, 1 + the last row index that used it.
  private var stamp: [Int32] = []

  /// An empty program.
  ///
  /// - Complexity: O(1).
  public init(direction: Direction = .minimize) {
    self.direction = direction
  }

  /// The number of variables (columns).
  ///
  /// - Complexity: O(1).
  public var variableCount: Int { columnNames.count }

  /// The number of rows.
  ///
  /// - Complexity: O(1).
  public var rowCount: Int { rowNames.count }

  /// The number of stored nonzero matrix coefficients.
  ///
  /// - Complexity: O(1).
  public var nonzeroCount: Int { entryValue.count }

  /// Whether any variable is integer or binary.
  ///
  /// - Complexity: O(variables).
  public var hasIntegerVariables: Bool { columnKind.contains { $0 != .continuous } }

  // MARK: - Variables

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

  /// Adds `count` unnamed variables with the same bounds and kind; returns the first handle (the rest follow
  /// consecutively).
  ///
  /// - Throws: as ``addVariable(_:lowerBound:upperBound:kind:objective:)``; `count < 0` is
  ///   ``LinearProgramError/negativeCount(_:)``.
  /// - Complexity: O(`count`).
  @discardableResult
  public mutating func addVariables(
    count: Int, lowerBound: Double? = nil, upperBound: Double? = nil, kind: VariableKind = .continuous
  ) throws(LinearProgramError) -> Variable {
    guard count >= 0 else { throw .negativeCount(count) }
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
  /// - Complexity: O(1).
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
  /// - Complexity: O(1).
  public mutating func setKind(of variable: Variable, _ kind: VariableKind) throws(LinearProgramError) {
    try checkVariable(variable, context: "setKind")
    let j = variable.index
    (columnLower[j], columnUpper[j]) = try Self.normalizedBounds(
      name(of: variable), columnLower[j], columnUpper[j], kind)
    columnKind[j] = kind
  }

  /// The variable's name, or `v<index>` when unnamed or out of range.
  ///
  /// - Complexity: O(1).
  public func name(of variable: Variable) -> String {
    guard columnNames.indices.contains(variable.index), !columnNames[variable.index].isEmpty else {
      return variable.description
    }
    return columnNames[variable.index]
  }

  /// The variable's bounds (an infinity where absent), or `nil` for an unknown handle.
  ///
  /// - Complexity: O(1).
  public func bounds(of variable: Variable) -> (lower: Double, upper: Double)? {
    guard columnNames.indices.contains(variable.index) else { return nil }
    return (columnLower[variable.index], columnUpper[variable.index])
  }

  /// The variable's kind, or `nil` for an unknown handle.
  ///
  /// - Complexity: O(1).
  public func kind(of variable: Variable) -> VariableKind? {
    columnKind.indices.contains(variable.index) ? columnKind[variable.index] : nil
  }

  /// The first variable with this name, if any.
  ///
  /// - Complexity: O(variables).
  public func variable(named name: String) -> Variable? {
    columnNames.firstIndex(of: name).map(Variable.init)
  }

  // MARK: - Rows

  /// Adds a row `bounds(Σ coefficients[v]·v)`; zero coefficients are dropped. Entries are stored in variable order.
  ///
  /// - Throws: ``LinearProgramError/unknownVariable(index:context:)``,
  ///   ``LinearProgramError/invalidCoefficient(row:variable:value:)``,
  ///   ``LinearProgramError/invalidRowBounds(row:bounds:)``, ``LinearProgramError/invalidName(_:)``.
  /// - Complexity: O(k log k) for k coefficients (sorting for a deterministic order).
  @discardableResult
  public mutating func addRow(
    _ name: String = "", _ coefficients: [Variable: Double], _ bounds: RowBounds
  ) throws(LinearProgramError) -> Row {
    let sorted = coefficients.sorted { $0.key < $1.key }
    return try addRow(name, variables: sorted.map(\.key), coefficients: sorted.map(\.value), bounds)
  }

  /// Bulk form: adds a row from parallel arrays of variables and coefficients. Zero coefficients are dropped.
  ///
  /// - Throws: as ``addRow(_:_:_:)``, plus ``LinearProgramError/lengthMismatch(row:variables:coefficients:)`` and
  ///   ``LinearProgramError/duplicateEntry(row:variable:)`` when a variable repeats.
  /// - Complexity: O(k) for k coefficients: no hashing, no sorting.
  @discardableResult
  public mutating func addRow(
    _ name: String = "", variables: [Variable], coefficients: [Double], _ bounds: RowBounds
  ) throws(LinearProgramError) -> Row {
    let rowIndex = rowNames.count
    let label = name.isEmpty ? Row(rowIndex).description : name
    try Self.validateName(name)
    guard variables.count == coefficients.count else {
      throw .lengthMismatch(row: label, variables: variables.count, coefficients: coefficients.count)
    }
    guard bounds.isValid else { throw .invalidRowBounds(row: label, bounds: bounds) }
    guard rowIndex < Int(Int32.max) - 1 else { throw .tooLarge(.rows) }
    guard entryValue.count + variables.count < Int(Int32.max) - 1 else { throw .tooLarge(.nonzeros) }
    let mark = Int32(truncatingIfNeeded: rowIndex + 1)
    let start = entryValue.count
    for k in variables.indices {
      let j = variables[k].index
      let value = Self.flushed(coefficients[k])
      guard j >= 0, j < columnNames.count else {
        rollBack(to: start)
        throw .unknownVariable(index: j, context: label)
      }
      guard Self.isAdmissible(value) else {
        rollBack(to: start)
        throw .invalidCoefficient(row: label, variable: self.name(of: variables[k]), value: value)
      }
      guard stamp[j] != mark else {
        rollBack(to: start)
        throw .duplicateEntry(row: label, variable: self.name(of: variables[k]))
      }
      stamp[j] = mark
      if value != 0 {
        entryColumn.append(Int32(truncatingIfNeeded: j))
        entryValue.append(value)
      }
    }
    let (lower, upper) = bounds.interval
    rowNames.append(name)
    rowLower.append(lower)
    rowUpper.append(upper)
    rowStart.append(entryValue.count)
    return Row(rowIndex)
  }

  /// Undoes a half-added row's entries and clears the duplicate stamps it set.
  private mutating func rollBack(to start: Int) {
    entryColumn.removeSubrange(start...)
    entryValue.removeSubrange(start...)
    for j in stamp.indices where stamp[j] == Int32(truncatingIfNeeded: rowNames.count + 1) { stamp[j] = 0 }
  }

  /// Changes a row's bounds (its right-hand side).
  ///
  /// - Throws: ``LinearProgramError/unknownRow(index:)``, ``LinearProgramError/invalidRowBounds(row:bounds:)``.
  /// - Complexity: O(1).
  public mutating func setBounds(of row: Row, _ bounds: RowBounds) throws(LinearProgramError) {
    try checkRow(row)
    guard bounds.isValid else { throw .invalidRowBounds(row: name(of: row), bounds: bounds) }
    (rowLower[row.index], rowUpper[row.index]) = bounds.interval
  }

  /// Sets the coefficient of `variable` in `row` (0 removes it).
  ///
  /// - Throws: ``LinearProgramError/unknownRow(index:)``, ``LinearProgramError/unknownVariable(index:context:)``,
  ///   ``LinearProgramError/invalidCoefficient(row:variable:value:)``.
  /// - Complexity: O(k) for the row's k entries when the entry exists; O(nonzeros) to insert or remove one.
  public mutating func setCoefficient(
    row: Row, variable: Variable, _ value: Double
  ) throws(LinearProgramError) {
    try checkRow(row)
    try checkVariable(variable, context: name(of: row))
    guard Self.isAdmissible(value) else {
      throw .invalidCoefficient(row: name(of: row), variable: name(of: variable), value: value)
    }
    let value = Self.flushed(value)
    let range = rowStart[row.index]..<rowStart[row.index + 1]
    let column = Int32(truncatingIfNeeded: variable.index)
    if let k = range.first(where: { entryColumn[$0] == column }) {
      if value != 0 {
        entryValue[k] = value
      } else {
        entryColumn.remove(at: k)
        entryValue.remove(at: k)
        for i in (row.index + 1)..<rowStart.count { rowStart[i] -= 1 }
      }
    } else if value != 0 {
      entryColumn.insert(column, at: range.upperBound)
      entryValue.insert(value, at: range.upperBound)
      for i in (row.index + 1)..<rowStart.count { rowStart[i] += 1 }
    }
  }

  /// The row's name, or `r<index>` when unnamed or out of range.
  ///
  /// - Complexity: O(1).
  public func name(of row: Row) -> String {
    guard rowNames.indices.contains(row.index), !rowNames[row.index].isEmpty else { return row.description }
    return rowNames[row.index]
  }

  /// The row's bounds, or `nil` for an unknown handle.
  ///
  /// - Complexity: O(1).
  public func bounds(of row: Row) -> RowBounds? {
    guard rowNames.indices.contains(row.index) else { return nil }
    return RowBounds(lower: rowLower[row.index], upper: rowUpper[row.index])
  }

  /// The row's nonzero entries in storage order, or `[]` for an unknown handle.
  ///
  /// - Complexity: O(k) for the row's k entries.
  public func entries(of row: Row) -> [(variable: Variable, coefficient: Double)] {
    guard rowNames.indices.contains(row.index) else { return [] }
    return (rowStart[row.index]..<rowStart[row.index + 1]).map { (Variable(Int(entryColumn[$0])), entryValue[$0]) }
  }

  /// The coefficient of `variable` in `row` (0 when absent or unknown).
  ///
  /// - Complexity: O(k) for the row's k entries.
  public func coefficient(row: Row, variable: Variable) -> Double {
    guard rowNames.indices.contains(row.index) else { return 0 }
    let column = Int32(truncatingIfNeeded: variable.index)
    let range = rowStart[row.index]..<rowStart[row.index + 1]
    return range.first { entryColumn[$0] == column }.map { entryValue[$0] } ?? 0
  }

  /// The first row with this name, if any.
  ///
  /// - Complexity: O(rows).
  public func row(named name: String) -> Row? {
    rowNames.firstIndex(of: name).map(Row.init)
  }

  // MARK: - Objective

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
  /// - Complexity: O(1).
  public mutating func setObjectiveCoefficient(of variable: Variable, _ value: Double) throws(LinearProgramError) {
    try checkVariable(variable, context: "objective")
    guard Self.isAdmissible(value) else {
      throw .invalidObjectiveCoefficient(variable: name(of: variable), value: value)
    }
    objective[variable.index] = Self.flushed(value)
  }

  /// The objective coefficient of `variable` (0 for an unknown handle).
  ///
  /// - Complexity: O(1).
  public func objectiveCoefficient(of variable: Variable) -> Double {
    objective.indices.contains(variable.index) ? objective[variable.index] : 0
  }

  /// Sets the objective's constant term.
  ///
  /// - Throws: ``LinearProgramError/invalidObjectiveCoefficient(variable:value:)`` (with `variable == ""`).
  /// - Complexity: O(1).
  public mutating func setObjectiveConstant(_ constant: Double) throws(LinearProgramError) {
    guard Self.isAdmissible(constant) else { throw .invalidObjectiveCoefficient(variable: "", value: constant) }
    objectiveConstant = constant
  }
}

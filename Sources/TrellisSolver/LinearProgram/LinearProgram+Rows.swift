/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension LinearProgram {
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
    // The row's name in messages, made only when one is thrown.
    var label: String { name.isEmpty ? Row(rowIndex).description : name }
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
  public func name(of row: Row) -> String {
    guard rowNames.indices.contains(row.index), !rowNames[row.index].isEmpty else { return row.description }
    return rowNames[row.index]
  }

  /// The row's bounds, or `nil` for an unknown handle.
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
}

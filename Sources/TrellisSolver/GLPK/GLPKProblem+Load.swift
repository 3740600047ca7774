import CGLPK

extension GLPKProblem {
  /// Copies a validated ``LinearProgram`` into this (empty) problem: direction, columns, rows, objective, and the
  /// whole matrix in one `glp_load_matrix`, then automatic scaling.
  ///
  /// - Complexity: O(variables + rows + nonzeros).
  func load(_ program: LinearProgram) throws(GLPKIndexError) {
    setDirection(maximize: program.direction == .maximize)
    let rows = Int32(program.rowCount)
    let columns = Int32(program.variableCount)
    addRows(rows)
    addColumns(columns)
    for i in 0..<program.rowCount {
      let row = Int32(i + 1)
      if !program.rowNames[i].isEmpty { try setRowName(row, program.rowNames[i]) }
      try setRowBounds(row, lower: program.rowLower[i], upper: program.rowUpper[i])
    }
    for j in 0..<program.variableCount {
      let column = Int32(j + 1)
      if !program.columnNames[j].isEmpty { try setColumnName(column, program.columnNames[j]) }
      try setColumnBounds(column, lower: program.columnLower[j], upper: program.columnUpper[j])
      if program.columnKind[j] != .continuous { try setColumnInteger(column, true) }
      if program.objective[j] != 0 { try setObjectiveCoefficient(column, program.objective[j]) }
    }
    try setObjectiveCoefficient(0, program.objectiveConstant)
    let count = program.nonzeroCount
    if count > 0 {
      // The triplets row by row, each index and each row's columns checked as they are copied (GLPK aborts on a bad
      // index or a repeated pair): one pass, where ``loadMatrix(rows:columns:values:)`` makes two.
      var ia = [Int32](repeating: 0, count: count + 1)
      var ja = [Int32](repeating: 0, count: count + 1)
      var ar = [Double](repeating: 0, count: count + 1)
      var lastRow = [Int32](repeating: 0, count: Int(columnCount) + 1)
      for i in 0..<program.rowCount {
        let row = Int32(i + 1)
        for k in program.rowStart[i]..<program.rowStart[i + 1] {
          let j = program.entryColumn[k] + 1
          guard j >= 1, j <= columnCount else { throw .column(j, count: columnCount) }
          guard lastRow[Int(j)] != row else { throw .duplicate(row: row, column: j) }
          lastRow[Int(j)] = row
          ia[k + 1] = row
          ja[k + 1] = j
          ar[k + 1] = program.entryValue[k]
        }
      }
      ia.withUnsafeBufferPointer { ia in
        ja.withUnsafeBufferPointer { ja in
          ar.withUnsafeBufferPointer { ar in
            glp_load_matrix(pointer, Int32(count), ia.baseAddress, ja.baseAddress, ar.baseAddress)
          }
        }
      }
    }
    scaleAutomatically()
  }

  /// Replaces row `i` (zero-based) of the C matrix with the program's current entries (`glp_set_mat_row`).
  ///
  /// - Complexity: O(k + columns) for the row's k entries.
  func reloadRow(_ i: Int, from program: LinearProgram) throws(GLPKIndexError) {
    let range = program.rowStart[i]..<program.rowStart[i + 1]
    var columns: [Int32] = [0]
    var values: [Double] = [0]
    columns.reserveCapacity(range.count + 1)
    values.reserveCapacity(range.count + 1)
    for k in range {
      columns.append(program.entryColumn[k] + 1)
      values.append(program.entryValue[k])
    }
    try setMatrixRow(Int32(i + 1), columns: columns, values: values)
  }

  /// Reads the whole C problem back into a ``LinearProgram`` (after `glp_read_lp` / `glp_read_mps`).
  ///
  /// - Complexity: O(rows · columns) worst case for the row buffers, O(nonzeros) typically.
  func makeProgram() throws(LinearProgramError) -> LinearProgram {
    refreshCounts()
    var program = LinearProgram(direction: isMaximizing() ? .maximize : .minimize)
    for j in 1...max(columnCount, 1) where j <= columnCount {
      let (name, lower, upper, isInteger, objective) = try GLPKIndexError.translating {
        () throws(GLPKIndexError) in
        let (lower, upper) = try columnBounds(j)
        return (try columnName(j), lower, upper, try isColumnInteger(j), try objectiveCoefficient(j))
      }
      let kind: LinearProgram.VariableKind =
        isInteger ? (lower == 0 && upper == 1 ? .binary : .integer) : .continuous
      try program.addVariable(name, lowerBound: lower, upperBound: upper, kind: kind, objective: objective)
    }
    try program.setObjectiveConstant(
      try GLPKIndexError.translating { () throws(GLPKIndexError) in try objectiveCoefficient(0) })
    for i in 1...max(rowCount, 1) where i <= rowCount {
      let (name, bounds, row) = try GLPKIndexError.translating { () throws(GLPKIndexError) in
        (try rowName(i), try rowBounds(i), try matrixRow(i))
      }
      let (lower, upper) = bounds
      let (columns, values) = row
      let variables = columns.dropFirst().map { LinearProgram.Variable(Int($0) - 1) }
      try program.addRow(
        name, variables: variables, coefficients: Array(values.dropFirst()),
        LinearProgram.RowBounds(lower: lower, upper: upper))
    }
    return program
  }
}

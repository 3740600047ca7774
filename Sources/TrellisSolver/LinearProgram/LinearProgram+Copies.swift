extension LinearProgram {
  /// `count` independent copies of this program side by side, in one program: copy c's variables are
  /// `c·variableCount ..< (c + 1)·variableCount` and its rows `c·rowCount ..< (c + 1)·rowCount`, each with this
  /// program's bounds and coefficients (so the feasible region is the product of `count` copies of this one's).
  /// Names are dropped, kinds are continuous and the objective is zero; the direction is kept.
  ///
  /// - Throws: ``LinearProgramError/negativeCount(_:)`` for `count < 1`; ``LinearProgramError/tooLarge(_:)`` when the
  ///   copies would exceed GLPK's 32-bit indices.
  /// - Complexity: O(`count` · (variables + rows + nonzeros)).
  func copies(_ count: Int) throws(LinearProgramError) -> LinearProgram {
    guard count >= 1 else { throw .negativeCount(count) }
    let limit = Int(Int32.max) - 1
    guard variableCount <= limit / count else { throw .tooLarge(.variables) }
    guard rowCount <= limit / count else { throw .tooLarge(.rows) }
    guard nonzeroCount <= limit / count else { throw .tooLarge(.nonzeros) }
    var copy = LinearProgram(direction: direction)
    let columns = count * variableCount
    copy.columnNames = Array(repeating: "", count: columns)
    copy.columnKind = Array(repeating: .continuous, count: columns)
    copy.objective = Array(repeating: 0, count: columns)
    copy.stamp = Array(repeating: 0, count: columns)
    copy.rowNames = Array(repeating: "", count: count * rowCount)
    copy.columnLower.reserveCapacity(columns)
    copy.columnUpper.reserveCapacity(columns)
    copy.rowLower.reserveCapacity(count * rowCount)
    copy.rowUpper.reserveCapacity(count * rowCount)
    copy.rowStart.reserveCapacity(count * rowCount + 1)
    copy.entryColumn.reserveCapacity(count * nonzeroCount)
    copy.entryValue.reserveCapacity(count * nonzeroCount)
    for c in 0..<count {
      copy.columnLower.append(contentsOf: columnLower)
      copy.columnUpper.append(contentsOf: columnUpper)
      copy.rowLower.append(contentsOf: rowLower)
      copy.rowUpper.append(contentsOf: rowUpper)
      let offset = Int32(c * variableCount)
      let start = copy.entryValue.count
      for i in 0..<rowCount { copy.rowStart.append(start + rowStart[i + 1]) }
      copy.entryColumn.append(contentsOf: entryColumn.map { $0 + offset })
      copy.entryValue.append(contentsOf: entryValue)
    }
    return copy
  }
}

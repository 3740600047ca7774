import TrellisCore

extension LinearProgram {
  /// A human-readable summary for diagnosing a model: counts by kind and row type, and the magnitude ranges of
  /// matrix coefficients, objective coefficients, finite bounds and right-hand sides (a ratio above ~10⁶ between
  /// the largest and smallest coefficient is a classic cause of numerical trouble, and is flagged).
  ///
  /// ```
  /// LinearProgram: maximize, 2 variables (2 continuous, 0 integer, 0 binary), 3 rows (3 ≤, 0 ≥, 0 =, 0 ranged,
  ///   0 free), 4 nonzeros          (one line)
  /// |matrix|      in [1, 3]
  /// |objective|   in [3, 5]
  /// |bounds|      none
  /// |rhs|         in [4, 18]
  /// ```
  /// - Complexity: O(variables + rows + nonzeros).
  public var summary: String {
    var kinds = [VariableKind: Int]()
    for kind in columnKind { kinds[kind, default: 0] += 1 }
    var less = 0
    var greater = 0
    var equal = 0
    var ranged = 0
    var free = 0
    for i in 0..<rowCount {
      switch RowBounds(lower: rowLower[i], upper: rowUpper[i]) {
      case .lessOrEqual: less += 1
      case .greaterOrEqual: greater += 1
      case .equal: equal += 1
      case .ranged: ranged += 1
      case .free: free += 1
      }
    }
    var lines = [
      "LinearProgram: \(direction == .maximize ? "maximize" : "minimize"), \(variableCount) variables "
        + "(\(kinds[.continuous, default: 0]) continuous, \(kinds[.integer, default: 0]) integer, "
        + "\(kinds[.binary, default: 0]) binary), \(rowCount) rows (\(less) ≤, \(greater) ≥, \(equal) =, "
        + "\(ranged) ranged, \(free) free), \(nonzeroCount) nonzeros"
    ]
    let matrix = Self.magnitudeRange(entryValue)
    lines.append("|matrix|      " + Self.describe(matrix))
    lines.append("|objective|   " + Self.describe(Self.magnitudeRange(objective)))
    lines.append("|bounds|      " + Self.describe(Self.magnitudeRange(columnLower + columnUpper)))
    lines.append("|rhs|         " + Self.describe(Self.magnitudeRange(rowLower + rowUpper)))
    if let matrix, matrix.max / matrix.min > 1e6 {
      lines.append("warning: matrix coefficients span \(formatNumber(matrix.max / matrix.min)) (consider rescaling)")
    }
    return lines.joined(separator: "\n")
  }

  /// The smallest and largest nonzero finite magnitude, or `nil` when there is none.
  private static func magnitudeRange(_ values: [Double]) -> (min: Double, max: Double)? {
    var result: (min: Double, max: Double)?
    for value in values where value.isFinite && value != 0 {
      let magnitude = abs(value)
      result = (min(result?.min ?? magnitude, magnitude), max(result?.max ?? magnitude, magnitude))
    }
    return result
  }

  private static func describe(_ range: (min: Double, max: Double)?) -> String {
    guard let range else { return "none" }
    return "in [\(formatNumber(range.min)), \(formatNumber(range.max))]"
  }
}

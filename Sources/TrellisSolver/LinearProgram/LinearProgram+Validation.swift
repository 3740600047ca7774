extension LinearProgram {
  /// The largest magnitude accepted for any coefficient, bound or right-hand side: 10³⁰.
  ///
  /// GLPK's scaling and factorization abort (`xassert`) on values near the double range (≈ 10²⁰⁰ and up);
  /// 10³⁰ keeps a wide margin while exceeding any meaningful model quantity.
  public static let magnitudeLimit = 1e30

  /// Matrix and objective coefficients smaller than this magnitude (10⁻³⁰) are treated as zero, for the same reason.
  public static let negligibleMagnitude = 1e-30

  /// Whether `value` is finite and within ``magnitudeLimit``.
  static func isAdmissible(_ value: Double) -> Bool { value.isFinite && abs(value) <= magnitudeLimit }

  /// A coefficient with negligible magnitude flushed to zero.
  static func flushed(_ value: Double) -> Double { abs(value) < negligibleMagnitude ? 0 : value }

  /// Checks GLPK's name rules (≤ 255 UTF-8 bytes, no control characters), which `glp_set_col_name` aborts on.
  static func validateName(_ name: String) throws(LinearProgramError) {
    var count = 0
    for byte in name.utf8 {
      count += 1
      guard count <= 255, byte >= 0x20, byte != 0x7F else { throw .invalidName(name) }
    }
  }

  /// Validates and normalises a variable's bounds: `nil`/infinite → infinite, binary → intersected with [0, 1].
  static func normalizedBounds(
    _ label: @autoclosure () -> String, _ lowerBound: Double?, _ upperBound: Double?, _ kind: VariableKind
  ) throws(LinearProgramError) -> (Double, Double) {
    var lower = lowerBound ?? -.infinity
    var upper = upperBound ?? .infinity
    guard !lower.isNaN, !upper.isNaN, lower != .infinity, upper != -.infinity, lower <= upper,
      !lower.isFinite || abs(lower) <= magnitudeLimit, !upper.isFinite || abs(upper) <= magnitudeLimit
    else {
      throw .invalidVariableBounds(variable: label(), lower: lowerBound, upper: upperBound)
    }
    if kind == .binary {
      lower = max(lower, 0)
      upper = min(upper, 1)
    }
    if kind != .continuous {
      // Integer variables take integral bounds (GLPK's branch-and-cut rejects fractional ones with GLP_EBOUND).
      lower = lower.rounded(.up)
      upper = upper.rounded(.down)
      guard lower <= upper else {
        throw .invalidVariableBounds(variable: label(), lower: lowerBound, upper: upperBound)
      }
    }
    return (lower, upper)
  }

  /// Throws unless the handle names one of this program's variables.
  func checkVariable(_ variable: Variable, context: String) throws(LinearProgramError) {
    guard variable.index >= 0, variable.index < columnNames.count else {
      throw .unknownVariable(index: variable.index, context: context)
    }
  }

  /// Throws unless the handle names one of this program's rows.
  func checkRow(_ row: Row) throws(LinearProgramError) {
    guard row.index >= 0, row.index < rowNames.count else { throw .unknownRow(index: row.index) }
  }

  /// Validates solve options against this program; returns the incumbent with integer values rounded, if any.
  func validate(_ options: SolveOptions) throws(LinearProgramError) -> [Double]? {
    guard options.timeLimit > .zero else { throw .invalidOption(.timeLimit(options.timeLimit)) }
    guard options.iterationLimit > 0 else { throw .invalidOption(.iterationLimit(options.iterationLimit)) }
    guard options.relativeGap.isFinite, options.relativeGap >= 0 else {
      throw .invalidOption(.relativeGap(options.relativeGap))
    }
    guard options.feasibilityTolerance >= 1e-12, options.feasibilityTolerance <= 1e-3 else {
      throw .invalidOption(.feasibilityTolerance(options.feasibilityTolerance))
    }
    guard let incumbent = options.incumbent else { return nil }
    guard incumbent.count == variableCount else {
      throw .invalidOption(.incumbentCount(incumbent.count, variables: variableCount))
    }
    return try checkedIncumbent(incumbent)
  }

  /// The tolerance used to accept a caller's incumbent: absolute 1e-6, relative to the bound's magnitude.
  static func incumbentTolerance(_ bound: Double) -> Double { 1e-6 * max(1, abs(bound)) }

  /// Checks an incumbent against bounds, integrality and rows; rounds integer variables.
  func checkedIncumbent(_ incumbent: [Double]) throws(LinearProgramError) -> [Double] {
    var values = incumbent
    for j in values.indices {
      let label = name(of: Variable(j))
      let value = values[j]
      guard value.isFinite else { throw .invalidIncumbent(.notFinite(variable: label, value: value)) }
      guard value >= columnLower[j] - Self.incumbentTolerance(columnLower[j]),
        value <= columnUpper[j] + Self.incumbentTolerance(columnUpper[j])
      else { throw .invalidIncumbent(.outsideBounds(variable: label, value: value)) }
      if columnKind[j] != .continuous {
        let rounded = value.rounded()
        guard abs(rounded - value) <= 1e-6 else { throw .invalidIncumbent(.notIntegral(variable: label, value: value)) }
        values[j] = rounded
      }
      values[j] = min(max(values[j], columnLower[j]), columnUpper[j])
    }
    let activities = rowActivities(for: values)
    for i in activities.indices {
      guard activities[i] >= rowLower[i] - Self.incumbentTolerance(rowLower[i]),
        activities[i] <= rowUpper[i] + Self.incumbentTolerance(rowUpper[i])
      else { throw .invalidIncumbent(.rowViolated(row: name(of: Row(i)), activity: activities[i])) }
    }
    return values
  }

  /// `Σ aᵢⱼ·xⱼ` for every row.
  ///
  /// - Complexity: O(nonzeros).
  func rowActivities(for values: [Double]) -> [Double] {
    var activities = [Double](repeating: 0, count: rowCount)
    for i in 0..<rowCount {
      var sum = 0.0
      for k in rowStart[i]..<rowStart[i + 1] { sum += entryValue[k] * values[Int(entryColumn[k])] }
      activities[i] = sum
    }
    return activities
  }

  /// `Σ cⱼ·xⱼ + constant`.
  ///
  /// - Complexity: O(variables).
  func objectiveValue(for values: [Double]) -> Double {
    var sum = objectiveConstant
    for j in values.indices { sum += objective[j] * values[j] }
    return sum
  }
}

/// What ``AmbiguityAnalysis`` knows about the range of each variable's coupled part: the ends
/// proved so far (`nil` while open, and for variables without a coupled part) and, for the open ends, the best
/// value seen at any point reached (a point can only prove an end it is best for).
///
/// An end the variable's free part makes infinite is proved from the start: its coupled end does not matter.
struct AmbiguitySearch {
  let split: [AmbiguityAnalysis.SplitExpression]
  /// The weight of each variable in generic combinations (distinct, in [1, 2)).
  let weights: [Double]
  var low: [Double?]
  var high: [Double?]
  private var bestLow: [Double]
  private var bestHigh: [Double]
  /// The variables with a coupled part.
  private let coupledVariables: [Int]

  init(split: [AmbiguityAnalysis.SplitExpression], weights: [Double]) {
    self.split = split
    self.weights = weights
    low = Array(repeating: nil, count: split.count)
    high = low
    bestLow = Array(repeating: .infinity, count: split.count)
    bestHigh = Array(repeating: -.infinity, count: split.count)
    coupledVariables = split.indices.filter { !split[$0].coupled.isEmpty }
    for i in coupledVariables {
      if split[i].freeLow == -.infinity { low[i] = -.infinity }
      if split[i].freeHigh == .infinity { high[i] = .infinity }
    }
  }

  /// Variables with a coupled part and an open end, in index order.
  ///
  /// - Complexity: O(variables with a coupled part).
  var openVariables: [Int] { coupledVariables.filter { low[$0] == nil || high[$0] == nil } }

  /// The number of open ends.
  var openCount: Int {
    coupledVariables.reduce(0) { $0 + (low[$1] == nil ? 1 : 0) + (high[$1] == nil ? 1 : 0) }
  }

  var hasOpenEnds: Bool { coupledVariables.contains { low[$0] == nil || high[$0] == nil } }

  func isOpen(_ i: Int, _ direction: LinearProgram.Direction) -> Bool {
    direction == .minimize ? low[i] == nil : high[i] == nil
  }

  /// The number of variables with a coupled part.
  var coupledCount: Int { coupledVariables.count }

  /// For a variable with exactly one open end, the value of its other (proved) end; `nil` otherwise.
  func knownEnd(_ i: Int) -> Double? {
    switch (low[i], high[i]) {
    case (nil, let high?): high
    case (let low?, nil): low
    default: nil
    }
  }

  /// Notes `value` seen for the open end; whether it is the best seen so far (within `tolerance`).
  mutating func record(
    _ i: Int, _ direction: LinearProgram.Direction, _ value: Double, tolerance: Double
  ) -> Bool {
    if direction == .minimize {
      bestLow[i] = min(bestLow[i], value)
      return value <= bestLow[i] + tolerance
    }
    bestHigh[i] = max(bestHigh[i], value)
    return value >= bestHigh[i] - tolerance
  }

  mutating func setEnd(_ i: Int, _ direction: LinearProgram.Direction, _ value: Double) {
    if direction == .minimize { low[i] = value } else { high[i] = value }
  }

  /// Closes every open end of `variables` at the value of its coupled part at `columns` (proved constant).
  mutating func settle(_ variables: [Int], at columns: [Double]) {
    for i in variables {
      let value = LexicographicSolver.evaluate(split[i].coupled, columns)
      if low[i] == nil { low[i] = value }
      if high[i] == nil { high[i] = value }
    }
  }

  mutating func settleAll(at columns: [Double]) { settle(coupledVariables, at: columns) }
}

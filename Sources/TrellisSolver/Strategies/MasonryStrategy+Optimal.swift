import TrellisCore

extension MasonryStrategy {
  /// The assignment of items to columns minimising the tallest column (each column keeps index order), from
  /// ``OptimalMasonry`` within one second, proven optimal when the search closes; never taller than greedy.
  ///
  /// ```swift
  /// VMasonry(columns: 2, maxWidth: 210, strategy: .optimal) {
  ///   for h in [30.0, 30, 40, 50, 60] { Box(width: 100, height: h) }
  /// }
  /// // columns [0, 1, 2] and [3, 4]: 120 tall (greedy: 150)
  /// ```
  /// - Complexity: as ``OptimalMasonry/solve(lengths:lanes:spacing:timeLimit:relativeGap:)``.
  public static var optimal: MasonryStrategy { optimal(timeLimit: OptimalMasonry.defaultTimeLimit) }

  /// The optimal assignment with a given time limit and relative MIP gap (see ``optimal``). A non-positive limit or a
  /// negative gap throws ``KernelError/invalidParameter(name:value:)`` when the masonry is laid out.
  ///
  /// - Complexity: O(1) to make; laying out is as
  ///   ``OptimalMasonry/solve(lengths:lanes:spacing:timeLimit:relativeGap:)``.
  public static func optimal(timeLimit: Duration, relativeGap: Double = 0) -> MasonryStrategy {
    let name = relativeGap == 0 ? "optimal" : "optimal(gap: \(relativeGap))"
    let parameters = ["timeLimit": StrategyInput.seconds(timeLimit), "relativeGap": relativeGap]
    return MasonryStrategy(name: name, parameters: parameters) {
      (lengths, lanes, spacing) throws(KernelError) -> [Int] in
      try OptimalMasonry.solve(
        lengths: lengths, lanes: lanes, spacing: spacing, timeLimit: timeLimit, relativeGap: relativeGap
      ).assignment
    }
  }
}

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
  /// Inside a layout the solve also stops at the layout's deadline (``LayoutLimits/timeLimit``); an assignment not
  /// proven optimal by then is recorded in ``LayoutResult/fallbacks``, and a masonry offered several sizes whose items
  /// measure the same is solved once per pass.
  ///
  /// - Complexity: O(1) to make; laying out is as
  ///   ``OptimalMasonry/solve(lengths:lanes:spacing:timeLimit:relativeGap:)``.
  public static func optimal(timeLimit: Duration, relativeGap: Double = 0) -> MasonryStrategy {
    let name = relativeGap == 0 ? "optimal" : "optimal(gap: \(relativeGap))"
    let parameters = ["timeLimit": StrategyInput.seconds(timeLimit), "relativeGap": relativeGap]
    return MasonryStrategy(name: name, parameters: parameters) {
      (lengths, lanes, spacing) throws(KernelError) -> [Int] in
      try StrategyScope.solving(
        name, parameters: parameters, lengths: lengths, bounds: [Double(lanes), spacing], timeLimit: timeLimit
      ) { (limit) throws(KernelError) in
        let report = try OptimalMasonry.solve(
          lengths: lengths, lanes: lanes, spacing: spacing, timeLimit: limit, relativeGap: relativeGap)
        return StrategyScope.Outcome(
          answer: report.assignment, stoppedBecause: report.stoppedBecause, settledFor: report.settledFor)
      }
    }
  }
}

extension OptimalMasonry.Report {
  /// What a solve that stopped early answered, for ``LayoutFallback/message``.
  var settledFor: String {
    if assignment == greedyAssignment {
      return
        "answered greedy's columns (tallest \(formatNumber(tallestColumn)), lower bound \(formatNumber(lowerBound)))"
    }
    return "answered its best columns found (tallest \(formatNumber(tallestColumn)); greedy "
      + "\(formatNumber(greedyTallestColumn)), lower bound \(formatNumber(lowerBound)))"
  }
}

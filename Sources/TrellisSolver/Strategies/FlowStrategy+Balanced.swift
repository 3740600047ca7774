import TrellisCore

extension FlowStrategy {
  /// Balanced rows: the same number of rows as greedy, with row lengths as even as possible (least squared slack
  /// over every row but the last), solved as a 0/1 program by ``BalancedFlow`` within one second; never worse than
  /// greedy.
  ///
  /// ```swift
  /// HFlow(maxWidth: 200, strategy: .balanced) { for w in [40.0, 60, 80, 80, 120] { Box(width: w, height: 20) } }
  /// // rows [0, 1] [2, 3] [4]; greedy: [0, 1, 2] [3] [4]
  /// ```
  /// - Complexity: as ``BalancedFlow/solve(lengths:maxLength:spacing:timeLimit:)``.
  public static var balanced: FlowStrategy { balanced(timeLimit: BalancedFlow.defaultTimeLimit) }

  /// Balanced rows with a given time limit (see ``balanced``). A non-positive limit throws
  /// ``KernelError/invalidParameter(name:value:)`` when the flow is laid out.
  ///
  /// Inside a layout the solve also stops at the layout's deadline (``LayoutLimits/timeLimit``); rows not proven
  /// balanced by then are recorded in ``LayoutResult/fallbacks``, and a flow offered several sizes whose items
  /// measure the same is solved once per pass and width.
  ///
  /// - Complexity: O(1) to make; laying out is as ``BalancedFlow/solve(lengths:maxLength:spacing:timeLimit:)``.
  public static func balanced(timeLimit: Duration) -> FlowStrategy {
    let parameters = ["timeLimit": StrategyInput.seconds(timeLimit)]
    return FlowStrategy(name: "balanced", parameters: parameters) {
      (lengths, maxLength, spacing) throws(KernelError) -> [Int] in
      try StrategyScope.solving(
        "balanced", parameters: parameters, lengths: lengths, bounds: [maxLength, spacing], timeLimit: timeLimit
      ) { (limit) throws(KernelError) in
        let report = try BalancedFlow.solve(lengths: lengths, maxLength: maxLength, spacing: spacing, timeLimit: limit)
        return StrategyScope.Outcome(
          answer: report.rowStarts, stoppedBecause: report.stoppedBecause, settledFor: report.settledFor)
      }
    }
  }
}

extension BalancedFlow.Report {
  /// What a solve that stopped early answered, for ``LayoutFallback/message``.
  var settledFor: String {
    if rowStarts == greedyRowStarts { return "answered greedy's rows (squared slack \(formatNumber(squaredSlack)))" }
    return "answered its best rows found (squared slack \(formatNumber(squaredSlack)); greedy "
      + "\(formatNumber(greedySquaredSlack)))"
  }
}

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
  /// - Complexity: O(1) to make; laying out is as ``BalancedFlow/solve(lengths:maxLength:spacing:timeLimit:)``.
  public static func balanced(timeLimit: Duration) -> FlowStrategy {
    FlowStrategy(name: "balanced", parameters: ["timeLimit": StrategyInput.seconds(timeLimit)]) {
      (lengths, maxLength, spacing) throws(KernelError) -> [Int] in
      try BalancedFlow.solve(lengths: lengths, maxLength: maxLength, spacing: spacing, timeLimit: timeLimit).rowStarts
    }
  }
}

extension LayoutSubviews {
  /// Records a failure of the container that owns these subviews: the pass ends with
  /// `LayoutError.containerFailed` naming the container's path and `message`. For Trellis's own containers whose
  /// computation can fail (kernel errors, unsatisfiable constraints), since `Layout` methods cannot throw.
  package func reportFailure(_ message: String) { context.failContainer(container, message: message) }

  /// Whether the pass asks containers for diagnostics (``LayoutEngine/collectsDiagnostics``): a container whose
  /// diagnosis costs extra work (ambiguity of a constraint layout) only does it then.
  package var collectsDiagnostics: Bool { context.collectsDiagnostics }

  /// Records a diagnostic of the container that owns these subviews (``LayoutResult/diagnostics``).
  package func reportDiagnostic(_ message: String) { context.reportDiagnostic(container, message: message) }

  /// Records bad input to the container that owns these subviews (a parameter its kernel rejects, a count above a
  /// limit, sizes whose sum overflows): the pass ends with `LayoutError.invalidInput` naming the container's path and
  /// `message`, which the CLI reports as bad input (exit 64).
  package func reportInvalidInput(_ message: String) { context.failInvalidInput(container, message: message) }

  /// Runs `body` (the container's call into its solver strategies) with the pass's ``StrategyScope`` as
  /// ``StrategyScope/current``: the strategies share the pass's deadline and its answers, and what they settled for
  /// is filed under the container in ``LayoutResult/fallbacks``.
  package func runningStrategies<R>(_ body: () -> R) -> R { context.runningStrategies(of: container, body) }

  /// Whether the layout's deadline (``LayoutLimits/timeLimit``) has passed; when it has, the pass ends with
  /// `LayoutError.timeLimitExceeded` naming this container and `stage`.
  package func pastDeadline(stage: String) -> Bool { context.pastDeadline(container, stage: stage) }

  /// The layout's deadline (``LayoutLimits/timeLimit`` from the start of the outermost pass).
  package var deadline: ContinuousClock.Instant { context.deadline }
}

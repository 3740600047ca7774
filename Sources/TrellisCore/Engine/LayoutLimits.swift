/// Limits that keep a layout pass bounded. Exceeding one is a ``LayoutError``, never a crash. The defaults are
/// ``TrellisLimits``'s, which the scene schema checks counts against.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct LayoutLimits: Sendable, Hashable {
  /// Maximum nesting depth (default 256 levels). Measuring recurses once per level, so this bounds stack use: in a
  /// release build about 0.7 KB per modifier level and 2.6 KB per stack level (a debug build takes several times
  /// more), so 256 nested stacks take about 680 KB. That is well inside Linux's default thread stacks (8 MiB), but
  /// more than a 512 KiB secondary thread (Apple platforms' default) holds: lay out trees that deep on threads with
  /// larger stacks there, or set a lower depth.
  public var maxDepth: Int
  /// Maximum number of nodes in one tree (default 10,000,000). A pass never takes more than `Int32.max - 1` nodes,
  /// whatever this says (nodes are indexed with `Int32`).
  public var maxNodes: Int
  /// The time one layout may take, from the call to its result (default 10 seconds), shared by everything in the
  /// pass: each solver strategy (``FlowStrategy``, ``MasonryStrategy``) stops at whichever comes first of its own
  /// limit and this deadline, and one that cannot finish answers its best layout so far, never worse than greedy's,
  /// recorded in ``LayoutResult/fallbacks``; text shaping and constraint solves past it end the layout with
  /// ``LayoutError/timeLimitExceeded(limit:path:id:stage:)``. Nested passes (readers, `ViewThatFits`, scaled
  /// content) share their outer pass's deadline. A limit of zero or less has passed before the layout starts.
  public var timeLimit: Duration

  /// Creates limits.
  public init(
    maxDepth: Int = TrellisLimits.maxDepth, maxNodes: Int = TrellisLimits.maxNodes,
    timeLimit: Duration = TrellisLimits.layoutTimeLimit
  ) {
    self.maxDepth = maxDepth
    self.maxNodes = maxNodes
    self.timeLimit = timeLimit
  }

  /// The default limits.
  public static let `default` = LayoutLimits()
}

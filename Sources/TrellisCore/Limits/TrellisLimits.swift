/// Every limit Trellis enforces on its input, in one table. The engine (``LayoutLimits``), the kernels
/// (``MasonryKernel``) and the scene schema read their values from here instead of restating numbers, so a
/// count is checked against the limit of what it feeds before anything is allocated for it.
///
/// ```swift
/// TrellisLimits.maxNodes  // 10_000_000: a TabMenu's itemCount above it is refused before its items are built
/// ```
///
/// `Documentation/Reliability.md` lists each limit with what happens past it.
public enum TrellisLimits {
  /// The most nodes one tree may have (``LayoutLimits/maxNodes``'s default): 10⁷.
  public static let maxNodes = 10_000_000
  /// The deepest a tree may nest (``LayoutLimits/maxDepth``'s default): 256 levels.
  public static let maxDepth = 256
  /// The most lanes (columns or rows) a masonry takes (``MasonryKernel``, ``MasonryAppender``): 2²⁰.
  public static let maxLanes = 1 << 20
  /// The most columns a ``Grid`` (or a ``GridRow`` outside one) may have: 2¹⁶. A cell's
  /// ``View/gridCellColumns(_:)`` is clamped to it; a row whose spans add up to more makes the grid's layout fail
  /// with `LayoutError.invalidInput` (a scene's `gridCellColumns` above it is refused at its JSON path). Each column
  /// costs memory and work per proposal, so the limit keeps a few bytes of input from asking for gigabytes.
  public static let maxGridColumns = 1 << 16
  /// The largest integer a scene file may give any count or index (so below 10⁹); counts that feed something with
  /// a smaller limit (nodes, lanes, passes) are checked against that limit instead.
  public static let maxSceneInteger = 999_999_999
  /// The most layout passes a `HuggingGeometryReader` may be given (`maxPasses`): 1,000; larger values are
  /// clamped to it.
  public static let maxReaderPasses = 1_000
  /// The time one layout may take (``LayoutLimits/timeLimit``'s default): 10 seconds, shared by everything in the
  /// pass (solver strategies, text shaping, constraint solves, nested passes). A strategy past it answers greedy's
  /// layout (a ``LayoutFallback``); text and constraints past it end the layout with
  /// ``LayoutError/timeLimitExceeded(limit:path:id:stage:)``.
  public static let layoutTimeLimit: Duration = .seconds(10)
}

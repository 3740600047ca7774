/// Limits that keep a layout pass bounded. Exceeding one is a ``LayoutError``, never a crash. The defaults are
/// ``TrellisLimits``'s, which the scene schema checks counts against.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct LayoutLimits: Sendable, Hashable {
  /// Maximum nesting depth. Measuring recurses once per level, so this bounds stack use (default 256 levels,
  /// comfortably inside a 512 KiB secondary-thread stack).
  public var maxDepth: Int
  /// Maximum number of nodes in one tree (default 10,000,000). A pass never takes more than `Int32.max - 1` nodes,
  /// whatever this says (nodes are indexed with `Int32`).
  public var maxNodes: Int

  /// Creates limits.
  public init(maxDepth: Int = TrellisLimits.maxDepth, maxNodes: Int = TrellisLimits.maxNodes) {
    self.maxDepth = maxDepth
    self.maxNodes = maxNodes
  }

  /// The default limits.
  public static let `default` = LayoutLimits()
}

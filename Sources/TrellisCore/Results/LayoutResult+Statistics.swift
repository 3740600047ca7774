extension LayoutResult {
  /// Counts gathered during the pass.
  public struct Statistics: Sendable, Equatable {
    /// Nodes in the tree.
    public internal(set) var nodeCount: Int
    /// Sizes asked for (`sizeThatFits` calls through subview proxies, including cached answers).
    public internal(set) var sizeRequests: Int
    /// Sizes computed (cache misses), over all nodes.
    public internal(set) var sizeComputations: Int
    /// Sizes computed by leaves (text measurements and other leaf measure functions).
    public internal(set) var leafMeasurements: Int
    /// Sizes taken from a ``LayoutCache`` (an earlier pass's answers) instead of being computed; 0 without a cache.
    public internal(set) var sizesReused: Int = 0
  }
}

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
    /// Questions solver strategies solved in the pass (a balanced flow's rows, an optimal masonry's columns for one
    /// set of item lengths); 0 when every strategy is greedy.
    public internal(set) var strategySolves: Int = 0
    /// Questions a strategy was asked again in the same pass (a container offered several sizes whose items measure
    /// the same) and answered from its first solve.
    public internal(set) var strategyReuses: Int = 0
  }
}

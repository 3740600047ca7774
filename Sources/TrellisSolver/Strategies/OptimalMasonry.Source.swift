/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension OptimalMasonry {
  /// Which stage produced the returned assignment.
  public enum Source: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// No choice to make (no more items than columns: one item per column).
    case trivial
    /// FrameUp's greedy assignment (shortest column, index order).
    case greedy
    /// Greedy over the items sorted by length, longest first (LPT).
    case sortedGreedy
    /// Local search (moves and swaps off the tallest column) from the best greedy assignment.
    case localSearch
    /// The exact depth-first search (small problems).
    case search
    /// The MIP.
    case mip

    /// The case name.
    public var description: String { rawValue }
  }
}

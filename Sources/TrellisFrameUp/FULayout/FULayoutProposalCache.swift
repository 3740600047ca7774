import TrellisCore

/// The cache of a ``LayoutFromFULayout``: the last proposal's sizes and offsets, shared by measuring and placing.
public struct FULayoutProposalCache: Sendable {
  var entries: [(ProposedViewSize, Size, [Point?], ProposedViewSize)] = []
  /// An empty cache.
  public init() {}
}

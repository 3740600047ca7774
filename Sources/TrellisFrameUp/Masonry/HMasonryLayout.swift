import TrellisCore

/// ``HMasonry`` as a proposal-driven `Layout`: `maxHeight` is the proposed height. With no height proposed, each row is
/// as high as the tallest child's ideal height.
///
/// - Complexity: as ``HMasonry``.
public struct HMasonryLayout: LayoutFromFULayout, HidesUnplacedSubviews, Hashable {
  public typealias Cache = FULayoutProposalCache
  /// The masonry's parameters; its `maxHeight` is replaced by the proposal.
  public var masonry: HMasonry

  /// A proposal-driven HMasonry.
  public init(
    alignment: FUAlignment = .leading, rows: Int, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    placement: MasonryPlacement = .shortest, strategy: MasonryStrategy = .greedy
  ) {
    masonry = HMasonry(
      alignment: alignment, rows: rows, maxHeight: 0, horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing, placement: placement, strategy: strategy)
  }

  /// A proposal-driven form of an existing HMasonry.
  public init(_ masonry: HMasonry) { self.masonry = masonry }

  public func maxSize(for proposal: ProposedViewSize, subviews: Subviews) -> Size {
    if let height = proposal.height, height.isFinite { return Size(width: proposal.width ?? .infinity, height: height) }
    let tallest = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
    let rows = CGFloat(masonry.rows)
    return Size(width: CGFloat.infinity, height: tallest * rows + masonry.verticalSpacing * (rows - 1))
  }

  public func fuLayout(maxSize: Size) -> HMasonry {
    var masonry = self.masonry
    masonry.maxHeight = maxSize.height
    return masonry
  }
}

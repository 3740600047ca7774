import TrellisCore

/// ``VMasonry`` as a proposal-driven `Layout`: `maxWidth` is the proposed width. With no width proposed, each column
/// is as wide as the widest child's ideal width.
///
/// - Complexity: as ``VMasonry``.
public struct VMasonryLayout: LayoutFromFULayout, HidesUnplacedSubviews, Hashable {
  public typealias Cache = FULayoutProposalCache
  /// The masonry's parameters; its `maxWidth` is replaced by the proposal.
  public var masonry: VMasonry

  /// A proposal-driven VMasonry.
  public init(
    alignment: FUAlignment = .top, columns: Int, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    placement: MasonryPlacement = .shortest, strategy: MasonryStrategy = .greedy
  ) {
    masonry = VMasonry(
      alignment: alignment, columns: columns, maxWidth: 0, horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing, placement: placement, strategy: strategy)
  }

  /// A proposal-driven form of an existing VMasonry.
  public init(_ masonry: VMasonry) { self.masonry = masonry }

  public func maxSize(for proposal: ProposedViewSize, subviews: Subviews) -> Size {
    if let width = proposal.width, width.isFinite { return Size(width: width, height: proposal.height ?? .infinity) }
    let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    let columns = CGFloat(masonry.columns)
    return Size(width: widest * columns + masonry.horizontalSpacing * (columns - 1), height: CGFloat.infinity)
  }

  public func fuLayout(maxSize: Size) -> VMasonry {
    var masonry = self.masonry
    masonry.maxWidth = maxSize.width
    return masonry
  }
}

import TrellisCore

/// ``VFlow`` as a proposal-driven `Layout`: `maxHeight` is the proposed height (unbounded when unspecified).
///
/// - Complexity: as ``VFlow``.
public struct VFlowLayout: LayoutFromFULayout, HidesUnplacedSubviews, Hashable {
  public typealias Cache = FULayoutProposalCache
  /// The flow's parameters; its `maxHeight` is replaced by the proposal.
  public var flow: VFlow

  /// A proposal-driven VFlow.
  public init(
    alignment: FUAlignment = .topLeading, maxItemHeight: CGFloat? = nil, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, strategy: FlowStrategy = .greedy
  ) {
    flow = VFlow(
      alignment: alignment, maxHeight: .infinity, maxItemHeight: maxItemHeight, horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing, strategy: strategy)
  }

  /// A proposal-driven form of an existing VFlow.
  public init(_ flow: VFlow) { self.flow = flow }

  public func fuLayout(maxSize: Size) -> VFlow {
    var flow = self.flow
    flow.maxHeight = maxSize.height
    return flow
  }
}

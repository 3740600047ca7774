import TrellisCore

/// ``HFlow`` as a proposal-driven `Layout`: `maxWidth` is the proposed width (unbounded when unspecified).
///
/// - Complexity: as ``HFlow``.
public struct HFlowLayout: LayoutFromFULayout, HidesUnplacedSubviews, Hashable {
  public typealias Cache = FULayoutProposalCache
  /// The flow's parameters; its `maxWidth` is replaced by the proposal.
  public var flow: HFlow

  /// A proposal-driven HFlow with FrameUp's parameters (a `nil` spacing is 10).
  public init(
    alignment: FUAlignment = .topLeading, maxItemWidth: CGFloat? = nil, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, strategy: FlowStrategy = .greedy
  ) {
    flow = HFlow(
      alignment: alignment, maxWidth: .infinity, maxItemWidth: maxItemWidth, horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing, strategy: strategy)
  }

  /// FrameUp's `init(alignment:spacing:)`: the same spacing between items and between rows.
  public init(alignment: FUAlignment = .topLeading, spacing: CGFloat) {
    self.init(alignment: alignment, horizontalSpacing: spacing, verticalSpacing: spacing)
  }

  /// A proposal-driven form of an existing HFlow (its `maxWidth` is ignored).
  public init(_ flow: HFlow) { self.flow = flow }

  public func fuLayout(maxSize: Size) -> HFlow {
    var flow = self.flow
    flow.maxWidth = maxSize.width
    return flow
  }
}

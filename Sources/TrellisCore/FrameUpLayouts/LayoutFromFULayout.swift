/// Turns an ``FULayout`` into a proposal-driven SwiftUI `Layout` (FrameUp's `LayoutFromFULayout`): the FULayout is
/// built from the proposed size on every pass, so no `maxWidth` has to be given.
///
/// **fix**: FrameUp replaces an unspecified proposal by 10 (an `HFlowLayout` with no width proposal then puts every
/// item on its own row). Trellis treats an unspecified dimension as unbounded (∞): one row, the ideal size.
///
/// ```swift
/// struct CustomLayout: LayoutFromFULayout {
///   typealias Cache = FULayoutProposalCache
///   func fuLayout(maxSize: Size) -> HFlow { HFlow(alignment: .center, maxWidth: maxSize.width) }
/// }
/// ```
public protocol LayoutFromFULayout: Layout {
  /// The FrameUp layout built for each proposal.
  associatedtype Content: FULayout
  /// The FrameUp layout for a maximum size (∞ on unspecified dimensions).
  func fuLayout(maxSize: Size) -> Content
  /// The maximum size for a proposal; the default is the proposal with `nil` as ∞.
  func maxSize(for proposal: ProposedViewSize, subviews: Subviews) -> Size
}

/// The cache of a ``LayoutFromFULayout``: the last proposal's sizes and offsets, shared by measuring and placing.
public struct FULayoutProposalCache: Sendable {
  var entries: [(ProposedViewSize, Size, [Point?], ProposedViewSize)] = []
  /// An empty cache.
  public init() {}
}

extension LayoutFromFULayout {
  public func maxSize(for proposal: ProposedViewSize, subviews: Subviews) -> Size {
    Size(width: proposal.width ?? .infinity, height: proposal.height ?? .infinity)
  }
}

extension LayoutFromFULayout where Cache == FULayoutProposalCache {
  public func makeCache(subviews: Subviews) -> FULayoutProposalCache { FULayoutProposalCache() }

  func resolve(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout FULayoutProposalCache)
    -> (size: Size, offsets: [Point?], itemProposal: ProposedViewSize)
  {
    if let hit = cache.entries.first(where: { $0.0 == proposal }) { return (hit.1, hit.2, hit.3) }
    let content = fuLayout(maxSize: maxSize(for: proposal, subviews: subviews))
    var inner = FULayoutContainer<Content>.Cache()
    let container = FULayoutContainer(content)
    let size = container.sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
    if cache.entries.count >= 8 { cache.entries.removeFirst() }
    cache.entries.append((proposal, size, inner.resolvedOffsets, content.itemProposal))
    return (size, inner.resolvedOffsets, content.itemProposal)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout FULayoutProposalCache) -> Size {
    resolve(proposal, subviews, &cache).size
  }

  public func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout FULayoutProposalCache
  ) {
    let (_, offsets, itemProposal) = resolve(proposal, subviews, &cache)
    for (k, subview) in subviews.enumerated() {
      guard k < offsets.count, let offset = offsets[k] else { continue }
      subview.place(at: Point(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: itemProposal)
    }
  }
}

/// ``HFlow`` as a proposal-driven `Layout`: `maxWidth` is the proposed width (unbounded when unspecified).
///
/// - Complexity: as ``HFlow``.
public struct HFlowLayout: LayoutFromFULayout, HidesUnplacedSubviews, Hashable {
  public typealias Cache = FULayoutProposalCache
  /// The flow's parameters; its `maxWidth` is replaced by the proposal.
  public var flow: HFlow

  /// A proposal-driven HFlow with FrameUp's parameters.
  ///
  /// - Complexity: O(1).
  public init(
    alignment: FUAlignment = .topLeading, maxItemWidth: Double? = nil, horizontalSpacing: Double = 10,
    verticalSpacing: Double = 10, strategy: FlowStrategy = .greedy
  ) {
    flow = HFlow(
      alignment: alignment, maxWidth: .infinity, maxItemWidth: maxItemWidth, horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing, strategy: strategy)
  }

  /// A proposal-driven form of an existing HFlow (its `maxWidth` is ignored).
  ///
  /// - Complexity: O(1).
  public init(_ flow: HFlow) { self.flow = flow }

  public func fuLayout(maxSize: Size) -> HFlow {
    var flow = self.flow
    flow.maxWidth = maxSize.width
    return flow
  }
}

/// ``VFlow`` as a proposal-driven `Layout`: `maxHeight` is the proposed height (unbounded when unspecified).
///
/// - Complexity: as ``VFlow``.
public struct VFlowLayout: LayoutFromFULayout, HidesUnplacedSubviews, Hashable {
  public typealias Cache = FULayoutProposalCache
  /// The flow's parameters; its `maxHeight` is replaced by the proposal.
  public var flow: VFlow

  /// A proposal-driven VFlow.
  ///
  /// - Complexity: O(1).
  public init(
    alignment: FUAlignment = .topLeading, maxItemHeight: Double? = nil, horizontalSpacing: Double = 10,
    verticalSpacing: Double = 10, strategy: FlowStrategy = .greedy
  ) {
    flow = VFlow(
      alignment: alignment, maxHeight: .infinity, maxItemHeight: maxItemHeight, horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing, strategy: strategy)
  }

  /// A proposal-driven form of an existing VFlow.
  ///
  /// - Complexity: O(1).
  public init(_ flow: VFlow) { self.flow = flow }

  public func fuLayout(maxSize: Size) -> VFlow {
    var flow = self.flow
    flow.maxHeight = maxSize.height
    return flow
  }
}

/// ``VMasonry`` as a proposal-driven `Layout`: `maxWidth` is the proposed width. With no width proposed, each column
/// is as wide as the widest child's ideal width.
///
/// - Complexity: as ``VMasonry``.
public struct VMasonryLayout: LayoutFromFULayout, HidesUnplacedSubviews, Hashable {
  public typealias Cache = FULayoutProposalCache
  /// The masonry's parameters; its `maxWidth` is replaced by the proposal.
  public var masonry: VMasonry

  /// A proposal-driven VMasonry.
  ///
  /// - Complexity: O(1).
  public init(
    alignment: FUAlignment = .top, columns: Int, horizontalSpacing: Double = 10, verticalSpacing: Double = 10,
    placement: MasonryPlacement = .shortest, strategy: MasonryStrategy = .greedy
  ) {
    masonry = VMasonry(
      alignment: alignment, columns: columns, maxWidth: 0, horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing, placement: placement, strategy: strategy)
  }

  /// A proposal-driven form of an existing VMasonry.
  ///
  /// - Complexity: O(1).
  public init(_ masonry: VMasonry) { self.masonry = masonry }

  public func maxSize(for proposal: ProposedViewSize, subviews: Subviews) -> Size {
    if let width = proposal.width, width.isFinite { return Size(width: width, height: proposal.height ?? .infinity) }
    let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    let columns = Double(masonry.columns)
    return Size(width: widest * columns + masonry.horizontalSpacing * (columns - 1), height: .infinity)
  }

  public func fuLayout(maxSize: Size) -> VMasonry {
    var masonry = self.masonry
    masonry.maxWidth = maxSize.width
    return masonry
  }
}

/// ``HMasonry`` as a proposal-driven `Layout`: `maxHeight` is the proposed height. With no height proposed, each row is
/// as high as the tallest child's ideal height.
///
/// - Complexity: as ``HMasonry``.
public struct HMasonryLayout: LayoutFromFULayout, HidesUnplacedSubviews, Hashable {
  public typealias Cache = FULayoutProposalCache
  /// The masonry's parameters; its `maxHeight` is replaced by the proposal.
  public var masonry: HMasonry

  /// A proposal-driven HMasonry.
  ///
  /// - Complexity: O(1).
  public init(
    alignment: FUAlignment = .leading, rows: Int, horizontalSpacing: Double = 10, verticalSpacing: Double = 10,
    placement: MasonryPlacement = .shortest, strategy: MasonryStrategy = .greedy
  ) {
    masonry = HMasonry(
      alignment: alignment, rows: rows, maxHeight: 0, horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing, placement: placement, strategy: strategy)
  }

  /// A proposal-driven form of an existing HMasonry.
  ///
  /// - Complexity: O(1).
  public init(_ masonry: HMasonry) { self.masonry = masonry }

  public func maxSize(for proposal: ProposedViewSize, subviews: Subviews) -> Size {
    if let height = proposal.height, height.isFinite { return Size(width: proposal.width ?? .infinity, height: height) }
    let tallest = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
    let rows = Double(masonry.rows)
    return Size(width: .infinity, height: tallest * rows + masonry.verticalSpacing * (rows - 1))
  }

  public func fuLayout(maxSize: Size) -> HMasonry {
    var masonry = self.masonry
    masonry.maxHeight = maxSize.height
    return masonry
  }
}

import TrellisCore

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

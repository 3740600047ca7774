import TrellisCore

/// The layout of a container whose item count is above ``TrellisLimits/maxNodes``: it has no children, and measuring
/// it fails the pass with a message naming the count and the limit.
struct CountLimitLayout: Layout {
  let name: String
  let count: Int

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    subviews.reportInvalidInput(
      "\(name): \(count) is above the limit of \(TrellisLimits.maxNodes) nodes (TrellisLimits.maxNodes)")
    return .zero
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

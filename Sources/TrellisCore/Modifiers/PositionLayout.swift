/// The layout of `position(x:y:)` (SwiftUI's `_PositionLayout`), whose documentation states the rule.
///
/// - Complexity: O(1) plus one child measurement.
struct PositionLayout: Layout {
  /// Where the child's centre goes.
  var x: CGFloat
  var y: CGFloat

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    _ = subviews.first?.sizeThatFits(proposal)
    return proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(
      at: Point(x: bounds.origin.x + x, y: bounds.origin.y + y), anchor: .center, proposal: proposal)
  }
}

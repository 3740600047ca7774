/// The layout of `offset(x:y:)`: the size is the child's; the child is drawn moved by the offset.
///
/// - Complexity: O(1) plus one child measurement.
struct OffsetLayout: Layout, PropagatesChildGuides {
  var x: CGFloat
  var y: CGFloat

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(
      at: Point(x: bounds.origin.x + x, y: bounds.origin.y + y), anchor: .topLeading, proposal: proposal)
  }
}

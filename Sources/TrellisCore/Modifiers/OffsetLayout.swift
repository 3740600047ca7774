/// The layout of `offset(x:y:)`: the size is the child's; the child is drawn moved by the offset.
///
/// - Complexity: O(1) plus one child measurement.
public struct OffsetLayout: Layout, PropagatesChildGuides {
  public var x: CGFloat
  public var y: CGFloat

  /// An offset.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(
      at: Point(x: bounds.origin.x + x, y: bounds.origin.y + y), anchor: .topLeading, proposal: proposal)
  }
}

/// The layout of `offset(x:y:)`: the size is the child's; the child is drawn moved by the offset.
///
/// - Complexity: O(1) plus one child measurement.
public struct OffsetLayout: Layout, PropagatesChildGuides {
  public var x: Double
  public var y: Double

  /// An offset.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(at: Point(x: bounds.minX + x, y: bounds.minY + y), anchor: .topLeading, proposal: proposal)
  }
}

/// The layout of `padding`: the child is proposed the inset proposal; the size is the child's plus the insets.
///
/// - Complexity: O(1) plus one child measurement.
public struct PaddingLayout: Layout, PropagatesChildGuides {
  public var insets: EdgeInsets

  /// Padding by `insets`.
  public init(insets: EdgeInsets) { self.insets = insets }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    let child = subviews.first?.sizeThatFits(proposal.inset(by: insets)) ?? .zero
    return Size(width: max(0, child.width + insets.horizontal), height: max(0, child.height + insets.vertical))
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(
      at: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), anchor: .topLeading,
      proposal: proposal.inset(by: insets))
  }
}

/// The layout of `padding`: the child is proposed the inset proposal; the size is the child's plus the insets.
///
/// - Complexity: O(1) plus one child measurement.
package struct PaddingLayout: Layout, PropagatesChildGuides {
  package var insets: EdgeInsets

  /// Padding by `insets`.
  package init(insets: EdgeInsets) { self.insets = insets }

  package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    Self.size(
      child: subviews.first?.sizeThatFits(Self.childProposal(proposal, insets: insets)) ?? .zero, insets: insets)
  }

  package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(
      at: Self.childOrigin(bounds, insets: insets), anchor: .topLeading,
      proposal: Self.childProposal(proposal, insets: insets))
  }

  /// What the child is proposed (shared with the engine, which runs padding itself; see ``BuiltInLayout``).
  @inline(__always)
  static func childProposal(_ proposal: ProposedViewSize, insets: EdgeInsets) -> ProposedViewSize {
    proposal.inset(by: insets)
  }

  /// The padded size around a child of size `child`.
  @inline(__always)
  static func size(child: Size, insets: EdgeInsets) -> Size {
    Size(width: max(0, child.width + insets.horizontal), height: max(0, child.height + insets.vertical))
  }

  /// Where the child's top-leading corner goes in `bounds`.
  @inline(__always)
  static func childOrigin(_ bounds: Rect, insets: EdgeInsets) -> Point {
    Point(x: bounds.origin.x + insets.leading, y: bounds.origin.y + insets.top)
  }
}

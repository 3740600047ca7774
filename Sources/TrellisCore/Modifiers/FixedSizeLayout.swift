/// The layout of `fixedSize(horizontal:vertical:)`: proposes `nil` (the child's ideal) on the chosen axes.
///
/// - Complexity: O(1) plus one child measurement.
struct FixedSizeLayout: Layout, PropagatesChildGuides {
  var horizontal: Bool
  var vertical: Bool

  /// Fixes the chosen axes at the child's ideal size.
  init(horizontal: Bool = true, vertical: Bool = true) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(at: bounds.point(at: .center), anchor: .center, proposal: childProposal(proposal))
  }
}

/// The layout of `fixedSize(horizontal:vertical:)`: proposes `nil` (the child's ideal) on the chosen axes.
///
/// - Complexity: O(1) plus one child measurement.
public struct FixedSizeLayout: Layout, PropagatesChildGuides {
  public var horizontal: Bool
  public var vertical: Bool

  /// Fixes the chosen axes at the child's ideal size.
  public init(horizontal: Bool = true, vertical: Bool = true) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(at: bounds.point(at: .center), anchor: .center, proposal: childProposal(proposal))
  }
}

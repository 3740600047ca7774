/// The layout of `frame(width:height:alignment:)`: proposes the given dimensions (others pass through), takes the
/// given dimensions (others from the child) and aligns the child's guide with its own.
///
/// - Complexity: O(1) plus one child measurement.
struct FixedFrameLayout: Layout, PropagatesChildGuides {
  var width: CGFloat?
  var height: CGFloat?
  var alignment: Alignment

  /// A fixed frame; a `nil` dimension is the child's.
  init(width: CGFloat?, height: CGFloat?, alignment: Alignment = .center) {
    self.width = width
    self.height = height
    self.alignment = alignment
  }

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    if let width, let height { return Size(width: width, height: height) }
    let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    return Size(width: width ?? child.width, height: height ?? child.height)
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let child = subviews.first else { return }
    placeAligned(child, in: bounds, alignment: alignment, proposal: childProposal(proposal))
  }
}

/// Places `child` so that its `alignment` guides meet the same guides of `bounds`.
func placeAligned(_ child: LayoutSubview, in bounds: Rect, alignment: Alignment, proposal: ProposedViewSize) {
  let d = child.dimensions(in: proposal)
  let x = bounds.origin.x + alignment.horizontal.defaultValue(bounds.size.width) - d[alignment.horizontal]
  let y = bounds.origin.y + alignment.vertical.defaultValue(bounds.size.height) - d[alignment.vertical]
  child.place(at: Point(x: x, y: y), anchor: .topLeading, proposal: proposal)
}

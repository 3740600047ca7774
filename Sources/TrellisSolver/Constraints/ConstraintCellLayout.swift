import TrellisCore

/// The cell ``ConstraintLayout`` wraps around each child: it takes the child's id, so the result reports the child's
/// solved frame, and places the child's content inside it, centred (like `.frame(width:height:)`).
///
/// Proposed a finite dimension, the cell is exactly that long; an unspecified or infinite dimension is the child's
/// own answer. So measuring the cell with `.unspecified`, `.infinity` or `(width: w, height: nil)` measures the child,
/// and proposing it a solved size makes it that size. It is a modifier node: layout values such as
/// `contentHuggingPriority` set on the child are read through it.
///
/// - Complexity: O(1) plus one child measurement.
struct ConstraintCellLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    if let w = proposal.width, let h = proposal.height, w.isFinite, h.isFinite { return Size(width: w, height: h) }
    let inner = subviews.first?.sizeThatFits(proposal) ?? .zero
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? inner.width
    let height = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? inner.height
    return Size(width: width, height: height)
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(
      at: Point(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(bounds.size))
  }
}

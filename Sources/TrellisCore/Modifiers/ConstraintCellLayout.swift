/// The cell TrellisSolver's `ConstraintLayout` wraps around each child: it takes the child's id, so the result reports
/// the child's solved frame, and places the child's content inside it, centred (like `.frame(width:height:)`).
///
/// Proposed a finite dimension, the cell is exactly that long; an unspecified or infinite dimension is the child's
/// own answer. So measuring the cell with `.unspecified`, `.infinity` or `(width: w, height: nil)` measures the child,
/// and proposing it a solved size makes it that size. It is a modifier node: layout values such as
/// `contentHuggingPriority` set on the child are read through it.
///
/// The engine runs it itself (``BuiltInLayout/cell``: no call through the protocol, no subview proxy), with
/// ``size(proposal:child:)`` and ``childCenter(in:)``, the functions its `Layout` conformance answers with.
///
/// - Complexity: O(1) plus one child measurement.
package struct ConstraintCellLayout: Layout {
  package init() {}

  /// Whether a cell proposed `proposal` answers without measuring its child: both dimensions finite.
  @inline(__always)
  static func answersAlone(_ proposal: ProposedViewSize) -> Bool {
    if let w = proposal.width, let h = proposal.height, w.isFinite, h.isFinite { return true }
    return false
  }

  /// The cell's size for `proposal` when its child answers `child` for the same proposal: each finite dimension
  /// proposed, the child's on the others.
  @inline(__always)
  static func size(proposal: ProposedViewSize, child: Size) -> Size {
    Size(
      width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? child.width,
      height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? child.height)
  }

  /// Where the child's centre goes in a cell placed at `bounds` (it is proposed `bounds.size`).
  @inline(__always)
  static func childCenter(in bounds: Rect) -> Point {
    Point(x: (bounds.origin.x + bounds.size.width / 2), y: (bounds.origin.y + bounds.size.height / 2))
  }

  package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    if Self.answersAlone(proposal) { return Self.size(proposal: proposal, child: .zero) }
    return Self.size(proposal: proposal, child: subviews.first?.sizeThatFits(proposal) ?? .zero)
  }

  package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(at: Self.childCenter(in: bounds), anchor: .center, proposal: ProposedViewSize(bounds.size))
  }
}

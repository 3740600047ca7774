/// The rules of a ``CellLayout``, shared by the engine (``BuiltInLayout/cell``) and the protocol's `Layout` methods,
/// so both answer the same.
enum CellGeometry {
  /// Whether a cell proposed `proposal` answers without measuring its subview: both dimensions finite.
  @inline(__always)
  static func answersAlone(_ proposal: ProposedViewSize) -> Bool {
    if let w = proposal.width, let h = proposal.height, w.isFinite, h.isFinite { return true }
    return false
  }

  /// The cell's size for `proposal` when its subview answers `child` for the same proposal: each finite dimension
  /// proposed, the subview's on the others.
  @inline(__always)
  static func size(proposal: ProposedViewSize, child: Size) -> Size {
    Size(
      width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? child.width,
      height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? child.height)
  }

  /// Where the subview's centre goes in a cell placed at `bounds` (it is proposed `bounds.size`).
  @inline(__always)
  static func childCenter(in bounds: Rect) -> Point {
    Point(x: (bounds.origin.x + bounds.size.width / 2), y: (bounds.origin.y + bounds.size.height / 2))
  }
}

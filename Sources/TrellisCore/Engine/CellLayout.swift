/// A cell: a layout of one subview that is exactly as large as each finite dimension it is proposed (its subview's
/// answer on the others) and centres its subview, proposing it the cell's own size — a slot whose size its container
/// decides. The engine runs every conforming layout itself (``BuiltInLayout/cell``: no call through the protocol, no
/// subview proxy, no cache), and places a cell proposed a finite size without measuring it
/// (``LayoutContext/place(_:exactly:)``, which `LayoutSubviews.placeTopLeading(frames:origin:)` uses).
///
/// A conforming layout gets its `Layout` methods from this protocol (``CellGeometry``, the rules the engine
/// follows), so it answers the same through its conformance (in an ``AnyLayout``, say) as when the engine runs it
/// (`BuiltInLayoutDifferentialTests`); it differs from another cell only in its type (its node's type name, the
/// layout values and ids its container reads through it). It should not implement them itself.
///
/// TrellisSolver's `ConstraintLayout` wraps each child in a ``ConstraintCellLayout`` and places the cells at their
/// solved frames; measured and placed through the protocol, the cells would be most of a re-layout's work. A layout
/// that places its subviews in frames it computes (a grid, a masonry) can wrap them in its own cell type the same
/// way.
///
/// ```swift
/// struct Tile: CellLayout {}
/// let cell = Node(modifier: Tile(), typeName: "Tile", child: content)
/// ```
package protocol CellLayout: Layout where Cache == Void {}

extension CellLayout {
  /// Each finite dimension of `proposal`, the subview's answer for `proposal` on the others.
  package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    if CellGeometry.answersAlone(proposal) { return CellGeometry.size(proposal: proposal, child: .zero) }
    return CellGeometry.size(proposal: proposal, child: subviews.first?.sizeThatFits(proposal) ?? .zero)
  }

  /// The subview centred in `bounds`, proposed `bounds.size`.
  package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(
      at: CellGeometry.childCenter(in: bounds), anchor: .center, proposal: ProposedViewSize(bounds.size))
  }
}

import TrellisCore

/// The layout of `onSizeChange(perform:)` and `readGeometry(onChange:)`: transparent for layout (the child's size
/// and placement), and reports the size the node is finally placed at.
///
/// The report happens in ``placeSubviews(in:proposal:subviews:cache:)``, whose bounds are the node's final size, so
/// measurement probes (sizes asked for while a parent decides) never fire it. The engine calls a node's
/// `placeSubviews` only when placing the tree, or in a trial placement asked for by the node's own explicit
/// alignment; this layout answers explicit guides from its child's dimensions without placing, so trial placements
/// never fire it either (a parent's trial placement only positions this node, it does not run its `placeSubviews`).
/// The action runs when the node first appears and whenever its placed size changes (beyond ``Tolerance/epsilon``)
/// across successive layouts of the same tree. Nodes hidden by their parent (a `ViewThatFits` alternative not
/// chosen) are not placed and do not fire. A layout that fails after placing (rare) may still have fired.
///
/// Caveats: the state belongs to the node value, so an observer built inside a reader's content closure is a new
/// node each time the closure runs and fires every time; a nested pass of ``HuggingGeometryReader`` places its
/// content once per pass. The action runs on the thread doing the layout; keep it short and thread-safe.
/// - Complexity: O(1) plus one child measurement.
public struct SizeObserverLayout: Layout {
  let state: SizeObserverState

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    state.report(bounds.size)
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    subviews.first?.dimensions(in: proposal)[explicit: guide]
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    subviews.first?.dimensions(in: proposal)[explicit: guide]
  }
}

/// The layout of `onSizeChange(perform:)` and `readGeometry(onChange:)`: transparent for layout (the child's size
/// and placement), and reports the size the node is finally placed at.
///
/// The report happens in ``placeSubviews(in:proposal:subviews:cache:)``, whose bounds are the node's final size, so
/// measurement probes (sizes asked for while a parent decides) never fire it. The action runs when the node first
/// appears and whenever its placed size changes (beyond ``Tolerance/epsilon``) across successive layouts of the
/// same tree. Nodes hidden by their parent (a `ViewThatFits` alternative not chosen) are not placed and do not fire.
/// The explicit guides of the child are forwarded without a trial placement, so alignment never fires it either.
///
/// Caveats: the state belongs to the node value, so an observer built inside a reader's content closure is a new
/// node each time the closure runs and fires every time; a nested pass of ``HuggingGeometryReader`` places its
/// content once per pass. The action runs on the thread doing the layout; keep it short and thread-safe.
/// - Complexity: O(1) plus one child measurement.
public struct SizeObserverLayout: Layout {
  let state: SizeObserverState

  init(state: SizeObserverState) { self.state = state }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    state.report(bounds.size)
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> Double? {
    subviews.first?.dimensions(in: proposal)[explicit: guide]
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> Double? {
    subviews.first?.dimensions(in: proposal)[explicit: guide]
  }
}

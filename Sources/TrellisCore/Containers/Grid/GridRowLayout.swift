/// The layout of ``GridRow``, whose documentation states the rule.
///
/// - Complexity: O(1) inside a grid; as ``GridLayout`` with one row outside one.
package struct GridRowLayout: Layout, Hashable {
  /// How the row's cells are aligned vertically; `nil` takes the grid's alignment.
  package var alignment: VerticalAlignment?

  /// A grid row layout.
  package init(alignment: VerticalAlignment? = nil) { self.alignment = alignment }

  package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    if subviews.isGridRowInGrid { return proposal.replacingUnspecifiedDimensions(by: .zero) }
    return GridModel(rowSubviews: subviews, alignment: alignment).size(for: proposal, spacing: (8, 8))
  }

  package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    // In a grid, the grid has placed the cells.
    if subviews.isGridRowInGrid { return }
    GridModel(rowSubviews: subviews, alignment: alignment).place(
      in: bounds, proposal: proposal, spacing: (8, 8), alignment: .center)
  }
}

extension GridRowLayout: NoExplicitBuiltInGuides {}

extension LayoutSubviews {
  /// Whether these are the cells of a ``GridRow`` whose parent is a ``Grid``.
  var isGridRowInGrid: Bool {
    context.parentLayout(of: container, is: GridLayout.self)
  }
}

extension LayoutSubview {
  /// The row layout and cells of this subview when it is a ``GridRow``.
  var gridRow: (layout: GridRowLayout, cells: LayoutSubviews)? {
    guard let row = context.layout(of: node, as: GridRowLayout.self) else { return nil }
    return (row, context.subviews(of: node))
  }
}

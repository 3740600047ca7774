/// SwiftUI's `GridRow` as a layout: one row of a ``Grid``.
///
/// Inside a grid the row takes the size the grid gives it (the grid's width, the row's height) and the grid places
/// its cells. Outside a grid it lays its children out as a grid of this one row would (spacing 8).
///
/// - Complexity: O(1) inside a grid; as ``GridLayout`` with one row outside one.
public struct GridRowLayout: Layout, Hashable {
  /// How the row's cells are aligned vertically; `nil` takes the grid's alignment.
  public var alignment: VerticalAlignment?

  /// A grid row layout.
  public init(alignment: VerticalAlignment? = nil) { self.alignment = alignment }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    if subviews.isGridRowInGrid { return proposal.replacingUnspecifiedDimensions(by: .zero) }
    return GridModel(rowSubviews: subviews, alignment: alignment).size(for: proposal, spacing: (8, 8))
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
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

/// SwiftUI's `Grid` as a layout: rows of cells in shared columns. See ``Grid`` for the rules.
///
/// - Complexity: O(cells) measurements per proposal (each cell is asked for up to three sizes per axis), plus a
///   sort of the columns and rows.
public struct GridLayout: Layout, Hashable {
  /// How cells are aligned inside their cells (overridden per row and per column).
  public var alignment: Alignment
  /// The distance between columns; `nil` is 8.
  public var horizontalSpacing: CGFloat?
  /// The distance between rows; `nil` is 8.
  public var verticalSpacing: CGFloat?

  /// A grid layout.
  public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  var spacing: (horizontal: CGFloat, vertical: CGFloat) { (horizontalSpacing ?? 8, verticalSpacing ?? 8) }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    GridModel(gridSubviews: subviews).size(for: proposal, spacing: spacing)
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    GridModel(gridSubviews: subviews).place(in: bounds, proposal: proposal, spacing: spacing, alignment: alignment)
  }
}

extension GridLayout: NoExplicitBuiltInGuides {}

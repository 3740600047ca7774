/// The cell modifiers of ``Grid`` (SwiftUI's names). Each is a layout value of the view (no node is added); outside
/// a grid they change nothing.
///
/// - Complexity: O(1) for every member.
extension View {
  /// Makes the cell span `count` columns of its ``GridRow``. Values below 1 count as 1 and values above
  /// ``TrellisLimits/maxGridColumns`` (65,536) as that limit, so a span never fails on its own (SwiftUI takes any
  /// `Int`); a row whose cells span more columns than the limit in total makes the grid's layout fail with
  /// `LayoutError.invalidInput` naming the grid.
  public func gridCellColumns(_ count: Int) -> Node {
    withGridCell { $0.columns = min(max(1, count), TrellisLimits.maxGridColumns) }
  }

  /// Sets the horizontal alignment of every cell in this cell's column (the first cell that sets it, in row
  /// order, wins).
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> Node { withGridCell { $0.columnAlignment = guide } }

  /// Asks the grid not to size the cell's row (`.vertical`) or column (`.horizontal`) by this view: a flexible view
  /// (a `Rectangle`, a divider) then takes the size the other cells give it, as SwiftUI's `Divider` in a `Grid`.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> Node { withGridCell { $0.unsizedAxes = axes } }

  /// Puts the view's `anchor` point at the cell's `anchor` point, instead of aligning it by the column's and row's
  /// alignments.
  public func gridCellAnchor(_ anchor: UnitPoint) -> Node { withGridCell { $0.anchor = anchor } }

  private func withGridCell(_ change: (inout GridCellValues) -> Void) -> Node {
    node.updatingAttributes { attributes in
      var values = attributes.values[ObjectIdentifier(GridCellKey.self)] as? GridCellValues ?? GridCellValues()
      change(&values)
      attributes.values[ObjectIdentifier(GridCellKey.self)] = values
    }
  }
}

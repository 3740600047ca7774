/// The layout value under which a cell keeps its ``GridCellValues``.
enum GridCellKey: LayoutValueKey {
  static let defaultValue = GridCellValues()
}

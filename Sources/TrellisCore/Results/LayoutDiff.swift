/// How the nodes with ids changed between two layouts (``LayoutResult/diff(to:)``), named by their keys
/// (``LayoutResult/Entry/key``: the id, or an id path where the id repeats).
///
/// - Complexity: O(1) for every member.
public struct LayoutDiff: Hashable, Sendable, CustomStringConvertible {
  /// Ids only in the end layout, in its document order.
  public var inserted: [String]
  /// Ids only in the start layout, in its document order.
  public var removed: [String]
  /// Ids in both whose frames differ (beyond ``Tolerance/epsilon``), in the end layout's order.
  public var moved: [String]
  /// Ids in both with the same frame, in the end layout's order.
  public var unchanged: [String]

  /// Creates a diff.
  public init(inserted: [String] = [], removed: [String] = [], moved: [String] = [], unchanged: [String] = []) {
    self.inserted = inserted
    self.removed = removed
    self.moved = moved
    self.unchanged = unchanged
  }

  /// Whether nothing was inserted, removed or moved.
  public var isEmpty: Bool { inserted.isEmpty && removed.isEmpty && moved.isEmpty }

  public var description: String {
    "inserted \(inserted), removed \(removed), moved \(moved), unchanged \(unchanged)"
  }
}

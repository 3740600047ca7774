extension LayoutContext {
  /// What this pass leaves for the next: every answer of every rememberable node it measured.
  ///
  /// - Complexity: O(nodes + answers).
  func snapshotForNextPass() -> LayoutCache.Snapshot {
    var snapshot = sizes.snapshot(references: tree.references, slot: tree.slot)
    snapshot.configuration = configuration
    return snapshot
  }

  /// How many nodes a ``LayoutCache`` keeping this pass remembers sizes of.
  ///
  /// - Complexity: O(nodes).
  var rememberedCount: Int { sizes.rememberedCount }
}

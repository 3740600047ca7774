extension FlattenedTree {
  /// Marks in `sizes` the nodes whose sizes a ``LayoutCache`` may hold (``isRememberable(_:)``).
  ///
  /// - Complexity: O(nodes).
  func markRememberable(in sizes: inout SizeCache) {
    for k in 0..<count where isRememberable(k) { sizes.markRememberable(k) }
  }

  /// Whether a ``LayoutCache`` may hold node `k`'s sizes: a leaf that is not fixed or a container that is not rigid
  /// (either costs less to recompute than to look up), but not a spacer (sized by its parent stack's axis), a node
  /// that reads its container (``Links/readsItsContainer(_:)``) or a node whose parent is under a text setting (the same node
  /// elsewhere inherits other settings).
  @inline(__always)
  func isRememberable(_ k: Int) -> Bool {
    guard flags[k] & (NodeFlag.fixed | NodeFlag.rigid) == 0 else { return false }
    let kind = references[k]._withUnsafeGuaranteedRef { $0.traits.kind }
    guard kind == .leaf || kind == .layout || kind == .modifier, !links.readsItsContainer(k) else { return false }
    let p = Int(parent[k])
    return underTextSetting.isEmpty || p < 0 || !underTextSetting[p]
  }
}

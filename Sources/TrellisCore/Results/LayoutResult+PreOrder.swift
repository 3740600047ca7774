extension LayoutResult {
  /// Visits the shown nodes of a pass in drawing order: a pre-order walk (siblings by `zIndex`, ties in child order)
  /// with an explicit stack (no recursion, whatever the depth). `visit` gets each node, its depth and its parent's
  /// entry index (`nil` for the root), and answers the node's own entry index (its children's parent): a caller
  /// that splices nested entries after a node numbers the entries itself.
  ///
  /// - Complexity: O(nodes) plus `visit`.
  static func walkInDrawingOrder<E: Error>(
    _ nodes: NodeList, visit: (_ node: NodeIndex, _ depth: Int, _ parent: Int?) throws(E) -> Int
  ) throws(E) {
    let storage = nodes.arrays
    let firstChild = storage.firstChild
    let placed = storage.placed
    // The nodes to visit, each with its depth and its parent's entry index (−1 for the root).
    var stack: [(node: Int32, depth: Int32, parent: Int32)] = [(0, 0, -1)]
    var touched = 0
    while let pending = stack.popLast() {
      let k = Int(pending.node)
      guard placed[k] else { continue }
      // SAFETY: `_withUnsafeGuaranteedRef` (the node read through its unretained reference). Invariant: `nodes.root`
      // owns every node of the pass for as long as the storage is read (see ``NodeList``). Retaining each node here
      // would touch its reference count: in a large tree, a cache miss per node.
      let reorders = storage.references[k]._withUnsafeGuaranteedRef { $0.traits.reordersChildren }
      let index = Int32(
        try visit(NodeIndex(raw: pending.node), Int(pending.depth), pending.parent < 0 ? nil : Int(pending.parent)))
      let depth = pending.depth + 1
      let children = Int(firstChild[k])..<Int(firstChild[k + 1])
      if reorders {
        // Drawing order: by zIndex, ties in child order (the first drawn is popped first).
        let ordered = children.sorted { a, b in
          let (za, zb) = (nodes[a].style?.zIndex ?? 0, nodes[b].style?.zIndex ?? 0)
          return za != zb ? za < zb : a < b
        }
        for c in ordered.reversed() { stack.append((Int32(c), depth, index)) }
        continue
      }
      for c in children.reversed() {
        stack.append((Int32(c), depth, index))
        // Read now, all siblings at once (independent loads the memory system overlaps), for when each is popped:
        // in a large tree every node is a cache miss.
        touched &+= storage.references[c]._withUnsafeGuaranteedRef { $0.traits.childCount }
      }
    }
    // A sum of child counts, never negative: the check keeps the early reads.
    precondition(touched >= 0, "child counts are never negative")
  }
}

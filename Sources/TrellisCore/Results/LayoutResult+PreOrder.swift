extension LayoutResult {
  /// The entries of a pass in drawing order: a pre-order walk (siblings by `zIndex`, ties in child order) with an
  /// explicit stack (no recursion, whatever the depth), paths built on demand from one table of parent links.
  /// `visit` runs after each entry is appended, with the node, its entry index and depth (to splice nested content
  /// right after it). An entry's key is its id, or its entry in `keys` (a repeated id's path), or none for the nodes
  /// in `unkeyed`. Texts keep `measurer`, the pass's, to set their lines when drawn.
  ///
  /// - Complexity: O(nodes) plus `visit`.
  static func preOrderEntries<E: Error>(
    nodes: NodeList, storage: PassBuffers.NodeArrays, textEnvironments: [NodeIndex: TextEnvironment] = [:],
    measurer: TextMeasurerBox, keys: [NodeIndex: String] = [:], unkeyed: Set<NodeIndex> = [],
    visit: (_ node: NodeIndex, _ index: Int, _ depth: Int, _ entries: inout [Entry]) throws(E) -> Void
  ) throws(E) -> [Entry] {
    let firstChild = storage.firstChild
    let childCount = storage.childCount
    let frames = storage.frames
    let placed = storage.placed
    let table = PathTable(arrays: storage)
    var entries: [Entry] = []
    entries.reserveCapacity(nodes.count)
    var stack: [(node: NodeIndex, depth: Int, parent: Int?)] = [(.root, 0, nil)]
    var touched = 0
    while let (node, depth, parent) = stack.popLast() {
      let k = node.offset
      guard placed[k] else { continue }
      // SAFETY: `_withUnsafeGuaranteedRef` (the node read through its unretained reference). Invariant: `nodes.root`
      // owns every node of the pass for as long as the storage is read (see ``NodeList``). Retaining each node here
      // would touch its reference count: in a large tree, a cache miss per node.
      let (id, typeName, traits) = storage.references[k]._withUnsafeGuaranteedRef { ($0.id, $0.typeName, $0.traits) }
      let role: Role =
        traits.kind == .leaf || traits.kind == .spacer ? .leaf : (traits.kind == .modifier ? .modifier : .container)
      let index = entries.count
      // Appended as made and edited in place: a copy of an entry costs more than the edits.
      entries.append(
        Entry(
          id: id, typeName: typeName, role: role, frame: frames[k], depth: depth, table: table, node: node,
          parent: parent))
      if traits.hasID, !keys.isEmpty || !unkeyed.isEmpty {
        entries[index].key = unkeyed.contains(node) ? nil : keys[node] ?? id
      }
      if traits.isText, case .leaf(let leaf) = nodes[k].content, let text = leaf as? TextLeaf {
        entries[index].textSource = Entry.TextSource(
          leaf: text, environment: textEnvironments[node], measurer: measurer)
      }
      if traits.hasStyle, let style = nodes[k].attributes.style { entries[index].styleBox = Entry.StyleBox(style) }
      try visit(node, index, depth, &entries)
      let first = Int(firstChild[k])
      let children = first..<(first + Int(childCount[k]))
      if traits.reordersChildren {
        // Drawing order: by zIndex, ties in child order (the first drawn is popped first).
        let ordered = children.sorted { a, b in
          let (za, zb) = (nodes[a].style?.zIndex ?? 0, nodes[b].style?.zIndex ?? 0)
          return za != zb ? za < zb : a < b
        }
        for c in ordered.reversed() { stack.append((NodeIndex(c), depth + 1, index)) }
        continue
      }
      for c in children.reversed() {
        stack.append((NodeIndex(c), depth + 1, index))
        // Read now, all siblings at once (independent loads the memory system overlaps), for when each is popped:
        // in a large tree every node is a cache miss.
        touched &+= storage.references[c]._withUnsafeGuaranteedRef { $0.traits.childCount }
      }
    }
    // A sum of child counts, never negative: the check keeps the early reads.
    precondition(touched >= 0, "child counts are never negative")
    return entries
  }
}

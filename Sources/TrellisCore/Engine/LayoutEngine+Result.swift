extension LayoutEngine {
  /// The result of a finished pass: frames keyed by each shown identified node's unique key (``IDForest``). Without
  /// embedded content, its entries, its frames by key and its repeated ids are read from the pass's arrays
  /// (``LayoutResult/DeferredEntries``), made when first read, so a pass whose caller reads only the size or a
  /// container's frame list hashes no id.
  static func result(_ context: LayoutContext, size: Size) -> LayoutResult {
    let stats = context.log.statistics(nodeCount: context.tree.count, sizesReused: context.sizes.reuses)
    let deferred = LayoutResult.DeferredEntries(
      nodes: context.nodes, storage: context.buffers.nodes, identified: context.tree.identified,
      unkeyed: context.tree.shadowedIDs, textEnvironments: context.tree.textEnvironments,
      measurer: context.configuration.measurer)
    guard context.tree.hasEmbedded else { return LayoutResult(size: size, deferred: deferred, statistics: stats) }
    // Embedded content: its nested entries are spliced in, so entries are built now (as values) and keyed
    // afterwards.
    let tree = context.tree
    var entries: [LayoutResult.Entry] = []
    entries.reserveCapacity(tree.count)
    LayoutResult.walkInDrawingOrder(context.nodes) { (node, depth, parent) throws(Never) -> Int in
      let index = entries.count
      entries.append(deferred.entry(node, depth: depth, parent: parent, keys: [:]))
      let k = node.offset
      guard case .embedded = tree.node(k).content,
        let nested = context.embeddedResult(node, context.proposal(of: node))
      else { return index }
      let mirrored = !tree.rightToLeft.isEmpty && tree.rightToLeft[k]
      splice(
        nested, under: index, depth: depth, at: context.placements.frames[k].origin, mirrored: mirrored,
        into: &entries)
      return index
    }
    let (frames, ambiguous) = LayoutResult.assignKeys(&entries)
    var result = LayoutResult(size: size, entries: entries, statistics: stats, frames: frames)
    result.ambiguousIDs = ambiguous
    return result
  }

  /// Appends the entries of an embedded node's nested layout under its entry `index`: moved to `origin` (and, for a
  /// right-to-left node, mirrored inside the nested layout's width, which is what mirroring each container of it
  /// inside its own frame comes to), one level deeper than `depth`, their paths under the node's `.content`. Keys are
  /// assigned afterwards, over all entries.
  private static func splice(
    _ nested: LayoutResult, under index: Int, depth: Int, at origin: Point, mirrored: Bool,
    into entries: inout [LayoutResult.Entry]
  ) {
    let base = entries.count
    let content = (entries[index].nodePath ?? .root).appending(.content)
    for entry in nested.entries {
      var moved = entry
      moved.frame = entry.frame.offsetBy(dx: origin.x, dy: origin.y)
      if mirrored {
        moved.frame.origin.x = origin.x + nested.size.width - (entry.frame.origin.x + entry.frame.size.width)
      }
      moved.depth = depth + 1 + entry.depth
      moved.setPath(content.appending(entry.nodePath ?? .root))
      moved.parent = entry.parent.map { $0 + base } ?? index
      entries.append(moved)
    }
  }
}

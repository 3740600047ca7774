extension LayoutContext {
  /// A node of the new tree that is not the node the last pass had at its index (the root of an edit, or a node on
  /// the path to one): its index and the new node.
  typealias Change = (index: Int, node: Unmanaged<Node>)

  /// The nodes that differ between this pass's tree and `root` when `root` has the same shape — every changed node
  /// has as many children as the node it replaces, the same kind and the same need of a slot, no id, no environment
  /// setting and no embedded content — so that every node keeps its index; `nil` otherwise, or when this pass cannot
  /// be laid out again in place (embedded content, or a measurement list grown past its bound). Reads only.
  ///
  /// Nodes are immutable, so a node that is the same object at the same index has the same subtree: the walk stops
  /// there. It visits the changed nodes and their children only.
  ///
  /// - Complexity: O(changed nodes × children).
  func sameShapeChanges(to root: Node) -> [Change]? {
    guard !tree.hasEmbedded, !sizes.hasOutgrown else { return nil }
    var changes: [Change] = []
    var pending: [Change] = [(0, .passUnretained(root))]
    while let (i, new) = pending.popLast() {
      let old = tree.references[i]
      if old.toOpaque() == new.toOpaque() { continue }
      let (before, after) = (old._withUnsafeGuaranteedRef { $0.traits }, new._withUnsafeGuaranteedRef { $0.traits })
      guard before.childCount == after.childCount, before.kind == after.kind, after.kind != .embedded,
        before.isFixed == after.isFixed, !before.hasID, !after.hasID,
        !before.setsEnvironment, !after.setsEnvironment
      else { return nil }
      if after.kind == .layout || after.kind == .modifier {
        // A built-in stack keeps its children's range in the arena: only a stack may replace a stack's range.
        if case .stack = FlattenedTree.LayoutTable.describe(new, runsBuiltIns: tree.runsBuiltIns).0 {
          guard case .stack = tree.builtIns[Int(tree.layoutSlot[i])] else { return nil }
        }
      }
      changes.append((i, new))
      guard after.childCount > 0 else { continue }
      let first = Int(tree.firstChild[i])
      new._withUnsafeGuaranteedRef { node in
        node.withChildren { children in
          for (j, child) in children.enumerated() { pending.append((first + j, .passUnretained(child))) }
        }
      }
    }
    return changes
  }

  /// Takes `root` (of the same shape, with `changes` from ``sameShapeChanges(to:)``) as this pass's tree: the changed
  /// nodes' flags and layouts are recomputed (children first) and their sizes, stack allocations and caches
  /// forgotten; every other node keeps what it measured, since it is the same node in the same place.
  ///
  /// - Complexity: O(changed nodes × children).
  func adopt(_ root: Node, changes: [Change]) {
    beginAnotherPass(root: root)
    let arrays = buffers.nodes
    let flags = tree.flags
    let links = tree.links
    for (i, node) in changes.sorted(by: { $0.index > $1.index }) {
      links.references[i] = node
      let traits = node._withUnsafeGuaranteedRef { $0.traits }
      var (flag, plainGuides, plainPriority) = FlattenedTree.ownFlags(node, traits)
      sizes.reset(i, fixedSize: traits.isFixed ? node._withUnsafeGuaranteedRef({ $0.fixedSize }) : nil)
      let layout = Int(tree.layoutSlot[i])
      if layout >= 0 {
        let (described, type, rigidByItself) = FlattenedTree.LayoutTable.describe(
          node, runsBuiltIns: tree.runsBuiltIns)
        let layoutTraits = tree.traits(of: node, type: type)
        let builtIn = FlattenedTree.LayoutTable.builtIn(described, layoutTraits, runsBuiltIns: tree.runsBuiltIns)
        tree.replaceLayout(layout, with: builtIn, of: node)
        flags[i] = flag | FlattenedTree.LayoutTable.flags(layoutTraits) | FlattenedTree.LayoutTable.flags(builtIn)
        FlattenedTree.LayoutTable.propagate(
          (
            Int32(i), traits.kind == .modifier, plainGuides, plainPriority, layoutTraits.propagatesChildGuides,
            rigidByItself
          ), tree.builtIns[layout], arrays)
        flag = flags[i]
      }
      flags[i] = flag
      // A changed node is never under a text setting (its ancestors changed too, and none sets one).
      if flag & (NodeFlag.fixed | NodeFlag.rigid) == 0, traits.kind != .spacer, !links.readsItsContainer(i) {
        sizes.markRememberable(i)
      }
      forgetSizes(of: i)
    }
    // The same node answers differently under another parent when it reads its parent: a spacer (its stack's axis),
    // a divider (the axis of the container above its modifiers) and the modifiers around it, a grid row (whether
    // its parent is a grid). Such children of a changed container forget their sizes too.
    let changed = Set(changes.map(\.index))
    for (k, _) in changes where links.childCount[k] > 0 {
      for c in links.children(of: k) where !changed.contains(c) {
        guard links.isSpacer(c) || links.readsItsContainer(c) else { continue }
        // The node and the modifiers below it, down to the divider they wrap.
        var n = c
        forgetSizes(of: n)
        while links.isModifier(n), links.childCount[n] > 0 {
          n = Int(links.firstChild[n])
          forgetSizes(of: n)
        }
      }
    }
    #if TRELLIS_INTERNAL_CHECKS
      checkInvariants()
    #endif
  }

  /// Forgets what node `k` measured in earlier passes: its answers, its placement proposal, its stack allocation and
  /// its layout's cache (a rigid node is no longer settled until it is computed again).
  private func forgetSizes(of k: Int) {
    let s = Int(tree.slot[k])
    sizes.forget(k, slot: s, unsettles: tree.flags[k] & NodeFlag.rigid != 0)
    if s >= 0 { placements.forgetProposal(slot: s) }
    let layout = Int(tree.layoutSlot[k])
    var stack = -1
    if layout >= 0, case .stack(let spec) = tree.builtIns[layout] { stack = Int(spec.index) }
    caches.forget(k, layout: layout, stack: stack)
  }

  /// Places the tree again after ``adopt(_:changes:)``: a container is placed only when it changed or its own frame
  /// or proposal did; the children it places whose frame and proposal are what they were, and which are the same
  /// nodes, keep their subtrees' frames. `false` when a frame is not finite (the pass's error is recorded).
  ///
  /// - Complexity: O(placed containers × children): the changed paths and whatever moved.
  func placeAgain(rootFrame: Rect, rootProposal: ProposedViewSize, changes: [Change]) -> Bool {
    // Most passes over a kept tree change nothing but the proposal: no set to look every placed child up in.
    let changed = changes.isEmpty ? nil : Set(changes.map { Int32($0.index) })
    placements.set(0, slot: tree.slot[0], frame: rootFrame, proposal: rootProposal)
    let frames = placements.frames
    let placed = placements.placed
    var pending: [Int] = [0]
    var before: [(frame: Rect, proposal: ProposedViewSize, placed: Bool)] = []
    while let k = pending.popLast() {
      guard tree.childCount[k] > 0 else { continue }
      let children = tree.children(of: k)
      before.removeAll(keepingCapacity: true)
      // Room for every child at once (growing one append at a time copied the list about log₂(children) times).
      // The pending stack grows geometrically: reserving exactly what each container needs would copy the whole
      // stack whenever it reaches a new height (quadratic in a deep tree whose last children are its containers).
      before.reserveCapacity(children.count)
      let needed = pending.count + children.count
      if pending.capacity < needed { pending.reserveCapacity(max(needed, 2 * pending.capacity)) }
      for c in children {
        before.append((frames[c], proposal(of: NodeIndex(c)), placed[c]))
        placed[c] = false
      }
      guard placeChildren(of: k, mirroring: !tree.rightToLeft.isEmpty) else { return false }
      for (j, c) in children.enumerated() {
        guard placed[c] else {
          if before[j].placed { unplaceSubtree(of: c) }
          continue
        }
        let f = frames[c]
        guard f.origin.x.isFinite && f.origin.y.isFinite && f.size.width.isFinite && f.size.height.isFinite else {
          failUnplaceable(c)
          return false
        }
        if changed?.contains(Int32(c)) == true || !before[j].placed || f != before[j].frame
          || proposal(of: NodeIndex(c)) != before[j].proposal
        {
          pending.append(c)
        }
      }
    }
    #if TRELLIS_INTERNAL_CHECKS
      checkContainment()
      checkInvariants()
    #endif
    return true
  }

  /// Marks the subtree under node `k` as not shown (its parent no longer places it).
  private func unplaceSubtree(of k: Int) {
    let placed = placements.placed
    var pending = [k]
    while let n = pending.popLast() {
      for c in tree.children(of: n) where placed[c] {
        placed[c] = false
        pending.append(c)
      }
    }
  }
}

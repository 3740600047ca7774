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
    guard !hasEmbedded, moreAnswers.count <= 16 * moreHead.count + 1024 else { return nil }
    var changes: [Change] = []
    var pending: [Change] = [(0, .passUnretained(root))]
    while let (i, new) = pending.popLast() {
      let old = storage.references[i]
      if old.toOpaque() == new.toOpaque() { continue }
      let (before, after) = (old._withUnsafeGuaranteedRef { $0.traits }, new._withUnsafeGuaranteedRef { $0.traits })
      guard before.childCount == after.childCount, before.kind == after.kind, after.kind != .embedded,
        before.isFixed == after.isFixed, !before.hasID, !after.hasID,
        !before.setsEnvironment, !after.setsEnvironment
      else { return nil }
      if after.kind == .layout || after.kind == .modifier {
        // A built-in stack keeps its children's range in the arena: only a stack may replace a stack's range.
        if case .stack = FlattenedTree.LayoutTable.describe(new).0 {
          guard case .stack = builtIns[Int(layoutSlot[i])] else { return nil }
        }
      }
      changes.append((i, new))
      guard after.childCount > 0 else { continue }
      let first = Int(firstChild[i])
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
    beginAnotherPass()
    nodes = NodeList(root: root, storage: storage)
    for (i, node) in changes.sorted(by: { $0.index > $1.index }) {
      storage.references[i] = node
      let traits = node._withUnsafeGuaranteedRef { $0.traits }
      var (flag, plainGuides, plainPriority) = FlattenedTree.ownFlags(node, traits)
      if traits.isFixed, let fixed = node._withUnsafeGuaranteedRef({ $0.fixedSize }) { firstSize[i] = fixed }
      let layout = Int(layoutSlot[i])
      if layout >= 0 {
        var (builtIn, _, rigidByItself) = FlattenedTree.LayoutTable.describe(node)
        if case .stack(var spec) = builtIn, case .stack(let old) = builtIns[layout] {
          spec.arenaOffset = old.arenaOffset
          if spec.fraction.isNaN, let guide = FlattenedTree.LayoutTable.stackGuide(node) {
            spec.customGuide = Int32(stackGuides.count)
            stackGuides.append(guide)
          }
          builtIn = .stack(spec)
        }
        builtIns[layout] = builtIn
        let layoutTraits = FlattenedTree.LayoutTable.layoutTraits(node)
        flags[i] = flag | FlattenedTree.LayoutTable.flags(layoutTraits) | FlattenedTree.LayoutTable.flags(builtIn)
        FlattenedTree.LayoutTable.propagate(
          (
            Int32(i), traits.kind == .modifier, plainGuides, plainPriority, layoutTraits.propagatesChildGuides,
            rigidByItself
          ), builtIn, storage)
        flag = flags[i]
      }
      // A changed node is never under a text setting (its ancestors changed too, and none sets one).
      if flag & (NodeFlag.fixed | NodeFlag.rigid) == 0, traits.kind != .spacer,
        !Self.readsItsContainer(i, storage)
      {
        flag |= NodeFlag.reusable
      }
      flags[i] = flag
      forgetSizes(of: i)
    }
    // The same node answers differently under another parent when it reads its parent: a spacer (its stack's axis),
    // a divider (the axis of the container above its modifiers) and the modifiers around it, a grid row (whether
    // its parent is a grid). Such children of a changed container forget their sizes too.
    let changed = Set(changes.map(\.index))
    for (k, _) in changes where childCount[k] > 0 {
      let first = Int(firstChild[k])
      for c in first..<(first + Int(childCount[k])) where !changed.contains(c) {
        guard isSpacer(NodeIndex(c)) || Self.readsItsContainer(c, storage) else { continue }
        // The node and the modifiers below it, down to the divider they wrap.
        var n = c
        forgetSizes(of: n)
        while isModifier(n), childCount[n] > 0 {
          n = Int(firstChild[n])
          forgetSizes(of: n)
        }
      }
    }
  }

  /// Forgets what node `k` measured in earlier passes: its answers, its stack allocation and its layout's cache (a
  /// rigid node is no longer answered as fixed until it is computed again).
  private func forgetSizes(of k: Int) {
    flags[k] &= ~NodeFlag.measured
    if flags[k] & NodeFlag.rigid != 0 { flags[k] &= ~NodeFlag.fixed }
    if slot[k] >= 0 {
      let s = Int(slot[k])
      firstProposal[s] = .unspecified
      moreHead[s] = -1
      proposals[s] = .unspecified
    }
    let layout = Int(layoutSlot[k])
    if layout >= 0 {
      stackHeaders[layout] = StackHeader()
      cacheBoxes[layout] = nil
    }
    if !spacingCache.isEmpty { spacingCache[k] = nil }
  }

  /// Places the tree again after ``adopt(_:changes:)``: a container is placed only when it changed or its own frame
  /// or proposal did; the children it places whose frame and proposal are what they were, and which are the same
  /// nodes, keep their subtrees' frames. `false` when a frame is not finite (the pass's error is recorded).
  ///
  /// - Complexity: O(placed containers × children): the changed paths and whatever moved.
  func placeAgain(rootFrame: Rect, rootProposal: ProposedViewSize, changes: [Change]) -> Bool {
    // Most passes over a kept tree change nothing but the proposal: no set to look every placed child up in.
    let changed = changes.isEmpty ? nil : Set(changes.map { Int32($0.index) })
    frames[0] = rootFrame
    if slot[0] >= 0 { proposals[Int(slot[0])] = rootProposal }
    placed[0] = true
    var pending: [Int] = [0]
    var before: [(frame: Rect, proposal: ProposedViewSize, placed: Bool)] = []
    while let k = pending.popLast() {
      guard childCount[k] > 0 else { continue }
      let first = Int(firstChild[k])
      let children = first..<(first + Int(childCount[k]))
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
      guard placeChildren(of: k, mirroring: !rightToLeft.isEmpty) else { return false }
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
    #endif
    return true
  }

  /// Marks the subtree under node `k` as not shown (its parent no longer places it).
  private func unplaceSubtree(of k: Int) {
    var pending = [k]
    while let n = pending.popLast() {
      let first = Int(firstChild[n])
      for c in first..<(first + Int(childCount[n])) where placed[c] {
        placed[c] = false
        pending.append(c)
      }
    }
  }
}

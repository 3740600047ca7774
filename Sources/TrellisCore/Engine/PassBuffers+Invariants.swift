#if TRELLIS_INTERNAL_CHECKS
  extension PassBuffers {
    /// Checks the whole state of the pass whose parts are `tree`, `sizes`, `placements` and `caches` against these
    /// buffers (debug builds, tests and fuzzing; swift-collections' `_checkInvariants`); traps naming the first
    /// broken invariant. The engine calls it where a pass begins (once flattened, once a kept pass has adopted a new
    /// tree) and where it ends (once placed).
    ///
    /// - Counts: every part reads these buffers (none kept an array of a copy it moved from), each sized for the
    ///   tree's nodes, slots, layouts and stack children.
    /// - Links: the tree is breadth-first — the root has no parent, each node's children follow the children of the
    ///   nodes before it, and each child's parent is the node whose range holds it — and each node has as many
    ///   children as its node object.
    /// - Slots: every node but a fixed-size leaf has the next slot; every container and modifier the next layout
    ///   slot; a built-in stack's range of the arena is its own, so is its header, and its custom guide exists.
    /// - Sizes: a settled node is a fixed-size leaf or a rigid node that was measured; a rememberable one is neither;
    ///   every chain of further answers runs to older answers only, of this pass or an earlier one.
    /// - Placements: no trial is open, and a placed node's parent is placed.
    ///
    /// - Complexity: O(nodes + answers).
    func checkInvariants(_ tree: FlattenedTree, _ sizes: SizeCache, _ placements: Placements, _ caches: ContainerCaches)
    {
      let n = nodes.count
      func same<T>(_ a: UnsafeMutableBufferPointer<T>, _ b: UnsafeMutableBufferPointer<T>, _ name: String) {
        precondition(a.baseAddress == b.baseAddress && a.count == b.count, "\(name) is not the pass's array")
      }
      same(tree.references, nodes.references, "the tree's references")
      same(tree.parent, nodes.parent, "the tree's parents")
      same(tree.firstChild, nodes.firstChild, "the tree's first children")
      same(tree.slot, nodes.slot, "the tree's slots")
      same(tree.layoutSlot, nodes.layoutSlot, "the tree's layout slots")
      same(tree.flags, nodes.flags, "the tree's flags")
      same(sizes.state, nodes.sizeState, "the size cache's states")
      same(sizes.frames, nodes.frames, "the size cache's frames")
      same(sizes.firstSize, firstSize, "the size cache's first answers")
      same(sizes.firstProposal, firstProposal, "the size cache's first proposals")
      same(sizes.firstPass, firstPass, "the size cache's first passes")
      same(sizes.moreHead, moreHead, "the size cache's heads")
      same(placements.frames, nodes.frames, "the placements' frames")
      same(placements.placed, nodes.placed, "the placements' placed flags")
      same(placements.proposals, proposals, "the placements' proposals")
      same(caches.cacheBoxes, cacheBoxes, "the cache boxes")
      same(caches.stackHeaders, stackHeaders, "the stack headers")
      same(caches.stackArena, stackArena, "the stack arena")
      precondition(firstProposal.count == tree.slotCount, "\(firstProposal.count) slots for \(tree.slotCount)")
      precondition(cacheBoxes.count == tree.layoutCount, "\(cacheBoxes.count) layout slots for \(tree.layoutCount)")
      precondition(stackArena.count == tree.stackChildren, "an arena of \(stackArena.count) for \(tree.stackChildren)")
      precondition(stackHeaders.count == tree.stackCount, "\(stackHeaders.count) stack headers for \(tree.stackCount)")
      precondition(n == 0 || tree.parent[0] == -1, "the root has a parent")
      precondition(placements.trials.isEmpty, "a trial is still open")

      var nextChild = 1
      var nextSlot: Int32 = 0
      var nextLayout: Int32 = 0
      var arenaEnd: Int32 = 0
      var nextStack: Int32 = 0
      for k in 0..<n {
        let count = Int(tree.childCount[k])
        let traits = tree.references[k]._withUnsafeGuaranteedRef { $0.traits }
        precondition(traits.childCount == count, "node \(k) has \(count) children, its node \(traits.childCount)")
        precondition(Int(tree.firstChild[k]) == nextChild, "node \(k)'s children do not follow the ones before")
        for c in tree.children(of: k) {
          precondition(tree.parent[c] == Int32(k), "child \(c) of node \(k) has parent \(tree.parent[c])")
        }
        nextChild += count
        let flag = tree.flags[k]
        let fixed = flag & NodeFlag.fixed != 0
        if fixed {
          precondition(tree.slot[k] == -1, "fixed-size leaf \(k) has slot \(tree.slot[k])")
        } else {
          precondition(tree.slot[k] == nextSlot, "node \(k) has slot \(tree.slot[k]), not \(nextSlot)")
          nextSlot += 1
        }
        let isLayout = traits.kind == .layout || traits.kind == .modifier
        if isLayout {
          let layout = tree.layoutSlot[k]
          precondition(layout == nextLayout, "node \(k) has layout slot \(layout), not \(nextLayout)")
          nextLayout += 1
          let builtIn = tree.builtIns[Int(layout)]
          if case .stack(let spec) = builtIn {
            precondition(spec.arenaOffset >= arenaEnd, "stack \(k)'s arena range overlaps the one before")
            arenaEnd = spec.arenaOffset + Int32(count)
            precondition(Int(arenaEnd) <= stackArena.count, "stack \(k)'s arena range ends past the arena")
            precondition(spec.customGuide < tree.stackGuides.count, "stack \(k)'s custom guide is missing")
            // A kept pass laid out again may have replaced a stack by another layout: its header is left unused.
            precondition(spec.index >= nextStack, "stack \(k)'s header is another stack's")
            precondition(Int(spec.index) < stackHeaders.count, "stack \(k)'s header is past the headers")
            nextStack = spec.index + 1
          }
          let cell: Bool
          if case .cell = builtIn { cell = true } else { cell = false }
          precondition(cell == (flag & NodeFlag.cell != 0), "node \(k)'s cell flag disagrees with its layout")
        } else {
          precondition(tree.layoutSlot[k] == -1, "leaf \(k) has layout slot \(tree.layoutSlot[k])")
        }
        let state = sizes.state[k]
        if state & SizeCache.State.settled != 0 {
          precondition(
            fixed || (flag & NodeFlag.rigid != 0 && state & SizeCache.State.measured != 0),
            "node \(k) is settled but neither fixed nor a measured rigid node")
        } else {
          precondition(!fixed, "fixed-size leaf \(k) is not settled")
        }
        if state & SizeCache.State.rememberable != 0 {
          precondition(flag & (NodeFlag.fixed | NodeFlag.rigid) == 0, "fixed or rigid node \(k) is rememberable")
        }
        if k > 0, placements.placed[k] {
          precondition(placements.placed[Int(tree.parent[k])], "node \(k) is placed, its parent is not")
        }
      }
      precondition(nextChild == n, "the tree links \(nextChild) nodes of \(n)")
      precondition(tree.firstChild.count == n + 1 && tree.firstChild[n] == n, "the first children end otherwise")
      precondition(Int(nextSlot) == tree.slotCount, "\(nextSlot) nodes have a slot, not \(tree.slotCount)")
      precondition(Int(nextLayout) == tree.layoutCount, "\(nextLayout) layouts, not \(tree.layoutCount)")
      for s in 0..<tree.slotCount {
        precondition(firstPass[s] <= sizes.pass, "slot \(s)'s first answer is from a later pass")
        var i = Int(moreHead[s])
        var newer = Int.max
        while i >= 0 {
          precondition(i < newer && i < sizes.more.count, "slot \(s)'s answers do not run to older ones")
          precondition(sizes.more[i].pass <= sizes.pass, "slot \(s) has an answer from a later pass")
          newer = i
          i = Int(sizes.more[i].next)
        }
      }
    }
  }
#endif

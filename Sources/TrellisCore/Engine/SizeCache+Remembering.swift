extension SizeCache {
  /// The size the remembered pass computed for node `k` (whose identity is `node`) at `proposal`, if node `k` is
  /// rememberable and the remembered pass has it (counted in ``reuses``).
  @inline(__always)
  mutating func rememberedSize(_ k: Int, _ node: Unmanaged<Node>, for proposal: ProposedViewSize) -> Size? {
    guard state[k] & State.rememberable != 0, let remembered,
      let size = remembered.size(of: node._withUnsafeGuaranteedRef { ObjectIdentifier($0) }, for: proposal)
    else { return nil }
    reuses &+= 1
    return size
  }

  /// What this pass leaves for the next: every answer of every rememberable node it measured, in `references` (the
  /// tree's nodes, which the snapshot keeps alive) and `slot` (each node's slot).
  ///
  /// - Complexity: O(nodes + answers).
  func snapshot(
    references: UnsafeMutableBufferPointer<Unmanaged<Node>>, slot: UnsafeMutableBufferPointer<Int32>
  ) -> LayoutCache.Snapshot {
    var snapshot = LayoutCache.Snapshot()
    let both = State.rememberable | State.measured
    snapshot.entries.reserveCapacity(moreHead.count)
    snapshot.answers.reserveCapacity(moreHead.count + more.count)
    for k in 0..<state.count where state[k] & both == both {
      let s = Int(slot[k])
      let start = snapshot.answers.count
      snapshot.answers.append((firstProposal[s], firstSize[s]))
      var i = Int(moreHead[s])
      while i >= 0 {
        snapshot.answers.append((more[i].proposal, more[i].size))
        i = Int(more[i].next)
      }
      let node = references[k].takeUnretainedValue()
      snapshot.entries[ObjectIdentifier(node)] = LayoutCache.Snapshot.Entry(
        node: node, start: Int32(start), count: Int32(snapshot.answers.count - start))
    }
    return snapshot
  }

  /// How many nodes a ``LayoutCache`` keeping this pass remembers sizes of.
  ///
  /// - Complexity: O(nodes).
  var rememberedCount: Int {
    let both = State.rememberable | State.measured
    var count = 0
    for k in 0..<state.count where state[k] & both == both { count += 1 }
    return count
  }
}

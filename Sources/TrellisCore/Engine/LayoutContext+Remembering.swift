extension LayoutContext {
  /// Flags the nodes whose sizes a ``LayoutCache`` may hold: leaves that are not fixed and containers that are not
  /// rigid (either costs less to recompute than to look up), but not spacers (sized by their parent stack's axis) or nodes whose parent is under a text setting (the same node
  /// elsewhere inherits other settings).
  static func markReusable(_ storage: PassStorage, underTextSetting: [Bool]) {
    let flags = storage.flags
    for i in 0..<storage.count where flags[i] & (NodeFlag.fixed | NodeFlag.rigid) == 0 {
      let kind = storage.references[i]._withUnsafeGuaranteedRef { $0.traits.kind }
      guard kind == .leaf || kind == .layout || kind == .modifier, !readsItsContainer(i, storage) else { continue }
      let parent = Int(storage.parent[i])
      if !underTextSetting.isEmpty, parent >= 0, underTextSetting[parent] { continue }
      flags[i] |= NodeFlag.reusable
    }
  }

  /// Whether node `k`'s size depends on where it is, not only on its subtree and proposal: a divider (the axis of
  /// the container above its modifiers) and the modifiers around one, or a grid row (whether its parent is a grid).
  /// The same node elsewhere answers otherwise, so it is not remembered.
  static func readsItsContainer(_ k: Int, _ storage: PassStorage) -> Bool {
    var n = k
    while true {
      let (divider, gridRow, modifier) = storage.references[n]._withUnsafeGuaranteedRef { node -> (Bool, Bool, Bool) in
        switch node.content {
        case .divider: return (true, false, false)
        case .layout(let box): return (false, box.layoutType == GridRowLayout.self, node.isModifier)
        default: return (false, false, false)
        }
      }
      if divider || (gridRow && n == k) { return true }
      guard modifier, storage.childCount[n] > 0 else { return false }
      n = Int(storage.firstChild[n])
    }
  }

  /// The size an earlier pass computed for node `k` at `proposal`, if the cache has it.
  @inline(__always)
  func rememberedSize(_ k: Int, _ proposal: ProposedViewSize) -> Size? {
    guard flags[k] & NodeFlag.reusable != 0, let remembered else { return nil }
    let id = storage.references[k]._withUnsafeGuaranteedRef { ObjectIdentifier($0) }
    guard let size = remembered.size(of: id, for: proposal) else { return nil }
    reusedCount &+= 1
    return size
  }

  /// What this pass leaves for the next: every answer of every reusable node it measured.
  ///
  /// - Complexity: O(nodes + answers).
  func snapshotForNextPass() -> LayoutCache.Snapshot {
    var snapshot = LayoutCache.Snapshot()
    let both = NodeFlag.reusable | NodeFlag.measured
    snapshot.entries.reserveCapacity(slotCount)
    snapshot.answers.reserveCapacity(slotCount + moreAnswers.count)
    for k in 0..<nodes.count where flags[k] & both == both {
      let s = Int(slot[k])
      let start = snapshot.answers.count
      snapshot.answers.append((firstProposal[s], firstSize[k]))
      var i = Int(moreHead[s])
      while i >= 0 {
        snapshot.answers.append((moreAnswers[i].proposal, moreAnswers[i].size))
        i = Int(moreAnswers[i].next)
      }
      let node = nodes[k]
      snapshot.entries[ObjectIdentifier(node)] = LayoutCache.Snapshot.Entry(
        node: node, start: Int32(start), count: Int32(snapshot.answers.count - start))
    }
    return snapshot
  }

  /// How many nodes a ``LayoutCache`` keeping this pass remembers sizes of.
  ///
  /// - Complexity: O(nodes).
  var rememberedCount: Int {
    let both = NodeFlag.reusable | NodeFlag.measured
    var count = 0
    for k in 0..<nodes.count where flags[k] & both == both { count += 1 }
    return count
  }

  /// How many nodes have a slot (every node but the fixed-size leaves).
  private var slotCount: Int { moreHead.count }
}

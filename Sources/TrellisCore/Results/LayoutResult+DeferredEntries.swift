extension LayoutResult {
  /// The per-node arrays of a finished pass, turned into ``Entry`` values, and into the frames by key, on first use
  /// (thread-safe).
  final class DeferredEntries: Sendable {
    let nodes: NodeList
    let storage: PassBuffers.NodeArrays
    let identified: [(node: NodeIndex, id: String)]
    /// The nodes without a key (shadowed ids).
    let unkeyed: Set<NodeIndex>
    let textEnvironments: [NodeIndex: TextEnvironment]
    /// The pass's text measurer, which its texts set their lines with.
    let measurer: TextMeasurerBox
    /// The entries and the keying, once made (one lock for both: a result is made per pass, and each lock is an
    /// allocation).
    private let made = Lock<(entries: [Entry]?, keying: Keying?)>((nil, nil))

    /// The shown identified nodes' keys: the frames by key, the keys that are not the node's id (repeated ids'
    /// paths) and the repeated ids.
    struct Keying: Sendable {
      var frames: [String: Rect]
      var keys: [NodeIndex: String]
      var ambiguous: [String]
    }

    init(
      nodes: NodeList, storage: PassBuffers.NodeArrays, identified: [(node: NodeIndex, id: String)],
      unkeyed: Set<NodeIndex>, textEnvironments: [NodeIndex: TextEnvironment], measurer: TextMeasurerBox
    ) {
      self.measurer = measurer
      self.unkeyed = unkeyed
      self.nodes = nodes
      self.storage = storage
      self.identified = identified
      self.textEnvironments = textEnvironments
    }

    /// The frames by key, made the first time any of them is read.
    ///
    /// - Complexity: O(ids) the first time (O(ids × depth) more when an id repeats), O(1) afterwards.
    var keying: Keying {
      made.withLock { made in
        if let keying = made.keying { return keying }
        let keying = makeKeying()
        made.keying = keying
        return keying
      }
    }

    /// Keys every shown identified node by its id; when some id is on more than one shown node, their keys are id
    /// paths (``IDForest``, built from parent links, only then).
    private func makeKeying() -> Keying {
      let placed = storage.placed
      let frames = storage.frames
      var byKey: [String: Rect] = [:]
      byKey.reserveCapacity(identified.count)
      var repeated = false
      for (node, id) in identified where placed[node.offset] {
        if byKey.updateValue(frames[node.offset], forKey: id) != nil { repeated = true }
      }
      guard repeated else { return Keying(frames: byKey, keys: [:], ambiguous: []) }
      let shown = identified.filter { placed[$0.node.offset] }
      var position: [Int32: Int32] = [:]
      for (k, item) in shown.enumerated() { position[Int32(item.node.offset)] = Int32(k) }
      let parent = storage.parent
      let ancestor = shown.map { item -> Int32 in
        var p = parent[item.node.offset]
        while p >= 0 {
          if let found = position[p] { return found }
          p = parent[Int(p)]
        }
        return -1
      }
      let table = PathTable(arrays: storage)
      let forest = IDForest(ids: shown.map(\.id), ancestor: ancestor).keys {
        table.path(of: shown[$0].node).description
      }
      var keys: [NodeIndex: String] = [:]
      byKey = [:]
      for (item, key) in zip(shown, forest.keys) {
        byKey[key] = frames[item.node.offset]
        if key != item.id { keys[item.node] = key }
      }
      return Keying(frames: byKey, keys: keys, ambiguous: forest.ambiguous)
    }

    /// The frames of the shown children of the node whose key is `key` (the root's for `nil`).
    func childFrames(of key: String?) -> FrameList? {
      var node = 0
      let placed = storage.placed
      if let key {
        let keys = keying.keys
        let found = identified.first { item in
          placed[item.node.offset] && (keys[item.node] ?? item.id) == key
        }
        guard let found else { return nil }
        node = found.node.offset
      }
      guard storage.count > 0, placed[node] else { return nil }
      let first = Int(storage.firstChild[node])
      let children = first..<(first + Int(storage.childCount[node]))
      if placed[children].allSatisfy({ $0 }) { return FrameList(storage: storage, range: children, owner: self) }
      return FrameList(children.filter { placed[$0] }.map { storage.frames[$0] }[...])
    }

    var entries: [Entry] {
      made.withLock { made in
        if let entries = made.entries { return entries }
        if made.keying == nil, !identified.isEmpty { made.keying = makeKeying() }
        let entries = build(keys: made.keying?.keys ?? [:])
        made.entries = entries
        return entries
      }
    }

    private func build(keys: [NodeIndex: String]) -> [Entry] {
      LayoutResult.preOrderEntries(
        nodes: nodes, storage: storage, textEnvironments: textEnvironments, measurer: measurer, keys: keys,
        unkeyed: unkeyed
      ) {
        (_, _, _, _) throws(Never) in
      }
    }
  }
}

extension LayoutResult {
  /// The per-node arrays of a finished pass, read as ``Entry`` values (each made when it is accessed, see ``Entries``)
  /// and as the frames by key, made on first use (thread-safe). Every entry made from it holds it (its path is read
  /// from the arrays), so a ``LayoutCache`` that watches it knows the arrays are still read.
  final class DeferredEntries: Sendable {
    let nodes: NodeList
    let storage: PassBuffers.NodeArrays
    let identified: [(node: NodeIndex, id: String)]
    /// The nodes without a key (shadowed ids).
    let unkeyed: Set<NodeIndex>
    let textEnvironments: [NodeIndex: TextEnvironment]
    /// The pass's text measurer, which its texts set their lines with.
    let measurer: TextMeasurerBox
    /// The drawing order and the keying, once made (one lock for both: a result is made per pass, and each lock is
    /// an allocation).
    private let made = Lock<(order: Order?, keying: Keying?)>((nil, nil))

    /// Whether two identified nodes may have the same id: `false` when no two ids share a 64-bit FNV-1a hash, found in
    /// an open-addressing table of the hashes (no string is hashed with SipHash or compared).
    ///
    /// - Complexity: O(total id length) expected.
    private func idsMayRepeat() -> Bool {
      var capacity = 16
      while capacity < 2 * identified.count { capacity <<= 1 }
      let mask = capacity - 1
      var table = [UInt64](repeating: 0, count: capacity)
      return table.withUnsafeMutableBufferPointer { table in
        for (_, id) in identified {
          var h: UInt64 = 0xcbf2_9ce4_8422_2325
          for byte in id.utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
          h |= 1  // 0 marks an empty slot
          var slot = Int(truncatingIfNeeded: h ^ (h >> 29)) & mask
          while table[slot] != 0 {
            if table[slot] == h { return true }
            slot = (slot + 1) & mask
          }
          table[slot] = h
        }
        return false
      }
    }

    /// The shown nodes in drawing order, what ``Entries`` makes its entries from: per entry, its node, its parent's
    /// entry index (−1 for the root) and its depth; and the keys that are not the node's id.
    final class Order: Sendable {
      struct Position {
        let node: Int32
        let parent: Int32
        let depth: Int32
      }

      let positions: [Position]
      let keys: [NodeIndex: String]

      init(positions: [Position], keys: [NodeIndex: String]) {
        self.positions = positions
        self.keys = keys
      }
    }

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
      let forest = IDForest(ids: shown.map(\.id), ancestor: ancestor).keys {
        PathTable.path(of: shown[$0].node, in: storage).description
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

    /// The entries, in drawing order: the order is made the first time (with the keying, when a node has an id).
    ///
    /// - Complexity: O(nodes) the first time, O(1) afterwards.
    var entries: Entries {
      let order = made.withLock { made -> Order in
        if let order = made.order { return order }
        // Entries need only the keys that are not ids, which exist only where an id repeats: when no two ids even
        // share a cheap hash, the keying (a dictionary of every frame by key) is left for ``keying`` to make if read.
        if made.keying == nil, !identified.isEmpty, idsMayRepeat() { made.keying = makeKeying() }
        let order = makeOrder(keys: made.keying?.keys ?? [:])
        made.order = order
        return order
      }
      return Entries(self, order)
    }

    /// The shown nodes in drawing order (``LayoutResult/walkInDrawingOrder(_:visit:)``).
    private func makeOrder(keys: [NodeIndex: String]) -> Order {
      var positions: [Order.Position] = []
      positions.reserveCapacity(nodes.count)
      LayoutResult.walkInDrawingOrder(nodes) { (node, depth, parent) throws(Never) -> Int in
        positions.append(Order.Position(node: node.raw, parent: Int32(parent ?? -1), depth: Int32(depth)))
        return positions.count - 1
      }
      return Order(positions: positions, keys: keys)
    }

    /// The entry of shown node `node` at `depth` below the entry at index `parent`: its key is its id, or its entry
    /// in `keys` (a repeated id's path), or none for the nodes in ``unkeyed``.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func entry(_ node: NodeIndex, depth: Int, parent: Int?, keys: [NodeIndex: String]) -> Entry {
      // Returned as made when the key is the id (no id repeats): a variable edited on one branch is copied out.
      guard !keys.isEmpty || !unkeyed.isEmpty, withNode(node, { $0.traits.hasID }) else {
        return Entry(pass: self, node: node, frame: storage.frames[node.offset], depth: depth, parent: parent)
      }
      return keyedEntry(node, depth: depth, parent: parent, keys: keys)
    }

    /// ``entry(_:depth:parent:keys:)`` for a node with an id when some id repeats or is shadowed.
    @inline(never)
    private func keyedEntry(_ node: NodeIndex, depth: Int, parent: Int?, keys: [NodeIndex: String]) -> Entry {
      var entry = Entry(pass: self, node: node, frame: storage.frames[node.offset], depth: depth, parent: parent)
      entry.key = unkeyed.contains(node) ? nil : keys[node] ?? entry.id
      return entry
    }

    /// `body` applied to node `node`, read without a retain.
    @inline(__always)
    func withNode<Result>(_ node: NodeIndex, _ body: (Node) -> Result) -> Result {
      // SAFETY: `_withUnsafeGuaranteedRef` (the node read through its unretained reference). Invariant: `nodes.root`
      // owns every node of the pass, and this object holds it.
      storage.references[node.offset]._withUnsafeGuaranteedRef(body)
    }

    /// What draws the lines of node `node` when it is a text: its leaf, the settings it inherits and the pass's
    /// measurer; `nil` for other nodes.
    func textSource(of node: NodeIndex) -> Entry.TextSource? {
      guard withNode(node, { $0.traits.isText }), case .leaf(let leaf) = nodes[node].content,
        let text = leaf as? TextLeaf
      else { return nil }
      return Entry.TextSource(leaf: text, environment: textEnvironments[node], measurer: measurer)
    }

    /// What node `node` asks renderers to draw (`nil` when it records nothing).
    func style(of node: NodeIndex) -> DrawingStyle? {
      guard withNode(node, { $0.traits.hasStyle }) else { return nil }
      return nodes[node].attributes.style
    }

    /// The path of `node`, read from the pass's arrays.
    ///
    /// - Complexity: O(depth).
    func path(of node: NodeIndex) -> NodePath { PathTable.path(of: node, in: storage) }
  }
}

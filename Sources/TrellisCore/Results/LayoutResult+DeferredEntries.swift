extension LayoutResult {
  /// The per-node arrays of a finished pass, turned into ``Entry`` values on first use (thread-safe).
  final class DeferredEntries: Sendable {
    let nodes: NodeList
    let storage: PassStorage
    let identified: [(node: NodeIndex, id: String)]
    /// The keys that are not the node's id (repeated ids' paths), and the nodes without a key (shadowed ids).
    let keys: [NodeIndex: String]
    let unkeyed: Set<NodeIndex>
    let textEnvironments: [NodeIndex: TextEnvironment]
    private let built = Lock<[Entry]?>(nil)

    init(
      nodes: NodeList, storage: PassStorage, identified: [(node: NodeIndex, id: String)], keys: [NodeIndex: String],
      unkeyed: Set<NodeIndex>, textEnvironments: [NodeIndex: TextEnvironment]
    ) {
      self.keys = keys
      self.unkeyed = unkeyed
      self.nodes = nodes
      self.storage = storage
      self.identified = identified
      self.textEnvironments = textEnvironments
    }

    /// The frames of the shown children of the node whose key is `key` (the root's for `nil`).
    func childFrames(of key: String?) -> FrameList? {
      var node = 0
      let placed = storage.placed
      if let key {
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
      built.withLock { built in
        if let built { return built }
        let made = build()
        built = made
        return made
      }
    }

    private func build() -> [Entry] {
      LayoutResult.preOrderEntries(
        nodes: nodes, storage: storage, textEnvironments: textEnvironments, keys: keys, unkeyed: unkeyed
      ) {
        (_, _, _, _) throws(Never) in
      }
    }
  }
}

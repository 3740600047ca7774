extension LayoutResult {
  /// The per-node arrays of a finished pass, turned into ``Entry`` values on first use (thread-safe).
  final class DeferredEntries: Sendable {
    let nodes: NodeList
    let storage: PassStorage
    let identified: [(node: NodeIndex, id: String)]
    let textEnvironments: [NodeIndex: TextEnvironment]
    private let built = Lock<[Entry]?>(nil)

    init(
      nodes: NodeList, storage: PassStorage, identified: [(node: NodeIndex, id: String)],
      textEnvironments: [NodeIndex: TextEnvironment]
    ) {
      self.nodes = nodes
      self.storage = storage
      self.identified = identified
      self.textEnvironments = textEnvironments
    }

    func childFrames(of id: String?) -> FrameList? {
      var node = 0
      if let id {
        guard let found = identified.first(where: { $0.id == id }) else { return nil }
        node = found.node.offset
      }
      let placed = storage.placed
      guard storage.count > 0, placed[node] else { return nil }
      let first = Int(storage.firstChild[node])
      let children = first..<(first + Int(storage.childCount[node]))
      if placed[children].allSatisfy({ $0 }) { return FrameList(storage: storage, range: children) }
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
      LayoutResult.preOrderEntries(nodes: nodes, storage: storage, textEnvironments: textEnvironments) {
        (_, _, _, _) throws(Never) in
      }
    }
  }
}

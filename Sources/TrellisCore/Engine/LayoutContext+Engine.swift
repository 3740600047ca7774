extension LayoutContext {
  // What a pass asks of the engine running it: the engine of a nested pass, and the memos layouts keep in it.

  /// The engine a nested pass under `node` runs with (embedded content): this pass's engine, with its memory and
  /// memos, and its configuration with the depth limit reduced by the node's depth.
  func nestedEngine(at node: NodeIndex) -> LayoutEngine {
    var nested = configuration
    nested.limits.maxDepth = max(0, configuration.limits.maxDepth - tree.links.depth(of: node.offset))
    nested.outerDeadline = log.budget.deadline
    let scope =
      configuration.readers ?? ReaderScope(frames: madeReaderFrames(), node: nil, prefix: .root, spaces: [:])
    let key = placedKey(of: node.offset, under: scope.prefix)
    nested.readers = ReaderScope(
      frames: scope.frames, node: key, prefix: key.path.appending(.content),
      spaces: namedSpaces(around: node.offset, under: scope.prefix, outer: scope.spaces))
    return LayoutEngine(configuration: nested, storage: runningEngine)
  }

  /// The key of node `k` in the outermost layout, this pass's root being at `prefix`.
  private func placedKey(of k: Int, under prefix: NodePath) -> PlacedKey {
    var level = 0
    var p = Int(buffers.nodes.parent[k])
    while p >= 0, tree.node(p).isModifier {
      level += 1
      p = Int(buffers.nodes.parent[p])
    }
    return PlacedKey(path: prefix.appending(path(of: NodeIndex(k))), level: level)
  }

  /// The nearest node named with each name among `k` and its ancestors in this pass, over the `outer` passes' ones.
  ///
  /// - Complexity: O(depth).
  private func namedSpaces(around k: Int, under prefix: NodePath, outer: [SpaceName: PlacedKey])
    -> [SpaceName: PlacedKey]
  {
    var spaces = outer
    var found: Set<SpaceName> = []
    var n = k
    while n >= 0 {
      let node = tree.node(n)
      if !node.traits.plainAttributes,
        let raw = node.attributes.values[ObjectIdentifier(CoordinateSpaceNameKey.self)],
        let name = raw as? SpaceName, !found.contains(name)
      {
        found.insert(name)
        spaces[name] = placedKey(of: n, under: prefix)
      }
      n = Int(buffers.nodes.parent[n])
    }
    return spaces
  }

  /// The outermost pass's record of what its readers read, made when its first nested pass starts.
  private func madeReaderFrames() -> ReaderFrames {
    if let readerFrames { return readerFrames }
    let made = ReaderFrames(known: [:])
    readerFrames = made
    return made
  }

  /// The engine's memo of the layout value `key` under the pass's measurer, made by `make` the first time
  /// (``LayoutSubviews/engineMemo(for:make:)``).
  ///
  /// - Complexity: O(1) amortized, plus `make` the first time.
  func engineMemo(for key: LayoutMemoKey, make: () -> any AnyObject & Sendable) -> any AnyObject & Sendable {
    runningEngine.memo(for: key, measurer: configuration.measurer, make: make)
  }

  /// The storage of the engine running the pass. A pass always runs for one; were it not, a storage of its own
  /// (which keeps nothing beyond the call) stands in.
  private var runningEngine: LayoutEngine.Storage {
    engine ?? LayoutEngine.Storage(policy: configuration.memoryPolicy)
  }
}

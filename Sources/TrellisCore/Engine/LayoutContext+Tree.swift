extension LayoutContext {
  /// The layout of a container or modifier node.
  @inline(__always) func box(_ k: Int) -> (any ErasedLayout)? {
    guard layoutSlot[k] >= 0 else { return nil }
    return storage.references[k]._withUnsafeGuaranteedRef { node -> (any ErasedLayout)? in
      if case .layout(let box) = node.content { return box }
      return nil
    }
  }

  /// Whether the node is a ``LineBreak``.
  func isLineBreak(_ node: NodeIndex) -> Bool { flags[node.offset] & NodeFlag.lineBreak != 0 }

  func subviews(of node: NodeIndex) -> LayoutSubviews {
    LayoutSubviews(
      context: self, container: node, base: NodeIndex(raw: firstChild[node.offset]),
      range: 0..<Int(childCount[node.offset]))
  }

  /// The node's layout priority; a modifier without its own has its child's. Reads the nodes without retaining them
  /// (the pass's root owns them; see ``FlattenedTree``).
  func priority(of node: NodeIndex) -> Double {
    if flags[node.offset] & NodeFlag.defaultPriority != 0 { return 0 }
    var k = node.offset
    let references = storage.references
    while true {
      let (plain, kind) = references[k]._withUnsafeGuaranteedRef { ($0.traits.plainAttributes, $0.traits.kind) }
      if !plain, let p = references[k]._withUnsafeGuaranteedRef({ $0.attributes.priority }) { return p }
      guard kind == .modifier, childCount[k] > 0 else { return 0 }
      k = Int(firstChild[k])
    }
  }

  /// The priority a stack sorts the node by: −∞ for a ``Spacer``, else ``priority(of:)``, read from the node's
  /// traits once (a leaf or layout without attributes has priority 0 without the call).
  @inline(__always) func stackPriority(of node: NodeIndex) -> Double {
    if flags[node.offset] & NodeFlag.defaultPriority != 0 { return 0 }
    let (plain, kind) = storage.references[node.offset]._withUnsafeGuaranteedRef {
      ($0.traits.plainAttributes, $0.traits.kind)
    }
    if kind == .spacer { return -.infinity }
    if plain && kind != .modifier { return 0 }
    return priority(of: node)
  }

  /// The text leaf of node `k` when it is flagged ``NodeFlag/text``, without a dynamic cast.
  @inline(__always) func textLeaf(_ k: Int) -> TextLeaf? {
    guard flags[k] & NodeFlag.text != 0 else { return nil }
    return storage.references[k]._withUnsafeGuaranteedRef { node -> TextLeaf? in
      guard case .leaf(let leaf) = node.content else { return nil }
      return Self.textLeaf(opening: leaf)
    }
  }

  /// `leaf` as the ``TextLeaf`` it is.
  private static func textLeaf(opening leaf: some LeafContent) -> TextLeaf {
    // SAFETY: reading a generic value's bytes as a class reference (`load` copies it, with a retain). Invariant: only
    // nodes whose leaf is a `TextLeaf` get `NodeFlag.text` (`Node.traits.isText` is `leaf is TextLeaf`), so the
    // opened type is `TextLeaf` and its bytes are one strong reference; debug builds check it. Measured with callgrind (release, trellis-bench tree N = 1000,
    // see the commit): `as? TextLeaf` instead costs a dynamic cast and a copy per text measurement.
    #if TRELLIS_INTERNAL_CHECKS
      precondition(leaf is TextLeaf, "a node flagged as text holds \(type(of: leaf))")
    #endif
    return withUnsafeBytes(of: leaf) { $0.load(as: TextLeaf.self) }
  }

  /// Whether node `k` is a modifier, read without retaining it.
  func isModifier(_ k: Int) -> Bool {
    storage.references[k]._withUnsafeGuaranteedRef { $0.traits.kind == .modifier }
  }

  /// Whether the node is a ``Spacer``, read without retaining the node.
  func isSpacer(_ node: NodeIndex) -> Bool {
    storage.references[node.offset]._withUnsafeGuaranteedRef { $0.traits.kind == .spacer }
  }

  /// The proposal the node was placed with (`.unspecified` for a fixed-size leaf, which ignores it).
  func proposal(of node: NodeIndex) -> ProposedViewSize {
    let s = slot[node.offset]
    return s >= 0 ? proposals[Int(s)] : .unspecified
  }

  func layoutValue<K: LayoutValueKey>(_ key: K.Type, of node: NodeIndex) -> K.Value {
    var k = node.offset
    while true {
      let (plain, kind) = storage.references[k]._withUnsafeGuaranteedRef { ($0.traits.plainAttributes, $0.traits.kind) }
      // Unwrap before casting: a cast of a missing value (`nil as? K.Value`) still costs a dynamic cast.
      if !plain, let raw = nodes[k].attributes.values[ObjectIdentifier(key)], let value = raw as? K.Value {
        return value
      }
      guard kind == .modifier else { return K.defaultValue }
      k = Int(firstChild[k])
    }
  }

  func layoutProperties(of node: NodeIndex) -> LayoutProperties? { box(node.offset)?.layoutProperties }

  /// How many levels below the root the node is.
  func depth(of node: NodeIndex) -> Int {
    var depth = 0
    var k = node.offset
    while parent[k] >= 0 {
      depth += 1
      k = Int(parent[k])
    }
    return depth
  }
}

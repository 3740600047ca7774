extension LayoutContext {
  /// Whether the node is a ``LineBreak``.
  func isLineBreak(_ node: NodeIndex) -> Bool { tree.flags[node.offset] & NodeFlag.lineBreak != 0 }

  /// The subviews of container `node`: its children.
  @inline(__always)
  func subviews(of node: NodeIndex) -> LayoutSubviews {
    LayoutSubviews(
      context: self, container: node, base: NodeIndex(raw: tree.firstChild[node.offset]),
      range: 0..<Int(tree.childCount[node.offset]))
  }

  /// The node's layout priority; a modifier without its own has its child's. Reads the nodes without retaining them
  /// (the pass's root owns them; see ``FlattenedTree``).
  func priority(of node: NodeIndex) -> Double {
    if tree.flags[node.offset] & NodeFlag.defaultPriority != 0 { return 0 }
    var k = node.offset
    let references = tree.references
    while true {
      let (plain, kind) = references[k]._withUnsafeGuaranteedRef { ($0.traits.plainAttributes, $0.traits.kind) }
      if !plain, let p = references[k]._withUnsafeGuaranteedRef({ $0.attributes.priority }) { return p }
      guard kind == .modifier, tree.childCount[k] > 0 else { return 0 }
      k = Int(tree.firstChild[k])
    }
  }

  /// The priority a stack sorts the node by: −∞ for a ``Spacer``, else ``priority(of:)``, read from the node's
  /// traits once (a leaf or layout without attributes has priority 0 without the call).
  @inline(__always) func stackPriority(of node: NodeIndex) -> Double {
    if tree.flags[node.offset] & NodeFlag.defaultPriority != 0 { return 0 }
    let (plain, kind) = tree.references[node.offset]._withUnsafeGuaranteedRef {
      ($0.traits.plainAttributes, $0.traits.kind)
    }
    if kind == .spacer { return -.infinity }
    if plain && kind != .modifier { return 0 }
    return priority(of: node)
  }

  /// The text leaf of node `k` when it is flagged ``NodeFlag/text``, without a dynamic cast.
  @inline(__always) func textLeaf(_ k: Int) -> TextLeaf? {
    guard tree.flags[k] & NodeFlag.text != 0 else { return nil }
    return tree.references[k]._withUnsafeGuaranteedRef { node -> TextLeaf? in
      guard case .leaf(let leaf) = node.content else { return nil }
      return Self.textLeaf(opening: leaf)
    }
  }

  /// `leaf` as the ``TextLeaf`` it is.
  private static func textLeaf(opening leaf: some LeafContent) -> TextLeaf {
    // SAFETY: reading a generic value's bytes as a class reference (`load` copies it, with a retain). Invariant: only
    // nodes whose leaf is a `TextLeaf` get `NodeFlag.text` (`Node.traits.isText` is `leaf is TextLeaf`), so the
    // opened type is `TextLeaf` and its bytes are one strong reference; debug builds check it. `as? TextLeaf`
    // instead costs a dynamic cast and a copy per text measurement.
    #if TRELLIS_INTERNAL_CHECKS
      precondition(leaf is TextLeaf, "a node flagged as text holds \(type(of: leaf))")
    #endif
    return withUnsafeBytes(of: leaf) { $0.load(as: TextLeaf.self) }
  }

  /// Whether the node is a ``Spacer``, read without retaining the node.
  func isSpacer(_ node: NodeIndex) -> Bool { tree.isSpacer(node.offset) }

  /// The proposal the node was placed with (`.unspecified` for a fixed-size leaf, which ignores it).
  func proposal(of node: NodeIndex) -> ProposedViewSize { placements.proposal(slot: tree.slot[node.offset]) }

  /// The value the node (or, through modifiers that set none, the view it wraps) set for `key`, or its default.
  func layoutValue<K: LayoutValueKey>(_ key: K.Type, of node: NodeIndex) -> K.Value {
    var k = node.offset
    while true {
      let (plain, kind) = tree.references[k]._withUnsafeGuaranteedRef {
        ($0.traits.plainAttributes, $0.traits.kind)
      }
      // Unwrap before casting: a cast of a missing value (`nil as? K.Value`) still costs a dynamic cast.
      if !plain, let raw = tree.node(k).attributes.values[ObjectIdentifier(key)], let value = raw as? K.Value {
        return value
      }
      guard kind == .modifier else { return K.defaultValue }
      k = Int(tree.firstChild[k])
    }
  }
}

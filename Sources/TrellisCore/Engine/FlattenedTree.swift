/// A tree flattened breadth-first into a pass's per-node arrays: every container's children are contiguous, and
/// parents come before children.
///
/// Flattening writes ``PassStorage``'s `references`, `parent`, `firstChild`, `childCount`, `flags`, `slot`,
/// `layoutSlot` and the fixed leaves' `firstSize`; what does not fit a per-node array is kept here.
struct FlattenedTree {
  /// The layouts of the containers and modifiers, indexed by ``PassStorage/layoutSlot``.
  let layouts: [any ErasedLayout]
  /// How many nodes have a slot (every node but the fixed-size leaves).
  let slotCount: Int
  /// The nodes that have an id, in breadth-first order.
  let identified: [(node: NodeIndex, id: String)]
  /// Whether some node lays out embedded content.
  let hasEmbedded: Bool

  /// A container met while flattening: its layout, and whether it is a modifier without guide overrides.
  private typealias Container = (node: Int32, box: any ErasedLayout, modifier: Bool, plainGuides: Bool)

  /// Flattens the tree under `root` into `storage`, which has room for exactly the root's `subtreeCount` nodes.
  ///
  /// - Complexity: O(nodes); each node object is read once.
  init(root: Node, storage: PassStorage) {
    var containers: [Container] = []
    var identified: [(node: NodeIndex, id: String)] = []
    var hasEmbedded = false
    var slots: Int32 = 0
    Self.breadthFirst(root, storage) { k, node, traits, flag in
      if traits.hasID, let id = node._withUnsafeGuaranteedRef({ $0.id }) { identified.append((NodeIndex(k), id)) }
      let plainGuides = traits.plainAttributes || node._withUnsafeGuaranteedRef { $0.attributes.guides.isEmpty }
      switch traits.kind {
      case .leaf, .spacer:
        if let fixed = traits.fixedSize {
          flag |= NodeFlag.fixed
          storage.firstSize[k] = fixed
        }
        if plainGuides { flag |= NodeFlag.guideFree }
        if traits.isLineBreak { flag |= NodeFlag.lineBreak }
      case .embedded:
        hasEmbedded = true
      case .layout, .modifier:
        if case .layout(let box, let modifier) = node._withUnsafeGuaranteedRef({ $0.content }) {
          containers.append((Int32(k), box, modifier, plainGuides))
        }
      }
      if flag & NodeFlag.fixed == 0 {
        storage.slot[k] = slots
        slots += 1
      } else {
        storage.slot[k] = -1
      }
    }
    self.layouts = Self.assignLayouts(containers, storage)
    self.slotCount = Int(slots)
    self.identified = identified
    self.hasEmbedded = hasEmbedded
  }

  /// Visits the nodes breadth-first, writing their links (`references`, `parent`, `firstChild`, `childCount`) and
  /// the flags `visit` sets; `visit` sees each node's index, reference and traits once.
  private static func breadthFirst(
    _ root: Node, _ storage: PassStorage,
    _ visit: (_ k: Int, _ node: Unmanaged<Node>, _ traits: Node.Traits, _ flag: inout UInt8) -> Void
  ) {
    let references = storage.references
    let parent = storage.parent
    references[0] = .passUnretained(root)
    parent[0] = -1
    var end = 1
    for i in 0..<storage.count {
      let node = references[i]
      let traits = node._withUnsafeGuaranteedRef { $0.traits }
      let count = traits.childCount
      storage.firstChild[i] = Int32(end)
      storage.childCount[i] = Int32(count)
      var flag: UInt8 = 0
      visit(i, node, traits, &flag)
      storage.flags[i] = flag
      guard count > 0 else { continue }
      // Copied as unretained references (same layout: one pointer), without a retain per child; the counts were
      // summed into the root's `subtreeCount`, so they fit.
      let children: [Node] = node._withUnsafeGuaranteedRef { $0.children }
      // Children never change after a node is made; a mismatch would write past the pass's arrays.
      precondition(children.count == count, "a node's children changed after it was made")
      children.withUnsafeBufferPointer { (buffer: UnsafeBufferPointer<Node>) in
        buffer.withMemoryRebound(to: Unmanaged<Node>.self) { (unretained: UnsafeBufferPointer<Unmanaged<Node>>) in
          let target = UnsafeMutableBufferPointer<Unmanaged<Node>>(rebasing: references[end..<(end + count)])
          _ = target.initialize(from: unretained)
        }
      }
      let value = Int32(i)
      for c in end..<(end + count) { parent[c] = value }
      end += count
    }
  }

  /// Numbers the containers' layouts from the last container to the first (children before parents) and sets
  /// their guide flags: a modifier without overrides is guide-free when its child is.
  private static func assignLayouts(_ containers: [Container], _ storage: PassStorage) -> [any ErasedLayout] {
    let flags = storage.flags
    let firstChild = storage.firstChild
    var layouts: [any ErasedLayout] = []
    layouts.reserveCapacity(containers.count)
    for (node, box, modifier, plainGuides) in containers.reversed() {
      let k = Int(node)
      storage.layoutSlot[k] = Int32(layouts.count)
      layouts.append(box)
      if box.base is any NoExplicitBuiltInGuides { flags[k] |= NodeFlag.builtInGuideFree }
      if modifier, plainGuides, storage.childCount[k] > 0, flags[Int(firstChild[k])] & NodeFlag.guideFree != 0,
        box.base is any PropagatesChildGuides
      {
        flags[k] |= NodeFlag.guideFree
      }
    }
    return layouts
  }

  /// For the depth-limit error: the path of the first node (breadth-first) whose children lie deeper than `limit`.
  ///
  /// - Complexity: O(nodes down to that depth).
  static func firstTooDeep(_ root: Node, limit: Int) -> NodePath {
    var nodes: [Node] = [root]
    var parent: [Int32] = [-1]
    var childIndex: [Int32] = [-1]
    var depth: [Int] = [0]
    var i = 0
    while i < nodes.count {
      let children = nodes[i].children
      if !children.isEmpty {
        if depth[i] + 1 > limit { break }
        let underModifier = nodes[i].isModifier
        for (position, child) in children.enumerated() {
          nodes.append(child)
          parent.append(Int32(i))
          childIndex.append(underModifier ? -1 : Int32(position))
          depth.append(depth[i] + 1)
        }
      }
      i += 1
    }
    let deep = min(i, nodes.count - 1)
    return PathTable(parent: parent, childIndex: childIndex).path(of: NodeIndex(deep))
  }
}

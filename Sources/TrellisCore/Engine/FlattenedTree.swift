/// A tree flattened breadth-first into a pass's per-node arrays: every container's children are contiguous, and
/// parents come before children.
///
/// Flattening writes ``PassStorage``'s `references`, `parent`, `firstChild`, `childCount`, `flags`, `slot`,
/// `layoutSlot` and the fixed leaves' `firstSize`; what does not fit a per-node array is kept here.
struct FlattenedTree {
  /// The layouts the engine runs itself (``BuiltInLayout/none`` for the others), by ``PassStorage/layoutSlot``; the
  /// layouts themselves are read from their nodes when needed (copying them here cost a retain and a release per
  /// container and pass, each a cache miss in large trees).
  let builtIns: [BuiltInLayout]
  /// The stacks' custom alignment guides (``StackSpec/customGuide``).
  let stackGuides: [AnyGuide]
  /// The built-in stacks' children in all (``StackSpec/arenaOffset``).
  let stackChildren: Int
  /// How many nodes have a slot (every node but the fixed-size leaves).
  let slotCount: Int
  /// The nodes that have an id, in breadth-first order.
  let identified: [(node: NodeIndex, id: String)]
  /// Whether some node lays out embedded content.
  let hasEmbedded: Bool
  /// The text settings each text leaf inherits from its ancestors (only texts under a `.font(_:)`-like setting).
  let textEnvironments: [NodeIndex: TextEnvironment]
  /// For each node, whether it or an ancestor sets text settings (empty when no node does).
  let underTextSetting: [Bool]
  /// For each node, whether its layout direction is right to left (set on it or inherited); empty when no node
  /// lays out right to left, so a left-to-right pass pays nothing for it.
  let rightToLeft: [Bool]

  /// A container met while flattening: whether it is a modifier, sets no guide overrides, sets no layout priority of
  /// its own, passes its child's guides on, and answers one size whatever its subviews do.
  typealias Container = (
    node: Int32, modifier: Bool, plainGuides: Bool, plainPriority: Bool, propagatesGuides: Bool, rigidByItself: Bool
  )

  /// Flattens the tree under `root` into `storage`, which has room for exactly the root's `subtreeCount` nodes.
  ///
  /// - Complexity: O(nodes); each node object is read once (its traits; the content only for containers, the id
  ///   only when it has one).
  init(root: Node, storage: PassStorage) {
    // SAFETY: `_withUnsafeGuaranteedRef` (reading a node through its unretained reference, without a retain and
    // release). Invariant: the caller holds `root` for the whole pass, `root` owns every node below it, and a node's
    // children never change after it is made, so every reference in `references` stays valid. Measured with
    // callgrind (release probe, see `LayoutContext`) against `takeUnretainedValue()`: a 10⁴-node nested-stack tree
    // saves 0.43 M instructions per layout (0.2 %); a 10⁴-box HFlow pays 10 k (0.3 %) for it.
    let references = storage.references
    let flags = storage.flags
    let slot = storage.slot
    references[0] = .passUnretained(root)
    storage.parent[0] = -1
    var end = 1
    var slots: Int32 = 0
    var layouts = LayoutTable()
    var identified: [(node: NodeIndex, id: String)] = []
    var hasEmbedded = false
    var inherited = InheritedEnvironment(count: storage.count)
    var touched = 0
    for i in 0..<storage.count {
      // Nodes ahead are read once, a batch at a time, in a loop of independent loads, so that the memory system
      // fetches them together: in a large tree each node is a cache miss, and the loop below, with its branches,
      // would wait for them one at a time.
      if i & 15 == 0 { touched &+= Self.touch(references, from: i + 16, to: min(i + 32, end)) }
      let node = references[i]
      let traits = node._withUnsafeGuaranteedRef { $0.traits }
      let count = traits.childCount
      storage.firstChild[i] = Int32(end)
      storage.childCount[i] = Int32(count)
      if traits.hasID, let id = node._withUnsafeGuaranteedRef({ $0.id }) { identified.append((NodeIndex(i), id)) }
      var (flag, plainGuides, plainPriority) = Self.ownFlags(node, traits)
      if traits.setsEnvironment || inherited.isActive {
        inherited.visit(i, parent: storage.parent[i], node: node, isText: traits.isText)
      }
      switch traits.kind {
      case .leaf, .spacer:
        if traits.isFixed, let fixed = node._withUnsafeGuaranteedRef({ $0.fixedSize }) { storage.firstSize[i] = fixed }
      case .embedded:
        hasEmbedded = true
      case .layout, .modifier:
        flag |= layouts.add(i, node, modifier: traits.kind == .modifier, plainGuides, plainPriority, storage)
      }
      flags[i] = flag
      if flag & NodeFlag.fixed == 0 {
        slot[i] = slots
        slots += 1
      } else {
        slot[i] = -1
      }
      if count > 0 {
        Self.appendChildren(of: node, count, at: end, parent: Int32(i), storage)
        end += count
      }
    }
    // The sum is of child counts (never negative): the check keeps the reads the batches make.
    precondition(touched >= 0, "child counts are never negative")
    layouts.propagate(storage)
    self.builtIns = layouts.builtIns
    self.stackGuides = layouts.stackGuides
    self.stackChildren = layouts.stackChildren
    self.slotCount = Int(slots)
    self.identified = identified
    self.hasEmbedded = hasEmbedded
    self.textEnvironments = inherited.texts
    self.underTextSetting = inherited.settingOf.map { $0 >= 0 }
    self.rightToLeft = inherited.rightToLeft.contains(true) ? inherited.rightToLeft : []
  }

  /// The flags a node's own traits and attributes set (not those its layout's type or its children set), and whether
  /// it sets no guide overrides and no layout priority of its own.
  @inline(__always)
  static func ownFlags(_ node: Unmanaged<Node>, _ traits: Node.Traits) -> (
    flag: UInt16, plainGuides: Bool, plainPriority: Bool
  ) {
    let plainGuides = traits.plainAttributes || node._withUnsafeGuaranteedRef { $0.attributes.guides.isEmpty }
    let plainPriority = traits.plainAttributes || node._withUnsafeGuaranteedRef { $0.attributes.priority == nil }
    var flag: UInt16 = plainGuides ? NodeFlag.noGuideOverrides : 0
    switch traits.kind {
    case .leaf, .spacer:
      if traits.isFixed { flag |= NodeFlag.fixed }
      if traits.isText {
        // A text answers its baselines (custom guides), never a built-in guide of its own.
        flag |= NodeFlag.text | NodeFlag.builtInGuideFree
      } else if plainGuides {
        flag |= NodeFlag.guideFree
      }
      if traits.isLineBreak { flag |= NodeFlag.lineBreak }
      if plainPriority && traits.kind == .leaf { flag |= NodeFlag.defaultPriority }
      if traits.kind == .leaf, !traits.isFixed, !traits.isText, isFlexibleLeaf(node) {
        flag |= NodeFlag.flexible
      }
    case .embedded:
      if plainPriority { flag |= NodeFlag.defaultPriority }
    case .layout:
      if plainPriority { flag |= NodeFlag.defaultPriority }
    case .modifier:
      // A modifier's priority is its child's when it sets none: decided in `LayoutTable.propagate`, children first.
      break
    }
    return (flag, plainGuides, plainPriority)
  }

  /// Whether the node's content is a `FlexibleLeaf` (a comparison of its type: no dynamic cast).
  static func isFlexibleLeaf(_ node: Unmanaged<Node>) -> Bool {
    node._withUnsafeGuaranteedRef { n -> Bool in
      guard case .leaf(let leaf) = n.content else { return false }
      return type(of: leaf) == FlexibleLeaf.self
    }
  }

  /// Reads the traits of `references[start..<end]` (nothing when the range is empty) and returns their child counts'
  /// sum: a batch of independent loads, made ahead of the loop that needs the nodes.
  @inline(__always)
  private static func touch(_ references: UnsafeMutableBufferPointer<Unmanaged<Node>>, from start: Int, to end: Int)
    -> Int
  {
    var sum = 0
    var j = start
    while j < end {
      sum &+= references[j]._withUnsafeGuaranteedRef { $0.traits.childCount }
      j += 1
    }
    return sum
  }

  /// The environment inherited down the tree while it is flattened (parents come before children): one merged
  /// text setting per node under a setting, kept for the text leaves, and each node's layout direction.
  private struct InheritedEnvironment {
    /// For each node, its index in `settings`, or -1 (allocated at the first setting met).
    var settingOf: [Int32] = []
    var settings: [TextEnvironment] = []
    var texts: [NodeIndex: TextEnvironment] = [:]
    /// For each node, whether it lays out right to left (allocated at the first direction met: every node before it
    /// is left to right).
    var rightToLeft: [Bool] = []
    let count: Int

    init(count: Int) { self.count = count }

    var isActive: Bool { !settingOf.isEmpty }

    mutating func visit(_ i: Int, parent: Int32, node: Unmanaged<Node>, isText: Bool) {
      if settingOf.isEmpty { settingOf = Array(repeating: -1, count: count) }
      let outer = parent >= 0 ? settingOf[Int(parent)] : -1
      var index = outer
      let (text, direction) = node._withUnsafeGuaranteedRef { ($0.attributes.text, $0.attributes.layoutDirection) }
      if let own = text {
        settings.append(outer >= 0 ? own.inheriting(settings[Int(outer)]) : own)
        index = Int32(settings.count - 1)
      }
      settingOf[i] = index
      if isText, index >= 0 { texts[NodeIndex(i)] = settings[Int(index)] }
      if let direction {
        if rightToLeft.isEmpty { rightToLeft = Array(repeating: false, count: count) }
        rightToLeft[i] = direction == .rightToLeft
      } else if !rightToLeft.isEmpty, parent >= 0 {
        rightToLeft[i] = rightToLeft[Int(parent)]
      }
    }
  }

  /// Copies the node's `count` children to `references[start...]` (unretained) and links them to `parent`.
  @inline(__always)
  private static func appendChildren(
    of node: Unmanaged<Node>, _ count: Int, at start: Int, parent: Int32, _ storage: PassStorage
  ) {
    // Copied as unretained references, without a retain per child; the counts were summed into the root's
    // `subtreeCount`, so they fit.
    // SAFETY: rebinding the children's buffer to `Unmanaged<Node>` (same layout: one strong pointer). Invariant: the
    // buffer (the children array, or a one-element temporary for a single child) is alive during the copy and does not
    // escape it, and `root` keeps every child alive for the pass (see `init`). Measured with
    // callgrind (release probe, see `LayoutContext`): a per-child `.passUnretained` loop instead costs a 10⁴-box
    // HFlow 9.8 k instructions per layout (0.26 %); a 10⁴-node nested-stack tree, nothing.
    node._withUnsafeGuaranteedRef { node in
      node.withChildren { (buffer: UnsafeBufferPointer<Node>) in
        // Children never change after a node is made; a mismatch would write past the pass's arrays.
        precondition(buffer.count == count, "a node's children changed after it was made")
        buffer.withMemoryRebound(to: Unmanaged<Node>.self) { (unretained: UnsafeBufferPointer<Unmanaged<Node>>) in
          let target = UnsafeMutableBufferPointer<Unmanaged<Node>>(
            rebasing: storage.references[start..<(start + count)])
          _ = target.initialize(from: unretained)
        }
      }
    }
    let links = storage.parent
    for c in start..<(start + count) { links[c] = parent }
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

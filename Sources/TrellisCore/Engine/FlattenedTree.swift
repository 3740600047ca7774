/// A tree flattened breadth-first into a pass's per-node arrays: every container's children are contiguous, and
/// parents come before children.
///
/// Flattening writes ``PassStorage``'s `references`, `parent`, `firstChild`, `childCount`, `flags`, `slot`,
/// `layoutSlot` and the fixed leaves' `firstSize`; what does not fit a per-node array is kept here.
struct FlattenedTree {
  /// The layouts of the containers and modifiers, indexed by ``PassStorage/layoutSlot``.
  let layouts: [any ErasedLayout]
  /// The same layouts as the engine runs them itself (``BuiltInLayout/none`` for the others), by layout slot.
  let builtIns: [BuiltInLayout]
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

  /// A container met while flattening: its layout, whether it is a modifier, whether it sets no guide overrides, and
  /// whether it sets no layout priority of its own.
  private typealias Container = (
    node: Int32, box: any ErasedLayout, modifier: Bool, plainGuides: Bool, plainPriority: Bool
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
    var containers: [Container] = []
    var identified: [(node: NodeIndex, id: String)] = []
    var hasEmbedded = false
    var inherited = InheritedEnvironment(count: storage.count)
    for i in 0..<storage.count {
      let node = references[i]
      let traits = node._withUnsafeGuaranteedRef { $0.traits }
      let count = traits.childCount
      storage.firstChild[i] = Int32(end)
      storage.childCount[i] = Int32(count)
      if traits.hasID, let id = node._withUnsafeGuaranteedRef({ $0.id }) { identified.append((NodeIndex(i), id)) }
      let plainGuides = traits.plainAttributes || node._withUnsafeGuaranteedRef { $0.attributes.guides.isEmpty }
      let plainPriority = traits.plainAttributes || node._withUnsafeGuaranteedRef { $0.attributes.priority == nil }
      var flag: UInt16 = plainGuides ? NodeFlag.noGuideOverrides : 0
      if traits.setsEnvironment || inherited.isActive {
        inherited.visit(i, parent: storage.parent[i], node: node, isText: traits.isText)
      }
      switch traits.kind {
      case .leaf, .spacer:
        if let fixed = traits.fixedSize {
          flag |= NodeFlag.fixed
          storage.firstSize[i] = fixed
        }
        if traits.isText {
          // A text answers its baselines (custom guides), never a built-in guide of its own.
          flag |= NodeFlag.text | NodeFlag.builtInGuideFree
        } else if plainGuides {
          flag |= NodeFlag.guideFree
        }
        if traits.isLineBreak { flag |= NodeFlag.lineBreak }
        if plainPriority && traits.kind == .leaf { flag |= NodeFlag.defaultPriority }
      case .embedded:
        hasEmbedded = true
        if plainPriority { flag |= NodeFlag.defaultPriority }
      case .layout, .modifier:
        if case .layout(let box, let modifier) = node._withUnsafeGuaranteedRef({ $0.content }) {
          containers.append((Int32(i), box, modifier, plainGuides, plainPriority))
        }
        // A modifier's priority is its child's when it sets none: decided in `assignLayouts`, children first.
        if plainPriority && traits.kind == .layout { flag |= NodeFlag.defaultPriority }
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
    (self.layouts, self.builtIns) = Self.assignLayouts(containers, storage)
    self.slotCount = Int(slots)
    self.identified = identified
    self.hasEmbedded = hasEmbedded
    self.textEnvironments = inherited.texts
    self.underTextSetting = inherited.settingOf.map { $0 >= 0 }
    self.rightToLeft = inherited.rightToLeft.contains(true) ? inherited.rightToLeft : []
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
    // SAFETY: rebinding the `[Node]` buffer to `Unmanaged<Node>` (same layout: one strong pointer). Invariant: the
    // array is alive during the copy and `root` keeps every child alive for the pass (see `init`). Measured with
    // callgrind (release probe, see `LayoutContext`): a per-child `.passUnretained` loop instead costs a 10⁴-box
    // HFlow 9.8 k instructions per layout (0.26 %); a 10⁴-node nested-stack tree, nothing.
    let children: [Node] = node._withUnsafeGuaranteedRef { $0.children }
    // Children never change after a node is made; a mismatch would write past the pass's arrays.
    precondition(children.count == count, "a node's children changed after it was made")
    children.withUnsafeBufferPointer { (buffer: UnsafeBufferPointer<Node>) in
      buffer.withMemoryRebound(to: Unmanaged<Node>.self) { (unretained: UnsafeBufferPointer<Unmanaged<Node>>) in
        let target = UnsafeMutableBufferPointer<Unmanaged<Node>>(rebasing: storage.references[start..<(start + count)])
        _ = target.initialize(from: unretained)
      }
    }
    let links = storage.parent
    for c in start..<(start + count) { links[c] = parent }
  }

  /// Numbers the containers' layouts from the last container to the first (children before parents) and sets
  /// their flags: built-in-guide-free, hides unplaced subviews, and guide-free for a modifier without overrides
  /// whose child is. A modifier without overrides that passes its child's guides on is also built-in-guide-free
  /// when its child is and has no overrides: its explicit value would be the child's, `nil`.
  ///
  /// The protocol checks are answered once per layout type (they are dynamic casts), except for ``AnyLayout``,
  /// whose answer to "hides unplaced subviews" depends on the layout it wraps.
  private static func assignLayouts(
    _ containers: [Container], _ storage: PassStorage
  ) -> ([any ErasedLayout], [BuiltInLayout]) {
    let flags = storage.flags
    let firstChild = storage.firstChild
    var layouts: [any ErasedLayout] = []
    var builtIns: [BuiltInLayout] = []
    layouts.reserveCapacity(containers.count)
    builtIns.reserveCapacity(containers.count)
    var known: [(type: ObjectIdentifier, traits: LayoutTraits)] = []
    for (node, box, modifier, plainGuides, plainPriority) in containers.reversed() {
      let k = Int(node)
      storage.layoutSlot[k] = Int32(layouts.count)
      layouts.append(box)
      let builtIn = box.builtIn
      builtIns.append(builtIn)
      if modifier, plainPriority, storage.childCount[k] > 0, hasZeroPriority(Int(firstChild[k]), storage) {
        flags[k] |= NodeFlag.defaultPriority
      }
      if isRigid(k, builtIn, storage) { flags[k] |= NodeFlag.rigid }
      let type = ObjectIdentifier(box.layoutType)
      let traits: LayoutTraits
      if let index = known.firstIndex(where: { $0.type == type }) {
        traits = known[index].traits
      } else {
        traits = box.traits
        if !traits.isErased { known.append((type, traits)) }
      }
      if traits.noExplicitBuiltInGuides { flags[k] |= NodeFlag.builtInGuideFree }
      if traits.hidesUnplacedSubviews { flags[k] |= NodeFlag.hidesUnplaced }
      guard modifier, plainGuides, storage.childCount[k] > 0, traits.propagatesChildGuides else { continue }
      let child = Int(firstChild[k])
      if flags[child] & NodeFlag.guideFree != 0 { flags[k] |= NodeFlag.guideFree }
      if flags[child] & NodeFlag.builtInGuideFree != 0,
        storage.references[child]._withUnsafeGuaranteedRef({ $0.traits.plainAttributes || $0.attributes.guides.isEmpty }
        )
      {
        flags[k] |= NodeFlag.builtInGuideFree
      }
    }
    return (layouts, builtIns)
  }

  /// Whether node `k`'s layout priority is 0 (``LayoutContext/priority(of:)``): flagged, or a spacer that sets none
  /// (a spacer's stack priority is −∞, but a modifier around it has priority 0).
  private static func hasZeroPriority(_ k: Int, _ storage: PassStorage) -> Bool {
    if storage.flags[k] & NodeFlag.defaultPriority != 0 { return true }
    return storage.references[k]._withUnsafeGuaranteedRef {
      $0.traits.kind == .spacer && ($0.traits.plainAttributes || $0.attributes.priority == nil)
    }
  }

  /// Whether container `k` answers one size to every valid proposal: a padding or axis stack the engine runs itself
  /// whose children are fixed-size leaves or rigid themselves and set no guide overrides (so every child's size and
  /// guides are the same whatever it is offered, and so are the container's). Children come before parents here.
  private static func isRigid(_ k: Int, _ builtIn: BuiltInLayout, _ storage: PassStorage) -> Bool {
    switch builtIn {
    case .none: return false
    case .padding, .stack: break
    }
    let flags = storage.flags
    let first = Int(storage.firstChild[k])
    for c in first..<(first + Int(storage.childCount[k])) {
      let f = flags[c]
      guard f & (NodeFlag.fixed | NodeFlag.rigid) != 0, f & NodeFlag.noGuideOverrides != 0 else { return false }
    }
    return true
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

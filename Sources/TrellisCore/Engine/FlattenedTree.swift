/// The tree of one pass, flattened breadth-first into per-node arrays: every container's children are contiguous,
/// parents come before children, and each node has its slots (an index into the per-slot arrays, unless it is a
/// fixed-size leaf; an index into the per-layout arrays, if it is a container or modifier), its flags (``NodeFlag``)
/// and, for a container the engine runs itself, its ``BuiltInLayout``.
///
/// Immutable once built: a pass only reads it. The one writer after `init` is a kept pass laid out again over a tree
/// of the same shape (`LayoutContext+Relayout`), which replaces the changed nodes' references, flags and layouts
/// (``replaceLayout(_:with:of:)``, ``traits(of:type:)``) in place between two passes. Its per-node arrays are
/// ``PassBuffers/NodeArrays``'s, which results share; it does not own its nodes (the pass's root does, and
/// ``node(_:)`` reads them unretained).
///
/// Flattening also seeds the size cache with what the tree knows: a fixed-size leaf's one size (its frame's size,
/// ``PassBuffers/NodeArrays/frames``) and its state (``SizeCache/State/settled``).
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
struct FlattenedTree {
  /// Each node, unretained (breadth-first; the root is 0).
  private(set) var references: UnsafeMutableBufferPointer<Unmanaged<Node>>
  /// Each node's parent (−1 for the root) and first child (one more: the node count; see
  /// ``PassBuffers/NodeArrays/firstChild``).
  private(set) var parent: UnsafeMutableBufferPointer<Int32>
  private(set) var firstChild: UnsafeMutableBufferPointer<Int32>
  /// Each node's child count, read from ``firstChild`` (stored, as every member the pass reads per node: a computed
  /// property of the pass's tree would copy the tree, retaining its arrays, at every read).
  private(set) var childCount: PassBuffers.NodeArrays.ChildCounts
  /// Each node's index into the per-slot arrays, or −1 for a fixed-size leaf, which needs none of them: it answers
  /// one size to every proposal, and nothing reads its placement proposal.
  private(set) var slot: UnsafeMutableBufferPointer<Int32>
  /// Each container's and modifier's index into the per-layout arrays (−1 for leaves).
  private(set) var layoutSlot: UnsafeMutableBufferPointer<Int32>
  /// Each node's flags (``NodeFlag``).
  private(set) var flags: UnsafeMutableBufferPointer<UInt16>
  /// The layouts the engine runs itself (``BuiltInLayout/none`` for the others), by layout slot; the layouts
  /// themselves are read from their nodes when needed (copying them here cost a retain and a release per container
  /// and pass, each a cache miss in large trees).
  private(set) var builtIns: [BuiltInLayout]
  /// The stacks' custom alignment guides (``StackSpec/customGuide``).
  private(set) var stackGuides: [AnyGuide]
  /// The protocol checks of each layout type met (``LayoutTraits``: dynamic casts, made once per type).
  private var layoutTypes: [(type: ObjectIdentifier, traits: LayoutTraits)]
  /// The built-in stacks' children in all (``StackSpec/arenaOffset``).
  let stackChildren: Int
  /// How many built-in stacks there are (``StackSpec/index``).
  let stackCount: Int
  /// How many nodes have a slot (every node but the fixed-size leaves).
  let slotCount: Int
  /// Whether some node lays out embedded content.
  let hasEmbedded: Bool
  /// What the tree knows beyond its arrays: ids, text settings, layout directions.
  private let tables: Tables
  /// Whether the engine runs padding, the axis stacks and constraint cells itself (``BuiltInLayout``); `false` only
  /// for the differential test, which runs them through their `Layout` conformances.
  let runsBuiltIns: Bool

  /// A container met while flattening: whether it is a modifier, sets no guide overrides, sets no layout priority of
  /// its own, passes its child's guides on, and answers one size whatever its subviews do.
  typealias Container = (
    node: Int32, modifier: Bool, plainGuides: Bool, plainPriority: Bool, propagatesGuides: Bool, rigidByItself: Bool
  )

  /// Flattens the tree under `root` into `arrays`, which has room for exactly the root's `subtreeCount` nodes, and
  /// checks that ids are unique among siblings.
  ///
  /// - Throws: ``LayoutError/duplicateID(_:paths:)`` naming both siblings' paths.
  /// - Complexity: O(nodes); each node object is read once (its traits; the content only for containers, the id
  ///   only when it has one).
  init(root: Node, into arrays: PassBuffers.NodeArrays, runsBuiltIns: Bool = true) throws(LayoutError) {
    // SAFETY: `_withUnsafeGuaranteedRef` (reading a node through its unretained reference, without a retain and
    // release). Invariant: the caller holds `root` for the whole pass, `root` owns every node below it, and a node's
    // children never change after it is made, so every reference in `references` stays valid.
    let references = arrays.references
    let flags = arrays.flags
    let slot = arrays.slot
    references[0] = .passUnretained(root)
    arrays.parent[0] = -1
    var end = 1
    var slots: Int32 = 0
    var layouts = LayoutTable(runsBuiltIns: runsBuiltIns)
    var identified: [(node: NodeIndex, id: String)] = []
    var hasEmbedded = false
    var inherited = InheritedEnvironment(count: arrays.count)
    var touched = 0
    for i in 0..<arrays.count {
      // Nodes ahead are read once, a batch at a time, in a loop of independent loads, so that the memory system
      // fetches them together: in a large tree each node is a cache miss, and the loop below, with its branches,
      // would wait for them one at a time.
      if i & 15 == 0 { touched &+= Self.touch(references, from: i + 16, to: min(i + 32, end)) }
      let node = references[i]
      let traits = node._withUnsafeGuaranteedRef { $0.traits }
      let count = traits.childCount
      arrays.firstChild[i] = Int32(end)
      if traits.hasID, let id = node._withUnsafeGuaranteedRef({ $0.id }) { identified.append((NodeIndex(i), id)) }
      var (flag, plainGuides, plainPriority) = Self.ownFlags(node, traits)
      if traits.setsEnvironment || inherited.isActive {
        inherited.visit(i, parent: arrays.parent[i], node: node, isText: traits.isText)
      }
      switch traits.kind {
      case .leaf, .spacer:
        if traits.isFixed, let fixed = node._withUnsafeGuaranteedRef({ $0.fixedSize }) {
          arrays.frames[i].size = fixed
          arrays.sizeState[i] = SizeCache.State.settled
        }
      case .embedded:
        hasEmbedded = true
      case .layout, .modifier:
        flag |= layouts.add(
          i, node, children: count, modifier: traits.kind == .modifier, plainGuides, plainPriority, arrays)
      }
      flags[i] = flag
      if flag & NodeFlag.fixed == 0 {
        slot[i] = slots
        slots += 1
      } else {
        slot[i] = -1
      }
      if count > 0 {
        Self.appendChildren(of: node, count, at: end, parent: Int32(i), arrays)
        end += count
      }
    }
    // The sum is of child counts (never negative): the check keeps the reads the batches make.
    precondition(touched >= 0, "child counts are never negative")
    arrays.firstChild[arrays.count] = Int32(end)
    layouts.propagate(arrays)
    let ids = try Self.uniqueIDs(identified, in: arrays)
    self.references = references
    self.parent = arrays.parent
    self.firstChild = arrays.firstChild
    self.childCount = arrays.childCount
    self.slot = slot
    self.layoutSlot = arrays.layoutSlot
    self.flags = flags
    self.builtIns = layouts.builtIns
    self.stackGuides = layouts.stackGuides
    self.layoutTypes = layouts.known
    self.stackChildren = layouts.stackChildren
    self.stackCount = layouts.stacks
    self.slotCount = Int(slots)
    self.hasEmbedded = hasEmbedded
    self.tables = Tables(
      identified: ids.identified, shadowedIDs: ids.shadowed, textEnvironments: inherited.texts,
      underTextSetting: inherited.settingOf.map { $0 >= 0 },
      rightToLeft: inherited.rightToLeft.contains(true) ? inherited.rightToLeft : [])
    self.runsBuiltIns = runsBuiltIns
  }

  /// The same tree over `arrays`, a copy of the arrays it was flattened into (a template's, or a kept pass's that
  /// moved to a copy).
  func rebound(to arrays: PassBuffers.NodeArrays) -> FlattenedTree {
    var tree = self
    tree.references = arrays.references
    tree.parent = arrays.parent
    tree.firstChild = arrays.firstChild
    tree.childCount = arrays.childCount
    tree.slot = arrays.slot
    tree.layoutSlot = arrays.layoutSlot
    tree.flags = arrays.flags
    return tree
  }

  /// The nodes that have an id, breadth-first, without the ids an outer modifier of the same view repeats (ids are
  /// unique among siblings; see `+Identity`).
  var identified: [(node: NodeIndex, id: String)] { tables.identified }
  /// The nodes whose id an outer modifier of the same view repeats: their entries have no key (see `+Identity`).
  var shadowedIDs: Set<NodeIndex> { tables.shadowedIDs }
  /// The text settings each text leaf inherits from its ancestors (only texts under a `.font(_:)`-like setting).
  @inline(__always) var textEnvironments: [NodeIndex: TextEnvironment] { tables.textEnvironments }
  /// For each node, whether it or an ancestor sets text settings (empty when no node does).
  var underTextSetting: [Bool] { tables.underTextSetting }
  /// For each node, whether its layout direction is right to left (set on it or inherited); empty when no node
  /// lays out right to left, so a left-to-right pass pays nothing for it.
  @inline(__always) var rightToLeft: [Bool] { tables.rightToLeft }

  /// How many nodes the tree has.
  @inline(__always) var count: Int { references.count }

  /// How many nodes have a layout slot (containers and modifiers).
  var layoutCount: Int { builtIns.count }

  /// The tree's per-node arrays alone, a plain value: code that calls out while it walks the tree (into layouts,
  /// or into the size cache) reads them through a copy of this, not through the pass's tree, which it would copy
  /// (and retain) at every call.
  @inline(__always) var links: Links {
    Links(
      references: references, parent: parent, firstChild: firstChild, layoutSlot: layoutSlot)
  }

  /// Node `k`, unretained (the pass's root owns it).
  @inline(__always) func node(_ k: Int) -> Node { references[k].takeUnretainedValue() }

  /// The indices of node `k`'s children.
  @inline(__always) func children(of k: Int) -> Range<Int> { links.children(of: k) }

  /// Whether node `k` is a modifier, read without retaining it.
  @inline(__always) func isModifier(_ k: Int) -> Bool { links.isModifier(k) }

  /// Whether node `k` is a ``Spacer``, read without retaining it.
  @inline(__always) func isSpacer(_ k: Int) -> Bool { links.isSpacer(k) }

  /// The layout of container or modifier `k`, or `nil` for a leaf.
  @inline(__always) func layout(_ k: Int) -> (any ErasedLayout)? { links.layout(k) }

  /// The protocol checks of `node`'s layout, whose type is `type` (made once per layout type).
  mutating func traits(of node: Unmanaged<Node>, type: ObjectIdentifier?) -> LayoutTraits {
    LayoutTable.traits(of: node, type: type, known: &layoutTypes)
  }

  /// Gives layout slot `layout` the built-in form of `node`, a changed node of a kept pass laid out again
  /// (`LayoutContext+Relayout`): a stack keeps its range of the arena and its header, and its custom guide is added
  /// to ``stackGuides``.
  mutating func replaceLayout(_ layout: Int, with builtIn: BuiltInLayout, of node: Unmanaged<Node>) {
    var builtIn = builtIn
    if case .stack(var spec) = builtIn, case .stack(let old) = builtIns[layout] {
      spec.arenaOffset = old.arenaOffset
      spec.index = old.index
      if spec.fraction.isNaN, let guide = LayoutTable.stackGuide(node) {
        spec.customGuide = Int32(stackGuides.count)
        stackGuides.append(guide)
      }
      builtIn = .stack(spec)
    }
    builtIns[layout] = builtIn
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
      if isText, !rightToLeft.isEmpty, rightToLeft[i] {
        // A text sets its lines from the right edge and takes the direction for its neutral paragraphs.
        var own = index >= 0 ? settings[Int(index)] : TextEnvironment()
        own.layoutDirection = .rightToLeft
        texts[NodeIndex(i)] = own
      }
    }
  }

  /// Copies the node's `count` children to `references[start...]` (unretained) and links them to `parent`.
  @inline(__always)
  private static func appendChildren(
    of node: Unmanaged<Node>, _ count: Int, at start: Int, parent: Int32, _ arrays: PassBuffers.NodeArrays
  ) {
    // Copied as unretained references, without a retain per child; the counts were summed into the root's
    // `subtreeCount`, so they fit.
    // SAFETY: rebinding the children's buffer to `Unmanaged<Node>` (same layout: one strong pointer). Invariant: the
    // buffer (the children array, or a one-element temporary for a single child) is alive during the copy and does not
    // escape it, and `root` keeps every child alive for the pass (see `init`). One bulk copy instead of a
    // `.passUnretained` per child.
    node._withUnsafeGuaranteedRef { node in
      node.withChildren { (buffer: UnsafeBufferPointer<Node>) in
        // Children never change after a node is made; a mismatch would write past the pass's arrays.
        precondition(buffer.count == count, "a node's children changed after it was made")
        buffer.withMemoryRebound(to: Unmanaged<Node>.self) { (unretained: UnsafeBufferPointer<Unmanaged<Node>>) in
          let target = UnsafeMutableBufferPointer<Unmanaged<Node>>(
            rebasing: arrays.references[start..<(start + count)])
          _ = target.initialize(from: unretained)
        }
      }
    }
    let links = arrays.parent
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

extension FlattenedTree {
  /// The containers met while flattening: each gets the next layout slot, its built-in layout and the flags its
  /// layout type implies; the flags that depend on the children are set by ``propagate(_:)`` once every node is
  /// flattened.
  struct LayoutTable {
    private(set) var builtIns: [BuiltInLayout] = []
    /// The custom alignment guides of the stacks (``StackSpec/customGuide`` indexes them).
    private(set) var stackGuides: [AnyGuide] = []
    /// How many children the built-in stacks have in all: the size of the pass's arena of stack children.
    private(set) var stackChildren = 0
    /// How many built-in stacks there are: the number of the pass's stack headers.
    private(set) var stacks = 0
    private var containers: [Container] = []
    /// The protocol checks, answered once per layout type (they are dynamic casts), except for ``AnyLayout``, whose
    /// answer to "hides unplaced subviews" depends on the layout it wraps.
    private(set) var known: [(type: ObjectIdentifier, traits: LayoutTraits)] = []
    /// Whether the engine runs the built-in layouts itself (see ``FlattenedTree/runsBuiltIns``).
    private let runsBuiltIns: Bool

    init(runsBuiltIns: Bool) { self.runsBuiltIns = runsBuiltIns }

    /// Gives container `i` (whose node is `node`, with `children` children) the next layout slot and returns the
    /// flags its layout type sets: built-in-guide-free, hides unplaced subviews, `Void` cache. The layout is read in
    /// place, not copied.
    mutating func add(
      _ i: Int, _ node: Unmanaged<Node>, children: Int, modifier: Bool, _ plainGuides: Bool, _ plainPriority: Bool,
      _ arrays: PassBuffers.NodeArrays
    ) -> UInt16 {
      arrays.layoutSlot[i] = Int32(builtIns.count)
      var (builtIn, type, rigidByItself) = Self.describe(node, runsBuiltIns: runsBuiltIns)
      let traits = Self.traits(of: node, type: type, known: &known)
      builtIn = Self.builtIn(builtIn, traits, runsBuiltIns: runsBuiltIns)
      if case .stack(var spec) = builtIn {
        spec.arenaOffset = Int32(stackChildren)
        stackChildren += children
        spec.index = Int32(stacks)
        stacks += 1
        if spec.fraction.isNaN, let guide = Self.stackGuide(node) {
          spec.customGuide = Int32(stackGuides.count)
          stackGuides.append(guide)
        }
        builtIn = .stack(spec)
      }
      builtIns.append(builtIn)
      containers.append((Int32(i), modifier, plainGuides, plainPriority, traits.propagatesChildGuides, rigidByItself))
      return Self.flags(traits) | Self.flags(builtIn)
    }

    /// What the engine reads of a container's layout, in one read of its content: its built-in form (``BuiltInLayout/none``
    /// for every layout unless `runsBuiltIns`), its type, and whether it is rigid by itself.
    static func describe(_ node: Unmanaged<Node>, runsBuiltIns: Bool) -> (BuiltInLayout, ObjectIdentifier?, Bool) {
      node._withUnsafeGuaranteedRef { n -> (BuiltInLayout, ObjectIdentifier?, Bool) in
        guard case .layout(let box) = n.content else { return (.none, nil, false) }
        let builtIn = runsBuiltIns ? box.builtIn : .none
        if case .none = builtIn { return (builtIn, ObjectIdentifier(box.layoutType), box.isRigidByItself) }
        return (builtIn, ObjectIdentifier(box.layoutType), false)
      }
    }

    /// The built-in form of a layout that ``describe(_:runsBuiltIns:)`` described as `described` and whose type has
    /// `traits`: a ``CellLayout`` is a cell (found by its type's traits, one conformance check per layout type).
    @inline(__always)
    static func builtIn(_ described: BuiltInLayout, _ traits: LayoutTraits, runsBuiltIns: Bool) -> BuiltInLayout {
      guard runsBuiltIns, traits.isCell, case .none = described else { return described }
      return .cell
    }

    /// A stack's custom alignment guide.
    static func stackGuide(_ node: Unmanaged<Node>) -> AnyGuide? {
      node._withUnsafeGuaranteedRef { n -> AnyGuide? in
        guard case .layout(let box) = n.content else { return nil }
        return box.stackGuide
      }
    }

    /// The protocol checks of a container's layout, whose type is `type`: from `known` when they were made for its
    /// type, else made (and kept in `known`, unless the layout is an ``AnyLayout``).
    @inline(__always)
    static func traits(
      of node: Unmanaged<Node>, type: ObjectIdentifier?, known: inout [(type: ObjectIdentifier, traits: LayoutTraits)]
    ) -> LayoutTraits {
      if let type, let index = known.firstIndex(where: { $0.type == type }) { return known[index].traits }
      let traits = layoutTraits(node)
      if let type, !traits.isErased { known.append((type, traits)) }
      return traits
    }

    /// The protocol checks of a container's layout (dynamic casts).
    static func layoutTraits(_ node: Unmanaged<Node>) -> LayoutTraits {
      node._withUnsafeGuaranteedRef { n -> LayoutTraits in
        guard case .layout(let box) = n.content else {
          return LayoutTraits(
            noExplicitBuiltInGuides: false, propagatesChildGuides: false, hidesUnplacedSubviews: false,
            isErased: true, cacheIsVoid: false, isCell: false)
        }
        return box.traits
      }
    }

    /// The flags a layout's type sets: built-in-guide-free, hides unplaced subviews, `Void` cache.
    static func flags(_ traits: LayoutTraits) -> UInt16 {
      var flag: UInt16 = 0
      if traits.noExplicitBuiltInGuides { flag |= NodeFlag.builtInGuideFree }
      if traits.hidesUnplacedSubviews { flag |= NodeFlag.hidesUnplaced }
      if traits.cacheIsVoid { flag |= NodeFlag.voidCache }
      return flag
    }

    /// The flags a built-in layout sets: a cell's.
    static func flags(_ builtIn: BuiltInLayout) -> UInt16 {
      if case .cell = builtIn { return NodeFlag.cell }
      return 0
    }

    /// Sets the flags that depend on the children, children before parents: guide-free for a modifier without
    /// overrides whose child is (and built-in-guide-free when its child is and has no overrides: its explicit value
    /// would be the child's, `nil`), the default priority of a modifier whose child has it, and rigidity.
    func propagate(_ arrays: PassBuffers.NodeArrays) {
      for container in containers.reversed() {
        Self.propagate(container, builtIns[Int(arrays.layoutSlot[Int(container.node)])], arrays)
      }
    }

    /// ``propagate(_:)`` for one container, once its children's flags are final.
    static func propagate(_ container: Container, _ builtIn: BuiltInLayout, _ arrays: PassBuffers.NodeArrays) {
      let flags = arrays.flags
      let firstChild = arrays.firstChild
      let (node, modifier, plainGuides, plainPriority, propagatesGuides, rigidByItself) = container
      let k = Int(node)
      let hasChild = arrays.childCount[k] > 0
      if modifier, plainPriority, hasChild, hasZeroPriority(Int(firstChild[k]), arrays) {
        flags[k] |= NodeFlag.defaultPriority
      }
      if rigidByItself || isRigid(k, builtIn, arrays) { flags[k] |= NodeFlag.rigid }
      guard modifier, plainGuides, hasChild, propagatesGuides else { return }
      let child = Int(firstChild[k])
      if flags[child] & NodeFlag.guideFree != 0 { flags[k] |= NodeFlag.guideFree }
      if flags[child] & NodeFlag.builtInGuideFree != 0, flags[child] & NodeFlag.noGuideOverrides != 0 {
        flags[k] |= NodeFlag.builtInGuideFree
      }
    }

    /// Whether node `k`'s layout priority is 0 (``LayoutContext/priority(of:)``): flagged, or a spacer that sets
    /// none (a spacer's stack priority is −∞, but a modifier around it has priority 0).
    private static func hasZeroPriority(_ k: Int, _ arrays: PassBuffers.NodeArrays) -> Bool {
      if arrays.flags[k] & NodeFlag.defaultPriority != 0 { return true }
      return arrays.references[k]._withUnsafeGuaranteedRef {
        $0.traits.kind == .spacer && ($0.traits.plainAttributes || $0.attributes.priority == nil)
      }
    }

    /// Whether container `k` answers one size to every valid proposal: a padding or axis stack the engine runs
    /// itself whose children are fixed-size leaves or rigid themselves and set no guide overrides (so every child's
    /// size and guides are the same whatever it is offered, and so are the container's).
    private static func isRigid(_ k: Int, _ builtIn: BuiltInLayout, _ arrays: PassBuffers.NodeArrays) -> Bool {
      switch builtIn {
      case .none, .cell: return false
      case .padding, .stack: break
      }
      let flags = arrays.flags
      let first = Int(arrays.firstChild[k])
      for c in first..<(first + Int(arrays.childCount[k])) {
        let f = flags[c]
        guard f & (NodeFlag.fixed | NodeFlag.rigid) != 0, f & NodeFlag.noGuideOverrides != 0 else { return false }
      }
      return true
    }
  }
}

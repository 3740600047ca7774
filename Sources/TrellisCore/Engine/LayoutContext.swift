/// One layout pass over a flattened tree: measurement cache, per-container caches, placements.
///
/// The tree is stored breadth-first (``FlattenedTree``) so that every container's children are contiguous
/// (`LayoutSubviews` is a range) and placement is a single loop over indices (parents come before children): no
/// recursion when placing. Measuring recurses once per tree level; ``LayoutLimits/maxDepth`` bounds it.
///
/// The pass is split by concern: measuring (`+Measure`), alignment guides (`+Guides`), placing (`+Place`) and the
/// debug containment check (`+Invariants`).
final class LayoutContext {
  /// The pass's nodes; a pass kept in a ``LayoutCache`` that re-lays out a tree of the same shape takes the new ones
  /// (`+Relayout`).
  @exclusivity(unchecked) var nodes: NodeList
  /// The per-node arrays below live in `storage` (pooled memory; see ``PassStorage``).
  private(set) var storage: PassStorage
  private(set) var parent: UnsafeMutableBufferPointer<Int32>
  private(set) var firstChild: UnsafeMutableBufferPointer<Int32>
  private(set) var childCount: UnsafeMutableBufferPointer<Int32>
  /// Each container's and modifier's index into the per-layout arrays below (−1 for leaves).
  private(set) var layoutSlot: UnsafeMutableBufferPointer<Int32>
  /// The layouts the engine runs itself, by layout slot (see ``BuiltInLayout``); the others are read from their nodes
  /// (``box(_:)``).
  @exclusivity(unchecked) var builtIns: [BuiltInLayout]
  /// Per-node flags (``NodeFlag``): fixed-size leaf, guide-free, built-in-guide-free, line break, measured.
  private(set) var flags: UnsafeMutableBufferPointer<UInt16>
  /// Each node's index into the per-slot arrays below, or −1 for a fixed-size leaf, which needs none of them: it
  /// answers one size (kept in `firstSize`) to every proposal, and nothing reads its placement proposal.
  private(set) var slot: UnsafeMutableBufferPointer<Int32>
  let limits: LayoutLimits
  /// The nodes that have an id, breadth-first, without the ids an outer modifier of the same view repeats (ids are
  /// unique among siblings; see `+Identity`).
  var identified: [(node: NodeIndex, id: String)]
  /// The nodes whose id an outer modifier of the same view repeats: their entries have no key (see `+Identity`).
  var shadowedIDs: Set<NodeIndex> = []
  /// Whether some node lays out embedded content (its entries are spliced into the result).
  let hasEmbedded: Bool
  /// The text settings inherited by the text leaves that have any.
  let textEnvironments: [NodeIndex: TextEnvironment]
  /// For each node, whether it lays out right to left (``View/environment(_:_:)``); empty when none does.
  let rightToLeft: [Bool]

  // SAFETY: `@exclusivity(unchecked)` on the per-slot arrays below (not on `spacingCache` and `embeddedResults`,
  // where it measured no gain; firstProposal, proposals and cacheBoxes are now buffers of ``PassSlots``, which are
  // never checked, under the same invariant). Invariant: a pass runs on one thread, and every access to one of these
  // arrays reads or writes one element (or appends) and ends before the engine calls out (into a layout, a leaf, or
  // `measure` again), so no two accesses to the same array ever overlap and the dynamic check could never fire.
  // Measured with callgrind on a release build of a probe (one layout of a 10⁴-node tree shaped like the `tree`
  // workload: 205.5 M instructions; one of a 10⁴-box HFlow read with `childFrames()`: 3.76 M), checking one array
  // again costs the tree: firstProposal +12.2 M (+5.9 %), moreAnswers +10.5 M (+5.1 %), cacheBoxes +3.0 M (+1.4 %),
  // trial +2.5 M (+1.2 %), proposals +1.1 M (+0.6 %), lastTrialProposals +1.0 M (+0.5 %). On the HFlow none of them
  // gains: firstProposal, proposals and trial each make it 19 k (0.5 %) dearer, the others change nothing.

  /// The per-slot and per-layout arrays below live in `slots` (pooled memory; see ``PassSlots``).
  let slots: PassSlots
  // Measurement cache: the first answer of each node inline (per node), its proposal and further answers per slot.
  private(set) var firstSize: UnsafeMutableBufferPointer<Size>
  let firstProposal: UnsafeMutableBufferPointer<ProposedViewSize>
  /// Answers after the first: one list for the whole pass, chained per slot from `moreHead` (newest first), so a
  /// further answer costs no allocation of its own.
  @exclusivity(unchecked) var moreAnswers: [(proposal: ProposedViewSize, size: Size, next: Int32, pass: UInt32)] = []
  /// Per slot, the pass its first answer was computed in (``pass``): a kept pass laid out again (`+Relayout`) counts
  /// an answer from an earlier pass as reused.
  let firstPass: UnsafeMutableBufferPointer<UInt32>
  /// Which pass over these arrays this is: 1, then one more each time a kept pass is laid out again.
  var pass: UInt32 = 1
  /// Per slot, the index in `moreAnswers` of its newest further answer, or −1.
  let moreHead: UnsafeMutableBufferPointer<Int32>
  /// Layout caches, per layout (see `layoutSlot`).
  let cacheBoxes: UnsafeMutableBufferPointer<AnyObject?>
  /// The allocations of the stacks the engine runs itself: per layout slot the last one's proposal and size, and
  /// per stack child its offer, size, guide and gap in one arena (``StackSpec/arenaOffset``).
  // SAFETY: buffers of the pass (``PassSlots``) instead of arrays of arrays. Invariant: they are never resized, a stack
  // writes only its own header and arena range while its measuring recurses into its children's (which touch only
  // theirs), and one thread runs the pass. Measured with callgrind (release trellis-bench, tree-fixed N = 10⁴, every
  // pass of a 3-strategy run) with the plain `StackSpec` and the direct placement committed with them: 138.7 M -> 91.7
  // M instructions; an array per stack cost an allocation, a copy on each read and a release per pass.
  let stackHeaders: UnsafeMutableBufferPointer<StackHeader>
  let stackArena: UnsafeMutableBufferPointer<StackAlgorithm.Child>
  /// The stacks' custom alignment guides (``StackSpec/customGuide``).
  var stackGuides: [AnyGuide]
  /// The one box of every layout in the pass whose cache is `Void` (frames, offsets, most modifiers): it holds no
  /// bytes, so the pass's containers share it instead of each allocating its own. One per pass, not per process: a
  /// box shared across threads would be an access race to ThreadSanitizer, though nothing is stored. Measured with
  /// callgrind (release trellis-bench, constraints-form N = 50, one re-layout): a box per container cost an
  /// allocation and a free for each of the form's 50 cells per pass.
  lazy var voidCacheBox = CacheBox<Void>(())
  var embeddedResults: [NodeIndex: [(ProposedViewSize, LayoutResult)]] = [:]
  var spacingCache: [ViewSpacing?] = []

  // Placement.
  private(set) var frames: UnsafeMutableBufferPointer<Rect>
  /// The proposal each slot was placed with.
  let proposals: UnsafeMutableBufferPointer<ProposedViewSize>
  private(set) var placed: UnsafeMutableBufferPointer<Bool>
  /// Placements recorded instead of applied, innermost trial last (see `trialPlacements`).
  @exclusivity(unchecked) var trial: [[NodeIndex: (Rect, ProposedViewSize)]] = []
  @exclusivity(unchecked) var lastTrialProposals: [NodeIndex: ProposedViewSize] = [:]

  /// The sizes an earlier pass left in the caller's ``LayoutCache`` (`nil` without one, or with embedded content).
  var remembered: LayoutCache.Snapshot?

  /// Statistics: how many times a node's size was computed (cache misses) and how many sizes were asked for.
  var computeCount = 0
  var reusedCount = 0
  var requestCount = 0
  var leafComputeCount = 0

  /// The first error met; the pass finishes with neutral values and the engine throws it.
  private(set) var error: LayoutError?
  /// Whether containers should report diagnostics (``LayoutEngine/collectsDiagnostics``), and what they reported.
  var collectsDiagnostics = false
  var diagnostics: [LayoutDiagnostic] = []
  /// Node paths, built the first time an error or a check needs one.
  private var pathTable: PathTable?

  /// Checks `limits`, flattens the tree under `root` into pooled memory and checks that ids are unique among
  /// siblings — or, for a small root laid out before, copies what that found (``FlattenedTemplate``).
  ///
  /// - Throws: ``LayoutError/depthLimitExceeded(limit:path:)``, ``LayoutError/nodeLimitExceeded(limit:count:)``,
  ///   ``LayoutError/duplicateID(_:paths:)``.
  init(
    root: Node, limits: LayoutLimits, remembering snapshot: LayoutCache.Snapshot? = nil,
    templates: FlattenedTemplate.Memo = .shared
  ) throws(LayoutError) {
    self.limits = limits
    // The tree's size and height are known from its root: limits are checked first, and every per-node array is
    // carved once from pooled memory.
    if root.traits.height > limits.maxDepth {
      let path = FlattenedTree.firstTooDeep(root, limit: limits.maxDepth)
      throw .depthLimitExceeded(limit: limits.maxDepth, path: path.description)
    }
    let n = root.traits.subtreeCount
    // A pass indexes its nodes with `Int32`, and a node's count saturates at `Int32.max`: whatever the limit, a tree
    // that large is refused.
    let limit = min(limits.maxNodes, Int(Int32.max) - 1)
    if n > limit { throw .nodeLimitExceeded(limit: limit, count: n) }
    let lookup: FlattenedTemplate.Lookup = n <= FlattenedTemplate.maximumNodes ? templates.lookUp(root) : .new
    let storage: PassStorage
    let tree: FlattenedTree
    var fromTemplate = false
    if case .kept(let template) = lookup {
      fromTemplate = true
      storage = PassStorage(copying: template.storage)
      tree = template.tree
      self.identified = template.identified
      self.shadowedIDs = template.shadowedIDs
    } else {
      storage = PassStorage(count: n)
      tree = FlattenedTree(root: root, storage: storage)
      self.identified = tree.identified
    }
    self.storage = storage
    self.nodes = NodeList(root: root, storage: storage)
    self.parent = storage.parent
    self.firstChild = storage.firstChild
    self.childCount = storage.childCount
    self.layoutSlot = storage.layoutSlot
    self.flags = storage.flags
    self.slot = storage.slot
    self.firstSize = storage.firstSize
    self.frames = storage.frames
    self.placed = storage.placed
    self.builtIns = tree.builtIns
    self.hasEmbedded = tree.hasEmbedded
    self.textEnvironments = tree.textEnvironments
    self.rightToLeft = tree.rightToLeft
    let slots = PassSlots(slots: tree.slotCount, layouts: tree.builtIns.count, stackChildren: tree.stackChildren)
    self.slots = slots
    self.firstProposal = slots.firstProposal
    self.moreHead = slots.moreHead
    self.firstPass = slots.firstPass
    self.proposals = slots.proposals
    self.cacheBoxes = slots.cacheBoxes
    self.stackHeaders = slots.stackHeaders
    self.stackArena = slots.stackArena
    self.stackGuides = tree.stackGuides
    self.remembered = tree.hasEmbedded ? nil : snapshot
    if !fromTemplate {
      try checkUniqueIDs()
      // Laid out a second time: kept as flattened and checked, before this pass writes anything.
      if case .seenBefore = lookup {
        templates.keep(
          FlattenedTemplate(copying: storage, tree: tree, identified: identified, shadowedIDs: shadowedIDs), for: root)
      }
    }
    if remembered != nil { Self.markReusable(storage, underTextSetting: tree.underTextSetting) }
  }

  /// Moves the pass onto `storage`, a copy of its arrays (a result still reads the ones it had).
  func rebind(to storage: PassStorage) {
    self.storage = storage
    nodes = NodeList(root: nodes.root, storage: storage)
    parent = storage.parent
    firstChild = storage.firstChild
    childCount = storage.childCount
    layoutSlot = storage.layoutSlot
    flags = storage.flags
    slot = storage.slot
    firstSize = storage.firstSize
    frames = storage.frames
    placed = storage.placed
  }

  /// Starts another pass over the same arrays (`+Relayout`): the counts, diagnostics and trial records of the last
  /// one are dropped. Only a pass that succeeded is kept, so there is no error to drop.
  func beginAnotherPass() {
    precondition(error == nil && trial.isEmpty, "only a finished, successful pass is laid out again")
    pass &+= 1
    computeCount = 0
    reusedCount = 0
    requestCount = 0
    leafComputeCount = 0
    diagnostics = []
    lastTrialProposals = [:]
    remembered = nil
  }

  /// Records `error` unless an earlier one was recorded.
  func fail(_ error: LayoutError) {
    if self.error == nil { self.error = error }
  }

  /// The node's path as in scene files (`root.children[2].children[0]`); modifiers are part of the node they wrap.
  ///
  /// - Complexity: O(depth), after O(nodes) the first time in a pass.
  func path(of node: NodeIndex) -> NodePath {
    if let pathTable { return pathTable.path(of: node) }
    let table = PathTable(nodes: nodes, storage: storage)
    pathTable = table
    return table.path(of: node)
  }
}

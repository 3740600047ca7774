/// One layout pass over a flattened tree: the coordinator of its parts.
///
/// - ``FlattenedTree``: the tree, breadth-first, so that every container's children are contiguous (`LayoutSubviews`
///   is a range) and placement is a single loop over indices (parents come before children): no recursion when
///   placing. Measuring recurses once per tree level; ``LayoutLimits/maxDepth`` bounds it.
/// - ``SizeCache``: every size answered, per node and proposal.
/// - ``Placements``: every frame, and the trials that compute explicit guides.
/// - ``ContainerCaches``: the containers' caches, the built-in stacks' allocations, spacings, embedded results.
/// - ``PassLog``: the first error, diagnostics, statistics.
/// - ``PassBuffers``: every unsafe buffer the parts read, with one invariant check (`+Invariants`).
///
/// The pass itself is split by concern: measuring (`+Measure`), the layouts the engine runs itself (`+BuiltIn`),
/// alignment guides (`+Guides`), placing (`+Place`), what the subviews' proxies ask (`+Subviews`), a kept pass laid
/// out again (`+Relayout`) and sizes kept between passes (`+Remembering`). Code outside `Engine/` reaches the pass only
/// through the methods of `+Subviews` and the other extensions, never through these properties.
final class LayoutContext {
  /// What the pass runs with: the measurer of texts that name none, the limits, diagnostics.
  let configuration: LayoutConfiguration
  /// What the engine running the pass keeps between layouts (its pool, templates and layouts' memos); `nil` while a
  /// ``LayoutCache`` keeps the pass between layouts, so that a kept pass does not keep its engine's memory alive.
  private(set) var engine: LayoutEngine.Storage?
  /// The pass's root, which owns every node of the tree; a kept pass laid out again takes the new one (`+Relayout`).
  private(set) var root: Node
  /// The owner of every buffer below.
  let buffers: PassBuffers

  // SAFETY: `@exclusivity(unchecked)` on the parts: each is a struct stored in this class, and a checked access to a
  // class property that may be modified costs a dynamic exclusivity check (a call into the runtime) on every size
  // request and placement. Invariant: a pass runs on one thread, and every access to a part reads or writes some of
  // its elements, or calls one of its methods, none of which calls out of the part (into a layout, a leaf, or
  // `measure` again), so no two accesses to one part ever overlap and the dynamic check could never fire.

  /// The tree (read-only during a pass; `+Relayout` replaces the changed nodes of a kept pass between passes).
  @exclusivity(unchecked) var tree: FlattenedTree
  @exclusivity(unchecked) var sizes: SizeCache
  @exclusivity(unchecked) var placements: Placements
  @exclusivity(unchecked) var caches: ContainerCaches
  @exclusivity(unchecked) var log: PassLog
  /// What the readers of the outermost pass read (``ReaderFrames``), made by its first nested pass; `nil` in a pass
  /// without embedded content, and in a nested pass (whose configuration carries its outermost pass's).
  var readerFrames: ReaderFrames?

  /// Checks the configuration's limits, flattens the tree under `root` into memory of `engine`'s pool and checks that
  /// ids are unique among siblings — or, for a small root `engine` laid out before, copies what that found
  /// (``FlattenedTemplate``). Unless `runsBuiltIns`, the engine runs every layout through its `Layout` conformance
  /// (the differential test).
  ///
  /// - Throws: ``LayoutError/depthLimitExceeded(limit:path:)``, ``LayoutError/nodeLimitExceeded(limit:count:)``,
  ///   ``LayoutError/duplicateID(_:paths:)``.
  /// - Complexity: O(nodes).
  init(
    root: Node, configuration: LayoutConfiguration, engine: LayoutEngine.Storage,
    remembering snapshot: LayoutCache.Snapshot? = nil, runsBuiltIns: Bool = true
  ) throws(LayoutError) {
    // The tree's size and height are known from its root: limits are checked first, and every per-node array is
    // carved once from the engine's pool.
    if root.traits.height > configuration.limits.maxDepth {
      let path = FlattenedTree.firstTooDeep(root, limit: configuration.limits.maxDepth)
      throw .depthLimitExceeded(limit: configuration.limits.maxDepth, path: path.description)
    }
    let n = root.traits.subtreeCount
    // A pass indexes its nodes with `Int32`, and a node's count saturates at `Int32.max`: whatever the limit, a tree
    // that large is refused.
    let limit = min(configuration.limits.maxNodes, Int(Int32.max) - 1)
    if n > limit { throw .nodeLimitExceeded(limit: limit, count: n) }
    let lookup: FlattenedTemplate.Lookup =
      runsBuiltIns && n <= FlattenedTemplate.maximumNodes ? engine.lookUpTemplate(root) : .new
    let nodes: PassBuffers.NodeArrays
    let tree: FlattenedTree
    if case .kept(let template) = lookup {
      nodes = PassBuffers.NodeArrays(copying: template.nodes, into: engine.blocks)
      tree = template.tree.rebound(to: nodes)
    } else {
      nodes = PassBuffers.NodeArrays(count: n, pool: engine.blocks)
      tree = try FlattenedTree(root: root, into: nodes, runsBuiltIns: runsBuiltIns)
      // Laid out a second time: kept as flattened and checked, before this pass writes anything.
      if case .seenBefore = lookup { engine.keepTemplate(FlattenedTemplate(copying: nodes, tree: tree), for: root) }
    }
    let buffers = PassBuffers(
      nodes: nodes, slots: tree.slotCount, layouts: tree.layoutCount, stacks: tree.stackCount,
      stackChildren: tree.stackChildren)
    self.configuration = configuration
    self.engine = engine
    self.root = root
    self.buffers = buffers
    self.tree = tree
    self.sizes = SizeCache(buffers, remembering: tree.hasEmbedded ? nil : snapshot)
    self.placements = Placements(buffers)
    self.caches = ContainerCaches(buffers)
    self.log = PassLog()
    log.budget.start(configuration)
    if sizes.remembered != nil { tree.markRememberable(in: &sizes) }
    #if TRELLIS_INTERNAL_CHECKS
      checkInvariants()
    #endif
  }

  /// The first error met (the pass finishes with neutral values and the engine throws it).
  var error: LayoutError? { log.error }

  /// The diagnostics the pass's containers reported.
  var diagnostics: [LayoutDiagnostic] { log.diagnostics }

  /// What the pass's strategies settled for.
  var fallbacks: [LayoutFallback] { log.fallbacks }

  /// Starts the pass's deadline again (its own time limit from now, or the outer pass's deadline for a nested one): a
  /// new pass starts it when it is made; a kept pass laid out again starts it here.
  func startBudget(_ configuration: LayoutConfiguration) { log.budget.start(configuration) }

  /// Whether some node lays out embedded content (its entries are spliced into the result).
  var hasEmbedded: Bool { tree.hasEmbedded }

  /// The sizes an earlier pass left in the caller's ``LayoutCache`` (`nil` without one, or with embedded content).
  var remembered: LayoutCache.Snapshot? { sizes.remembered }

  /// The pass's nodes, as its result keeps them.
  var nodes: NodeList { NodeList(root: root, arrays: buffers.nodes) }

  /// Moves the pass onto a copy of its per-node arrays (a result still reads the ones it had), carved from its
  /// engine's pool.
  ///
  /// - Complexity: O(nodes), one copy of the block.
  func separateNodeArrays() {
    buffers.separateNodeArrays(into: engine?.blocks ?? buffers.nodes.pool)
    tree = tree.rebound(to: buffers.nodes)
    sizes.rebind(to: buffers.nodes)
    placements.rebind(to: buffers.nodes)
  }

  /// Runs the pass's next layouts for `engine` (a kept pass laid out again, by the engine laying it out now), or for
  /// none (`nil`: kept between layouts).
  func runs(for engine: LayoutEngine.Storage?) { self.engine = engine }

  /// Takes `root`, of the same shape as the pass's tree, as the root of another pass over the same arrays
  /// (`+Relayout`): the counts, diagnostics and trial records of the last one are dropped.
  func beginAnotherPass(root: Node) {
    self.root = root
    sizes.beginAnotherPass()
    placements.beginAnotherPass()
    log.beginAnotherPass()
  }

  /// Records `error` unless an earlier one was recorded.
  func fail(_ error: LayoutError) { log.fail(error) }

  /// The node's path as in scene files (`root.children[2].children[0]`); modifiers are part of the node they wrap.
  ///
  /// - Complexity: O(depth), after O(nodes) the first time in a pass.
  func path(of node: NodeIndex) -> NodePath { log.path(of: node, in: buffers.nodes) }
}

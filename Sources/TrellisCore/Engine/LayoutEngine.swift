/// Lays out a tree: proposals go down, sizes come up, then every container places its children.
///
/// This is SwiftUI's contract: the root is proposed a size, answers with its own, and is placed at the origin.
/// Sizes are cached per (node, proposal) within a pass, so nested containers measure each leaf a bounded number
/// of times (see `LayoutResult.Statistics`).
///
/// ```swift
/// let engine = LayoutEngine()
/// let result = try engine.layout(HStack { Box(width: 50, height: 10); Rectangle() }, in: Size(width: 300, height: 40))
/// ```
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct LayoutEngine: Sendable {
  /// Limits on the tree's depth and size.
  public var limits: LayoutLimits
  /// Whether containers report diagnostics into ``LayoutResult/diagnostics`` (off by default: a constraint layout
  /// then also runs its ambiguity analysis, a few extra LPs per pass).
  public var collectsDiagnostics: Bool

  /// Creates an engine.
  public init(limits: LayoutLimits = .default, collectsDiagnostics: Bool = false) {
    self.limits = limits
    self.collectsDiagnostics = collectsDiagnostics
  }

  /// Lays out `root` for `proposal`.
  ///
  /// - Throws: ``LayoutError`` for a NaN or negative proposal, an invalid size answered by a node, a duplicate id,
  ///   or a tree beyond ``limits``.
  /// - Complexity: O(n) nodes for the stacks, frames and FrameUp layouts; a custom layout may ask more.
  public func layout(_ root: some View, proposal: ProposedViewSize) throws(LayoutError) -> LayoutResult {
    try run(root.node, proposal: proposal, cache: nil)
  }

  /// Lays out `root` for `proposal`, reusing the sizes an earlier pass left in `cache` for the nodes still in the
  /// tree, and leaving this pass's sizes in it when the pass succeeds (see ``LayoutCache``).
  ///
  /// ```swift
  /// let cache = LayoutCache()
  /// let first = try engine.layout(tree, proposal: proposal, cache: cache)
  /// let again = try engine.layout(treeWithOneLeafChanged, proposal: proposal, cache: cache)
  /// ```
  ///
  /// - Throws: as ``layout(_:proposal:)``; a failed pass leaves `cache` as it was.
  /// - Complexity: as ``layout(_:proposal:)`` for the nodes not in `cache`; O(1) per size request answered from it,
  ///   plus O(n) to place the tree and O(n) to record its sizes.
  public func layout(_ root: some View, proposal: ProposedViewSize, cache: LayoutCache) throws(LayoutError)
    -> LayoutResult
  {
    try run(root.node, proposal: proposal, cache: cache)
  }

  /// Lays out `root` proposing exactly `size`, with `cache` (see ``layout(_:proposal:cache:)``).
  ///
  /// - Throws: as ``layout(_:proposal:)``.
  /// - Complexity: as ``layout(_:proposal:cache:)``.
  public func layout(_ root: some View, in size: Size, cache: LayoutCache) throws(LayoutError) -> LayoutResult {
    try run(root.node, proposal: ProposedViewSize(size), cache: cache)
  }

  private func run(_ root: Node, proposal: ProposedViewSize, cache: LayoutCache?) throws(LayoutError) -> LayoutResult {
    for value in [proposal.width, proposal.height] {
      if let v = value, v.isNaN || v < 0 { throw .invalidProposal(proposal) }
    }
    let context = try LayoutContext(root: root, limits: limits, remembering: cache?.snapshot)
    context.collectsDiagnostics = collectsDiagnostics
    let size = context.measure(.root, proposal)
    if let error = context.error { throw error }
    context.placeAll(rootFrame: Rect(origin: .zero, size: size), rootProposal: proposal)
    if let error = context.error { throw error }
    var result = try Self.result(context, size: size)
    if let error = context.error { throw error }
    result.diagnostics = context.diagnostics
    if let cache, context.remembered != nil { cache.replace(with: context.snapshotForNextPass()) }
    return result
  }

  /// Lays out `root` proposing exactly `size`.
  ///
  /// - Throws: as ``layout(_:proposal:)``.
  /// - Complexity: as ``layout(_:proposal:)``.
  public func layout(_ root: some View, in size: Size) throws(LayoutError) -> LayoutResult {
    try layout(root, proposal: ProposedViewSize(size))
  }

  /// The size `root` wants for `proposal`, without placing anything.
  ///
  /// - Throws: as ``layout(_:proposal:)``.
  /// - Complexity: as ``layout(_:proposal:)``.
  public func sizeThatFits(_ root: some View, proposal: ProposedViewSize) throws(LayoutError) -> Size {
    for value in [proposal.width, proposal.height] {
      if let v = value, v.isNaN || v < 0 { throw .invalidProposal(proposal) }
    }
    let context = try LayoutContext(root: root.node, limits: limits)
    let size = context.measure(.root, proposal)
    if let error = context.error { throw error }
    return size
  }

  private static func result(_ context: LayoutContext, size: Size) throws(LayoutError) -> LayoutResult {
    let stats = LayoutResult.Statistics(
      nodeCount: context.nodes.count, sizeRequests: context.requestCount, sizeComputations: context.computeCount,
      leafMeasurements: context.leafComputeCount, sizesReused: context.reusedCount)
    if !context.hasEmbedded {
      // Entries are built when first read; ids are unique (checked before the pass).
      var frames: [String: Rect] = [:]
      for (node, id) in context.identified where context.placed[node.offset] {
        frames[id] = context.frames[node.offset]
      }
      let deferred = LayoutResult.DeferredEntries(
        nodes: context.nodes, storage: context.storage, identified: context.identified,
        textEnvironments: context.textEnvironments)
      return LayoutResult(size: size, deferred: deferred, statistics: stats, frames: frames)
    }
    // Embedded content: its nested entries are spliced in, so entries are built now, checking ids across passes.
    var frames: [String: Rect] = [:]
    let entries = try LayoutResult.preOrderEntries(
      nodes: context.nodes, storage: context.storage, textEnvironments: context.textEnvironments
    ) {
      (node, index, depth, entries) throws(LayoutError) in
      let k = node.offset
      let n = context.nodes[k]
      if let id = n.id, frames.updateValue(context.frames[k], forKey: id) != nil {
        throw .duplicateID(id, paths: [entries.first { $0.id == id }?.path ?? "?", context.path(of: node).description])
      }
      guard case .embedded = n.content, let nested = context.embeddedResult(node, context.proposal(of: node)) else {
        return
      }
      let mirrored = !context.rightToLeft.isEmpty && context.rightToLeft[k]
      try splice(
        nested, under: index, depth: depth, at: context.frames[k].origin, mirrored: mirrored, into: &entries,
        frames: &frames)
    }
    return LayoutResult(size: size, entries: entries, statistics: stats, frames: frames)
  }

  /// Appends the entries of an embedded node's nested layout under its entry `index`: moved to `origin` (and, for a
  /// right-to-left node, mirrored inside the nested layout's width, which is what mirroring each container of it
  /// inside its own frame comes to), one level deeper than `depth`, their paths under the node's `.content`.
  ///
  /// - Throws: ``LayoutError/duplicateID(_:paths:)`` when a nested id is already in `frames`.
  private static func splice(
    _ nested: LayoutResult, under index: Int, depth: Int, at origin: Point, mirrored: Bool,
    into entries: inout [LayoutResult.Entry], frames: inout [String: Rect]
  ) throws(LayoutError) {
    let base = entries.count
    let content = (entries[index].nodePath ?? .root).appending(.content)
    for entry in nested.entries {
      var moved = entry
      moved.frame = entry.frame.offsetBy(dx: origin.x, dy: origin.y)
      if mirrored { moved.frame.origin.x = origin.x + nested.size.width - entry.frame.maxX }
      moved.depth = depth + 1 + entry.depth
      moved.pathSource = .path(content.appending(entry.nodePath ?? .root))
      moved.parent = entry.parent.map { $0 + base } ?? index
      if let id = moved.id, frames.updateValue(moved.frame, forKey: id) != nil {
        throw .duplicateID(id, paths: [entries.first { $0.id == id }?.path ?? "?", moved.path])
      }
      entries.append(moved)
    }
  }
}

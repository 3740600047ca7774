/// Lays out a tree: proposals go down, sizes come up, then every container places its children.
///
/// This is SwiftUI's contract: the root is proposed a size, answers with its own, and is placed at the origin.
/// Sizes are cached per (node, proposal) within a pass, so nested containers measure each leaf a bounded number
/// of times (see `LayoutResult.Statistics`). A small root laid out again (the same node object: a resize loop) starts
/// from what its earlier pass found while flattening it (`FlattenedTemplate`); sizes are kept between passes only by
/// a ``LayoutCache``.
///
/// Everything a layout runs with (the measurer of texts that name none, limits, diagnostics, what is kept between
/// layouts) is the engine's ``configuration``. `TrellisCore` makes an engine from a configuration; the `Trellis`
/// module adds `LayoutEngine()`, whose configuration shapes real fonts.
///
/// An engine owns what it keeps between its layouts (``LayoutMemoryPolicy``): its pass memory, the flattened trees
/// of small roots it laid out twice, and the memos its layouts keep (a `ConstraintLayout`'s warm solvers). Copies of
/// an engine share them (from any thread: an engine is `Sendable` and lays out on several threads at once), and the
/// last copy to go releases them; nothing is kept process-wide. So keep one engine for layouts that follow each
/// other (a resize loop, a server's requests); an engine made per layout starts cold each time and keeps nothing.
///
/// ```swift
/// let engine = LayoutEngine(configuration: .monospaced)
/// let result = try engine.layout(HStack { Box(width: 50, height: 10); Rectangle() }, in: Size(width: 300, height: 40))
/// ```
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct LayoutEngine: Sendable {
  /// What every layout of this engine runs with. A copy whose memory policy is changed stops sharing what the
  /// engine kept, and keeps its own from then on.
  public var configuration: LayoutConfiguration {
    didSet {
      if configuration.memoryPolicy != storage.policy { storage = Storage(policy: configuration.memoryPolicy) }
    }
  }
  /// What this engine (and its copies) keeps between layouts.
  private(set) var storage: Storage

  /// Limits on the tree's depth and size (the configuration's).
  public var limits: LayoutLimits {
    get { configuration.limits }
    set { configuration.limits = newValue }
  }
  /// Whether containers report diagnostics into ``LayoutResult/diagnostics`` (the configuration's).
  public var collectsDiagnostics: Bool {
    get { configuration.collectsDiagnostics }
    set { configuration.collectsDiagnostics = newValue }
  }

  /// Creates an engine that runs every layout with `configuration`, keeping nothing yet.
  public init(configuration: LayoutConfiguration) {
    self.configuration = configuration
    storage = Storage(policy: configuration.memoryPolicy)
  }

  /// An engine that runs with `configuration` over `storage` (a nested pass's: its engine's memory and memos).
  init(configuration: LayoutConfiguration, storage: Storage) {
    self.configuration = configuration
    self.storage = storage
  }

  /// Lays out `root` for `proposal`.
  ///
  /// - Throws: ``LayoutError`` for a NaN or negative proposal, an invalid size answered by a node, an id repeated
  ///   among siblings, or a tree beyond ``limits``.
  /// - Complexity: O(n) nodes for the stacks, frames and FrameUp layouts; a custom layout may ask more.
  public func layout(_ root: some View, proposal: ProposedViewSize) throws(LayoutError) -> LayoutResult {
    try run(root.node, proposal: proposal, cache: nil)
  }

  /// Lays out `root` for `proposal`, reusing what the pass `cache` kept for the nodes still in the tree (laying that
  /// pass out again in place when `root` has its shape), and keeping this pass in it when the pass succeeds (see
  /// ``LayoutCache``).
  ///
  /// ```swift
  /// let cache = LayoutCache()
  /// let first = try engine.layout(tree, proposal: proposal, cache: cache)
  /// let again = try engine.layout(treeWithOneLeafChanged, proposal: proposal, cache: cache)
  /// ```
  ///
  /// - Throws: as ``layout(_:proposal:)``; a failed pass leaves `cache` as it was, except a failed pass over a tree of
  ///   the shape `cache` kept, which empties it (see ``LayoutCache``).
  /// - Complexity: for a tree of the shape `cache` kept, O(changed nodes × their children) plus what measuring and
  ///   placing them asks, and O(n) once more if a result of the kept pass is still alive (a copy of its arrays);
  ///   otherwise as ``layout(_:proposal:)`` for the nodes not in `cache`, O(1) per size request answered from it.
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
    guard let cache else {
      let context = try LayoutContext(root: root, configuration: configuration, engine: storage)
      let result = try finish(context, proposal: proposal)
      guard let frames = context.readerFrames else { return result }
      return try settlingReaders(result, frames: frames, root: root, proposal: proposal)
    }
    var (kept, snapshot) = cache.take()
    // Sizes measured under another measurer or other limits are not this pass's: they are dropped.
    if let pass = kept, !pass.context.configuration.measuresAs(configuration) { kept = nil }
    if let measured = snapshot.configuration, !measured.measuresAs(configuration) { snapshot = LayoutCache.Snapshot() }
    if let kept {
      if let result = try again(kept, root: root, proposal: proposal, cache: cache) { return result }
    }
    do {
      let context = try LayoutContext(
        root: root, configuration: configuration, engine: storage,
        remembering: kept?.context.snapshotForNextPass() ?? snapshot)
      let result = try finish(context, proposal: proposal)
      if context.hasEmbedded {
        if context.remembered != nil { cache.replace(with: context.snapshotForNextPass()) }
      } else {
        cache.keep(context, result: result)
      }
      guard let frames = context.readerFrames else { return result }
      return try settlingReaders(result, frames: frames, root: root, proposal: proposal)
    } catch {
      if let kept { cache.putBack(kept) }
      throw error
    }
  }

  /// Lays out `root` again in the kept pass `kept` when it has the same shape as the kept tree (see
  /// ``LayoutContext/sameShapeChanges(to:)``), measuring and placing only what changed, and keeps the pass again;
  /// `nil` (with `kept` untouched) when it has not. A failure here empties the cache: the kept pass was changed.
  private func again(_ box: LayoutCache.KeptPass, root: Node, proposal: ProposedViewSize, cache: LayoutCache)
    throws(LayoutError) -> LayoutResult?
  {
    let kept = box.context
    // Diagnostics are reported while containers place their children, and a kept pass places only what moved: a
    // pass that collects them is laid out anew.
    guard !collectsDiagnostics, kept.configuration.measuresAs(configuration),
      root.traits.subtreeCount == kept.nodes.count,
      let changes = kept.sameShapeChanges(to: root)
    else { return nil }
    // The pass runs for this engine now (its pool, its layouts' memos), whichever engine made it.
    kept.runs(for: storage)
    // A result of the kept pass still reads its arrays: the pass moves to a copy before changing them.
    if box.result != nil { kept.separateNodeArrays() }
    kept.collectsDiagnostics = false
    kept.adopt(root, changes: changes)
    kept.startBudget(configuration)
    let size = kept.measure(.root, proposal)
    if let error = kept.error { throw error }
    guard kept.placeAgain(rootFrame: Rect(origin: .zero, size: size), rootProposal: proposal, changes: changes) else {
      throw kept.error ?? .containerFailed(path: "root", id: nil, message: "could not be placed")
    }
    var result = Self.result(kept, size: size)
    if let error = kept.error { throw error }
    result.fallbacks = kept.fallbacks
    cache.keep(kept, result: result)
    return result
  }

  /// Measures and places a new pass, and makes its result.
  func finish(_ context: LayoutContext, proposal: ProposedViewSize) throws(LayoutError) -> LayoutResult {
    context.collectsDiagnostics = collectsDiagnostics
    let size = context.measure(.root, proposal)
    if let error = context.error { throw error }
    context.placeAll(rootFrame: Rect(origin: .zero, size: size), rootProposal: proposal)
    if let error = context.error { throw error }
    if collectsDiagnostics {
      context.reportUncoveredCharacters()
      context.reportMissingImages()
    }
    var result = Self.result(context, size: size)
    if let error = context.error { throw error }
    result.diagnostics = context.diagnostics
    result.fallbacks = context.fallbacks
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
    let context = try LayoutContext(root: root.node, configuration: configuration, engine: storage)
    let size = context.measure(.root, proposal)
    if let error = context.error { throw error }
    return size
  }
}

/// What a pass keeps for its containers between their calls: each layout's cache (``Layout/makeCache(subviews:)``), the
/// built-in stacks' allocations, each node's preferred spacing, and the nested results of embedded content.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
struct ContainerCaches {
  /// Per layout slot: the container's cache box, made on first use.
  let cacheBoxes: UnsafeMutableBufferPointer<AnyObject?>
  /// Per built-in stack (``StackSpec/index``): its allocation for its last proposal; per stack child (from the
  /// stack's ``StackSpec/arenaOffset``): its offer, size, guide and gap.
  // SAFETY: buffers of the pass (``PassBuffers``) instead of an array per stack (an allocation, a copy on each read and
  // a release per pass). Invariant: they are never resized, a stack writes only its own header and arena range while
  // its measuring recurses into its children's (which touch only theirs), and one thread runs the pass.
  let stackHeaders: UnsafeMutableBufferPointer<StackHeader>
  let stackArena: UnsafeMutableBufferPointer<StackAlgorithm.Child>
  /// The one box of every layout in the pass whose cache is `Void` (frames, offsets, most modifiers): it holds no
  /// bytes, so the pass's containers share it instead of each allocating its own. One per pass, not per process: a
  /// box shared across threads would be an access race to ThreadSanitizer, though nothing is stored.
  private(set) lazy var voidCacheBox = CacheBox<Void>(())
  /// Per node, its preferred spacing once asked (allocated at the first request).
  private var spacings: [ViewSpacing?] = []
  /// Per embedded node, its nested results by proposal.
  private var embedded: [NodeIndex: [(ProposedViewSize, LayoutResult)]] = [:]

  /// The caches over `buffers`' arrays: no cache made, no allocation.
  init(_ buffers: PassBuffers) {
    cacheBoxes = buffers.cacheBoxes
    stackHeaders = buffers.stackHeaders
    stackArena = buffers.stackArena
  }

  /// The spacing node `k` answered (of `count` nodes), if it was asked before.
  @inline(__always)
  mutating func spacing(_ k: Int, of count: Int) -> ViewSpacing? {
    if spacings.isEmpty { spacings = Array(repeating: nil, count: count) }
    return spacings[k]
  }

  /// Keeps node `k`'s spacing (after ``spacing(_:of:)``).
  mutating func keepSpacing(_ spacing: ViewSpacing, of k: Int) { spacings[k] = spacing }

  /// The nested result of embedded node `node` for `proposal`, if it was laid out before.
  func embeddedResult(_ node: NodeIndex, for proposal: ProposedViewSize) -> LayoutResult? {
    embedded[node]?.first { $0.0 == proposal }?.1
  }

  /// Keeps the nested result of embedded node `node` for `proposal`.
  mutating func keepEmbeddedResult(_ result: LayoutResult, of node: NodeIndex, for proposal: ProposedViewSize) {
    embedded[node, default: []].append((proposal, result))
  }

  /// Forgets what node `k` (layout slot `layout`, or −1; built-in stack `stack`, or −1) kept: its cache, its stack
  /// allocation, its spacing.
  mutating func forget(_ k: Int, layout: Int, stack: Int) {
    if layout >= 0 { cacheBoxes[layout] = nil }
    if stack >= 0 { stackHeaders[stack] = StackHeader() }
    if !spacings.isEmpty { spacings[k] = nil }
  }
}

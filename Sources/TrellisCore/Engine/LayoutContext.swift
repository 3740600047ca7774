/// One layout pass over a flattened tree: measurement cache, per-container caches, placements.
///
/// The tree is stored breadth-first so that every container's children are contiguous (`LayoutSubviews` is a range)
/// and placement is a single loop over indices (parents come before children): no recursion when placing.
/// Measuring recurses once per tree level; ``LayoutLimits/maxDepth`` bounds it.
final class LayoutContext {
  let nodes: NodeList
  /// The per-node arrays below live in `storage` (pooled memory; see ``PassStorage``).
  let storage: PassStorage
  let parent: UnsafeMutableBufferPointer<Int32>
  let firstChild: UnsafeMutableBufferPointer<Int32>
  let childCount: UnsafeMutableBufferPointer<Int32>
  /// Each node's layout (containers and modifiers), by index into `layouts` (−1 for leaves).
  private let layoutSlot: UnsafeMutableBufferPointer<Int32>
  private var layouts: [any ErasedLayout]
  /// Per-node flags (``Flag``): fixed-size leaf, guide-free, built-in-guide-free, line break.
  private let flags: UnsafeMutableBufferPointer<UInt8>
  private enum Flag {
    static let fixed: UInt8 = 1
    static let guideFree: UInt8 = 2
    static let builtInGuideFree: UInt8 = 4
    static let lineBreak: UInt8 = 8
    /// The node's size has been computed once (for the statistics and the first-answer cache).
    static let measured: UInt8 = 16
  }
  /// Each node's index into the per-slot arrays below, or −1 for a fixed-size leaf, which needs none of them: it
  /// answers one size (kept in `firstSize`) to every proposal, and nothing reads its placement proposal.
  private let slot: UnsafeMutableBufferPointer<Int32>

  // Measurement cache: the first answer of each node inline (per node), its proposal and further answers per slot.
  private let firstSize: UnsafeMutableBufferPointer<Size>
  @exclusivity(unchecked) private var firstProposal: [ProposedViewSize]
  /// Answers after the first, per slot (empty arrays do not allocate).
  @exclusivity(unchecked) private var moreAnswers: [[(ProposedViewSize, Size)]]
  /// Layout caches, per layout (see `layoutSlot`).
  @exclusivity(unchecked) private var cacheBoxes: [AnyObject?]
  private var embeddedResults: [Int32: [(ProposedViewSize, LayoutResult)]] = [:]
  let limits: LayoutLimits
  @exclusivity(unchecked) private var spacingCache: [ViewSpacing?]

  // Placement.
  let frames: UnsafeMutableBufferPointer<Rect>
  /// The proposal each slot was placed with.
  @exclusivity(unchecked) private var proposals: [ProposedViewSize]
  let placed: UnsafeMutableBufferPointer<Bool>
  @exclusivity(unchecked) private var trial: [[Int32: (Rect, ProposedViewSize)]] = []

  /// Statistics: how many times a node's size was computed (cache misses) and how many sizes were asked for.
  private(set) var computeCount = 0
  private(set) var requestCount = 0
  private(set) var leafComputeCount = 0

  /// The first error met; the pass finishes with neutral values and the engine throws it.
  private(set) var error: LayoutError?

  init(root: Node, limits: LayoutLimits) throws(LayoutError) {
    self.limits = limits
    // The tree's size and height are known from its root: limits are checked first, and every per-node array is
    // carved once from pooled memory.
    if root.traits.height > limits.maxDepth {
      let (path, _) = Self.firstTooDeep(root, limit: limits.maxDepth)
      throw .depthLimitExceeded(limit: limits.maxDepth, path: path)
    }
    let n = root.traits.subtreeCount
    if n > limits.maxNodes { throw .nodeLimitExceeded(limit: limits.maxNodes, count: n) }
    let storage = PassStorage(count: n)
    self.storage = storage
    let references = storage.references
    let parent = storage.parent
    let firstChild = storage.firstChild
    let childCount = storage.childCount
    let flags = storage.flags
    let slot = storage.slot
    let firstSize = storage.firstSize
    // Breadth-first flattening. Each node is read once here (its traits; the content only for containers, the id
    // only when it has one), so a pass touches every node object once.
    references[0] = .passUnretained(root)
    parent[0] = -1
    var end = 1
    var slots: Int32 = 0
    var containers: [(node: Int32, box: any ErasedLayout, modifier: Bool, plainGuides: Bool)] = []
    var identified: [(node: Int32, id: String)] = []
    var hasEmbedded = false
    for i in 0..<n {
      let node = references[i]
      let traits = node._withUnsafeGuaranteedRef { $0.traits }
      let count = traits.childCount
      firstChild[i] = Int32(end)
      childCount[i] = Int32(count)
      if traits.hasID, let id = node._withUnsafeGuaranteedRef({ $0.id }) { identified.append((Int32(i), id)) }
      let plainGuides = traits.plainAttributes || node._withUnsafeGuaranteedRef { $0.attributes.guides.isEmpty }
      var flag: UInt8 = 0
      switch traits.kind {
      case .leaf, .spacer:
        if let fixed = traits.fixedSize {
          flag |= Flag.fixed
          firstSize[i] = fixed
        }
        if plainGuides { flag |= Flag.guideFree }
        if traits.isLineBreak { flag |= Flag.lineBreak }
      case .embedded:
        hasEmbedded = true
      case .layout, .modifier:
        if case .layout(let box, let modifier) = node._withUnsafeGuaranteedRef({ $0.content }) {
          containers.append((Int32(i), box, modifier, plainGuides))
        }
      }
      flags[i] = flag
      if flag & Flag.fixed == 0 {
        slot[i] = slots
        slots += 1
      } else {
        slot[i] = -1
      }
      if count > 0 {
        // Copied as unretained references (same layout: one pointer), without a retain per child; the counts
        // were summed into the root's `subtreeCount`, so they fit.
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
    let nodes = NodeList(root: root, storage: storage)
    self.nodes = nodes
    self.parent = parent
    self.firstChild = firstChild
    self.childCount = childCount
    // Containers from the last to the first (children before parents): layouts and guide flags. A modifier
    // without overrides is guide-free when its child is.
    let layoutSlot = storage.layoutSlot
    var layouts: [any ErasedLayout] = []
    layouts.reserveCapacity(containers.count)
    for (node, box, modifier, plainGuides) in containers.reversed() {
      let k = Int(node)
      layoutSlot[k] = Int32(layouts.count)
      layouts.append(box)
      if box.base is any NoExplicitBuiltInGuides { flags[k] |= Flag.builtInGuideFree }
      if modifier, plainGuides, childCount[k] > 0, flags[Int(firstChild[k])] & Flag.guideFree != 0,
        box.base is any PropagatesChildGuides
      {
        flags[k] |= Flag.guideFree
      }
    }
    self.identified = identified
    self.hasEmbedded = hasEmbedded
    self.layoutSlot = layoutSlot
    self.layouts = layouts
    self.flags = flags
    self.slot = slot
    self.firstSize = firstSize
    self.firstProposal = Array(repeating: .unspecified, count: Int(slots))
    self.moreAnswers = Array(repeating: [], count: Int(slots))
    self.proposals = Array(repeating: .unspecified, count: Int(slots))
    self.cacheBoxes = Array(repeating: nil, count: layouts.count)
    self.spacingCache = []
    self.frames = storage.frames
    self.placed = storage.placed
    try checkUniqueIDs()
  }

  /// For the depth-limit error: the path of the first node (breadth-first) whose children lie deeper than
  /// `limit`, and that node's index.
  private static func firstTooDeep(_ root: Node, limit: Int) -> (path: String, node: Int) {
    var nodes: [Node] = [root]
    var parent: [Int] = [-1]
    var depth: [Int] = [0]
    var firstChild: [Int] = []
    var i = 0
    while i < nodes.count {
      let children = nodes[i].children
      firstChild.append(nodes.count)
      if !children.isEmpty {
        if depth[i] + 1 > limit { break }
        for child in children {
          nodes.append(child)
          parent.append(i)
          depth.append(depth[i] + 1)
        }
      }
      i += 1
    }
    let deep = min(i, nodes.count - 1)
    let isModifier: (Int) -> Bool = { nodes[$0].isModifier }
    let parentOf: (Int) -> Int = { parent[$0] }
    let firstChildOf: (Int) -> Int = { firstChild[$0] }
    return (path(of: deep, isModifier: isModifier, parent: parentOf, firstChild: firstChildOf), deep)
  }

  private func checkUniqueIDs() throws(LayoutError) {
    guard identified.count > 1 else { return }
    var seen: [String: Int32] = [:]
    for (k, id) in identified {
      if let other = seen.updateValue(k, forKey: id) {
        throw .duplicateID(id, paths: [path(of: other), path(of: k)])
      }
    }
  }

  /// The nodes that have an id (ids are unique within a pass).
  private(set) var identified: [(node: Int32, id: String)] = []
  /// Whether some node lays out embedded content (its entries are spliced into the result).
  private(set) var hasEmbedded = false

  // MARK: - Tree queries

  /// The layout of a container or modifier node.
  @inline(__always) func box(_ k: Int) -> (any ErasedLayout)? {
    let slot = layoutSlot[k]
    return slot >= 0 ? layouts[Int(slot)] : nil
  }

  /// Whether the node is a ``LineBreak``.
  func isLineBreak(_ node: Int32) -> Bool { flags[Int(node)] & Flag.lineBreak != 0 }

  func subviews(of node: Int32) -> LayoutSubviews {
    LayoutSubviews(context: self, container: node, base: firstChild[Int(node)], range: 0..<Int(childCount[Int(node)]))
  }

  /// The node's layout priority; a modifier without its own has its child's.
  func priority(of node: Int32) -> Double {
    var k = Int(node)
    while true {
      let n = nodes[k]
      if !n.traits.plainAttributes, let p = n.attributes.priority { return p }
      guard n.traits.kind == .modifier, childCount[k] > 0 else { return 0 }
      k = Int(firstChild[k])
    }
  }

  /// The proposal the node was placed with (`.unspecified` for a fixed-size leaf, which ignores it).
  func proposal(of node: Int32) -> ProposedViewSize {
    let s = slot[Int(node)]
    return s >= 0 ? proposals[Int(s)] : .unspecified
  }

  func layoutValue<K: LayoutValueKey>(_ key: K.Type, of node: Int32) -> K.Value {
    var k = Int(node)
    while true {
      if let value = nodes[k].attributes.values[ObjectIdentifier(key)] as? K.Value { return value }
      guard nodes[k].isModifier else { return K.defaultValue }
      k = Int(firstChild[k])
    }
  }

  /// The node's path as in scene files: `root.children[2].children[0]`; modifiers are part of the node they wrap.
  func path(of node: Int32) -> String {
    Self.path(
      of: Int(node), isModifier: { self.nodes[$0].isModifier }, parent: { Int(self.parent[$0]) },
      firstChild: { Int(self.firstChild[$0]) })
  }

  private static func path(
    of node: Int, isModifier: (Int) -> Bool, parent: (Int) -> Int, firstChild: (Int) -> Int
  ) -> String {
    var parts: [String] = []
    var k = node
    while parent(k) >= 0 {
      let p = parent(k)
      if !isModifier(p) { parts.append("children[\(k - firstChild(p))]") }
      k = p
    }
    return (["root"] + parts.reversed()).joined(separator: ".")
  }

  func fail(_ error: LayoutError) {
    if self.error == nil { self.error = error }
  }

  // MARK: - Measuring

  func measure(_ node: Int32, _ rawProposal: ProposedViewSize) -> Size {
    requestCount &+= 1
    var proposal = rawProposal
    if let w = proposal.width, !(w >= 0) {
      if w.isNaN { return invalidProposal(node, rawProposal) }
      proposal.width = 0
    }
    if let h = proposal.height, !(h >= 0) {
      if h.isNaN { return invalidProposal(node, rawProposal) }
      proposal.height = 0
    }
    let k = Int(node)
    if flags[k] & Flag.fixed != 0 {
      // A fixed-size leaf (a valid size, whatever the proposal): counted as computed once.
      if flags[k] & Flag.measured == 0 {
        flags[k] |= Flag.measured
        computeCount &+= 1
        leafComputeCount &+= 1
      }
      return firstSize[k]
    }
    let s = Int(slot[k])
    let measured = flags[k] & Flag.measured != 0
    if measured {
      if firstProposal[s] == proposal { return firstSize[k] }
      for (p, size) in moreAnswers[s] where p == proposal { return size }
    }
    let size = compute(node, proposal)
    if measured {
      moreAnswers[s].append((proposal, size))
    } else {
      flags[k] |= Flag.measured
      firstProposal[s] = proposal
      firstSize[k] = size
    }
    return size
  }

  private func invalidProposal(_ node: Int32, _ proposal: ProposedViewSize) -> Size {
    fail(.invalidSize(path: path(of: node), id: nodes[Int(node)].id, size: .zero, reason: "was proposed \(proposal)"))
    return .zero
  }

  private func compute(_ node: Int32, _ proposal: ProposedViewSize) -> Size {
    computeCount &+= 1
    let k = Int(node)
    var size: Size
    switch nodes[k].content {
    case .leaf(let leaf):
      leafComputeCount &+= 1
      size = leaf.sizeThatFits(proposal)
    case .embedded:
      size = embeddedResult(node, proposal)?.size ?? .zero
    case .spacer(let minLength):
      let minimum = minLength ?? ViewSpacing.defaultSpacing
      let axis = parent[k] >= 0 ? box(Int(parent[k]))?.layoutProperties.stackOrientation : nil
      let w = max(proposal.width ?? -.infinity, minimum)
      let h = max(proposal.height ?? -.infinity, minimum)
      switch axis {
      case .horizontal?: size = Size(width: w, height: 0)
      case .vertical?: size = Size(width: 0, height: h)
      case nil: size = Size(width: w, height: h)
      }
    case .layout(let box, _):
      size = box.sizeThatFits(proposal, subviews(of: node), cacheBox(node, box))
    }
    if size.width.isNaN || size.height.isNaN || size.width < 0 || size.height < 0 {
      fail(
        .invalidSize(
          path: path(of: node), id: nodes[k].id, size: size, reason: "is not a valid size (for proposal \(proposal))"))
      size = Size(width: max(0, size.width.isNaN ? 0 : size.width), height: max(0, size.height.isNaN ? 0 : size.height))
    }
    return size
  }

  /// The nested layout of an embedded node for `proposal` (cached); `nil` after recording its error.
  func embeddedResult(_ node: Int32, _ proposal: ProposedViewSize) -> LayoutResult? {
    if let cached = embeddedResults[node]?.first(where: { $0.0 == proposal }) { return cached.1 }
    // After a failure the pass is lost anyway: do not rerun nested content (a reader that never settles) per proposal.
    if error != nil { return nil }
    guard case .embedded(let content) = nodes[Int(node)].content else { return nil }
    do {
      var nested = limits
      nested.maxDepth = max(0, limits.maxDepth - depthOf(node))
      let result = try content.layout(proposal: proposal, limits: nested)
      embeddedResults[node, default: []].append((proposal, result))
      return result
    } catch {
      fail(error.relocated(under: path(of: node), id: nodes[Int(node)].id))
      return nil
    }
  }

  private func depthOf(_ node: Int32) -> Int {
    var depth = 0
    var k = node
    while parent[Int(k)] >= 0 {
      depth += 1
      k = parent[Int(k)]
    }
    return depth
  }

  private func cacheBox(_ node: Int32, _ box: any ErasedLayout) -> AnyObject {
    let index = Int(layoutSlot[Int(node)])
    if let existing = cacheBoxes[index] { return existing }
    let made = box.makeCacheBox(subviews(of: node))
    cacheBoxes[index] = made
    return made
  }

  func spacing(of node: Int32) -> ViewSpacing {
    let k = Int(node)
    if spacingCache.isEmpty { spacingCache = Array(repeating: nil, count: nodes.count) }
    if let cached = spacingCache[k] { return cached }
    let spacing: ViewSpacing
    switch nodes[k].content {
    case .leaf(let leaf): spacing = leaf.spacing
    case .spacer: spacing = .zero
    case .embedded: spacing = ViewSpacing()
    case .layout(let box, _): spacing = box.spacing(subviews(of: node), cacheBox(node, box))
    }
    spacingCache[k] = spacing
    return spacing
  }

  func layoutProperties(of node: Int32) -> LayoutProperties? { box(Int(node))?.layoutProperties }

  // MARK: - Alignment guides

  func explicitGuide(_ guide: AnyGuide, of node: Int32, size: Size, proposal: ProposedViewSize) -> Double? {
    explicitGuide(guide, of: node, size: size, proposal: proposal, overrideLimit: Int.max)
  }

  /// The explicit value of `guide`: the last `alignmentGuide` override for it (among the first `overrideLimit`),
  /// else what the node's layout says.
  func explicitGuide(
    _ guide: AnyGuide, of node: Int32, size: Size, proposal: ProposedViewSize, overrideLimit: Int
  ) -> Double? {
    let k = Int(node)
    if flags[k] & Flag.guideFree != 0 { return nil }
    let overrides = nodes[k].attributes.guides
    if overrides.isEmpty && flags[k] & Flag.builtInGuideFree != 0 {
      switch guide {
      case .horizontal(let g) where g.isBuiltIn: return nil
      case .vertical(let g) where g.isBuiltIn: return nil
      default: break
      }
    }
    let limit = min(overrideLimit, overrides.count)
    if limit > 0 {
      for index in stride(from: limit - 1, through: 0, by: -1) where overrides[index].guide == guide {
        let inner = InnerGuideResolver(context: self, node: node, proposal: proposal, overrideLimit: index)
        return overrides[index].compute(ViewDimensions(size: size, resolver: inner.resolver))
      }
    }
    guard case .layout(let box, let isModifier) = nodes[k].content else { return nil }
    let subviews = subviews(of: node)
    if isModifier, box.base is any PropagatesChildGuides {
      // The child's explicit guide, moved by where the modifier puts the child.
      let child = firstChild[k]
      let placements = trialPlacements {
        box.placeSubviews(Rect(origin: .zero, size: size), proposal, subviews, cacheBox(node, box))
      }
      guard let frame = placements[child] else { return nil }
      let childProposal = trialProposal(child) ?? proposal
      guard let value = explicitGuide(guide, of: child, size: frame.size, proposal: childProposal) else { return nil }
      switch guide {
      case .horizontal: return frame.minX + value
      case .vertical: return frame.minY + value
      }
    }
    return box.explicitAlignment(guide, Rect(origin: .zero, size: size), proposal, subviews, cacheBox(node, box))
  }

  // MARK: - Placing

  @exclusivity(unchecked) private var lastTrialProposals: [Int32: ProposedViewSize] = [:]

  /// Runs `body` (which calls `place`) without touching the real placements; returns the frames it placed.
  func trialPlacements(_ body: () -> Void) -> [Int32: Rect] {
    trial.append([:])
    body()
    let recorded = trial.removeLast()
    var frames: [Int32: Rect] = [:]
    for (node, entry) in recorded {
      frames[node] = entry.0
      lastTrialProposals[node] = entry.1
    }
    return frames
  }

  func trialProposal(_ node: Int32) -> ProposedViewSize? { lastTrialProposals[node] }

  func place(_ node: Int32, at position: Point, anchor: UnitPoint, proposal: ProposedViewSize) {
    let size = measure(node, proposal)
    let frame = Rect(
      x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height, width: size.width,
      height: size.height)
    if !trial.isEmpty {
      trial[trial.count - 1][node] = (frame, proposal)
      return
    }
    let k = Int(node)
    frames[k] = frame
    if slot[k] >= 0 { proposals[Int(slot[k])] = proposal }
    placed[k] = true
  }

  /// Places the whole tree: the root at `rootFrame`, then every visible container's children, in index order.
  func placeAll(rootFrame: Rect, rootProposal: ProposedViewSize) {
    frames[0] = rootFrame
    if slot[0] >= 0 { proposals[Int(slot[0])] = rootProposal }
    placed[0] = true
    for k in 0..<nodes.count where placed[k] {
      guard childCount[k] > 0, let box = box(k) else { continue }
      let frame = frames[k]
      if !(frame.width.isFinite && frame.height.isFinite && frame.minX.isFinite && frame.minY.isFinite) {
        fail(
          .invalidSize(
            path: path(of: Int32(k)), id: nodes[k].id, size: frame.size,
            reason: "cannot be placed: its frame \(frame) is not finite (was it proposed an infinite size?)"))
        return
      }
      let subviews = subviews(of: Int32(k))
      let proposal = proposals[Int(slot[k])]
      box.placeSubviews(frame, proposal, subviews, cacheBox(Int32(k), box))
      if box.hidesUnplacedSubviews { continue }
      let first = Int(firstChild[k])
      for c in first..<(first + Int(childCount[k])) where !placed[c] {
        // The protocol's rule for a subview left unplaced: centred in the bounds, with the parent's proposal.
        place(Int32(c), at: frame.point(at: .center), anchor: .center, proposal: proposal)
      }
    }
    #if TRELLIS_INTERNAL_CHECKS
      checkContainment()
    #endif
    for k in 0..<nodes.count where placed[k] {
      let f = frames[k]
      if !(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite) {
        fail(
          .invalidSize(
            path: path(of: Int32(k)), id: nodes[k].id, size: f.size,
            reason: "cannot be placed: its frame \(f) is not finite (was it proposed an infinite size?)"))
        return
      }
    }
  }
}

#if TRELLIS_INTERNAL_CHECKS
  extension LayoutContext {
    /// Invariant (debug, tests and fuzzing): containers whose size is the bounding box of what they place keep every
    /// placed child inside their frame. Other containers may overflow by design (stacks, frames, ViewThatFits).
    func checkContainment() {
      for k in 0..<nodes.count where placed[k] && childCount[k] > 0 {
        guard let container = box(k)?.base as? any ContainsPlacedChildren, container.guaranteesContainment else {
          continue
        }
        let frame = frames[k]
        guard frame.size.isFinite else { continue }
        let first = Int(firstChild[k])
        for c in first..<(first + Int(childCount[k])) where placed[c] {
          let tolerance = 1e-6 * max(1, frame.width, frame.height)
          let child = frames[c]
          precondition(
            child.minX >= frame.minX - tolerance && child.minY >= frame.minY - tolerance
              && child.maxX <= frame.maxX + tolerance && child.maxY <= frame.maxY + tolerance,
            "\(path(of: Int32(c))) at \(child) is outside its container's frame \(frame)")
        }
      }
    }
  }
#endif

/// A resolver for the dimensions handed to an `alignmentGuide` closure: it sees only the overrides applied before it.
private struct InnerGuideResolver {
  let context: LayoutContext
  let node: Int32
  let proposal: ProposedViewSize
  let overrideLimit: Int

  var resolver: GuideResolver {
    GuideResolver(context: context, node: node, proposal: proposal, overrideLimit: overrideLimit)
  }
}

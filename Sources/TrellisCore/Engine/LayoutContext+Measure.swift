extension LayoutContext {
  /// The node's size for `rawProposal` (negative dimensions count as 0): cached per (node, proposal) in a pass.
  ///
  /// A fixed-size leaf proposed no NaN (most requests in a tree of boxes) is answered inline, exactly as
  /// ``measureAny(_:_:)`` answers it; everything else is that call.
  @inline(__always)
  func measure(_ node: NodeIndex, _ rawProposal: ProposedViewSize) -> Size {
    let k = node.offset
    if flags[k] & NodeFlag.fixed != 0, !(rawProposal.width?.isNaN ?? false), !(rawProposal.height?.isNaN ?? false) {
      requestCount &+= 1
      countFixedMeasurement(k)
      return firstSize[k]
    }
    return measureAny(node, rawProposal)
  }

  /// A fixed-size leaf's first measurement counts as its one computation.
  @inline(__always)
  private func countFixedMeasurement(_ k: Int) {
    if flags[k] & NodeFlag.measured == 0 {
      flags[k] |= NodeFlag.measured
      computeCount &+= 1
      leafComputeCount &+= 1
    }
  }

  /// ``measure(_:_:)`` for any node and proposal.
  @inline(never)
  func measureAny(_ node: NodeIndex, _ rawProposal: ProposedViewSize) -> Size {
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
    let k = node.offset
    if flags[k] & NodeFlag.fixed != 0 {
      // A fixed-size leaf (a valid size, whatever the proposal): counted as computed once.
      countFixedMeasurement(k)
      return firstSize[k]
    }
    let s = Int(slot[k])
    let measured = flags[k] & NodeFlag.measured != 0
    if measured {
      if firstProposal[s].matches(proposal) {
        if firstPass[s] != pass { reusedCount &+= 1 }
        return firstSize[k]
      }
      var i = Int(moreHead[s])
      while i >= 0 {
        let answer = moreAnswers[i]
        if answer.proposal.matches(proposal) {
          if answer.pass != pass { reusedCount &+= 1 }
          return answer.size
        }
        i = Int(answer.next)
      }
    }
    let size = compute(node, proposal)
    if measured {
      // Room for the further answers of a typical pass (nested stacks ask each container about six sizes), made at
      // the first, so the list rarely grows (each growth copies it: callgrind, release trellis-bench, tree-fixed
      // N = 1000, four growths a pass with room for one answer per slot) and a pass that asks each node one size
      // allocates nothing.
      if moreAnswers.capacity == 0 { moreAnswers.reserveCapacity(8 * moreHead.count) }
      moreAnswers.append((proposal, size, moreHead[s], pass))
      moreHead[s] = Int32(moreAnswers.count - 1)
    } else {
      firstPass[s] = pass
      // A rigid node answers this size to every proposal from now on, inline, as a fixed-size leaf does.
      flags[k] |= flags[k] & NodeFlag.rigid != 0 ? NodeFlag.measured | NodeFlag.fixed : NodeFlag.measured
      firstProposal[s] = proposal
      firstSize[k] = size
    }
    return size
  }

  /// The size of a fixed-size leaf for `count` valid proposals, counted as `count` size requests as ``measure(_:_:)``
  /// counts them (it is counted as computed at its first ``measure(_:_:)``); `nil` for any other node.
  @inline(__always)
  func fixedSizeRequests(_ node: NodeIndex, _ count: Int) -> Size? {
    let k = node.offset
    guard flags[k] & NodeFlag.fixed != 0 else { return nil }
    requestCount &+= count
    return firstSize[k]
  }

  private func invalidProposal(_ node: NodeIndex, _ proposal: ProposedViewSize) -> Size {
    fail(
      .invalidSize(
        path: path(of: node).description, id: nodes[node].id, size: .zero, reason: "was proposed \(proposal)"))
    return .zero
  }

  /// A cache miss: asks the node's content for its size, and records an invalid answer as the pass's error.
  private func compute(_ node: NodeIndex, _ proposal: ProposedViewSize) -> Size {
    let k = node.offset
    if remembered != nil, let size = rememberedSize(k, proposal) { return size }
    computeCount &+= 1
    var size: Size
    if let text = textLeaf(k) {
      leafComputeCount &+= 1
      size = text.size(proposal, environment: textEnvironments.isEmpty ? nil : textEnvironments[node])
      return validated(size, node, proposal)
    }
    if flags[k] & NodeFlag.flexible != 0 {
      leafComputeCount &+= 1
      return validated(FlexibleLeaf.size(proposal), node, proposal)
    }
    let layout = Int(layoutSlot[k])
    if layout >= 0, let size = builtInSize(layout, node, proposal) { return validated(size, node, proposal) }
    switch nodes[k].content {
    case .fixed(let fixed):
      size = fixed
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
    case .divider:
      size = dividerSize(node, proposal)
    case .layout(let box):
      size = box.sizeThatFits(proposal, subviews(of: node), cacheBox(node, box))
    }
    return validated(size, node, proposal)
  }

  /// `size` when it is valid; else the pass's error is recorded and the size clamped to a valid one.
  @inline(__always)
  private func validated(_ size: Size, _ node: NodeIndex, _ proposal: ProposedViewSize) -> Size {
    var size = size
    let k = node.offset
    if size.width.isNaN || size.height.isNaN || size.width < 0 || size.height < 0 {
      fail(
        .invalidSize(
          path: path(of: node).description, id: nodes[k].id, size: size,
          reason: "is not a valid size (for proposal \(proposal))"))
      size = Size(width: max(0, size.width.isNaN ? 0 : size.width), height: max(0, size.height.isNaN ? 0 : size.height))
    }
    return size
  }

  /// The nested layout of an embedded node for `proposal` (cached); `nil` after recording its error.
  func embeddedResult(_ node: NodeIndex, _ proposal: ProposedViewSize) -> LayoutResult? {
    if let cached = embeddedResults[node]?.first(where: { $0.0 == proposal }) { return cached.1 }
    // After a failure the pass is lost anyway: do not rerun nested content (a reader that never settles) per proposal.
    if error != nil { return nil }
    guard case .embedded(let content) = nodes[node].content else { return nil }
    do {
      var nested = limits
      nested.maxDepth = max(0, limits.maxDepth - depth(of: node))
      let result = try content.layout(proposal: proposal, limits: nested)
      embeddedResults[node, default: []].append((proposal, result))
      return result
    } catch {
      fail(error.relocated(under: path(of: node), id: nodes[node].id))
      return nil
    }
  }

  /// The container's cache for this pass, made on first use; the pass's one empty box for a layout whose cache is
  /// `Void` (flagged while flattening: no call to `makeCache`, no lookup, no reference counted per container).
  @inline(__always)
  func cacheBox(_ node: NodeIndex, _ box: any ErasedLayout) -> AnyObject {
    if flags[node.offset] & NodeFlag.voidCache != 0 { return voidCacheBox }
    return madeCacheBox(node, box)
  }

  /// ``cacheBox(_:_:)`` for a layout whose cache is not `Void`.
  private func madeCacheBox(_ node: NodeIndex, _ box: any ErasedLayout) -> AnyObject {
    let index = Int(layoutSlot[node.offset])
    if let existing = cacheBoxes[index] { return existing }
    let made = box.makeCacheBox(subviews(of: node))
    cacheBoxes[index] = made
    return made
  }

  /// The node's preferred spacing (cached per node).
  func spacing(of node: NodeIndex) -> ViewSpacing {
    let k = node.offset
    if spacingCache.isEmpty { spacingCache = Array(repeating: nil, count: nodes.count) }
    if let cached = spacingCache[k] { return cached }
    let spacing: ViewSpacing
    switch nodes[k].content {
    case .leaf(let leaf): spacing = leaf.spacing
    case .spacer: spacing = .zero
    case .fixed, .embedded, .divider: spacing = ViewSpacing()
    case .layout(let box): spacing = box.spacing(subviews(of: node), cacheBox(node, box))
    }
    spacingCache[k] = spacing
    return spacing
  }
}

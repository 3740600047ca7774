extension LayoutContext {
  /// The node's size for `rawProposal` (negative dimensions count as 0): cached per (node, proposal) in a pass.
  ///
  /// A settled node (a fixed-size leaf, a measured rigid container) proposed no NaN (most requests in a tree of
  /// boxes) is answered inline, exactly as ``measureAny(_:_:)`` answers it; everything else is that call.
  @inline(__always)
  func measure(_ node: NodeIndex, _ rawProposal: ProposedViewSize) -> Size {
    let k = node.offset
    if sizes.isSettled(k), !(rawProposal.width?.isNaN ?? false), !(rawProposal.height?.isNaN ?? false) {
      log.sizeRequests &+= 1
      countSettledRequest(k)
      return sizes.settledSize(k)
    }
    return measureAny(node, rawProposal)
  }

  /// A settled node's first request counts as its one computation (a leaf's, unless it is a rigid container, whose
  /// computation was counted when it was measured).
  @inline(__always)
  private func countSettledRequest(_ k: Int) {
    if sizes.noteSettledRequest(k) {
      log.sizeComputations &+= 1
      log.leafMeasurements &+= 1
    }
  }

  /// ``measure(_:_:)`` for any node and proposal.
  @inline(never)
  func measureAny(_ node: NodeIndex, _ rawProposal: ProposedViewSize) -> Size {
    log.sizeRequests &+= 1
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
    if sizes.isSettled(k) {
      countSettledRequest(k)
      return sizes.settledSize(k)
    }
    let s = Int(tree.slot[k])
    if let size = sizes.answer(k, slot: s, for: proposal) { return size }
    let size = compute(node, proposal)
    // A rigid node answers this size to every proposal from now on, inline, as a fixed-size leaf does.
    sizes.store(size, for: proposal, node: k, slot: s, settles: tree.flags[k] & NodeFlag.rigid != 0)
    return size
  }

  /// The size of a settled node for `count` valid proposals, counted as `count` size requests as ``measure(_:_:)``
  /// counts them (it is counted as computed at its first ``measure(_:_:)``); `nil` for any other node.
  @inline(__always)
  func fixedSizeRequests(_ node: NodeIndex, _ count: Int) -> Size? {
    let k = node.offset
    guard sizes.isSettled(k) else { return nil }
    log.sizeRequests &+= count
    return sizes.settledSize(k)
  }

  /// Counts a size request answered without ``measure(_:_:)`` (a built-in stack placing a child it allocated).
  @inline(__always)
  func countSizeRequest() { log.sizeRequests &+= 1 }

  /// A text leaf's size (a cache miss), under the pass's deadline. Kept out of ``compute(_:_:)``, which every cache
  /// miss runs: inlined there, the text path's registers cost every other node too.
  @inline(never)
  private func measure(_ text: TextLeaf, _ node: NodeIndex, _ proposal: ProposedViewSize) -> Size {
    log.leafMeasurements &+= 1
    if log.budget.textPastDeadline() { return textPastDeadline(node) }
    let environment = tree.textEnvironments.isEmpty ? nil : tree.textEnvironments[node]
    let size = text.size(proposal, environment: environment, measurer: configuration.measurer)
    if !(size.width.isFinite && size.height.isFinite) { return textOverflow(text, environment, node, size) }
    return validated(size, node, proposal)
  }

  /// A text met after the pass's deadline: the first one records the error, and none is shaped any more.
  @inline(never)
  private func textPastDeadline(_ node: NodeIndex) -> Size {
    if log.error == nil {
      fail(
        .timeLimitExceeded(
          limit: log.budget.limit, path: path(of: node).description, id: tree.node(node.offset).id, stage: "text"))
    }
    return .zero
  }

  private func invalidProposal(_ node: NodeIndex, _ proposal: ProposedViewSize) -> Size {
    fail(
      .invalidSize(
        path: path(of: node).description, id: tree.node(node.offset).id, size: .zero,
        reason: "was proposed \(proposal)"))
    return .zero
  }

  /// A cache miss: asks the node's content for its size, and records an invalid answer as the pass's error.
  private func compute(_ node: NodeIndex, _ proposal: ProposedViewSize) -> Size {
    let k = node.offset
    if sizes.remembered != nil, let size = sizes.rememberedSize(k, tree.references[k], for: proposal) { return size }
    log.sizeComputations &+= 1
    var size: Size
    if let text = textLeaf(k) { return measure(text, node, proposal) }
    if tree.flags[k] & NodeFlag.flexible != 0 {
      log.leafMeasurements &+= 1
      return validated(FlexibleLeaf.size(proposal), node, proposal)
    }
    let layout = Int(tree.layoutSlot[k])
    if layout >= 0, let size = builtInSize(layout, node, proposal) { return validated(size, node, proposal) }
    switch tree.node(k).content {
    case .fixed(let fixed):
      size = fixed
    case .leaf(let leaf):
      log.leafMeasurements &+= 1
      size = leaf.sizeThatFits(proposal)
    case .embedded:
      size = embeddedResult(node, proposal)?.size ?? .zero
    case .spacer(let minLength):
      let minimum = minLength ?? ViewSpacing.defaultSpacing
      let parent = Int(tree.parent[k])
      let axis = parent >= 0 ? tree.layout(parent)?.layoutProperties.stackOrientation : nil
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

  /// A text whose size is not finite: its settings are finite (fonts and spacings are validated), so their
  /// arithmetic overflowed. Records `LayoutError.invalidInput` at the text's path naming the setting that makes a
  /// line or the line spacing that makes the lines' total overflow, and answers a zero size.
  private func textOverflow(_ text: TextLeaf, _ environment: TextEnvironment?, _ node: NodeIndex, _ size: Size) -> Size
  {
    let attributes = text.attributes(environment)
    let spacing = attributes.validatedLineSpacing
    let cause =
      !size.height.isFinite && spacing > 0
      ? "its lineSpacing \(formatNumber(spacing)) makes the height of its lines overflow the double range"
      : "its size \(size.formatted) overflows the double range (font size \(formatNumber(attributes.font.validatedSize)))"
    failInvalidInput(node, message: cause)
    return .zero
  }

  /// `size` when it is valid; else the pass's error is recorded and the size clamped to a valid one.
  @inline(__always)
  private func validated(_ size: Size, _ node: NodeIndex, _ proposal: ProposedViewSize) -> Size {
    var size = size
    if size.width.isNaN || size.height.isNaN || size.width < 0 || size.height < 0 {
      fail(
        .invalidSize(
          path: path(of: node).description, id: tree.node(node.offset).id, size: size,
          reason: "is not a valid size (for proposal \(proposal))"))
      size = Size(width: max(0, size.width.isNaN ? 0 : size.width), height: max(0, size.height.isNaN ? 0 : size.height))
    }
    return size
  }

  /// The nested layout of an embedded node for `proposal` (cached); `nil` after recording its error.
  func embeddedResult(_ node: NodeIndex, _ proposal: ProposedViewSize) -> LayoutResult? {
    if let cached = caches.embeddedResult(node, for: proposal) { return cached }
    // After a failure the pass is lost anyway: do not rerun nested content (a reader that never settles) per proposal.
    if log.error != nil { return nil }
    guard case .embedded(let content) = tree.node(node.offset).content else { return nil }
    do {
      let result = try content.layout(proposal: proposal, engine: nestedEngine(at: node))
      caches.keepEmbeddedResult(result, of: node, for: proposal)
      if !result.fallbacks.isEmpty {
        let at = path(of: node).appending(.content)
        for var fallback in result.fallbacks {
          fallback.path = (NodePath(parsing: fallback.path).map(at.appending) ?? at).description
          log.report(fallback)
        }
      }
      return result
    } catch {
      fail(error.relocated(under: path(of: node), id: tree.node(node.offset).id))
      return nil
    }
  }

  /// The container's cache for this pass, made on first use; the pass's one empty box for a layout whose cache is
  /// `Void` (flagged while flattening: no call to `makeCache`, no lookup, no reference counted per container).
  @inline(__always)
  func cacheBox(_ node: NodeIndex, _ box: any ErasedLayout) -> AnyObject {
    if tree.flags[node.offset] & NodeFlag.voidCache != 0 { return caches.voidCacheBox }
    return madeCacheBox(node, box)
  }

  /// ``cacheBox(_:_:)`` for a layout whose cache is not `Void`.
  private func madeCacheBox(_ node: NodeIndex, _ box: any ErasedLayout) -> AnyObject {
    let index = Int(tree.layoutSlot[node.offset])
    if let existing = caches.cacheBoxes[index] { return existing }
    let made = box.makeCacheBox(subviews(of: node))
    caches.cacheBoxes[index] = made
    return made
  }

  /// The pass's one empty cache box, shared by every layout whose cache is `Void`.
  func voidCacheBox() -> AnyObject { caches.voidCacheBox }

  /// The node's preferred spacing (cached per node).
  func spacing(of node: NodeIndex) -> ViewSpacing {
    let k = node.offset
    if let cached = caches.spacing(k, of: tree.count) { return cached }
    let spacing: ViewSpacing
    switch tree.node(k).content {
    case .leaf(let leaf): spacing = leaf.spacing
    case .spacer: spacing = .zero
    case .fixed, .embedded, .divider: spacing = ViewSpacing()
    case .layout(let box): spacing = box.spacing(subviews(of: node), cacheBox(node, box))
    }
    caches.keepSpacing(spacing, of: k)
    return spacing
  }
}

extension LayoutContext {
  /// Runs `body` (which calls `place`) without touching the real placements; returns the frames it placed.
  func trialPlacements(_ body: () -> Void) -> [NodeIndex: Rect] {
    placements.beginTrial()
    body()
    return placements.endTrial()
  }

  /// The proposal the node was last placed with in a trial (see ``trialPlacements(_:)``).
  func trialProposal(_ node: NodeIndex) -> ProposedViewSize? { placements.trialProposal(node) }

  /// Sizes the node for `proposal` and puts its `anchor` point at `position` (recorded only, during a trial).
  func place(_ node: NodeIndex, at position: Point, anchor: UnitPoint, proposal: ProposedViewSize) {
    let size = measure(node, proposal)
    let frame = Rect(
      x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height, width: size.width,
      height: size.height)
    if placements.isInTrial {
      placements.record(node, frame: frame, proposal: proposal)
      return
    }
    let k = node.offset
    placements.set(k, slot: tree.slot[k], frame: frame, proposal: proposal)
  }

  /// Places the node in `frame`, proposing it `frame.size`: what ``place(_:at:anchor:proposal:)`` does with the
  /// top-leading anchor. A cell (``NodeFlag/cell``) answers a finite, non-negative proposal with
  /// itself, so outside a trial it is placed without being measured (counted as the request `place` makes).
  @inline(__always)
  func place(_ node: NodeIndex, exactly frame: Rect) {
    let k = node.offset
    let size = frame.size
    guard tree.flags[k] & NodeFlag.cell != 0, !placements.isInTrial, size.width >= 0, size.height >= 0,
      size.width.isFinite,
      size.height.isFinite
    else {
      place(node, at: frame.origin, anchor: .topLeading, proposal: ProposedViewSize(size))
      return
    }
    log.sizeRequests &+= 1
    placements.set(k, slot: tree.slot[k], frame: frame, proposal: ProposedViewSize(size))
  }

  /// Places the whole tree: the root at `rootFrame`, then every visible container's children, in index order.
  func placeAll(rootFrame: Rect, rootProposal: ProposedViewSize) {
    placements.set(0, slot: tree.slot[0], frame: rootFrame, proposal: rootProposal)
    // Two copies of one loop: a pass with no right-to-left node runs the one without the mirroring test.
    let finished = tree.rightToLeft.isEmpty ? placeContainers(mirroring: false) : placeContainers(mirroring: true)
    #if TRELLIS_INTERNAL_CHECKS
      checkInvariants()
    #endif
    guard finished else { return }
    #if TRELLIS_INTERNAL_CHECKS
      checkContainment()
    #endif
    let frames = placements.frames
    for k in 0..<tree.count where placements.placed[k] {
      let f = frames[k]
      if !(f.origin.x.isFinite && f.origin.y.isFinite && f.size.width.isFinite && f.size.height.isFinite) {
        failUnplaceable(k)
        return
      }
    }
  }

  /// Places every visible container's children, in index order; `false` when a container's frame is not finite.
  /// With `mirroring`, a right-to-left container's placement is mirrored horizontally inside its frame once it has
  /// placed its children (before they place theirs), so each level is mirrored inside its own container.
  @inline(__always)
  private func placeContainers(mirroring: Bool) -> Bool {
    for k in 0..<tree.count where placements.placed[k] {
      guard placeChildren(of: k, mirroring: mirroring) else { return false }
    }
    return true
  }

  /// Places the children of placed node `k` (nothing for a leaf); `false` when its frame is not finite.
  @inline(__always)
  func placeChildren(of k: Int, mirroring: Bool) -> Bool {
    let layout = Int(tree.layoutSlot[k])
    guard tree.childCount[k] > 0, layout >= 0 else { return true }
    let frame = placements.frames[k]
    if !(frame.size.width.isFinite && frame.size.height.isFinite && frame.origin.x.isFinite && frame.origin.y.isFinite)
    {
      failUnplaceable(k)
      return false
    }
    let node = NodeIndex(k)
    let packed = placements.proposals[Int(tree.slot[k])]
    if !placeBuiltIn(layout, node, frame, packed), let box = tree.layout(k) {
      box.placeSubviews(frame, packed.proposal, subviews(of: node), cacheBox(node, box))
    }
    if mirroring && tree.rightToLeft[k] { mirrorChildren(of: k, in: frame) }
    if tree.flags[k] & NodeFlag.hidesUnplaced != 0 { return true }
    for c in tree.children(of: k) where !placements.placed[c] {
      // The protocol's rule for a subview left unplaced: centred in the bounds, with the parent's proposal (the
      // same place mirrored).
      place(NodeIndex(c), at: frame.point(at: .center), anchor: .center, proposal: packed.proposal)
    }
    return true
  }

  /// Mirrors the placed children of container `k` horizontally inside `frame`: a child `x` from the left edge goes
  /// `x` from the right edge. Frames stay in left-to-right coordinates.
  private func mirrorChildren(of k: Int, in frame: Rect) {
    let frames = placements.frames
    let sum = frame.origin.x + (frame.origin.x + frame.size.width)
    for c in tree.children(of: k) where placements.placed[c] {
      let f = frames[c]
      frames[c] = Rect(x: sum - (f.origin.x + f.size.width), y: f.origin.y, width: f.size.width, height: f.size.height)
    }
  }

  /// Records that node `k` was placed at a frame that is not finite. Always inlined: as a call, it made the two loops
  /// of `placeAll` dearer per node.
  @inline(__always)
  func failUnplaceable(_ k: Int) {
    let frame = placements.frames[k]
    fail(
      .invalidSize(
        path: path(of: NodeIndex(k)).description, id: tree.node(k).id, size: frame.size,
        reason: unplaceableReason(k, frame)))
  }

  /// Why node `k` cannot be placed at `frame`, blaming the proposal only when it was infinite: a finite size at an
  /// infinite position was put there by its parent's arithmetic, and an infinite size for a finite (or unspecified)
  /// proposal comes from the node's own parameters. Containers that know their input name it where it arises
  /// (stacks, padding, texts); this is what is left for the others.
  private func unplaceableReason(_ k: Int, _ frame: Rect) -> String {
    let proposal = placements.proposal(slot: tree.slot[k])
    let prefix = "cannot be placed: its frame \(frame.formatted) is not finite"
    if frame.size.width.isFinite && frame.size.height.isFinite {
      let parent = Int(tree.parent[k])
      let by = parent >= 0 ? " by its parent (\(path(of: NodeIndex(parent))))" : ""
      return "\(prefix): it was positioned\(by) beyond the double range (a position computed from finite values "
        + "overflowed: an offset, a padding or a guide near ±1.8e308?)"
    }
    let proposedInfinity =
      (!frame.size.width.isFinite && proposal.width == .infinity)
      || (!frame.size.height.isFinite && proposal.height == .infinity)
    if proposedInfinity { return "\(prefix) (was it proposed an infinite size?)" }
    return "\(prefix) though it was proposed \(proposal): a length computed from its parameters overflowed the double "
      + "range"
  }
}

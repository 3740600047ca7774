extension LayoutContext {
  /// The size of a container whose layout the engine runs itself (see ``BuiltInLayout``), or `nil` for the others.
  ///
  /// Answers as the layouts' `sizeThatFits` would: padding measures its child at the inset proposal; a stack keeps
  /// its allocation for the last proposal, as ``AxisStackLayout`` does in its ``StackCache``; a cell
  /// (``CellLayout``) is the finite dimensions it is proposed and measures its child only for the others.
  @inline(__always)
  func builtInSize(_ layout: Int, _ node: NodeIndex, _ proposal: ProposedViewSize) -> Size? {
    switch tree.builtIns[layout] {
    case .none:
      return nil
    case .padding(let insets):
      let k = node.offset
      let child =
        tree.childCount[k] > 0
        ? measure(NodeIndex(raw: tree.firstChild[k]), PaddingLayout.childProposal(proposal, insets: insets)) : .zero
      let size = PaddingLayout.size(child: child, insets: insets)
      if !(size.width.isFinite && size.height.isFinite),
        let message = PaddingLayout.overflow(child: child, size: size, insets: insets)
      {
        failInvalidInput(node, message: message)
      }
      return size
    case .stack(let spec):
      let header = caches.stackHeaders[Int(spec.index)]
      if header.isValid && header.proposal.matches(proposal) { return header.summary.size }
      return allocateStack(spec, node, proposal).size
    case .cell:
      if CellGeometry.answersAlone(proposal) { return CellGeometry.size(proposal: proposal, child: .zero) }
      let k = node.offset
      let child = tree.childCount[k] > 0 ? measure(NodeIndex(raw: tree.firstChild[k]), proposal) : .zero
      return CellGeometry.size(proposal: proposal, child: child)
    }
  }

  /// Places the children of a container whose layout the engine runs itself, placed with `proposal` (packed, as the
  /// placements keep it); `false` for the other layouts.
  func placeBuiltIn(_ layout: Int, _ node: NodeIndex, _ frame: Rect, _ proposal: PackedProposal) -> Bool {
    switch tree.builtIns[layout] {
    case .none:
      return false
    case .padding(let insets):
      let k = node.offset
      guard tree.childCount[k] > 0 else { return true }
      place(
        NodeIndex(raw: tree.firstChild[k]), at: PaddingLayout.childOrigin(frame, insets: insets), anchor: .topLeading,
        proposal: PaddingLayout.childProposal(proposal.proposal, insets: insets))
    case .stack(let spec):
      let header = caches.stackHeaders[Int(spec.index)]
      let summary =
        header.isValid && header.proposal.matches(proposal)
        ? header.summary : allocateStack(spec, node, proposal.proposal)
      placeStack(spec, summary, node, in: frame, proposal: proposal)
    case .cell:
      let k = node.offset
      guard tree.childCount[k] > 0 else { return true }
      place(
        NodeIndex(raw: tree.firstChild[k]), at: CellGeometry.childCenter(in: frame), anchor: .center,
        proposal: ProposedViewSize(frame.size))
    }
    return true
  }

  /// A stack's allocation for `proposal`, written over its earlier one in the arena (the stack's cache).
  @inline(__always)
  private func allocateStack(_ spec: StackSpec, _ node: NodeIndex, _ proposal: ProposedViewSize)
    -> StackAlgorithm.Summary
  {
    let k = node.offset
    let children = UnsafeMutableBufferPointer(
      rebasing: caches.stackArena[Int(spec.arenaOffset)..<(Int(spec.arenaOffset) + Int(tree.childCount[k]))])
    let header = Int(spec.index)
    caches.stackHeaders[header].isValid = false
    let algorithm = StackAlgorithm(
      spec, customGuide: spec.customGuide >= 0 ? tree.stackGuides[Int(spec.customGuide)] : nil)
    let summary = algorithm.allocate(proposal, subviews(of: node), into: children)
    caches.stackHeaders[header] = StackHeader(proposal: PackedProposal(proposal), summary: summary, isValid: true)
    return summary
  }

  /// Places a stack's children from its allocation: each child's frame is written directly (the size the allocation
  /// recorded is the one the child answers for its offer, so no request goes through ``place(_:at:anchor:proposal:)``
  /// except in a trial, which records instead).
  private func placeStack(
    _ spec: StackSpec, _ summary: StackAlgorithm.Summary, _ node: NodeIndex, in bounds: Rect,
    proposal: PackedProposal
  ) {
    let k = node.offset
    let axis = spec.axis
    let across = proposal[axis.perpendicular]
    var cursor = bounds.origin[axis]
    let line = bounds.origin[axis.perpendicular] - summary.crossStart
    let first = Int(tree.firstChild[k])
    let offset = Int(spec.arenaOffset)
    let direct = !placements.isInTrial
    for i in 0..<Int(tree.childCount[k]) {
      let child = caches.stackArena[offset + i]
      cursor += child.gap
      var point = Point.zero
      point[axis] = cursor
      point[axis.perpendicular] = line - child.guide
      let childProposal = PackedProposal(axis, along: child.packedAlong, across: across)
      let c = first + i
      if direct {
        // What `place` does, with the size the allocation holds (counted as the request `place` would make).
        log.sizeRequests &+= 1
        placements.set(c, slot: tree.slot[c], frame: Rect(origin: point, size: child.size), proposal: childProposal)
      } else {
        place(NodeIndex(c), at: point, anchor: .topLeading, proposal: childProposal.proposal)
      }
      cursor += child.size[axis]
    }
  }
}

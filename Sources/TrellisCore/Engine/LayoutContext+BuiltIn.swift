extension LayoutContext {
  /// The size of a container whose layout the engine runs itself (see ``BuiltInLayout``), or `nil` for the others.
  ///
  /// Answers as the layouts' `sizeThatFits` would: padding measures its child at the inset proposal; a stack keeps
  /// its allocation for the last proposal, as ``AxisStackLayout`` does in its ``StackCache``.
  @inline(__always)
  func builtInSize(_ layout: Int, _ node: NodeIndex, _ proposal: ProposedViewSize) -> Size? {
    switch builtIns[layout] {
    case .none:
      return nil
    case .padding(let insets):
      let k = node.offset
      let child =
        childCount[k] > 0
        ? measure(NodeIndex(raw: firstChild[k]), PaddingLayout.childProposal(proposal, insets: insets)) : .zero
      return PaddingLayout.size(child: child, insets: insets)
    case .stack(let algorithm):
      if let size = stackCaches[layout].allocation?.sizeIfProposed(proposal) { return size }
      return allocateStack(layout, algorithm, node, proposal).size
    }
  }

  /// Places the children of a container whose layout the engine runs itself; `false` for the other layouts.
  func placeBuiltIn(_ layout: Int, _ node: NodeIndex, _ frame: Rect, _ proposal: ProposedViewSize) -> Bool {
    switch builtIns[layout] {
    case .none:
      return false
    case .padding(let insets):
      let k = node.offset
      guard childCount[k] > 0 else { return true }
      place(
        NodeIndex(raw: firstChild[k]), at: PaddingLayout.childOrigin(frame, insets: insets), anchor: .topLeading,
        proposal: PaddingLayout.childProposal(proposal, insets: insets))
    case .stack(let algorithm):
      let allocation =
        stackCaches[layout].allocation.flatMap { $0.proposal == proposal ? $0 : nil }
        ?? allocateStack(layout, algorithm, node, proposal)
      algorithm.place(allocation, in: frame, subviews: subviews(of: node))
    }
    return true
  }

  /// A stack's allocation for `proposal`, kept as its cache; the earlier allocation's storage is reused (taken out
  /// of the cache first, so it is uniquely referenced).
  private func allocateStack(
    _ layout: Int, _ algorithm: StackAlgorithm, _ node: NodeIndex, _ proposal: ProposedViewSize
  ) -> StackAlgorithm.Allocation {
    var storage = stackCaches[layout].allocation?.children ?? []
    stackCaches[layout].allocation = nil
    let allocation = algorithm.allocate(proposal, subviews(of: node), storage: &storage)
    stackCaches[layout].allocation = allocation
    return allocation
  }
}

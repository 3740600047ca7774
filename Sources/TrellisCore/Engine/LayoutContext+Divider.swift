extension LayoutContext {
  /// A ``Divider``'s size: 1 across the axis of the nearest stack above it (modifiers between are looked through),
  /// and along the other axis the proposal, or 10 when unspecified (like every flexible shape). A divider in no
  /// stack, or under a container that is not a stack, is a horizontal line, as in a VStack.
  ///
  /// - Complexity: O(modifiers between the divider and its container).
  func dividerSize(_ node: NodeIndex, _ proposal: ProposedViewSize) -> Size {
    var k = Int(tree.parent[node.offset])
    while k >= 0, tree.isModifier(k) { k = Int(tree.parent[k]) }
    let axis = k >= 0 ? tree.layout(k)?.layoutProperties.stackOrientation : nil
    let flexible = proposal.replacingUnspecifiedDimensions()
    if axis == .horizontal { return Size(width: Divider.thickness, height: flexible.height) }
    return Size(width: flexible.width, height: Divider.thickness)
  }
}

extension LayoutSubview {
  /// The identity of the node this subview stands for. Nodes are immutable, so a layout may remember what it read
  /// from a subview across passes for as long as the identity is the same (the node is kept alive by its tree).
  package var nodeIdentity: ObjectIdentifier { context.identity(of: node) }
}

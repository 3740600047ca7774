extension LayoutSubviews {
  /// Whether the subviews' answers in this pass depend only on their own nodes: neither the container nor an ancestor
  /// sets an environment (text settings or a layout direction that its descendants inherit) and the pass has no
  /// embedded content (readers, whose nested limits depend on depth). Nodes are immutable, so a container that sees
  /// the same node objects (``LayoutSubview/nodeIdentity``) in a later pass where this also holds gets the same
  /// answers for the same proposals, and may remember them across passes (the rule ``LayoutCache`` follows).
  ///
  /// - Complexity: O(depth of the container).
  package var answersDependOnlyOnNodes: Bool { context.answersDependOnlyOnNodes(under: container) }
}

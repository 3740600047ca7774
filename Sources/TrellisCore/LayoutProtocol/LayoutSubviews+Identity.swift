extension LayoutSubviews {
  /// Whether the subviews stand for exactly `nodes`, in order (the same node objects; see
  /// ``LayoutSubview/nodeIdentity``): a container that remembers what it read from its own children across passes
  /// asks this first.
  ///
  /// - Complexity: O(count): one comparison of references per subview, without a proxy or a retain.
  package func are(_ nodes: [Node]) -> Bool {
    count == nodes.count && context.nodes(from: base + startIndex, are: nodes)
  }
}

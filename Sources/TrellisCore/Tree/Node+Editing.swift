extension Node {
  /// A copy of this node with the descendant at `path` (child positions from this node down) replaced by
  /// `replacement`; every node off the path is shared, so a ``LayoutCache`` still knows them.
  ///
  /// - Precondition: each position in `path` is a valid child index at its level.
  /// - Complexity: O(Σ children of the nodes on the path).
  package func replacingDescendant(at path: some Collection<Int>, with replacement: Node) -> Node {
    guard let position = path.first else { return replacement }
    var newChildren = children
    precondition(newChildren.indices.contains(position), "no child \(position) under \(typeName)")
    newChildren[position] = newChildren[position].replacingDescendant(at: path.dropFirst(), with: replacement)
    return with(children: newChildren)
  }
}

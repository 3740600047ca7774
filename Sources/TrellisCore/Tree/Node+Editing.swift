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

  /// This subtree with each topmost node for which `replace` answers a node replaced by it (its subtree is not
  /// searched); nodes with nothing replaced below them are shared.
  ///
  /// - Complexity: O(n) for the n nodes searched, with a stack as deep as the tree instead of recursion.
  package func replacingTopmost(_ replace: (Node) -> Node?) -> Node {
    struct Frame {
      let node: Node
      let children: [Node]
      var next = 0
      var rebuilt: [Node] = []
      var changed = false
    }
    if let replaced = replace(self) { return replaced }
    if traits.childCount == 0 { return self }
    var stack = [Frame(node: self, children: children)]
    while true {
      var frame = stack.removeLast()
      if frame.next < frame.children.count {
        let child = frame.children[frame.next]
        frame.next += 1
        stack.append(frame)
        if let replaced = replace(child) {
          stack[stack.count - 1].rebuilt.append(replaced)
          stack[stack.count - 1].changed = true
        } else if child.traits.childCount == 0 {
          stack[stack.count - 1].rebuilt.append(child)
        } else {
          stack.append(Frame(node: child, children: child.children))
        }
        continue
      }
      let result = frame.changed ? frame.node.with(children: frame.rebuilt) : frame.node
      guard !stack.isEmpty else { return result }
      stack[stack.count - 1].rebuilt.append(result)
      if frame.changed { stack[stack.count - 1].changed = true }
    }
  }

  /// This tree with each leaf for which `replace` answers a node replaced by it; subtrees where nothing is
  /// replaced are this tree's own nodes (``replacingTopmost(_:)`` asking only of leaves).
  ///
  /// - Complexity: O(n) for the n nodes of the tree, with a stack as deep as the tree instead of recursion.
  func replacingLeaves(_ replace: (Node) -> Node?) -> Node {
    replacingTopmost { $0.traits.childCount == 0 ? replace($0) : nil }
  }
}

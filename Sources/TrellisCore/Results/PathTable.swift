/// The paths of the nodes of one breadth-first tree, built on demand from parent links (no path per node during the
/// pass): the one place that turns a node index into a ``NodePath``.
final class PathTable: Sendable {
  /// For each node: its parent (−1 for the root), and its position among its parent's children (−1 under a
  /// modifier, which adds no step).
  private let parent: [Int32]
  private let childIndex: [Int32]

  init(parent: [Int32], childIndex: [Int32]) {
    precondition(parent.count == childIndex.count, "a path table needs one parent and one child index per node")
    self.parent = parent
    self.childIndex = childIndex
  }

  /// The table of a pass: each node's parent and, unless that parent is a modifier, its index among its siblings.
  ///
  /// - Complexity: O(nodes).
  convenience init(arrays: PassBuffers.NodeArrays) {
    var childIndex = [Int32](repeating: -1, count: arrays.count)
    for k in 1..<max(1, arrays.count) {
      let p = Int(arrays.parent[k])
      if !arrays.references[p]._withUnsafeGuaranteedRef({ $0.isModifier }) {
        childIndex[k] = Int32(k) - arrays.firstChild[p]
      }
    }
    self.init(parent: Array(arrays.parent), childIndex: childIndex)
  }

  /// The path of `node`.
  ///
  /// - Complexity: O(depth).
  func path(of node: NodeIndex) -> NodePath {
    var steps: [NodePath.Step] = []
    var k = node.offset
    while parent[k] >= 0 {
      if childIndex[k] >= 0 { steps.append(.child(Int(childIndex[k]))) }
      k = Int(parent[k])
    }
    return NodePath(steps: steps.reversed())
  }
}

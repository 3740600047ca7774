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
  func path(of node: NodeIndex) -> NodePath { Self.path(of: node) { (parent[$0], childIndex[$0]) } }

  /// The path of `node` read from a pass's arrays, without a table: what a result reads its paths from (its pass's
  /// root keeps every node alive; each parent's kind is read from its node).
  ///
  /// - Complexity: O(depth).
  static func path(of node: NodeIndex, in arrays: PassBuffers.NodeArrays) -> NodePath {
    path(of: node) { k in
      let p = Int(arrays.parent[k])
      guard p >= 0, !arrays.references[p]._withUnsafeGuaranteedRef({ $0.isModifier }) else { return (Int32(p), -1) }
      return (Int32(p), Int32(k) - arrays.firstChild[p])
    }
  }

  /// The path of `node` in a tree whose `links` answer each node's parent (−1 for the root) and its position among
  /// its parent's children (−1 under a modifier).
  private static func path(of node: NodeIndex, links: (Int) -> (parent: Int32, childIndex: Int32)) -> NodePath {
    var steps: [NodePath.Step] = []
    var k = node.offset
    while true {
      let (parent, childIndex) = links(k)
      guard parent >= 0 else { break }
      if childIndex >= 0 { steps.append(.child(Int(childIndex))) }
      k = Int(parent)
    }
    return NodePath(steps: steps.reversed())
  }
}

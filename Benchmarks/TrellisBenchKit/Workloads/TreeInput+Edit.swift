import Trellis

extension TreeInput {
  /// The path (child positions) from the root to the leaf the relayout rows change: the middle child at each level.
  ///
  /// - Complexity: O(depth).
  static func middleLeafPath(_ root: Node) -> [Int] {
    var path: [Int] = []
    var node = root
    while !node.children.isEmpty {
      let position = node.children.count / 2
      path.append(position)
      node = node.children[position]
    }
    return path
  }

  /// The tree with the leaf at `path` replaced by a box whose width depends on `variant` (two variants differ by one
  /// leaf); every other node is shared with `root`.
  ///
  /// - Complexity: O(Σ children along the path).
  static func edited(_ root: Node, path: [Int], variant: Int) -> Node {
    root.replacingDescendant(at: path, with: Box(width: 20 + Double(variant % 2) * 7, height: 12).node)
  }
}

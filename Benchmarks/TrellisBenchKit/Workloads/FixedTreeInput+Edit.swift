import Trellis

extension FixedTreeInput {
  /// The path (child positions) to the leaf the relayout rows change: the middle one of the leaves in pre-order, the
  /// leaf the Taffy peer changes too.
  ///
  /// - Complexity: O(nodes).
  static func middleLeafPath(_ root: Node) -> [Int] {
    var paths: [[Int]] = []
    func walk(_ node: Node, _ path: [Int]) {
      if node.children.isEmpty {
        paths.append(path)
        return
      }
      for (position, child) in node.children.enumerated() { walk(child, path + [position]) }
    }
    walk(root, [])
    return paths[paths.count / 2]
  }

  /// The size of the middle box in pre-order (the leaf ``middleLeafPath(_:)`` leads to).
  ///
  /// - Complexity: O(nodes).
  var middleLeafSize: Size {
    var boxes: [Size] = []
    func walk(_ spec: Spec) {
      switch spec {
      case .box(let width, let height): boxes.append(Size(width: width, height: height))
      case .padding(let child): walk(child)
      case .stack(_, let children): children.forEach(walk)
      }
    }
    walk(spec)
    return boxes[boxes.count / 2]
  }

  /// The tree with the box at `path` (of `size`) 2 pt wider when `wider`, every other node shared with `root`.
  ///
  /// - Complexity: O(Σ children along the path).
  static func edited(_ root: Node, path: [Int], size: Size, wider: Bool) -> Node {
    root.replacingDescendant(
      at: path, with: Box(width: size.width + (wider ? 2 : 0), height: size.height).node)
  }
}

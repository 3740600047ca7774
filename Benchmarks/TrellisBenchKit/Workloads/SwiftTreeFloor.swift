/// The `Swift tree (object per node)` row of `tree-fixed`: the tree's shape built and freed as plain Swift objects, one
/// final class instance per node with Trellis's node size and child layout (none, one child inline, or an array), and
/// nothing else: no result builder, no layout value, no traits. What Swift's allocation and reference counting cost for
/// a tree of one heap object per node, between the C row (the allocator alone) and the builders (everything a user's
/// code runs).
enum SwiftTreeFloor {
  /// A node's children, stored as `Node` stores them.
  enum Children {
    case none
    case one(Object)
    case many([Object])
  }

  /// One node: 120 bytes with the object header, exactly the size of Trellis's `Node`, so that both ask the allocator
  /// for the same block (`SwiftTreeFloorTests` checks it).
  final class Object {
    let children: Children
    let width: Double
    let height: Double
    /// Stands for the fields a real node has besides its children and size (content, counts, name, id).
    let rest: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int)

    init(children: Children, width: Double, height: Double, filler: Int) {
      self.children = children
      self.width = width
      self.height = height
      rest = (filler, filler, filler, filler, filler, filler, filler, filler, filler, filler)
    }
  }

  /// Builds the tree of `childCounts` (pre-order) with `leafSizes` (width, height per leaf, in order), children first
  /// as the builders do, and returns the number of nodes built; the tree is freed when the call returns.
  ///
  /// - Complexity: O(nodes).
  @inline(never)  // one call, as the C row makes: a profiler can find it
  static func buildAndFree(childCounts: [Int32], leafSizes: [Double]) -> Int {
    guard !childCounts.isEmpty else { return 0 }
    var next = 0
    var leaf = 0
    var built = 0
    func build() -> Object {
      let count = Int(childCounts[next])
      next += 1
      let children: Children
      switch count {
      case 0: children = .none
      case 1: children = .one(build())
      default:
        var nodes: [Object] = []
        nodes.reserveCapacity(count)
        for _ in 0..<count { nodes.append(build()) }
        children = .many(nodes)
      }
      built += 1
      if count == 0 {
        leaf += 1
        return Object(
          children: children, width: leafSizes[2 * leaf - 2], height: leafSizes[2 * leaf - 1], filler: built)
      }
      return Object(children: children, width: 0, height: 0, filler: built)
    }
    let root = build()
    // Read once, so that the tree is not optimised away before it is freed.
    if case .many(let nodes) = root.children, nodes.isEmpty { return -1 }
    return built
  }
}

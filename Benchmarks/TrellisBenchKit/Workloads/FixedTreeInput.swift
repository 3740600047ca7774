import Trellis
import TrellisTestSupport

/// The input of the `tree-fixed` workload: nested HStack / VStack (alternating by depth, spacing 4, 2–6 children,
/// centred, some wrapped in `.padding(4)`) over fixed-size `Box` leaves, exactly N nodes. Leaf sizes are even whole
/// points, so centring never produces half points and every engine's frames are exact.
final class FixedTreeInput {
  /// A node of the description.
  indirect enum Spec {
    /// A fixed-size box (1 node).
    case box(width: Double, height: Double)
    /// `.padding(4)` around a child (1 node).
    case padding(Spec)
    /// A stack (1 node) of children.
    case stack(horizontal: Bool, children: [Spec])
  }

  /// The stacks' spacing and the padding.
  static let gap = 4.0

  /// The description.
  let spec: Spec
  /// The tree built from it.
  let root: Node

  /// Generates a tree of `n` nodes (at least 1).
  ///
  /// - Complexity: O(n).
  init(n: Int, rng: inout SplitMix64) {
    spec = Self.spec(budget: max(1, n), depth: 0, rng: &rng)
    root = Self.build(spec)
  }

  /// A description that uses exactly `budget` nodes.
  static func spec(budget: Int, depth: Int, rng: inout SplitMix64) -> Spec {
    switch budget {
    case 1: return .box(width: Double(2 * (5 + Int(rng.next() % 45))), height: Double(2 * (5 + Int(rng.next() % 20))))
    case 2: return .padding(spec(budget: 1, depth: depth, rng: &rng))
    default:
      if budget >= 4 && rng.next() % 3 == 0 { return .padding(spec(budget: budget - 1, depth: depth, rng: &rng)) }
      let remaining = budget - 1
      let fanout = min(remaining, 2 + Int(rng.next() % 5))
      let children = (0..<fanout).map { index in
        spec(budget: remaining / fanout + (index < remaining % fanout ? 1 : 0), depth: depth + 1, rng: &rng)
      }
      return .stack(horizontal: depth % 2 == 0, children: children)
    }
  }

  /// The view tree of a description.
  ///
  /// - Complexity: O(nodes).
  static func build(_ spec: Spec) -> Node {
    switch spec {
    case .box(let width, let height): return Box(width: width, height: height).node
    case .padding(let child): return build(child).padding(gap)
    case .stack(let horizontal, let children):
      let nodes = children.map(build)
      return horizontal ? HStack(spacing: gap) { nodes }.node : VStack(spacing: gap) { nodes }.node
    }
  }

  /// The description in pre-order as the peer runner reads it: `[kind, a, b, child count]` per node, kind "box"
  /// (a, b = width, height), "pad" (a = padding), "h" or "v" (a stack).
  ///
  /// - Complexity: O(nodes).
  var preorder: [[Any]] {
    var out: [[Any]] = []
    func walk(_ spec: Spec) {
      switch spec {
      case .box(let width, let height): out.append(["box", width, height, 0])
      case .padding(let child):
        out.append(["pad", Self.gap, 0, 1])
        walk(child)
      case .stack(let horizontal, let children):
        out.append([horizontal ? "h" : "v", 0, 0, children.count])
        children.forEach(walk)
      }
    }
    walk(spec)
    return out
  }
}

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
    spec = Self.generate(budget: max(1, n), depth: 0, rng: &rng, Self.describing)
    root = Self.build(spec)
  }

  /// What the generator makes of its choices: a description (``describing``) or the view tree itself
  /// (``building``).
  struct Maker<Made> {
    /// A fixed-size box of a width and a height.
    var box: (Double, Double) -> Made
    /// `.padding(4)` around a child.
    var padding: (Made) -> Made
    /// A stack, horizontal or not, of children.
    var stack: (Bool, [Made]) -> Made
  }

  /// Makes descriptions.
  static var describing: Maker<Spec> {
    Maker(
      box: { Spec.box(width: $0, height: $1) }, padding: Spec.padding,
      stack: { Spec.stack(horizontal: $0, children: $1) })
  }

  /// Makes the view tree: `Box(width:height:)`, `.padding(4)`, `HStack(spacing: 4)` / `VStack(spacing: 4)`.
  static var building: Maker<Node> {
    Maker(
      box: { Box(width: $0, height: $1).node }, padding: { $0.padding(gap) },
      stack: { horizontal, nodes in
        horizontal ? HStack(spacing: gap) { nodes }.node : VStack(spacing: gap) { nodes }.node
      })
  }

  /// The tree of exactly `n` nodes (at least 1) that `init(n:rng:)` builds from the same generator, made as it is
  /// generated: no description is held beside it (the memory rows measure the tree alone).
  ///
  /// - Complexity: O(n).
  static func tree(n: Int, rng: inout SplitMix64) -> Node {
    generate(budget: max(1, n), depth: 0, rng: &rng, building)
  }

  /// A tree that uses exactly `budget` nodes, made by `make`.
  ///
  /// - Complexity: O(budget).
  static func generate<Made>(budget: Int, depth: Int, rng: inout SplitMix64, _ make: Maker<Made>) -> Made {
    switch budget {
    case 1: return make.box(Double(2 * (5 + Int(rng.next() % 45))), Double(2 * (5 + Int(rng.next() % 20))))
    case 2: return make.padding(generate(budget: 1, depth: depth, rng: &rng, make))
    default:
      if budget >= 4 && rng.next() % 3 == 0 {
        return make.padding(generate(budget: budget - 1, depth: depth, rng: &rng, make))
      }
      let remaining = budget - 1
      let fanout = min(remaining, 2 + Int(rng.next() % 5))
      let children = (0..<fanout).map { index in
        generate(
          budget: remaining / fanout + (index < remaining % fanout ? 1 : 0), depth: depth + 1, rng: &rng, make)
      }
      return make.stack(depth % 2 == 0, children)
    }
  }

  /// The view tree of a description.
  ///
  /// - Complexity: O(nodes).
  static func build(_ spec: Spec) -> Node {
    switch spec {
    case .box(let width, let height): return building.box(width, height)
    case .padding(let child): return building.padding(build(child))
    case .stack(let horizontal, let children): return building.stack(horizontal, children.map(build))
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

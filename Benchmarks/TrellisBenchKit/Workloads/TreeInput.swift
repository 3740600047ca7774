import Trellis
import TrellisTestSupport

/// The input of the `tree` workload: a SwiftUI-style view tree of exactly N nodes, kept both as a description (to
/// time building) and as the built node tree (to time layout alone).
///
/// Stacks alternate HStack / VStack by depth, with 2–6 children each and some wrapped in `.padding(4)`; some
/// subtrees have a `.background(Color)` or an `.overlay(Circle())`, and some containers are a `Grid` of 2–3
/// `GridRow`s of 2–3 cells. Leaves are `Box`es, `Text`s of one to three words and
/// `Rectangle().frame(width:height:)`s. Modifiers (and a background's or overlay's shape) count as nodes.
final class TreeInput {
  /// A node of the description.
  indirect enum Spec {
    /// A fixed-size box (1 node).
    case box(width: Double, height: Double)
    /// A text (1 node).
    case text(String)
    /// A rectangle in a fixed frame (2 nodes).
    case framedRectangle(width: Double, height: Double)
    /// A stack (1 node, plus 1 when padded) of children.
    case stack(horizontal: Bool, padded: Bool, children: [Spec])
    /// A subtree with a colour behind it (`.background(Color.blue)`: 2 nodes) or a circle over it
    /// (`.overlay(Circle())`: 2 nodes).
    case layered(Spec, background: Bool)
    /// A `Grid` (1 node) of `GridRow`s (1 node each) of cells.
    case grid(rows: [[Spec]])
  }

  /// The size proposed to the root.
  static let proposal = Size(width: 1024, height: 768)
  /// Words the texts are made of.
  static let words = ["layout", "tree", "stack", "frame", "text", "view", "swift", "row", "column", "grid", "a", "of"]

  /// The description.
  let spec: Spec
  /// The tree built from it.
  let root: Node
  /// The node count (equal to the requested N for N ≥ 1).
  let nodeCount: Int

  /// Generates a tree of `n` nodes (at least 1).
  ///
  /// - Complexity: O(n).
  init(n: Int, rng: inout SplitMix64) {
    spec = Self.spec(budget: max(1, n), depth: 0, rng: &rng)
    root = Self.build(spec)
    nodeCount = Self.count(spec)
  }

  /// A description that uses exactly `budget` nodes.
  static func spec(budget: Int, depth: Int, rng: inout SplitMix64) -> Spec {
    switch budget {
    case 1:
      if rng.next() % 2 == 0 {
        return .box(width: Double(10 + Int(rng.next() % 90)), height: Double(10 + Int(rng.next() % 40)))
      }
      let count = 1 + Int(rng.next() % 3)
      return .text((0..<count).map { _ in words[Int(rng.next() % UInt64(words.count))] }.joined(separator: " "))
    case 2:
      return .framedRectangle(width: Double(8 + Int(rng.next() % 60)), height: Double(8 + Int(rng.next() % 30)))
    default:
      let pick = rng.next() % 10
      if budget >= 4 && pick < 2 {
        return .layered(spec(budget: budget - 2, depth: depth, rng: &rng), background: pick == 0)
      }
      if budget >= 12 && pick == 2, let grid = gridSpec(budget: budget, depth: depth, rng: &rng) { return grid }
      let padded = budget >= 4 && rng.next() % 3 == 0
      let remaining = budget - (padded ? 2 : 1)
      let fanout = min(remaining, 2 + Int(rng.next() % 5))
      let children = (0..<fanout).map { index in
        spec(
          budget: remaining / fanout + (index < remaining % fanout ? 1 : 0), depth: depth + 1, rng: &rng)
      }
      return .stack(horizontal: depth % 2 == 0, padded: padded, children: children)
    }
  }

  /// A grid of 2–3 rows of 2–3 cells that uses exactly `budget` nodes, or nil when the budget is too small.
  static func gridSpec(budget: Int, depth: Int, rng: inout SplitMix64) -> Spec? {
    let rowCount = 2 + Int(rng.next() % 2)
    let columnCount = 2 + Int(rng.next() % 2)
    let cells = rowCount * columnCount
    let remaining = budget - 1 - rowCount
    guard remaining >= cells else { return nil }
    var index = 0
    let rows = (0..<rowCount).map { _ in
      (0..<columnCount).map { _ in
        defer { index += 1 }
        return spec(budget: remaining / cells + (index < remaining % cells ? 1 : 0), depth: depth + 1, rng: &rng)
      }
    }
    return .grid(rows: rows)
  }

  /// The view tree of a description.
  ///
  /// - Complexity: O(nodes).
  static func build(_ spec: Spec) -> Node {
    switch spec {
    case .box(let width, let height): return Box(width: width, height: height).node
    case .text(let string): return Text(string, measurer: MonospacedTextMeasurer.standard).node
    case .framedRectangle(let width, let height): return Rectangle().frame(width: width, height: height)
    case .stack(let horizontal, let padded, let children):
      let nodes = children.map(build)
      let stack = horizontal ? HStack(spacing: 4) { nodes }.node : VStack(spacing: 4) { nodes }.node
      return padded ? stack.padding(4) : stack
    case .layered(let child, let background):
      return background ? build(child).background(Color.blue) : build(child).overlay(Circle())
    case .grid(let rows):
      let built = rows.map { row in GridRow { row.map(build) }.node }
      return Grid(horizontalSpacing: 4, verticalSpacing: 4) { built }.node
    }
  }

  /// The node count of a description.
  ///
  /// - Complexity: O(nodes).
  static func count(_ spec: Spec) -> Int {
    switch spec {
    case .box, .text: 1
    case .framedRectangle: 2
    case .stack(_, let padded, let children): (padded ? 2 : 1) + children.reduce(0) { $0 + count($1) }
    case .layered(let child, _): 2 + count(child)
    case .grid(let rows): 1 + rows.count + rows.reduce(0) { $0 + $1.reduce(0) { $0 + count($1) } }
    }
  }
}

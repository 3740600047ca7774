/// Required constraints that are all difference constraints `x − y ⋈ c` or bounds `x ⋈ c` (a difference with a
/// zero node), as the constraint graph of Bellman–Ford's classic reduction: `x_u − x_v ≤ w` is an edge `v → u` of
/// weight `w`, so the system is satisfiable exactly when the graph has no negative cycle, and the constraints of a
/// simple negative cycle are a minimal conflict (dropping one leaves a path, whose differences are satisfiable;
/// an equality's reverse edge only adds zero-weight back-and-forth walks).
///
/// - Complexity: building O(total terms) plus a dictionary of variable positions.
struct DifferenceGraph {
  /// An edge `from → to` with `weight`, made by member `member` (an index into the constraints given to `init`).
  struct Edge {
    var from: Int
    var to: Int
    var weight: Double
    var member: Int
  }

  /// Node 0 is the zero node; variables are 1...
  private(set) var nodeCount = 1
  private(set) var edges: [Edge] = []

  /// The graph of `constraints`, whose terms over variable positions are `terms` (in position order), or `nil` when
  /// one of them is not a difference constraint or a bound. Nodes are numbered in the order their variables are met.
  init?(_ constraints: [Constraint], terms: [[ConstraintModel.Term]]) {
    var nodes: [Int: Int] = [:]
    func node(_ position: Int) -> Int {
      if let known = nodes[position] { return known }
      nodes[position] = nodeCount
      nodeCount += 1
      return nodeCount - 1
    }
    for (member, constraint) in constraints.enumerated() {
      let terms = terms[member]
      // a·(x_u − x_v) + k ⋈ 0, with v the zero node for a bound.
      let a: Double
      let u: Int
      let v: Int
      switch terms.count {
      case 1: (a, u, v) = (terms[0].coefficient, node(terms[0].index), 0)
      case 2 where terms[0].coefficient == -terms[1].coefficient:
        (a, u, v) = (terms[0].coefficient, node(terms[0].index), node(terms[1].index))
      default: return nil
      }
      let c = -constraint.expression.constant / a
      guard c.isFinite else { return nil }
      // x_u − x_v ⋈' c, the relation flipped when a < 0.
      var relation = constraint.relation
      if a < 0 {
        relation =
          switch relation {
          case .lessOrEqual: .greaterOrEqual
          case .greaterOrEqual: .lessOrEqual
          case .equal: .equal
          }
      }
      if relation != .greaterOrEqual { edges.append(Edge(from: v, to: u, weight: c, member: member)) }
      if relation != .lessOrEqual { edges.append(Edge(from: u, to: v, weight: -c, member: member)) }
    }
  }

  /// Why ``negativeCycle(deadline:)`` found no cycle.
  enum Outcome {
    /// The members of a simple negative cycle, sorted.
    case cycle([Int])
    /// Bellman–Ford converged: no cycle beyond the relative tolerance.
    case none
    /// The deadline passed, or the pass limit was reached, first.
    case undecided
  }

  /// Bellman–Ford from a virtual source joined to every node by a zero edge (every distance starts at 0), with an
  /// early exit when a pass changes nothing, and a search of the predecessor graph for a cycle after each pass
  /// (any cycle there is negative): so a cycle is found after a few passes rather than after `nodeCount`.
  /// A distance only improves by more than 10⁻⁹ of its magnitude, so round-off cannot fake a cycle.
  ///
  /// - Complexity: O(passes · (V + E)), at most O(min(V, `passLimit`) · E); the deadline is read once per pass.
  func negativeCycle(deadline: ContinuousClock.Instant, passLimit: Int = .max) -> Outcome {
    var distance = [Double](repeating: 0, count: nodeCount)
    var predecessor = [Int](repeating: -1, count: nodeCount)
    let clock = ContinuousClock()
    for _ in 0...min(nodeCount, passLimit) {
      var changed = false
      for (e, edge) in edges.enumerated() {
        let candidate = distance[edge.from] + edge.weight
        if candidate < distance[edge.to] - 1e-9 * max(1, abs(distance[edge.to])) {
          distance[edge.to] = candidate
          predecessor[edge.to] = e
          changed = true
        }
      }
      guard changed else { return .none }
      if let cycle = cycleInPredecessors(predecessor) { return .cycle(cycle) }
      if clock.now >= deadline { return .undecided }
    }
    return passLimit < nodeCount ? .undecided : .none
  }

  /// The members on a cycle of the predecessor graph (each node's last relaxing edge), if there is one.
  ///
  /// - Complexity: O(V): each node is walked once, stamped with the walk that reached it.
  private func cycleInPredecessors(_ predecessor: [Int]) -> [Int]? {
    var stamp = [Int](repeating: -1, count: nodeCount)
    for start in 0..<nodeCount where stamp[start] < 0 {
      var node = start
      while node >= 0, stamp[node] < 0 {
        stamp[node] = start
        node = predecessor[node] < 0 ? -1 : edges[predecessor[node]].from
      }
      guard node >= 0, stamp[node] == start else { continue }
      // `node` is on a cycle reached by this walk: collect it.
      var members: [Int] = []
      var weight = 0.0
      var current = node
      repeat {
        let edge = edges[predecessor[current]]
        members.append(edge.member)
        weight += edge.weight
        current = edge.from
      } while current != node
      if weight < 0 { return Array(Set(members)).sorted() }
    }
    return nil
  }
}

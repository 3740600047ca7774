/// The lexicographic answer of a system of difference constraints whose every optional constraint can hold, found
/// on the constraint graph without an LP (Documentation/Constraints.md, "Structure-aware solving").
///
/// It answers when every constraint and edit suggestion, once divided by its largest |coefficient| as presolve
/// divides it, is a bound `x ⋈ c`, a difference `x − y ⋈ c`, or holds without variables. Then:
///
/// 1. Every constraint, optional ones included, is an edge of the constraint graph (`x_u − x_v ≥ c` is `v → u` of
///    weight c, a bound an edge from or to the zero node 0), and the longest paths from node 0 are the **least
///    element** of the polyhedron: the point below every other feasible point in every coordinate. A
///    label-correcting search (FIFO Bellman–Ford, "SPFA") finds them; on chains, trees of offsets and forms each
///    node is corrected a few times, so it is near-linear.
/// 2. If that point meets every constraint, every optional constraint holds there, so every level's least error
///    is 0 and the levels' optimal faces are the polyhedron itself; no level needs balancing.
/// 3. If every coordinate is ≥ 0 there, the point is also the tie-break's unique minimiser of `Σ wᵢ·|xᵢ|`
///    (wᵢ > 0) over that polyhedron: any other feasible point is at least as large in every coordinate and larger in
///    one, and eliminated variables are determined by the remaining ones.
///
/// So the point is exactly the lexicographic optimum the level LPs would find, with the errors they would report
/// (all 0): ``ConstraintSystem/solve()`` returns it and builds no LP. In every other case (a constraint of another
/// shape, a variable without a lower bound, an optional constraint that must be violated, a negative coordinate, a
/// cycle, the search's work limit) it answers `nil` and the general path solves the system: the answer never
/// depends on which path ran (`ConstraintDifferenceSolutionTests` compares both on seeded random chains, trees and
/// forms).
enum DifferenceSolution {
  /// Why the fast path did not answer (for tests and the benchmark's notes).
  enum Refusal: Error, Equatable {
    /// A constraint with more than two terms, or two terms not of opposite coefficients (or options the LP layer
    /// rejects, which the general path reports: ``mayApply(to:)``).
    case notDifferences
    /// A constraint without variables that does not hold, or a constant not finite.
    case constantViolated
    /// A variable some constraint mentions has no lower bound in the graph.
    case unbounded
    /// The search met a positive cycle, or spent its work limit.
    case cycle
    /// The least point misses a constraint (an optional one must then be violated) or a value is not admissible.
    case violated
    /// A variable is negative at the least point: the tie-break would move it toward 0.
    case negative
    /// More priorities than ``ConstraintSystem/maximumLevelCount`` (the general path reports it).
    case general
  }

  /// Whether `system` may be a difference system, from its constraints alone (no sorting): every constraint has
  /// at most two terms, two of opposite coefficients, and the options are ones the LP layer accepts. Most systems
  /// of another shape are refused here, before ``ConstraintModel/canonicalRows(of:)``.
  ///
  /// - Complexity: O(constraints).
  static func mayApply(to system: ConstraintSystem) -> Bool {
    do {
      _ = try LinearProgram().validate(system.options)
    } catch {
      return false
    }
    for constraint in system.constraints {
      let terms = constraint.expression.terms
      guard terms.count <= 2 else { return false }
      if terms.count == 2 && terms[0].coefficient != -terms[1].coefficient { return false }
    }
    return true
  }

  /// The lexicographic solution of `system`, or why the fast path does not apply. `canonical` is the system's
  /// ``ConstraintModel/canonicalRows(of:)`` (computed when `nil`), which the general path can reuse.
  ///
  /// - Complexity: O(n log n) for the canonical order of n constraints, plus the search: O(V + E) per pass over
  ///   the nodes it corrects, at most `16·(V + E) + 1024` edge scans in all.
  static func solve(
    _ system: ConstraintSystem, canonical: ConstraintModel.CanonicalRows? = nil
  ) -> Result<ConstraintSolution, Refusal> {
    guard mayApply(to: system) else { return .failure(.notDifferences) }
    let canonical = canonical ?? ConstraintModel.canonicalRows(of: system)
    let n = canonical.variables.count
    // Edges as parallel arrays, then grouped by tail (counting sort): node 0 is the zero node, rank r is node r + 1.
    var tails: [Int32] = []
    var heads: [Int32] = []
    var weights: [Double] = []
    tails.reserveCapacity(2 * canonical.rows.count)
    heads.reserveCapacity(2 * canonical.rows.count)
    weights.reserveCapacity(2 * canonical.rows.count)
    var mentioned = [Bool](repeating: false, count: n)
    var priorities = Set<ConstraintPriority>()
    for (k, row) in canonical.rows.enumerated() {
      if !row.priority.isRequired { priorities.insert(row.priority) }
      let terms = canonical.terms[k]
      let constant = row.expression.constant
      guard constant.isFinite else { return .failure(.constantViolated) }
      let a: Double
      let u: Int
      let v: Int
      switch terms.count {
      case 0:
        guard holds(constant, row.relation, tolerance: 0) else { return .failure(.constantViolated) }
        continue
      case 1: (a, u, v) = (terms[0].coefficient, terms[0].index + 1, 0)
      case 2 where terms[0].coefficient == -terms[1].coefficient:
        (a, u, v) = (terms[0].coefficient, terms[0].index + 1, terms[1].index + 1)
      default: return .failure(.notDifferences)
      }
      for term in terms { mentioned[term.index] = true }
      // a·(x_u − x_v) + constant ⋈ 0, so x_u − x_v ⋈' c with the relation flipped when a < 0.
      let c = -constant / a
      guard c.isFinite else { return .failure(.constantViolated) }
      var relation = row.relation
      if a < 0 {
        switch relation {
        case .lessOrEqual: relation = .greaterOrEqual
        case .greaterOrEqual: relation = .lessOrEqual
        case .equal: break
        }
      }
      // x_u ≥ x_v + c: v → u of weight c; x_v ≥ x_u − c: u → v of weight −c.
      if relation != .lessOrEqual {
        tails.append(Int32(v))
        heads.append(Int32(u))
        weights.append(c)
      }
      if relation != .greaterOrEqual {
        tails.append(Int32(u))
        heads.append(Int32(v))
        weights.append(-c)
      }
    }
    guard priorities.count <= ConstraintSystem.maximumLevelCount else { return .failure(.general) }
    let distance: [Double]
    switch longestPaths(nodes: n + 1, tails: tails, heads: heads, weights: weights) {
    case .success(let found): distance = found
    case .failure(let refusal): return .failure(refusal)
    }
    var values = [Double](repeating: 0, count: n)
    for r in 0..<n where mentioned[r] {
      let value = distance[r + 1]
      guard value > -.infinity else { return .failure(.unbounded) }
      guard LinearProgram.isAdmissible(value) else { return .failure(.violated) }
      values[r] = value
    }
    // Every constraint at the point, at its own scale (the search corrects a distance only by more than 10⁻¹²
    // of it, so it can leave a constraint that much short).
    for (k, row) in canonical.rows.enumerated() where !canonical.terms[k].isEmpty {
      var total = row.expression.constant
      var magnitude = abs(total)
      for term in canonical.terms[k] {
        let part = term.coefficient * values[term.index]
        total += part
        magnitude += abs(part)
      }
      guard holds(total, row.relation, tolerance: 1e-9 * max(1, magnitude)) else { return .failure(.violated) }
    }
    let snapped = values.map(LexicographicSolver.snapped)
    guard snapped.allSatisfy({ $0 >= 0 }) else { return .failure(.negative) }
    return .success(
      ConstraintSolution(
        variables: canonical.variables, names: canonical.variables.map(\.name), values: snapped,
        levelErrors: priorities.sorted(by: >).map { .init(priority: $0, error: 0) }, iterations: 0,
        index: VariableIndex(seen: canonical.seen, rank: canonical.rank)))
  }

  /// Whether `value ⋈ 0` holds within `tolerance`.
  private static func holds(_ value: Double, _ relation: Constraint.Relation, tolerance: Double) -> Bool {
    switch relation {
    case .equal: abs(value) <= tolerance
    case .lessOrEqual: value <= tolerance
    case .greaterOrEqual: value >= -tolerance
    }
  }

  /// The longest path from node 0 to every node (−∞ where none reaches), by FIFO label correcting: a node is
  /// queued when its distance grows by more than 10⁻¹² of its magnitude. Fails with ``Refusal/cycle`` when node 0's
  /// own distance would grow (a positive cycle through it: the constraints cannot all hold) or after
  /// `16·(V + E) + 1024` edge scans (a positive cycle elsewhere, or a graph the search handles badly).
  ///
  /// - Complexity: O(V + E) to group the edges, plus the edge scans, at most the limit above.
  static func longestPaths(
    nodes: Int, tails: [Int32], heads: [Int32], weights: [Double]
  ) -> Result<[Double], Refusal> {
    // Compressed adjacency: the edges of node v are order[start[v]..<start[v + 1]].
    var start = [Int](repeating: 0, count: nodes + 1)
    for t in tails { start[Int(t) + 1] += 1 }
    for v in 0..<nodes { start[v + 1] += start[v] }
    var fill = start
    var order = [Int32](repeating: 0, count: tails.count)
    for e in tails.indices {
      let t = Int(tails[e])
      order[fill[t]] = Int32(e)
      fill[t] += 1
    }
    var distance = [Double](repeating: -.infinity, count: nodes)
    distance[0] = 0
    var queued = [Bool](repeating: false, count: nodes)
    // A ring of at most `nodes` entries: a node is in it at most once.
    var ring = [Int32](repeating: 0, count: nodes)
    var head = 0
    var count = 1
    ring[0] = 0
    queued[0] = true
    var work = 16 * (nodes + tails.count) + 1024
    while count > 0 {
      let v = Int(ring[head])
      head = head + 1 == nodes ? 0 : head + 1
      count -= 1
      queued[v] = false
      let base = distance[v]
      for slot in start[v]..<start[v + 1] {
        let e = Int(order[slot])
        let u = Int(heads[e])
        let candidate = base + weights[e]
        let current = distance[u]
        guard current == -.infinity || candidate > current + 1e-12 * max(1, abs(current)) else { continue }
        guard u != 0 else { return .failure(.cycle) }
        distance[u] = candidate
        if !queued[u] {
          queued[u] = true
          var tail = head + count
          if tail >= nodes { tail -= nodes }
          ring[tail] = Int32(u)
          count += 1
        }
      }
      work -= start[v + 1] - start[v] + 1
      if work < 0 { return .failure(.cycle) }
    }
    return .success(distance)
  }
}

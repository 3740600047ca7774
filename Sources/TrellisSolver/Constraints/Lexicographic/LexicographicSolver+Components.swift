extension LexicographicSolver {
  /// The required rows `required` (indices into `model.rows`) grouped into connected components (two rows are
  /// joined when they share a variable), each a list of positions in `required`, in order of first row.
  ///
  /// - Complexity: O(total terms) near-linear (union–find with path halving).
  func components(of required: [Int]) -> [[Int]] {
    var sets = UnionFind(count: names.count)
    let variables = required.map { k in model.rows[k].expression.terms.compactMap { index.position[$0.name] } }
    for row in variables { sets.join(row) }
    var group: [Int: Int] = [:]
    var groups: [[Int]] = []
    for (position, row) in variables.enumerated() {
      let r = row.first.map { sets.root($0) } ?? -1 - position
      if let g = group[r] {
        groups[g].append(position)
      } else {
        group[r] = groups.count
        groups.append([position])
      }
    }
    return groups
  }

  /// One connected component of the required rows that is infeasible on its own (positions in `required`), found
  /// by bisection over the components with a fresh LP per half: the system is feasible exactly when every component
  /// is, so when one half is feasible the other is not. A conflict among 2·10⁴ independent rows is then searched in
  /// an LP of its own component instead of all of them.
  ///
  /// - Complexity: O(log c) LPs for c components, over half as many rows each time (O(size) to build them all).
  func infeasibleComponent(
    _ required: [Int], deadline: ContinuousClock.Instant
  ) throws(ConflictSearch.Interruption) -> [Int] {
    var groups = components(of: required)
    while groups.count > 1 {
      let known = groups.flatMap { $0 }
      if ContinuousClock.now >= deadline { throw .deadline(subset: known) }
      let first = Array(groups[..<(groups.count / 2)])
      let rows = first.flatMap { $0 }
      let (lp, members) = try requiredProgram(rows.map { required[$0] })
      var probe = ConflictSearch(
        probe: LinearProgram.Solver(lp), members: members, options: options, deadline: deadline)
      do throws(ConflictSearch.Interruption) {
        let infeasible = try probe.isInfeasible(Array(members.indices), known: [])
        groups = infeasible ? first : Array(groups[(groups.count / 2)...])
      } catch {
        if case .deadline = error { throw .deadline(subset: known) }
        throw error
      }
    }
    return groups.first ?? []
  }
}

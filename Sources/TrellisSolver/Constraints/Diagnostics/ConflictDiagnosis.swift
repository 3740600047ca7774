/// Why the required constraints of a presolved model cannot all hold: a minimal conflicting subset, thrown as the
/// error to report.
///
/// A required constraint without variables that is false is a conflict on its own. When every required constraint
/// is a difference constraint or a bound, a negative cycle of their ``DifferenceGraph`` (Bellman–Ford, no LP) is the
/// conflict. Otherwise ``ConflictSearch`` runs QuickXplain over the LP of the required rows, after narrowing them to
/// one infeasible connected component (``infeasibleComponent(_:deadline:)``). The whole diagnosis shares one
/// deadline, `options.timeLimit` from the call: when it passes, the smallest subset known to be unsatisfiable is
/// reported as ``ConstraintError/unsatisfiableNotProvenMinimal(subset:)``. Members are returned in the order they
/// were added to the system.
struct ConflictDiagnosis {
  let model: ConstraintModel
  let options: LinearProgram.SolveOptions
  /// The iterations each LP of the diagnosis may take, by its size.
  var budget = ConstraintSystem.IterationBudget.automatic

  /// The conflict among `model`'s required rows (which are known, or suspected, to be infeasible).
  ///
  /// - Complexity: O(V·E) for difference constraints; otherwise O(k·log(n/k)) warm LP solves for a conflict of k
  ///   among n required constraints.
  func error() -> ConstraintError {
    let deadline = ContinuousClock().now + options.timeLimit
    let rows = model.rows
    for (k, row) in rows.enumerated() where row.priority.isRequired && row.expression.isConstant {
      let c = row.expression.constant
      let holds =
        switch row.relation {
        case .equal: abs(c) <= 1e-9
        case .lessOrEqual: c <= 1e-9
        case .greaterOrEqual: c >= -1e-9
        }
      if !holds { return .unsatisfiable(conflict: [model.originals[k]]) }
    }
    let required = rows.indices.filter { rows[$0].priority.isRequired && !rows[$0].expression.isConstant }
    func inUserOrder(_ members: [Int]) -> [Constraint] {
      members.map { required[$0] }.sorted { model.positions[$0] < model.positions[$1] }.map { model.originals[$0] }
    }
    if let graph = DifferenceGraph(required.map { rows[$0] }, terms: required.map { model.rowTerms[$0] }) {
      switch graph.negativeCycle(deadline: deadline) {
      case .cycle(let members): return .unsatisfiable(conflict: inUserOrder(members))
      case .undecided: return .unsatisfiableNotProvenMinimal(subset: inUserOrder(Array(required.indices)))
      case .none: break  // within round-off of satisfiable: let the LP decide
      }
    }
    var component: [Int] = []
    do throws(ConflictSearch.Interruption) {
      component = try infeasibleComponent(required, deadline: deadline)
      let (lp, members) = try requiredProgram(component.map { required[$0] })
      var search = ConflictSearch(
        probe: LinearProgram.Solver(lp), members: members, options: options, deadline: deadline,
        iterationLimit: budget.limit(rows: lp.rowCount, columns: lp.variableCount))
      guard try search.isInfeasible(Array(members.indices), known: Array(members.indices)) else {
        return .solverFailed(.inconsistentInfeasibility)
      }
      return .unsatisfiable(conflict: inUserOrder(try search.minimalConflict().map { component[$0] }))
    } catch {
      switch error {
      case .deadline(let subset):
        // Subsets from the search are positions in `component`; from the bisection, already in `required`.
        let inRequired = component.isEmpty ? subset : subset.map { component[$0] }
        return .unsatisfiableNotProvenMinimal(subset: inUserOrder(inRequired))
      case .failure(let failure): return failure
      }
    }
  }

  /// Before the first LP: when the required constraints are all difference constraints, a few Bellman–Ford passes
  /// (at most 64) often prove them unsatisfiable, with the conflict, where GLPK's simplex needs many pivots to prove
  /// a long cycle infeasible. `nil` when the screen finds no cycle (the LPs then decide).
  ///
  /// - Complexity: O(64 · required terms).
  func screened() -> ConstraintError? {
    let required = model.rows.indices.filter {
      model.rows[$0].priority.isRequired && !model.rows[$0].expression.isConstant
    }
    guard let graph = DifferenceGraph(required.map { model.rows[$0] }, terms: required.map { model.rowTerms[$0] }),
      case .cycle = graph.negativeCycle(deadline: ContinuousClock().now + options.timeLimit, passLimit: 64)
    else { return nil }
    return error()
  }

  /// The required rows `required` (indices into `model.rows`) grouped into connected components (two rows are
  /// joined when they share a variable), each a list of positions in `required`, in order of first row.
  ///
  /// - Complexity: O(total terms) near-linear (union–find with path halving).
  func components(of required: [Int]) -> [[Int]] {
    var sets = UnionFind(count: model.variables.count)
    let variables = required.map { k in model.rowTerms[k].map(\.index) }
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
        probe: LinearProgram.Solver(lp), members: members, options: options, deadline: deadline,
        iterationLimit: budget.limit(rows: lp.rowCount, columns: lp.variableCount))
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

  /// The LP of the required constraints `required` (indices into `model.rows`) alone, objective 0, over the free
  /// variables they use, split as x = x⁺ − x⁻, and each one's row and bounds.
  ///
  /// - Complexity: O(terms of the rows).
  func requiredProgram(
    _ required: [Int]
  ) throws(ConflictSearch.Interruption) -> (LinearProgram, [ConflictSearch.Member]) {
    var lp = LinearProgram()
    var members: [ConflictSearch.Member] = []
    // Only the variables these rows use get columns: a small subset makes a small LP.
    var local: [Int: Int] = [:]
    for k in required {
      for term in model.rowTerms[k] where local[term.index] == nil { local[term.index] = local.count }
    }
    do throws(LinearProgramError) {
      try lp.addVariables(count: 2 * local.count, lowerBound: 0)
      for k in required {
        let row = model.rows[k]
        var columns: [LinearProgram.Variable] = []
        var coefficients: [Double] = []
        for term in model.rowTerms[k] {
          guard let i = local[term.index] else { continue }
          columns += [LinearProgram.Variable(2 * i), LinearProgram.Variable(2 * i + 1)]
          coefficients += [term.coefficient, -term.coefficient]
        }
        let bounds = row.relation.rowBounds(-row.expression.constant)
        let handle = try lp.addRow(variables: columns, coefficients: coefficients, bounds)
        members.append(.init(row: handle, bounds: bounds))
      }
    } catch {
      throw .failure(.solverFailed(.linearProgram(error)))
    }
    return (lp, members)
  }
}

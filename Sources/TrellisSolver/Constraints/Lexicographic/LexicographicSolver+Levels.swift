extension LexicographicSolver {
  /// Consecutive priority levels that one LP can solve together: levels whose objectives touch disjoint connected
  /// components of the LP (columns joined by the constraint and edit rows). On a product of independent polytopes,
  /// minimising each level in turn and minimising their sum at once give the same optimal face, so 2,000 levels
  /// over unrelated variables cost one LP instead of 2,000. The face fixing after a level changes only bounds (of
  /// columns, and of rows that become equalities), so the faces stay products over the same components.
  ///
  /// - Complexity: O(nonzeros + level terms) near-linear (union–find with path halving).
  static func groupLevels(_ model: ConstraintModel) -> [[Int]] {
    let program = model.program
    var sets = UnionFind(count: program.variableCount)
    for i in 0..<model.constraintRowCount {
      sets.join(program.entryColumn[program.rowStart[i]..<program.rowStart[i + 1]].map { Int($0) })
    }
    var groups: [[Int]] = []
    var current: [Int] = []
    var claimed = Set<Int>()
    for (l, target) in model.levelObjective.enumerated() {
      let roots = Set(target.map { sets.root($0.index) })
      if !current.isEmpty, !roots.isDisjoint(with: claimed) {
        groups.append(current)
        current = []
        claimed = Set(target.map { sets.root($0.index) })
      } else {
        claimed.formUnion(roots)
      }
      current.append(l)
    }
    if !current.isEmpty { groups.append(current) }
    return groups
  }
}

extension LexicographicSolver {
  /// ``run(_:allowUnbounded:)`` unless the basis that gave `last` (the previous LP of this solve, after which only
  /// the face fixing changed bounds, and the objective) is already optimal for the current
  /// objective: then that point, priced for this objective, without calling GLPK's simplex
  /// (``LinearProgram/Solver/solutionIfBasisOptimal(at:tolerance:)``). The simplex would have stopped there at
  /// once, so the answer and the bases later solves start from are the same.
  ///
  /// Warm level LPs run GLPK's primal simplex where the options ask for the default dual one. Every level after
  /// the first starts primal feasible (only its objective changed), and a re-solve after a suggestion starts
  /// slightly primal infeasible at a basis that is dual infeasible for the first level (it was optimal for the
  /// tie-break): GLPK's two-phase dual simplex then spent thousands of pivots on some new pieces of the chain
  /// benchmark's 1,000-edit loop (at 10³ views: 8 edits of 2,000–2,700 iterations, 20,235 in all), the primal
  /// simplex 16 iterations for the whole loop.
  func run(_ stage: ConstraintError.Stage, from last: LinearProgram.Solution?) throws(ConstraintError)
    -> LinearProgram.Solution
  {
    if let last, let kept = try wrap({ () throws(LinearProgramError) in try solver.solutionIfBasisOptimal(at: last) }) {
      return kept
    }
    return try run(stage, warmPrimal: true)
  }
}

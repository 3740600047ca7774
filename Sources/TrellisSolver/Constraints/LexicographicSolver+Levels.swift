extension LexicographicSolver {
  /// Consecutive priority levels that one LP can solve together: levels whose objectives touch disjoint connected
  /// components of the LP (columns joined by the constraint and edit rows, and by the objectives of levels solved
  /// before, whose budget rows and fixings then couple them). On a product of independent polytopes, minimising
  /// each level in turn and minimising their sum at once give the same optimal face, so 2,000 levels over
  /// unrelated variables cost one LP instead of 2,000.
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
        for level in current { sets.join(model.levelObjective[level].map(\.index)) }
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

extension ConstraintModel {
  /// Consecutive priority levels that one LP can solve together: levels whose objectives touch disjoint connected
  /// components of the LP (columns joined by the constraint and edit rows). On a product of independent polytopes,
  /// minimising each level in turn and minimising their sum at once give the same optimal face, so 2,000 levels
  /// over unrelated variables cost one LP instead of 2,000. The face fixing after a level changes only bounds (of
  /// columns, and of rows that become equalities), so the faces stay products over the same components.
  ///
  /// - Complexity: O(nonzeros + level terms) near-linear (union–find with path halving).
  func levelGroups() -> [[Int]] {
    var sets = UnionFind(count: program.variableCount)
    for i in 0..<constraintRowCount {
      sets.join(program.entryColumn[program.rowStart[i]..<program.rowStart[i + 1]].lazy.map { Int($0) })
    }
    var groups: [[Int]] = []
    var current: [Int] = []
    var claimed = Set<Int>()
    for (l, target) in levelObjective.enumerated() {
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

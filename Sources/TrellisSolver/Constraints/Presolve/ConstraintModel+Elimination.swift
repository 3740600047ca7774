extension ConstraintModel {
  /// Phase 1: eliminates required equalities. Each, in canonical order, defines one of its free variables (see
  /// ``choosePivot(_:_:occurrences:referenced:candidates:)``); the definitions are then renumbered topologically.
  /// Returns, per row, whether it became a definition.
  ///
  /// - Complexity: O(Σ row sizes + rows · ``PresolveTolerance/pivotImprovementBudgetPerRow``), and O(row size ·
  ///   ``PresolveTolerance/definitionSearchLimit``) more for each row none of whose own variables can be its pivot.
  mutating func eliminateRequiredEqualities(_ rowTerms: [[Term]], edits: [ConstraintVariable.ID?]) -> [Bool] {
    var occurrences = [Int](repeating: 0, count: names.count)
    for terms in rowTerms { for term in terms { occurrences[term.index] += 1 } }
    var referenced = [Bool](repeating: false, count: names.count)
    var isDefinition = [Bool](repeating: false, count: rows.count)
    var candidates: [Int] = []
    definitionPool.reserveCapacity(rowTerms.reduce(0) { $0 + $1.count })
    var improvementBudget =
      PresolveTolerance.pivotImprovementBudgetPerRow * rows.count + PresolveTolerance.definitionSearchLimit
    for (k, row) in rows.enumerated()
    where row.priority.isRequired && row.relation == .equal && edits[k] == nil && !rowTerms[k].isEmpty {
      guard
        let (pivot, definition, constant) = choosePivot(
          rowTerms[k], row.expression.constant, occurrences: occurrences, referenced: referenced,
          candidates: &candidates, budget: &improvementBudget)
      else { continue }
      let a = definition.first { $0.index == pivot }!.coefficient
      // One array per definition, built in place (filtering and mapping made two).
      var terms: [Term] = []
      terms.reserveCapacity(definition.count - 1)
      for term in definition where term.index != pivot { terms.append(Term(term.index, -term.coefficient / a)) }
      definitionTerms[pivot] = terms
      definitionConstant[pivot] = -constant / a
      definitionRanges[pivot] = definitionPool.count..<(definitionPool.count + definitionTerms[pivot].count)
      definitionPool += definitionTerms[pivot]
      for term in definitionTerms[pivot] { referenced[term.index] = true }
      eliminationOrder[pivot] = eliminated.count
      eliminated.append(pivot)
      isDefinition[k] = true
    }
    topologicallyOrderDefinitions()
    return isDefinition
  }

  /// The variable a required equality `Σ terms + constant == 0` defines, and the terms and constant of the
  /// definition, or nil when it defines none.
  ///
  /// The pivot: the free variable with the fewest occurrences (ties: the last name) whose definition keeps the
  /// reference graph acyclic. A variable no definition refers to always qualifies; one that definitions refer to
  /// qualifies when no other variable of the row reaches it through definitions (a bounded search; past the bound
  /// the row stays in the LP, which is correct, only larger). `candidates` is scratch; `budget` is what is left of
  /// the definitions the searches for a better pivot may still visit
  /// (``PresolveTolerance/pivotImprovementBudgetPerRow``); one search may take up to half of it
  /// (``PresolveTolerance/improvementSearchLimit(budget:)``).
  private mutating func choosePivot(
    _ terms: [Term], _ constant: Double, occurrences: [Int], referenced: [Bool], candidates: inout [Int],
    budget: inout Int
  ) -> (pivot: Int, definition: [Term], constant: Double)? {
    let largest = terms.reduce(0.0) { max($0, abs($1.coefficient)) }
    candidates.removeAll(keepingCapacity: true)
    for term in terms
    where eliminationOrder[term.index] < 0 && abs(term.coefficient) >= PresolveTolerance.pivotRatio * largest {
      candidates.append(term.index)
    }
    candidates.sort { occurrences[$0] != occurrences[$1] ? occurrences[$0] < occurrences[$1] : $0 > $1 }
    var pivot = -1
    for v in candidates where !referenced[v] || !reaches(terms, v) {
      pivot = v
      break
    }
    var definition = terms
    var definitionConstantTerm = constant
    if pivot < 0 || (occurrences[pivot] > 2 && budget > 0) {
      // Every variable of the row is defined already, defining any would close a cycle, or the best one also
      // appears in several other constraints (a size with bounds and preferences, say, whose definition would
      // turn them all into rows): substitute the definitions (a bounded search) and define one of the free
      // variables left when that is better. Nothing refers back from a free variable, so no cycle can form.
      let limit =
        pivot < 0
        ? PresolveTolerance.definitionSearchLimit : PresolveTolerance.improvementSearchLimit(budget: budget)
      let expansion = expand(terms, constant, limit: limit)
      // What the search visited: a failed search visited limit + 1.
      if pivot >= 0 { budget -= lastVisited }
      if let (expanded, expandedConstant) = expansion {
        let largest = expanded.reduce(0.0) { max($0, abs($1.coefficient)) }
        var best = -1
        for term in expanded where abs(term.coefficient) >= PresolveTolerance.pivotRatio * largest {
          let v = term.index
          if best < 0 || occurrences[v] < occurrences[best] || (occurrences[v] == occurrences[best] && v > best) {
            best = v
          }
        }
        if best >= 0 && (pivot < 0 || occurrences[best] < occurrences[pivot]) {
          pivot = best
          definition = expanded
          definitionConstantTerm = expandedConstant
        }
      }
    }
    return pivot >= 0 ? (pivot, definition, definitionConstantTerm) : nil
  }

  /// Whether a variable of `terms` other than `target` reaches `target` through definitions (then defining
  /// `target` by these terms would close a cycle). Gives up, answering yes, after
  /// ``PresolveTolerance/definitionSearchLimit`` visited definitions.
  private mutating func reaches(_ terms: [Term], _ target: Int) -> Bool {
    search.begin()
    for term in terms where term.index != target && eliminationOrder[term.index] >= 0 && search.visit(term.index) {
      search.stack.append(term.index)
    }
    var budget = PresolveTolerance.definitionSearchLimit
    while let u = search.stack.popLast() {
      budget -= 1
      if budget < 0 { return true }
      for term in definitionTerms[u] {
        let w = term.index
        if w == target { return true }
        if eliminationOrder[w] >= 0 && search.visit(w) { search.stack.append(w) }
      }
    }
    return false
  }

  /// Renumbers the definitions so that every definition refers only to free variables and to definitions with a
  /// smaller order (a post-order of the reference graph, which elimination keeps acyclic), so that ``values(_:)``
  /// can evaluate them in increasing order.
  private mutating func topologicallyOrderDefinitions() {
    var order: [Int] = []
    order.reserveCapacity(eliminated.count)
    var frames: [(v: Int, next: Int)] = []
    search.begin()
    _ = appendPostorder(from: eliminated, into: &order, frames: &frames, limit: .max)
    for (rank, v) in order.enumerated() { eliminationOrder[v] = rank }
    eliminated = order
  }
}

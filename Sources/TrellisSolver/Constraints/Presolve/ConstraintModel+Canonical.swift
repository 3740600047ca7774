extension ConstraintModel {
  /// The constraints and edit suggestions of a system in canonical order, over variable ranks.
  struct CanonicalRows {
    /// The variables sorted by name, then identity (a variable's rank is its index here).
    var variables: [ConstraintVariable]
    /// Each variable's first-seen number, and that number's rank: where each variable is.
    var seen: [ConstraintVariable.ID: Int]
    var rank: [Int]
    /// Constraints in canonical order: edit suggestions first (by name), then the constraints, each divided by its
    /// largest |coefficient| (``Constraint/rowScaled``).
    var rows: [Constraint]
    /// The same constraints as the user wrote them (what errors report).
    var originals: [Constraint]
    /// Each row's position in the user's order.
    var positions: [Int]
    /// Each row's terms over ranks, sorted by rank.
    var terms: [[Term]]
    /// Each row's edit variable, or nil for a constraint.
    var edits: [ConstraintVariable.ID?]
  }

  /// Phase 0: numbers the variables (in first-seen order, one hash of the identity per term, then the declared
  /// variables no constraint mentions, then ranks in name order, identities breaking ties) and sorts the rows
  /// canonically.
  ///
  /// Ranks follow names, not the order variables were made, so a system whose names are distinct is presolved and
  /// solved the same whatever order its variables were made in (the tie-break's weights follow ranks too).
  static func canonicalRows(of system: ConstraintSystem) -> CanonicalRows {
    let originals = system.constraints + system.editVariables.map(\.constraint)
    let all = originals.map(\.rowScaled)
    var provisional: [ConstraintVariable.ID: Int] = [:]
    var seen: [ConstraintVariable] = []
    // Every row's terms in one flat pool (row k at starts[k]..<starts[k + 1]): first over first-seen numbers, then
    // over ranks, each row sorted in place; one array per row is made only at the end, in canonical order.
    var starts = [Int](repeating: 0, count: all.count + 1)
    var pool: [Term] = []
    pool.reserveCapacity(all.reduce(0) { $0 + $1.expression.terms.count })
    for (k, constraint) in all.enumerated() {
      for term in constraint.expression.terms {
        if let id = provisional[term.variable.id] {
          pool.append(Term(id, term.coefficient))
        } else {
          provisional[term.variable.id] = seen.count
          pool.append(Term(seen.count, term.coefficient))
          seen.append(term.variable)
        }
      }
      starts[k + 1] = pool.count
    }
    // Declared variables no constraint mentions still get a rank (and columns: free, resolved by the tie-break).
    for variable in system.declaredVariables where provisional[variable.id] == nil {
      provisional[variable.id] = seen.count
      seen.append(variable)
    }
    let byName = sortedByName(seen)
    var rank = [Int](repeating: 0, count: seen.count)
    for (r, id) in byName.enumerated() { rank[id] = r }
    // Terms are in the order their variables were made: each row's are put in rank order.
    pool.withUnsafeMutableBufferPointer { pool in
      for k in all.indices {
        for t in starts[k]..<starts[k + 1] { pool[t].index = rank[pool[t].index] }
        Self.sortByIndex(pool, starts[k]..<starts[k + 1])
      }
    }
    let constraintCount = system.constraints.count
    var factors = [Double](repeating: 1, count: all.count)
    for k in 0..<constraintCount {
      factors[k] = all[k].canonicalFactor(
        firstCoefficient: starts[k] < starts[k + 1] ? pool[starts[k]].coefficient : nil)
    }
    // Edit suggestions first (by name), then constraints in canonical order; the position only orders identical
    // constraints.
    var edits = Array(constraintCount..<all.count)
    edits.sort {
      ConstraintVariable.precedesByName(
        system.editVariables[$0 - constraintCount].variable, system.editVariables[$1 - constraintCount].variable)
    }
    var order = Array(0..<constraintCount)
    pool.withUnsafeBufferPointer { pool in
      starts.withUnsafeBufferPointer { starts in
        factors.withUnsafeBufferPointer { factors in
          // Rows already in canonical order (a system built in that order) need no sort.
          func precedes(_ x: Int, _ y: Int) -> Bool {
            let order = canonicalOrder(
              pool, starts[x]..<starts[x + 1], factors[x], pool, starts[y]..<starts[y + 1], factors[y])
            if order != 0 { return order < 0 }
            let tail = Constraint.canonicalTail(all[x], factors[x], all[y], factors[y])
            return tail != 0 ? tail < 0 : x < y
          }
          if !order.indices.dropFirst().allSatisfy({ precedes(order[$0 - 1], order[$0]) }) {
            order.sort(by: precedes)
          }
        }
      }
    }
    let keyed = edits + order
    return CanonicalRows(
      variables: byName.map { seen[$0] }, seen: provisional, rank: rank, rows: keyed.map { all[$0] },
      originals: keyed.map { originals[$0] }, positions: keyed,
      terms: keyed.map { Array(pool[starts[$0]..<starts[$0 + 1]]) },
      edits: keyed.map { $0 >= constraintCount ? system.editVariables[$0 - constraintCount].variable.id : nil })
  }

  /// The positions of `variables` sorted by name, then identity: one string comparison per step of the sort, then
  /// each run of equal names ordered by identity.
  ///
  /// - Complexity: O(n log n) string comparisons for n variables.
  static func sortedByName(_ variables: [ConstraintVariable]) -> [Int] {
    var order = Array(variables.indices)
    order.sort { variables[$0].name < variables[$1].name }
    var first = 0
    while first < order.count {
      var end = first + 1
      while end < order.count && variables[order[end]].name == variables[order[first]].name { end += 1 }
      if end - first > 1 { order[first..<end].sort { variables[$0].id.order < variables[$1].id.order } }
      first = end
    }
    return order
  }

  /// Sorts `pool[range]` by index in place: an insertion sort, as a row has a handful of terms.
  ///
  /// - Complexity: O(k²) for k terms, O(k) when they are sorted already.
  static func sortByIndex(_ pool: UnsafeMutableBufferPointer<Term>, _ range: Range<Int>) {
    guard range.count > 1 else { return }
    for k in (range.lowerBound + 1)..<range.upperBound {
      let term = pool[k]
      var j = k
      while j > range.lowerBound && pool[j - 1].index > term.index {
        pool[j] = pool[j - 1]
        j -= 1
      }
      pool[j] = term
    }
  }

  /// `terms` sorted by index: an insertion sort, as a row has a handful of terms.
  ///
  /// - Complexity: O(k²) for k terms, O(k) when they are sorted already.
  static func sortedByIndex(_ terms: [Term]) -> [Term] {
    var terms = terms
    guard terms.count > 1 else { return terms }
    for k in 1..<terms.count {
      let term = terms[k]
      var j = k
      while j > 0 && terms[j - 1].index > term.index {
        terms[j] = terms[j - 1]
        j -= 1
      }
      terms[j] = term
    }
    return terms
  }

  /// The canonical order of two rows' terms, without building text: the terms in canonical orientation (variable
  /// rank, then coefficient times the row's factor), fewer terms first. Returns −1, 0 or 1; on 0 the order is
  /// ``Constraint/canonicalTail(_:_:_:_:)``'s (relation, right-hand side, priority, label).
  static func canonicalOrder(
    _ a: UnsafeBufferPointer<Term>, _ ra: Range<Int>, _ fx: Double, _ b: UnsafeBufferPointer<Term>, _ rb: Range<Int>,
    _ fy: Double
  ) -> Int {
    for k in 0..<min(ra.count, rb.count) {
      let ta = a[ra.lowerBound + k]
      let tb = b[rb.lowerBound + k]
      if ta.index != tb.index { return ta.index < tb.index ? -1 : 1 }
      let ca = fx * ta.coefficient
      let cb = fy * tb.coefficient
      if ca != cb { return ca < cb ? -1 : 1 }
    }
    if ra.count != rb.count { return ra.count < rb.count ? -1 : 1 }
    return 0
  }
}

extension Constraint {
  /// The constraint divided by its largest |coefficient| (the same relation: the factor is positive), so the LP
  /// sees every row at unit scale. An optional constraint's error slacks then cost that factor per unit
  /// (``ConstraintModel/errorWeight(of:)``), so its error is still measured in its own units. A constraint without
  /// variables is unchanged.
  ///
  /// - Complexity: O(k log k) for k terms.
  var rowScaled: Constraint {
    let largest = expression.terms.reduce(0) { max($0, abs($1.coefficient)) }
    guard largest > 0, largest != 1 else { return self }
    return Constraint(
      expression: expression.divided(by: largest), relation: relation, priority: priority, label: label)
  }
}

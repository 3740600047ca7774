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
    let provisionalTerms: [[Term]] = all.map { constraint in
      constraint.expression.terms.map { term in
        if let id = provisional[term.variable.id] { return Term(id, term.coefficient) }
        provisional[term.variable.id] = seen.count
        seen.append(term.variable)
        return Term(seen.count - 1, term.coefficient)
      }
    }
    // Declared variables no constraint mentions still get a rank (and columns: free, resolved by the tie-break).
    for variable in system.declaredVariables where provisional[variable.id] == nil {
      provisional[variable.id] = seen.count
      seen.append(variable)
    }
    let byName = seen.indices.sorted { ConstraintVariable.precedesByName(seen[$0], seen[$1]) }
    var rank = [Int](repeating: 0, count: seen.count)
    for (r, id) in byName.enumerated() { rank[id] = r }
    // Terms are in the order their variables were made: each row's are put in rank order.
    let rankedTerms: [[Term]] = provisionalTerms.map {
      Self.sortedByIndex($0.map { Term(rank[$0.index], $0.coefficient) })
    }
    let constraintCount = system.constraints.count
    var keyed = all.indices.map { k in
      (
        index: k, edit: k >= constraintCount ? system.editVariables[k - constraintCount].variable : nil,
        factor: k >= constraintCount ? 1 : all[k].canonicalFactor(firstCoefficient: rankedTerms[k].first?.coefficient)
      )
    }
    keyed.sort { x, y in
      // Edit suggestions first (by name), then constraints in canonical order; the position only orders
      // identical constraints.
      switch (x.edit, y.edit) {
      case (let a?, let b?): return ConstraintVariable.precedesByName(a, b)
      case (.some, nil): return true
      case (nil, .some): return false
      case (nil, nil):
        let order = canonicalOrder(
          all[x.index], rankedTerms[x.index], x.factor, all[y.index], rankedTerms[y.index], y.factor)
        return order != 0 ? order < 0 : x.index < y.index
      }
    }
    return CanonicalRows(
      variables: byName.map { seen[$0] }, seen: provisional, rank: rank, rows: keyed.map { all[$0.index] },
      originals: keyed.map { originals[$0.index] }, positions: keyed.map(\.index),
      terms: keyed.map { rankedTerms[$0.index] }, edits: keyed.map { $0.edit?.id })
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

  /// The canonical order that makes solving independent of insertion order, without building text: the terms in
  /// canonical orientation (variable rank, then coefficient), fewer terms first, then ``Constraint/canonicalTail(_:_:_:_:)``
  /// (relation, right-hand side, priority, label). Returns −1, 0 or 1.
  static func canonicalOrder(
    _ x: Constraint, _ a: [Term], _ fx: Double, _ y: Constraint, _ b: [Term], _ fy: Double
  ) -> Int {
    for k in 0..<min(a.count, b.count) {
      if a[k].index != b[k].index { return a[k].index < b[k].index ? -1 : 1 }
      let ca = fx * a[k].coefficient
      let cb = fy * b[k].coefficient
      if ca != cb { return ca < cb ? -1 : 1 }
    }
    if a.count != b.count { return a.count < b.count ? -1 : 1 }
    return Constraint.canonicalTail(x, fx, y, fy)
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

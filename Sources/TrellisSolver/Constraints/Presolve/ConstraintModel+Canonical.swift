extension ConstraintModel {
  /// The constraints and edit suggestions of a system in canonical order, over variable ranks.
  struct CanonicalRows {
    /// Sorted variable names (a variable's rank is its index here).
    var names: [String]
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
    var edits: [String?]
  }

  /// Phase 0: names the variables (ids in first-seen order, one hash per term, then the declared variables no
  /// constraint mentions, then ranks in name order) and sorts the rows canonically.
  static func canonicalRows(of system: ConstraintSystem) -> CanonicalRows {
    let originals = system.constraints + system.editVariables.map(\.constraint)
    let all = originals.map(\.rowScaled)
    var provisional: [String: Int] = [:]
    var seen: [String] = []
    let provisionalTerms: [[Term]] = all.map { constraint in
      constraint.expression.terms.map { term in
        if let id = provisional[term.name] { return Term(id, term.coefficient) }
        provisional[term.name] = seen.count
        seen.append(term.name)
        return Term(seen.count - 1, term.coefficient)
      }
    }
    // Declared variables no constraint mentions still get a rank (and columns: free, resolved by the tie-break).
    for name in system.declaredVariables where provisional[name] == nil {
      provisional[name] = seen.count
      seen.append(name)
    }
    let byName = seen.indices.sorted { seen[$0] < seen[$1] }
    var rank = [Int](repeating: 0, count: seen.count)
    for (r, id) in byName.enumerated() { rank[id] = r }
    // Terms are sorted by name, so their ranks increase.
    let rankedTerms: [[Term]] = provisionalTerms.map { $0.map { Term(rank[$0.index], $0.coefficient) } }
    let constraintCount = system.constraints.count
    var keyed = all.indices.map { k in
      (
        index: k, edit: k >= constraintCount ? system.editVariables[k - constraintCount].name : nil,
        factor: k >= constraintCount ? 1 : all[k].canonicalFactor
      )
    }
    keyed.sort { x, y in
      // Edit suggestions first (by name), then constraints in canonical order; the position only orders
      // identical constraints.
      switch (x.edit, y.edit) {
      case (let a?, let b?): return a < b
      case (.some, nil): return true
      case (nil, .some): return false
      case (nil, nil):
        let order = canonicalOrder(
          all[x.index], rankedTerms[x.index], x.factor, all[y.index], rankedTerms[y.index], y.factor)
        return order != 0 ? order < 0 : x.index < y.index
      }
    }
    return CanonicalRows(
      names: byName.map { seen[$0] }, rows: keyed.map { all[$0.index] }, originals: keyed.map { originals[$0.index] },
      positions: keyed.map(\.index),
      terms: keyed.map { rankedTerms[$0.index] }, edits: keyed.map(\.edit))
  }

  /// ``Constraint/canonicalOrder(_:_:_:_:)`` with names replaced by their ranks (integer comparisons).
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
  /// sees every row at unit scale and a constraint multiplied by any positive factor solves the same. Optional
  /// constraints' errors are then measured in these units. A constraint without variables is unchanged.
  ///
  /// - Complexity: O(k log k) for k terms.
  var rowScaled: Constraint {
    let largest = expression.terms.reduce(0) { max($0, abs($1.coefficient)) }
    guard largest > 0, largest != 1 else { return self }
    let scaled = LinearExpression(
      terms: expression.terms.map { ($0.name, $0.coefficient / largest) }, constant: expression.constant / largest)
    return Constraint(expression: scaled, relation: relation, priority: priority, label: label)
  }
}

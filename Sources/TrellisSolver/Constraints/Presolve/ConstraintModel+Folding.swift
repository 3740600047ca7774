extension ConstraintModel {
  /// One optional single-variable constraint as a convex penalty on its variable: slope `left` below the breakpoint
  /// `at`, `right` above it, at priority level `level`.
  struct Penalty {
    var level: Int
    var at: Double
    var left: Double
    var right: Double
  }

  /// A constraint that stays a row, expanded over the free variables.
  struct PendingRow {
    /// Its canonical index.
    var row: Int
    var terms: [Term]
    var constant: Double
  }

  /// What ``foldSingleVariableRows(_:edits:skipping:)`` leaves for the later phases.
  struct FoldedRows {
    /// Per variable: the required bounds (±∞ when none).
    var lower: [Double]
    var upper: [Double]
    /// Per variable: its penalties.
    var penalties: [[Penalty]]
    /// The constraints that become rows.
    var pending: [PendingRow] = []
    /// Priority → its index in ``ConstraintModel/levels``.
    var levelIndex: [ConstraintPriority: Int] = [:]
  }

  /// Phase 2: sets ``levels``, expands every row that is not a definition over the free variables, and folds those
  /// left with one variable into bounds (required) and penalties (optional). A constant row that fails marks the
  /// model ``infeasible``.
  mutating func foldSingleVariableRows(
    _ rowTerms: [[Term]], edits: [ConstraintVariable.ID?], skipping isDefinition: [Bool]
  )
    -> FoldedRows
  {
    levels = Set(rows.lazy.map(\.priority).filter { !$0.isRequired }).sorted(by: >)
    let n = names.count
    var folded = FoldedRows(
      lower: Array(repeating: -.infinity, count: n), upper: Array(repeating: .infinity, count: n),
      penalties: Array(repeating: [], count: n))
    for (l, level) in levels.enumerated() { folded.levelIndex[level] = l }
    for (k, row) in rows.enumerated() where !isDefinition[k] {
      let (terms, constant) = expand(rowTerms[k], row.expression.constant)
      if edits[k] != nil || terms.count > 1 || (terms.isEmpty && !row.priority.isRequired) {
        folded.pending.append(PendingRow(row: k, terms: terms, constant: constant))
        continue
      }
      if terms.isEmpty {
        let tolerance = PresolveTolerance.feasibility
        let holds =
          switch row.relation {
          case .equal: abs(constant) <= tolerance * max(1, abs(row.expression.constant))
          case .lessOrEqual: constant <= tolerance
          case .greaterOrEqual: constant >= -tolerance
          }
        if !holds { infeasible = true }
        continue
      }
      // a·x + c REL 0 with one variable.
      let v = terms[0].index
      let a = terms[0].coefficient
      let target = -constant / a
      var relation = row.relation
      if a < 0 && relation != .equal { relation = relation == .lessOrEqual ? .greaterOrEqual : .lessOrEqual }
      if row.priority.isRequired {
        if relation != .greaterOrEqual { folded.upper[v] = min(folded.upper[v], target) }
        if relation != .lessOrEqual { folded.lower[v] = max(folded.lower[v], target) }
      } else {
        let l = folded.levelIndex[row.priority]!
        // The row is at unit scale: its error in the constraint's own units is the weight times |a·x + c|.
        let slope = abs(a) * errorWeight(of: originals[k])
        switch relation {
        case .equal: folded.penalties[v].append(Penalty(level: l, at: target, left: -slope, right: slope))
        case .lessOrEqual: folded.penalties[v].append(Penalty(level: l, at: target, left: 0, right: slope))
        case .greaterOrEqual: folded.penalties[v].append(Penalty(level: l, at: target, left: -slope, right: 0))
        }
      }
    }
    return folded
  }
}

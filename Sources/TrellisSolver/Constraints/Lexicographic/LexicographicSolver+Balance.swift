extension LexicographicSolver {
  /// Evens out the errors of every level that had to compromise, strongest first, so that ties within a level do
  /// not depend on names or order (semantics §3): among the level's optimal points, the largest of its errors is
  /// made as small as possible, the errors that cannot go below it stay there, and the next round does the same for
  /// the rest (leximin). Every level keeps its optimum.
  ///
  /// An error is a slack column of an optional row, or one single-variable penalty of a variable in a row (its
  /// piecewise-linear distance from its target, over the variable's segment columns; a variable in no row is
  /// balanced in presolve, ``ConstraintModel/balancedInterval(_:levels:low:high:)``). Errors whose columns are all
  /// fixed cannot change and are left out (``TieBalance/errors(ofLevel:in:on:)``). A round minimises a fresh column t
  /// subject to `e − t ≤ 0` for each error still open; its duals y ≥ 0 on those rows sum to 1, and every point where
  /// each e ≤ t* has Σ y·e ≥ t*, so each error with y > 0 equals t* on the round's optimal face. That face is then
  /// fixed by complementary slackness, exactly as after a level (so edit-tracking solves keep their validity
  /// intervals exact), and the errors with y > 0 leave the next round. A round runs the dual simplex from the last
  /// basis, which is dual feasible for its objective (``LevelProgram/run(_:from:warmPrimal:)``).
  ///
  /// Two things keep the rounds few. Errors that share no column through the LP's rows (the row heights of a grid,
  /// say) form independent groups: a round gives each group its own column t and minimises Σ t, which is each
  /// group's round at once (the LP is a product of the groups' parts). And an error the fixed face pins to one value
  /// (``LinearProgram/Solver/basisPinsValue(of:tolerance:)``: the other cells of a row whose height a round settled)
  /// leaves at once, where it would have cost a row in every later round and, when largest, a round of its own.
  /// Without the round cap the point is the same as with one column over all open errors (``TieBalance/legacyRounds``,
  /// `ConstraintBalanceDifferentialTests`); with it, a level with more groups than rounds now has every group evened
  /// out where the earlier rounds left the last groups at the cap's bound, while one group that needs more rounds
  /// still stops at the cap (documented in Constraints.md).
  ///
  /// - Complexity: at most ``TieBalance/rounds`` warm LPs per level whose error is positive and that has from two to
  ///   ``TieBalance/errorLimit`` errors that can change, for the strongest ``TieBalance/levelLimit`` such levels;
  ///   none for levels without error (the usual case). Per balanced level, O(columns + nonzeros) to find the groups,
  ///   and per open error after a round one `glp_btran` at most.
  func balanceLevels(
    _ errors: [ConstraintSolution.LevelError], last: inout LinearProgram.Solution?, narrow: () -> Void
  ) throws(ConstraintError) {
    balance.mark = face.mark
    var balanced = 0
    let (legacy, roundLimit) = (TieBalance.legacyRounds, TieBalance.roundLimit)
    for l in levels.indices where l < errors.count && errors[l].error > Self.tolerance(0) {
      guard balanced < TieBalance.levelLimit else { break }
      let priority = levels[l]
      let active = balance.errors(
        ofLevel: model.levelObjective[l], priority: priority, penalties: model.penaltyErrors[priority] ?? [],
        segments: model.segments, on: face, within: modelBounds)
      guard active.count >= 2, active.count <= TieBalance.errorLimit else { continue }
      balanced += 1
      var groups = legacy ? [active] : independentGroups(of: active)
      if !legacy && TieBalance.closedForm {
        var rounded: [[TieBalance.BalancedError]] = []
        for group in groups where try !settleIsolated(group, level: l, among: active, last: &last) {
          rounded.append(group)
        }
        groups = rounded
      }
      for _ in 0..<roundLimit where !groups.isEmpty {
        let (columnCount, rowCount) = (model.program.variableCount, model.program.rowCount)
        var bounds: [Int] = []
        // Per group, the row of each error, −1 for an error a round needs no row for (``needsRow(_:at:)``).
        var rows: [[Int]] = []
        for group in groups {
          let t = try nextBalanceColumn()
          bounds.append(t)
          guard !legacy && TieBalance.dropsDominated, let point = last?.values,
            let needed = needsRow(group, at: point)
          else {
            rows.append(try balanceRows(for: group, bound: t))
            continue
          }
          var made = try balanceRows(for: group.indices.filter { needed[$0] }.map { group[$0] }, bound: t)
            .makeIterator()
          rows.append(group.indices.map { k in needed[k] ? made.next()! : -1 })
        }
        if model.program.variableCount > columnCount || model.program.rowCount > rowCount {
          try copyGrowth(columns: columnCount, rows: rowCount)
        }
        for (group, groupRows) in zip(groups, rows) {
          for (item, row) in zip(group, groupRows) where row >= 0 {
            try setBalanceBounds(row, .lessOrEqual(-item.constant))
            balance.bounded.append(row)
          }
        }
        try program.setObjective(bounds.map { ConstraintModel.Term($0, 1) }, fixed: face.isFixed)
        let result = try program.run(.balance(levels[l]), from: last, warmPrimal: false)
        narrow()
        last = result
        try face.fix(optimal: result, within: modelBounds)
        var next: [[TieBalance.BalancedError]] = []
        for (g, group) in groups.enumerated() where result.values[bounds[g]] > Self.tolerance(0) {
          let open = group.indices.filter { rows[g][$0] < 0 || abs(result.rowDuals[rows[g][$0]]) <= 1e-9 }
          // No dual singled an error out (round-off): the group's errors stay bounded by this round's t.
          guard open.count < group.count else { continue }
          var kept = open.map { group[$0] }
          if !legacy {
            var unpinned: [TieBalance.BalancedError] = []
            for item in kept where try !isPinned(item) { unpinned.append(item) }
            kept = unpinned
          }
          if !kept.isEmpty { next.append(kept) }
        }
        groups = next
      }
    }
  }

  /// Which errors of `group` a round needs a row for, at `point` (the LP columns where the last LP left them, on the
  /// face). Two errors whose terms over the columns the face leaves free are the same differ by a constant on the
  /// face, so the smaller one is below the larger everywhere there: its row `e − t ≤ 0` is implied by the larger
  /// one's, and, never tight, it would get no dual. Leaving such rows out changes neither the round's feasible set
  /// nor its optimum, and the face fixed after it is the round's optimal face either way (complementary slackness
  /// holds with any optimal dual); the dropped errors stay open and meet the pinned test as before. Errors within
  /// 10⁻⁹ (relative) of the largest of their kind keep their rows, so no error that could be tight loses one. On a
  /// grid's column widths, where the face leaves each width one free segment, the ten cells of a column are two
  /// kinds (targets below and above it), so two rows of ten remain.
  ///
  /// Returns nil when every error needs its row (no two share their first free column: a chain's slacks, say).
  ///
  /// - Complexity: O(terms of `group`), plus O(terms) per pair of errors that share a first free column and are
  ///   compared (a few kinds per column).
  private func needsRow(_ group: [TieBalance.BalancedError], at point: [Double]) -> [Bool]? {
    // Errors of one kind are penalties of one variable (a slack column is one error's), which `errors(ofLevel:…)`
    // lists side by side: without two such neighbours, nothing to compare (a chain's one penalty per width).
    guard zip(group, group.dropFirst()).contains(where: { $0.variable >= 0 && $0.variable == $1.variable }) else {
      return nil
    }
    let bounds = modelBounds
    func isFree(_ term: ConstraintModel.Term) -> Bool { !face.isPinned(term.index, within: bounds) }
    // Errors of one kind share their first free column: bucket by it (a scratch slot per column, −1 between calls).
    var first = balance.firstSeen
    balance.firstSeen = []
    if first.count < point.count { first = [Int](repeating: -1, count: point.count) }
    var shared: [(head: Int, item: Int)] = []
    var heads: [Int] = []
    for (k, item) in group.enumerated() {
      guard let term = item.terms.first(where: isFree) else { continue }
      if first[term.index] < 0 {
        first[term.index] = k
        heads.append(term.index)
      } else {
        shared.append((first[term.index], k))
      }
    }
    for column in heads { first[column] = -1 }
    balance.firstSeen = first
    guard !shared.isEmpty else { return nil }
    var needed = [Bool](repeating: true, count: group.count)
    func value(_ k: Int) -> Double {
      group[k].terms.reduce(group[k].constant) { $0 + $1.coefficient * point[$1.index] }
    }
    func sameKind(_ a: Int, _ b: Int) -> Bool {
      group[a].terms.lazy.filter(isFree).elementsEqual(group[b].terms.lazy.filter(isFree)) {
        $0.index == $1.index && $0.coefficient == $1.coefficient
      }
    }
    // Per bucket (its first error), the kinds found so far: each kind's members.
    var buckets: [Int: [[Int]]] = [:]
    for (head, item) in shared {
      var kinds = buckets[head] ?? [[head]]
      if let kind = kinds.firstIndex(where: { sameKind($0[0], item) }) {
        kinds[kind].append(item)
      } else {
        kinds.append([item])
      }
      buckets[head] = kinds
    }
    for kinds in buckets.values {
      for kind in kinds where kind.count > 1 {
        let values = kind.map(value)
        let largest = values.max()!
        for (item, v) in zip(kind, values) where v < largest - Self.tolerance(largest) { needed[item] = false }
      }
    }
    return needed
  }

  /// Evens out `group` without an LP round when it is every open error of one isolated variable v (in no row, its
  /// levels settled by presolve: ``ConstraintModel/IsolatedVariable``), and says whether it did. The group is then
  /// a part of the LP of its own, one variable whose errors are convex and piecewise linear, each 0 wherever its
  /// slope is 0, so the largest of them is nowhere constant above 0: when it is positive, the round's minimax has
  /// one minimiser, the point ``ConstraintModel/minimaxInterval(_:low:high:)`` computes, and the round would settle
  /// every error of the group there (duals or the pinned test). Fixing v's segment columns at that point is that
  /// round's outcome; the other groups' rounds do not see v. A grid's row heights are such variables, ten cells
  /// pulling each. Declines (the LP round runs) when some column of v is fixed already, when the largest error is 0
  /// or the minimiser is not one point (round-off), or when the group is not all of v's open errors.
  ///
  /// - Complexity: O(p · steps) for v's p penalties (Newton's steps, a few), plus O(segments of v).
  private func settleIsolated(
    _ group: [TieBalance.BalancedError], level l: Int, among active: [TieBalance.BalancedError],
    last: inout LinearProgram.Solution?
  ) throws(ConstraintError) -> Bool {
    let v = group[0].variable
    guard v >= 0, let isolated = model.isolated[v], group.allSatisfy({ $0.variable == v }) else { return false }
    var open = 0
    for item in active where item.variable == v { open += 1 }
    let segments = model.segments[v]
    let bounds = modelBounds
    guard open == group.count, segments.allSatisfy({ !face.isPinned($0.column, within: bounds) }) else {
      return false
    }
    let penalties = isolated.penalties.filter { $0.level == l }
    let (c, d, worst) = ConstraintModel.minimaxInterval(penalties, low: isolated.low, high: isolated.high)
    guard worst > Self.tolerance(0), d - c <= 1e-9 * max(1, abs(c), abs(d)) else { return false }
    let values = ConstraintModel.IsolatedVariable.columnValues(
      at: (c + d) / 2, anchor: model.anchor[v], signs: segments, lengths: segments.map { bounds.columnUpper[$0.column] }
    )
    for (segment, value) in zip(segments, values) {
      try face.pin(segment.column, at: value, upper: bounds.columnUpper[segment.column])
      // The column is in no row: the last point moves with it, and stays feasible for the basis.
      last?.values[segment.column] = value
    }
    return true
  }

  /// Whether the face now fixed holds `item` at one value (``LinearProgram/Solver/basisPinsValue(of:tolerance:)``):
  /// a round would only spend a row on it, and, when it is a group's largest, the round itself.
  private func isPinned(_ item: TieBalance.BalancedError) throws(ConstraintError) -> Bool {
    let solver = program.solver
    let terms = item.terms.map { (index: $0.index, coefficient: $0.coefficient) }
    return try LevelProgram.wrap { () throws(LinearProgramError) in try solver.basisPinsValue(of: terms) }
  }

  /// `items` split into groups that share no column through the live LP's rows (bounded rows, over columns not
  /// fixed on the face), in the order of their first error: the LP is then a product of one part per group, so one
  /// round with a bound column t per group and the objective Σ t does each group's minimax independently, and the
  /// duals of each group's rows sum to 1 (what settles its errors) as in a round of its own.
  ///
  /// - Complexity: O(columns + nonzeros of the bounded rows + terms of `items`), near-linear (union–find).
  private func independentGroups(of items: [TieBalance.BalancedError]) -> [[TieBalance.BalancedError]] {
    let solver = program.solver
    let (columnLower, columnUpper) = (solver.program.columnLower, solver.program.columnUpper)
    let (rowLower, rowUpper) = (solver.program.rowLower, solver.program.rowUpper)
    let (rowStart, entryColumn) = (solver.program.rowStart, solver.program.entryColumn)
    var parent = Array(0..<columnLower.count)
    parent.withUnsafeMutableBufferPointer { parent in
      func root(_ j: Int) -> Int {
        var j = j
        while parent[j] != j {
          parent[j] = parent[parent[j]]
          j = parent[j]
        }
        return j
      }
      func join(_ a: Int, _ b: Int) {
        let (ra, rb) = (root(a), root(b))
        if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
      }
      for i in 0..<rowLower.count where rowLower[i].isFinite || rowUpper[i].isFinite {
        var first = -1
        for e in rowStart[i]..<rowStart[i + 1] {
          let j = Int(entryColumn[e])
          guard columnLower[j] != columnUpper[j] else { continue }
          if first < 0 { first = j } else { join(first, j) }
        }
      }
      for item in items {
        var first = -1
        for term in item.terms where columnLower[term.index] != columnUpper[term.index] {
          if first < 0 { first = term.index } else { join(first, term.index) }
        }
      }
      // Every entry points at its root from here on.
      for j in 0..<parent.count { parent[j] = root(j) }
    }
    var groupOf: [Int: Int] = [:]
    var groups: [[TieBalance.BalancedError]] = []
    for item in items {
      let key = item.terms.first { columnLower[$0.index] != columnUpper[$0.index] }.map { parent[$0.index] } ?? -1
      if let g = groupOf[key] {
        groups[g].append(item)
      } else {
        groupOf[key] = groups.count
        groups.append([item])
      }
    }
    return groups
  }

  /// Undoes the balancing: its face fixings, then its rows' bounds. The face is again every level's optimal face
  /// alone (what an ambiguity query ranges over, and what ``release()`` then releases).
  func releaseBalance() throws(ConstraintError) {
    balance.used = 0
    if let mark = balance.mark {
      try face.release(from: mark)
      balance.mark = nil
    }
    guard !balance.bounded.isEmpty else { return }
    for row in balance.bounded { try setBalanceBounds(row, .free) }
    balance.bounded.removeAll(keepingCapacity: true)
  }

  /// The next bound column t (≥ 0: every error is), added to the model the first time (the caller copies it into
  /// the solver with the round's rows).
  private func nextBalanceColumn() throws(ConstraintError) -> Int {
    defer { balance.used += 1 }
    if balance.used < balance.columns.count { return balance.columns[balance.used] }
    let column = try LevelProgram.wrap { () throws(LinearProgramError) in
      try model.program.addVariable(lowerBound: 0)
    }
    balance.columns.append(column.index)
    return column.index
  }

  /// The rows `e − t ≤ 0` of `items` for bound column `t`, in their order: those made by an earlier solve are
  /// reused; the others are added (free) to the model, and the caller copies a round's new columns and rows into the
  /// solver in one step. The LP is the same as adding them one by one; copying each into the solver as it is made
  /// cost more than GLPK's pivots on a small grid (every copy re-reads the model's growth).
  ///
  /// - Complexity: O(terms of `items`).
  private func balanceRows(for items: [TieBalance.BalancedError], bound t: Int) throws(ConstraintError) -> [Int] {
    var rows: [Int] = []
    rows.reserveCapacity(items.count)
    for item in items {
      let key = TieBalance.RowKey(key: item.key, column: t)
      if let row = balance.rows[key] {
        rows.append(row)
        continue
      }
      var columns: [LinearProgram.Variable] = []
      columns.reserveCapacity(item.terms.count + 1)
      var coefficients: [Double] = []
      coefficients.reserveCapacity(item.terms.count + 1)
      for term in item.terms {
        columns.append(LinearProgram.Variable(term.index))
        coefficients.append(term.coefficient)
      }
      columns.append(LinearProgram.Variable(t))
      coefficients.append(-1)
      let row = try LevelProgram.wrap { () throws(LinearProgramError) in
        try model.program.addRow(variables: columns, coefficients: coefficients, .free)
      }
      balance.record(row: row.index, for: key)
      rows.append(row.index)
    }
    return rows
  }

  /// Sets a balancing row's bounds in the model and the solver alike (the face fixing reads the model's).
  private func setBalanceBounds(_ row: Int, _ bounds: LinearProgram.RowBounds) throws(ConstraintError) {
    let solver = program.solver
    try LevelProgram.wrap { () throws(LinearProgramError) in
      try model.program.setBounds(of: LinearProgram.Row(row), bounds)
      try solver.setBounds(of: LinearProgram.Row(row), bounds)
    }
  }
}

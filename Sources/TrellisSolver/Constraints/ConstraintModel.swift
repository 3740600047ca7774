/// The presolved LP of a constraint system (see Documentation/Constraints.md, "Formulation").
///
/// 1. Required equalities are eliminated (a sparse Gaussian elimination): each, in canonical order, defines one of
///    its free variables — the one with the fewest occurrences (ties: the last name) whose definition keeps the
///    graph of definitions acyclic — as an affine expression of the others. `trailing == leading + width` chains remove a column per equation
///    and never reach GLPK.
/// 2. The other constraints are expanded over the remaining variables. Those left with ONE variable become column
///    data: required ones bounds, optional ones convex piecewise-linear penalties (one per level).
/// 3. Each remaining variable becomes a chain of segment columns between its breakpoints (penalty targets, the
///    tie-break's 0) inside its bounds: x = anchor ± Σ segments, each segment with a per-level slope. Convexity
///    makes the LP fill segments in order, so no rows are needed for single-variable constraints.
/// 4. Every other constraint is a row; an optional one gets error slacks (e⁺, e⁻ for an equality, one for an
///    inequality). Edit suggestions are always rows, so a new suggestion is a right-hand-side change.
/// 5. One budget row per level holds the level's objective (free until the level is solved).
struct ConstraintModel {
  /// Sorted variable names.
  let names: [String]
  /// Constraints in canonical order.
  let rows: [Constraint]
  /// Each canonical constraint's position in the user's order.
  let positions: [Int]
  /// The optional priorities, strongest first.
  var levels: [ConstraintPriority] = []

  /// Elimination: order (−1 if the variable remains) and definition x = constant + Σ terms.
  var eliminationOrder: [Int]
  var eliminated: [Int] = []
  var definitionTerms: [[(Int, Double)]]
  var definitionConstant: [Double]

  /// Remaining variables: anchor value and segment columns (column, ±1).
  var anchor: [Double]
  var segments: [[(column: Int, sign: Double)]]

  var program = LinearProgram()
  /// Per level: objective coefficients (column → value) and the constant part of the error.
  var levelObjective: [[(Int, Double)]] = []
  var levelConstant: [Double] = []
  var tieObjective: [(Int, Double)] = []
  /// Edit variable → its row and the constant to subtract from a suggestion to get the row's right-hand side.
  var editRows: [String: (row: Int, offset: Double)] = [:]
  var budgetRows: [Int] = []
  /// Whether presolve proved the required constraints contradictory (the conflict search then names them).
  var infeasible = false

  /// Scratch for expansion.
  private var accumulator: [Double]
  private var touched: [Bool]
  private var search: ReachabilitySearch
  private var scratchOrder: [Int] = []
  private var scratchFrames: [(v: Int, next: Int)] = []
  private var scratchSeen: [Int] = []

  init(_ system: ConstraintSystem) throws(LinearProgramError) {
    // Names first: ids in first-seen order (one hash per term), then ranks in name order.
    let all = system.constraints + system.editVariables.map(\.constraint)
    var provisional: [String: Int] = [:]
    var seen: [String] = []
    let provisionalTerms: [[(Int, Double)]] = all.map { constraint in
      constraint.expression.terms.map { term in
        if let id = provisional[term.name] { return (id, term.coefficient) }
        provisional[term.name] = seen.count
        seen.append(term.name)
        return (seen.count - 1, term.coefficient)
      }
    }
    let byName = seen.indices.sorted { seen[$0] < seen[$1] }
    var rank = [Int](repeating: 0, count: seen.count)
    for (r, id) in byName.enumerated() { rank[id] = r }
    names = byName.map { seen[$0] }
    let n = names.count
    // Terms are sorted by name, so their ranks increase.
    let rankedTerms: [[(Int, Double)]] = provisionalTerms.map { $0.map { (rank[$0.0], $0.1) } }
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
        let order = Self.canonicalOrder(
          all[x.index], rankedTerms[x.index], x.factor, all[y.index], rankedTerms[y.index], y.factor)
        return order != 0 ? order < 0 : x.index < y.index
      }
    }
    rows = keyed.map { all[$0.index] }
    positions = keyed.map(\.index)
    let rowTerms: [[(Int, Double)]] = keyed.map { rankedTerms[$0.index] }
    eliminationOrder = Array(repeating: -1, count: n)
    definitionTerms = Array(repeating: [], count: n)
    definitionConstant = Array(repeating: 0, count: n)
    anchor = Array(repeating: 0, count: n)
    segments = Array(repeating: [], count: n)
    accumulator = Array(repeating: 0, count: n)
    touched = Array(repeating: false, count: n)
    search = ReachabilitySearch(count: n)

    // 1. Eliminate required equalities.
    var occurrences = [Int](repeating: 0, count: n)
    for terms in rowTerms { for (v, _) in terms { occurrences[v] += 1 } }
    var referenced = [Bool](repeating: false, count: n)
    var isDefinition = [Bool](repeating: false, count: rows.count)
    var candidates: [Int] = []
    for (k, row) in rows.enumerated()
    where row.priority.isRequired && row.relation == .equal && keyed[k].edit == nil && !rowTerms[k].isEmpty {
      let terms = rowTerms[k]
      let largest = terms.reduce(0.0) { max($0, abs($1.1)) }
      // The pivot: the free variable with the fewest occurrences (ties: the last name) whose definition keeps the
      // reference graph acyclic. A variable no definition refers to always qualifies; one that definitions refer to
      // qualifies when no other variable of the row reaches it through definitions (a bounded search; past the
      // bound the row stays in the LP, which is correct, only larger).
      candidates.removeAll(keepingCapacity: true)
      for (v, a) in terms where eliminationOrder[v] < 0 && abs(a) >= 1e-3 * largest { candidates.append(v) }
      candidates.sort { occurrences[$0] != occurrences[$1] ? occurrences[$0] < occurrences[$1] : $0 > $1 }
      var pivot = -1
      for v in candidates where !referenced[v] || !reaches(terms, v) {
        pivot = v
        break
      }
      var definition = terms
      var definitionConstantTerm = row.expression.constant
      if pivot < 0 || occurrences[pivot] > 2 {
        // Every variable of the row is defined already, defining any would close a cycle, or the best one also
        // appears in several other constraints (a size with bounds and preferences, say, whose definition would
        // turn them all into rows): substitute the definitions (a bounded search) and define one of the free
        // variables left when that is better. Nothing refers back from a free variable, so no cycle can form.
        if let (expanded, constant) = expand(terms, row.expression.constant, limit: 4_096) {
          let largest = expanded.reduce(0.0) { max($0, abs($1.1)) }
          var best = -1
          for (v, a) in expanded where abs(a) >= 1e-3 * largest {
            if best < 0 || occurrences[v] < occurrences[best] || (occurrences[v] == occurrences[best] && v > best) {
              best = v
            }
          }
          if best >= 0 && (pivot < 0 || occurrences[best] < occurrences[pivot]) {
            pivot = best
            definition = expanded
            definitionConstantTerm = constant
          }
        }
      }
      guard pivot >= 0 else { continue }
      let a = definition.first { $0.0 == pivot }!.1
      definitionTerms[pivot] = definition.filter { $0.0 != pivot }.map { ($0.0, -$0.1 / a) }
      definitionConstant[pivot] = -definitionConstantTerm / a
      for (v, _) in definitionTerms[pivot] { referenced[v] = true }
      eliminationOrder[pivot] = eliminated.count
      eliminated.append(pivot)
      isDefinition[k] = true
    }
    topologicallyOrderDefinitions()

    // 2. Expand the rest; fold single-variable constraints into bounds and penalties.
    levels = Set(rows.lazy.map(\.priority).filter { !$0.isRequired }).sorted(by: >)
    var levelIndex: [ConstraintPriority: Int] = [:]
    for (l, level) in levels.enumerated() { levelIndex[level] = l }
    var lower = [Double](repeating: -.infinity, count: n)
    var upper = [Double](repeating: .infinity, count: n)
    /// Per variable: (level, breakpoint, slope left, slope right).
    var penalties = [[(level: Int, at: Double, left: Double, right: Double)]](repeating: [], count: n)
    var lpRows: [(k: Int, terms: [(Int, Double)], constant: Double)] = []
    for (k, row) in rows.enumerated() where !isDefinition[k] {
      let (terms, constant) = expand(rowTerms[k], row.expression.constant)
      if keyed[k].edit != nil || terms.count > 1 || (terms.isEmpty && !row.priority.isRequired) {
        lpRows.append((k, terms, constant))
        continue
      }
      if terms.isEmpty {
        let holds =
          switch row.relation {
          case .equal: abs(constant) <= 1e-9 * max(1, abs(row.expression.constant))
          case .lessOrEqual: constant <= 1e-9
          case .greaterOrEqual: constant >= -1e-9
          }
        if !holds { infeasible = true }
        continue
      }
      // a·x + c REL 0 with one variable.
      let (v, a) = terms[0]
      let target = -constant / a
      var relation = row.relation
      if a < 0 && relation != .equal { relation = relation == .lessOrEqual ? .greaterOrEqual : .lessOrEqual }
      if row.priority.isRequired {
        if relation != .greaterOrEqual { upper[v] = min(upper[v], target) }
        if relation != .lessOrEqual { lower[v] = max(lower[v], target) }
      } else {
        let l = levelIndex[row.priority]!
        let slope = abs(a)
        switch relation {
        case .equal: penalties[v].append((l, target, -slope, slope))
        case .lessOrEqual: penalties[v].append((l, target, 0, slope))
        case .greaterOrEqual: penalties[v].append((l, target, -slope, 0))
        }
      }
    }

    // 3. Segment columns.
    levelObjective = Array(repeating: [], count: levels.count)
    levelConstant = Array(repeating: 0, count: levels.count)
    let remaining = (0..<n).filter { eliminationOrder[$0] < 0 }
    let weightScale = Double(max(1, n))
    var slopes = [Double](repeating: 0, count: levels.count)
    var ends: [Double] = []
    var scratch: [Double] = []
    for v in remaining {
      if lower[v] > upper[v] + 1e-9 * max(1, abs(lower[v])) {
        infeasible = true
        upper[v] = lower[v]
      }
      let low = lower[v]
      let high = max(lower[v], upper[v])
      let tieWeight = 1 + Double(v) / weightScale
      // Segment ends: the bounds and, strictly between them, the penalty targets and the tie-break's 0 (sorted,
      // near-duplicates merged).
      ends.removeAll(keepingCapacity: true)
      ends.append(low)
      for penalty in penalties[v] where penalty.at > low && penalty.at < high { ends.append(penalty.at) }
      if 0 > low && 0 < high { ends.append(0) }
      ends[1...].sort()
      var kept = 1
      for k in 1..<ends.count where kept == 1 || ends[k] - ends[kept - 1] > 1e-12 * max(1, abs(ends[k])) {
        ends[kept] = ends[k]
        kept += 1
      }
      ends.removeLast(ends.count - kept)
      ends.append(high)
      // The anchor is the variable's own lexicographic optimum (its penalties alone, level by level, then the
      // tie-break's nearest-to-0): every column starts at 0 there, so the simplex only repairs coupling rows.
      let optimum =
        penalties[v].isEmpty
        ? min(max(0, low), high)
        : Self.ownOptimum(penalties[v], levels: levels.count, low: low, high: high, scratch: &scratch)
      var base = 0.0
      var distance = Double.infinity
      for end in ends where end.isFinite && abs(end - optimum) < distance {
        base = end
        distance = abs(end - optimum)
      }
      anchor[v] = base
      for s in 0..<(ends.count - 1) {
        let p = ends[s]
        let q = ends[s + 1]
        guard q > p else { continue }
        let right = p >= base
        let mid = p.isFinite && q.isFinite ? (p + q) / 2 : (p.isFinite ? p + 1 : q - 1)
        let length = q - p
        let column = try program.addVariable(lowerBound: 0, upperBound: length.isFinite ? length : nil)
        let sign: Double = right ? 1 : -1
        segments[v].append((column.index, sign))
        for l in levels.indices { slopes[l] = 0 }
        for penalty in penalties[v] { slopes[penalty.level] += mid < penalty.at ? penalty.left : penalty.right }
        for l in levels.indices where slopes[l] != 0 { levelObjective[l].append((column.index, sign * slopes[l])) }
        tieObjective.append((column.index, sign * (mid < 0 ? -tieWeight : tieWeight)))
      }
      for penalty in penalties[v] {
        let d = base - penalty.at
        levelConstant[penalty.level] += d < 0 ? penalty.left * d : penalty.right * d
      }
    }

    // 4. Rows.
    for (k, terms, constant) in lpRows {
      let row = rows[k]
      var columns: [LinearProgram.Variable] = []
      var coefficients: [Double] = []
      var rhs = -constant
      for (v, a) in terms {
        rhs -= a * anchor[v]
        for (column, sign) in segments[v] {
          columns.append(LinearProgram.Variable(column))
          coefficients.append(a * sign)
        }
      }
      if let l = levelIndex[row.priority] {
        let first = try program.addVariable(lowerBound: 0)
        levelObjective[l].append((first.index, 1))
        switch row.relation {
        case .equal:
          let second = try program.addVariable(lowerBound: 0)
          levelObjective[l].append((second.index, 1))
          columns += [first, second]
          coefficients += [-1, 1]
        case .lessOrEqual:
          columns.append(first)
          coefficients.append(-1)
        case .greaterOrEqual:
          columns.append(first)
          coefficients.append(1)
        }
      }
      let bounds: LinearProgram.RowBounds =
        switch row.relation {
        case .equal: .equal(rhs)
        case .lessOrEqual: .lessOrEqual(rhs)
        case .greaterOrEqual: .greaterOrEqual(rhs)
        }
      let handle = try program.addRow(variables: columns, coefficients: coefficients, bounds)
      if let edit = keyed[k].edit {
        // The suggestion s enters as rhs = s − offset.
        editRows[edit] = (handle.index, -row.expression.constant - rhs)
      }
    }

    // 5. Budget rows.
    for l in levels.indices {
      // Columns were created in increasing order, so the entries are sorted.
      let entries = levelObjective[l]
      let row = try program.addRow(
        variables: entries.map { LinearProgram.Variable($0.0) }, coefficients: entries.map(\.1), .free)
      budgetRows.append(row.index)
    }
  }

  /// Whether a variable of `terms` other than `target` reaches `target` through definitions (then defining
  /// `target` by these terms would close a cycle). Gives up, answering yes, after 4,096 visited definitions.
  private mutating func reaches(_ terms: [(Int, Double)], _ target: Int) -> Bool {
    search.begin()
    for (u, _) in terms where u != target && eliminationOrder[u] >= 0 && search.visit(u) { search.stack.append(u) }
    var budget = 4_096
    while let u = search.stack.popLast() {
      budget -= 1
      if budget < 0 { return true }
      for (w, _) in definitionTerms[u] {
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

  /// Appends to `order`, in post-order, the definitions reachable from `roots` that the current search has not
  /// visited (an iterative depth-first search; call `search.begin()` first). False when `order` grows past `limit`.
  private mutating func appendPostorder<S: Sequence<Int>>(
    from roots: S, into order: inout [Int], frames: inout [(v: Int, next: Int)], limit: Int
  ) -> Bool {
    for root in roots where eliminationOrder[root] >= 0 && search.visit(root) {
      frames.append((root, 0))
      while let top = frames.last {
        let definition = definitionTerms[top.v]
        if top.next < definition.count {
          frames[frames.count - 1].next += 1
          let u = definition[top.next].0
          if eliminationOrder[u] >= 0 && search.visit(u) { frames.append((u, 0)) }
        } else {
          frames.removeLast()
          order.append(top.v)
          if order.count > limit { return false }
        }
      }
    }
    return true
  }

  /// The minimiser of a variable's own penalties over [low, high], lexicographically by level, then nearest 0.
  /// `scratch` is reused between calls.
  ///
  /// - Complexity: O(levels · p log p) for p penalties.
  static func ownOptimum(
    _ penalties: [(level: Int, at: Double, left: Double, right: Double)], levels: Int, low: Double, high: Double,
    scratch points: inout [Double]
  ) -> Double {
    var a = low
    var b = high
    for l in 0..<levels where a < b {
      // The level's breakpoints strictly inside [a, b], sorted and distinct, between a and b.
      points.removeAll(keepingCapacity: true)
      points.append(a)
      for penalty in penalties where penalty.level == l && penalty.at > a && penalty.at < b {
        points.append(penalty.at)
      }
      guard points.count > 1 || penalties.contains(where: { $0.level == l }) else { continue }
      points[1...].sort()
      var kept = 1
      for k in 1..<points.count where points[k] != points[kept - 1] {
        points[kept] = points[k]
        kept += 1
      }
      points.removeLast(points.count - kept)
      points.append(b)
      // The slope on each interval between consecutive points (nondecreasing: the penalty is convex).
      var lower: Double? = nil
      var upper: Double? = nil
      for k in 0..<(points.count - 1) {
        let p = points[k]
        let q = points[k + 1]
        let mid = p.isFinite && q.isFinite ? (p + q) / 2 : (p.isFinite ? p + 1 : (q.isFinite ? q - 1 : 0))
        var slope = 0.0
        for penalty in penalties where penalty.level == l { slope += mid < penalty.at ? penalty.left : penalty.right }
        if lower == nil && slope >= 0 { lower = p }
        if slope > 0 {
          upper = p
          break
        }
      }
      a = lower ?? b
      b = max(a, upper ?? b)
    }
    return min(max(0, a), b)
  }

  /// ``Constraint/canonicalOrder(_:_:_:_:)`` with names replaced by their ranks (integer comparisons).
  static func canonicalOrder(
    _ x: Constraint, _ a: [(Int, Double)], _ fx: Double, _ y: Constraint, _ b: [(Int, Double)], _ fy: Double
  ) -> Int {
    for k in 0..<min(a.count, b.count) {
      if a[k].0 != b[k].0 { return a[k].0 < b[k].0 ? -1 : 1 }
      let ca = fx * a[k].1
      let cb = fy * b[k].1
      if ca != cb { return ca < cb ? -1 : 1 }
    }
    if a.count != b.count { return a.count < b.count ? -1 : 1 }
    return Constraint.canonicalTail(x, fx, y, fy)
  }

  /// The number of rows that are user constraints (budget rows follow them).
  var constraintRowCount: Int { budgetRows.first ?? program.rowCount }

  /// Σ terms + constant, rewritten over the free variables: the definitions reachable from the terms are
  /// substituted in a topological order of the reference graph (a definition before those it refers to), so
  /// each is substituted once. Valid during elimination too, when definitions may refer to later ones.
  ///
  /// - Complexity: O(size of the reachable definitions).
  mutating func expand(_ terms: [(Int, Double)], _ constant: Double) -> ([(Int, Double)], Double) {
    expand(terms, constant, limit: .max)!
  }

  /// ``expand(_:_:)``, or nil when more than `limit` definitions are reachable.
  mutating func expand(_ terms: [(Int, Double)], _ constant: Double, limit: Int) -> ([(Int, Double)], Double)? {
    var constant = constant
    // Post-order of the reachable definitions (iterative depth-first search).
    var postorder: [Int] = []
    var frames: [(v: Int, next: Int)] = []
    var seen: [Int] = []
    swap(&postorder, &scratchOrder)
    swap(&frames, &scratchFrames)
    swap(&seen, &scratchSeen)
    postorder.removeAll(keepingCapacity: true)
    frames.removeAll(keepingCapacity: true)
    seen.removeAll(keepingCapacity: true)
    defer {
      swap(&postorder, &scratchOrder)
      swap(&frames, &scratchFrames)
      swap(&seen, &scratchSeen)
    }
    search.begin()
    guard appendPostorder(from: terms.lazy.map(\.0), into: &postorder, frames: &frames, limit: limit) else {
      return nil
    }
    for (v, a) in terms {
      if !touched[v] {
        touched[v] = true
        seen.append(v)
      }
      accumulator[v] += a
    }
    for v in postorder.reversed() {
      let coefficient = accumulator[v]
      accumulator[v] = 0
      guard coefficient != 0 else { continue }
      constant += coefficient * definitionConstant[v]
      for (u, b) in definitionTerms[v] {
        if !touched[u] {
          touched[u] = true
          seen.append(u)
        }
        accumulator[u] += coefficient * b
      }
    }
    var result: [(Int, Double)] = []
    for v in seen {
      if eliminationOrder[v] < 0, abs(accumulator[v]) > 1e-12 { result.append((v, accumulator[v])) }
      accumulator[v] = 0
      touched[v] = false
    }
    result.sort { $0.0 < $1.0 }
    return (result, constant)
  }

  /// Every variable's value from the LP's column values.
  func values(_ columns: [Double]) -> [Double] {
    var values = [Double](repeating: 0, count: names.count)
    for v in names.indices where eliminationOrder[v] < 0 {
      values[v] = segments[v].reduce(anchor[v]) { $0 + $1.sign * columns[$1.column] }
    }
    for v in eliminated {
      values[v] = definitionTerms[v].reduce(definitionConstant[v]) { $0 + $1.1 * values[$1.0] }
    }
    return values
  }

  /// Variable `v` as an affine function of the LP columns.
  mutating func columnExpression(of v: Int) -> (coefficients: [Int: Double], constant: Double) {
    let (terms, constant) = expand([(v, 1)], 0)
    var coefficients: [Int: Double] = [:]
    var total = constant
    for (u, a) in terms {
      total += a * anchor[u]
      for (column, sign) in segments[u] { coefficients[column, default: 0] += a * sign }
    }
    return (coefficients, total)
  }
}

/// Scratch for ``ConstraintModel``'s cycle check: a generation-stamped visited set and a stack.
struct ReachabilitySearch {
  private var stamp: [UInt32]
  private var generation: UInt32 = 0
  var stack: [Int] = []

  init(count: Int) { stamp = Array(repeating: 0, count: count) }

  mutating func begin() {
    generation &+= 1
    if generation == 0 {
      for k in stamp.indices { stamp[k] = 0 }
      generation = 1
    }
    stack.removeAll(keepingCapacity: true)
  }

  /// Marks `v` visited; false if it already was.
  mutating func visit(_ v: Int) -> Bool {
    guard stamp[v] != generation else { return false }
    stamp[v] = generation
    return true
  }
}

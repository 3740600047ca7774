/// The presolved LP of a constraint system (see Documentation/Constraints.md, "Formulation").
///
/// 1. Required equalities are eliminated (a sparse Gaussian elimination): each, in canonical order, defines one of
///    its variables — one that no earlier definition refers to, with the fewest occurrences (ties: the last name)
///    — as an affine expression of the others. `trailing == leading + width` chains remove a column per equation
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

    // 1. Eliminate required equalities.
    var occurrences = [Int](repeating: 0, count: n)
    for terms in rowTerms { for (v, _) in terms { occurrences[v] += 1 } }
    var referenced = [Bool](repeating: false, count: n)
    var isDefinition = [Bool](repeating: false, count: rows.count)
    for (k, row) in rows.enumerated()
    where row.priority.isRequired && row.relation == .equal && keyed[k].edit == nil && !rowTerms[k].isEmpty {
      let terms = rowTerms[k]
      let largest = terms.reduce(0.0) { max($0, abs($1.1)) }
      var pivot = -1
      for (v, a) in terms where eliminationOrder[v] < 0 && !referenced[v] && abs(a) >= 1e-3 * largest {
        if pivot < 0 || occurrences[v] < occurrences[pivot] || (occurrences[v] == occurrences[pivot] && v > pivot) {
          pivot = v
        }
      }
      guard pivot >= 0 else { continue }
      let a = terms.first { $0.0 == pivot }!.1
      definitionTerms[pivot] = terms.filter { $0.0 != pivot }.map { ($0.0, -$0.1 / a) }
      definitionConstant[pivot] = -row.expression.constant / a
      for (v, _) in definitionTerms[pivot] { referenced[v] = true }
      eliminationOrder[pivot] = eliminated.count
      eliminated.append(pivot)
      isDefinition[k] = true
    }

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
    for v in remaining {
      if lower[v] > upper[v] + 1e-9 * max(1, abs(lower[v])) {
        infeasible = true
        upper[v] = lower[v]
      }
      let low = lower[v]
      let high = max(lower[v], upper[v])
      let tieWeight = 1 + Double(v) / weightScale
      var points = penalties[v].map(\.at) + [0]
      points = points.filter { $0 > low && $0 < high }.sorted()
      var breaks: [Double] = []
      for p in points where breaks.last.map({ p - $0 > 1e-12 * max(1, abs(p)) }) ?? true { breaks.append(p) }
      let ends = [low] + breaks + [high]
      // The anchor is the variable's own lexicographic optimum (its penalties alone, level by level, then the
      // tie-break's nearest-to-0): every column starts at 0 there, so the simplex only repairs coupling rows.
      let optimum =
        penalties[v].isEmpty
        ? min(max(0, low), high) : Self.ownOptimum(penalties[v], levels: levels.count, low: low, high: high)
      let base = ends.filter(\.isFinite).min { abs($0 - optimum) < abs($1 - optimum) } ?? 0
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

  /// The minimiser of a variable's own penalties over [low, high], lexicographically by level, then nearest 0.
  static func ownOptimum(
    _ penalties: [(level: Int, at: Double, left: Double, right: Double)], levels: Int, low: Double, high: Double
  ) -> Double {
    var a = low
    var b = high
    for l in 0..<levels {
      let mine = penalties.filter { $0.level == l }
      guard !mine.isEmpty, a < b else { continue }
      let points = [a] + Set(mine.map(\.at).filter { $0 > a && $0 < b }).sorted() + [b]
      // The slope on each interval between consecutive points (nondecreasing: the penalty is convex).
      var lower: Double? = nil
      var upper: Double? = nil
      for k in 0..<(points.count - 1) {
        let p = points[k]
        let q = points[k + 1]
        let mid = p.isFinite && q.isFinite ? (p + q) / 2 : (p.isFinite ? p + 1 : (q.isFinite ? q - 1 : 0))
        let slope = mine.reduce(0.0) { $0 + (mid < $1.at ? $1.left : $1.right) }
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

  /// Σ terms + constant, rewritten over the remaining variables (eliminated ones replaced by their definitions,
  /// latest first, so each is expanded once).
  mutating func expand(_ terms: [(Int, Double)], _ constant: Double) -> ([(Int, Double)], Double) {
    var constant = constant
    var seen: [Int] = []
    var heap = MaxHeap()
    func add(_ v: Int, _ a: Double, _ model: inout ConstraintModel) {
      if !model.touched[v] {
        model.touched[v] = true
        seen.append(v)
        if model.eliminationOrder[v] >= 0 { heap.push(model.eliminationOrder[v]) }
      }
      model.accumulator[v] += a
    }
    for (v, a) in terms { add(v, a, &self) }
    while let order = heap.pop() {
      let v = eliminated[order]
      let coefficient = accumulator[v]
      accumulator[v] = 0
      guard coefficient != 0 else { continue }
      constant += coefficient * definitionConstant[v]
      for (u, b) in definitionTerms[v] { add(u, coefficient * b, &self) }
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

/// A binary max-heap of integers (elimination orders).
struct MaxHeap {
  private var items: [Int] = []

  mutating func push(_ value: Int) {
    items.append(value)
    var k = items.count - 1
    while k > 0 {
      let parent = (k - 1) / 2
      guard items[parent] < items[k] else { break }
      items.swapAt(parent, k)
      k = parent
    }
  }

  mutating func pop() -> Int? {
    guard let top = items.first else { return nil }
    let last = items.removeLast()
    if !items.isEmpty {
      items[0] = last
      var k = 0
      while true {
        let left = 2 * k + 1
        let right = left + 1
        var largest = k
        if left < items.count && items[left] > items[largest] { largest = left }
        if right < items.count && items[right] > items[largest] { largest = right }
        if largest == k { break }
        items.swapAt(k, largest)
        k = largest
      }
    }
    return top
  }
}

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
    // About one variable per constraint in layout systems: most growth of the table is avoided.
    provisional.reserveCapacity(all.count + system.declaredVariables.count)
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
            order = bucketSorted(order, starts: starts, pool: pool, variables: seen.count, by: precedes)
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

  /// `rows` sorted by `precedes` (a total order that puts rows without terms first, then compares the first terms'
  /// indices): the rows are first bucketed by their first term's index (stably, counting), and only each bucket is
  /// sorted with `precedes`. Rows mostly start with different variables, so few comparisons remain.
  ///
  /// - Complexity: O(rows + variables), plus O(b log b) comparisons per bucket of b rows.
  static func bucketSorted(
    _ rows: [Int], starts: UnsafeBufferPointer<Int>, pool: UnsafeBufferPointer<Term>, variables: Int,
    by precedes: (Int, Int) -> Bool
  ) -> [Int] {
    // Bucket 0 holds the rows without terms; bucket i + 1 those whose first term is over variable i.
    func bucket(_ row: Int) -> Int { starts[row] < starts[row + 1] ? pool[starts[row]].index + 1 : 0 }
    var first = [Int](repeating: 0, count: variables + 2)
    for row in rows { first[bucket(row) + 1] += 1 }
    for b in 0..<(variables + 1) { first[b + 1] += first[b] }
    var sorted = [Int](repeating: 0, count: rows.count)
    var next = first
    for row in rows {
      let b = bucket(row)
      sorted[next[b]] = row
      next[b] += 1
    }
    for b in 0..<(variables + 1) where first[b + 1] - first[b] > 1 {
      sorted[first[b]..<first[b + 1]].sort(by: precedes)
    }
    return sorted
  }

  /// The positions of `variables` sorted by name, then identity: one comparison per step of the sort, then each run
  /// of equal names ordered by identity. Two ASCII names compare by their first 16 bytes, packed into two integers
  /// (byte order is String's order on ASCII), and as strings only when those are equal; other names as strings.
  ///
  /// - Complexity: O(n log n) comparisons for n variables, plus O(total name length) for the keys.
  static func sortedByName(_ variables: [ConstraintVariable]) -> [Int] {
    // Per name: whether it is ASCII, and its first 16 bytes, big-endian, zero-padded.
    var keys = [(ascii: Bool, high: UInt64, low: UInt64)](repeating: (false, 0, 0), count: variables.count)
    for (k, variable) in variables.enumerated() {
      var ascii = true
      var high: UInt64 = 0
      var low: UInt64 = 0
      var length = 0
      for byte in variable.name.utf8 {
        if byte >= 0x80 {
          ascii = false
          break
        }
        if length < 8 {
          high |= UInt64(byte) << (56 - 8 * length)
        } else if length < 16 {
          low |= UInt64(byte) << (56 - 8 * (length - 8))
        }
        length += 1
      }
      keys[k] = (ascii, high, low)
    }
    var order = Array(variables.indices)
    keys.withUnsafeBufferPointer { keys in
      order.sort { x, y in
        let (a, b) = (keys[x], keys[y])
        if a.ascii && b.ascii {
          if a.high != b.high { return a.high < b.high }
          if a.low != b.low { return a.low < b.low }
        }
        return variables[x].name < variables[y].name
      }
    }
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

extension ConstraintModel {
  /// Scratch reused across the variables of ``addSegmentColumns(_:)``.
  struct SegmentScratch {
    var slopes: [Double]
    /// Per level, whether its penalties become balancing errors: from two to
    /// ``TieBalance/errorLimit`` possible errors (penalties and optional rows) there.
    var balanced: [Bool] = []
    var ends: [Double] = []
    var points: [Double] = []
  }

  /// Phase 3: turns every free variable into a chain of segment columns between its breakpoints inside its bounds,
  /// and fills ``levelObjective``, ``levelConstant`` and ``tieObjective`` with their slopes. Contradictory bounds
  /// mark the model ``infeasible``.
  ///
  /// - Throws: ``LinearProgramError`` from ``LinearProgram/addVariable(lowerBound:upperBound:)`` (not expected:
  ///   the bounds are finite and ordered).
  mutating func addSegmentColumns(_ folded: FoldedRows) throws(LinearProgramError) {
    levelObjective = Array(repeating: [], count: levels.count)
    levelConstant = Array(repeating: 0, count: levels.count)
    var scratch = SegmentScratch(slopes: Array(repeating: 0, count: levels.count))
    var errorCounts = [Int](repeating: 0, count: levels.count)
    for penalties in folded.penalties { for penalty in penalties { errorCounts[penalty.level] += 1 } }
    for entry in folded.pending {
      if let l = folded.levelIndex[rows[entry.row].priority] { errorCounts[l] += 1 }
    }
    scratch.balanced = errorCounts.map { $0 >= 2 && $0 <= TieBalance.errorLimit }
    let tying = Self.tiesSegmentColumns
    var rowCount = [Int](repeating: 0, count: names.count)
    for entry in folded.pending { for term in entry.terms { rowCount[term.index] += 1 } }
    collapsed = Array(repeating: false, count: names.count)
    for v in names.indices where eliminationOrder[v] < 0 {
      let low = folded.lower[v]
      var upper = folded.upper[v]
      if low > upper + PresolveTolerance.feasibility * max(1, abs(low)) {
        infeasible = true
        upper = low
      }
      let high = max(low, upper)
      if rowCount[v] == 0 && !folded.penalties[v].isEmpty {
        try addIsolatedSegments(of: v, low: low, high: high, penalties: folded.penalties[v], scratch: &scratch)
      } else {
        try addSegments(of: v, low: low, high: high, penalties: folded.penalties[v], scratch: &scratch)
        if tying && Self.tiesSegments(rows: rowCount[v], segments: segments[v].count) {
          valueColumn[v] = try program.addVariable().index
        }
      }
    }
  }

  /// Whether presolve gives variables a ``valueColumn`` (``tiesSegments(rows:segments:)``). Tests turn it off to
  /// compare with every row holding the segment columns (`ConstraintValueColumnTests`); nothing else sets it.
  @TaskLocal static var tiesSegmentColumns = true

  /// Whether a variable in `rows` LP rows with `segments` segment columns gets a ``valueColumn``: written out, its
  /// rows hold rows · segments entries; tied, rows + segments + 1 (one per row, and the tie row's). It is tied only
  /// where that at least halves its entries, so the LP of a system whose variables have a few segments each (a
  /// bound, a preferred value) stays as it was, and a variable with a hundred breakpoints (an Auto Layout form's
  /// shared label width: one hugging and one compression-resistance target per label) costs each of its rows one
  /// entry instead of a hundred.
  static func tiesSegments(rows: Int, segments: Int) -> Bool {
    rows * segments >= 2 * (rows + segments + 1)
  }

  /// A variable in no row: its levels are settled here, without an LP. Every level's penalty is constant on the
  /// variable's own lexicographic interval [a, b] (each level is minimised inside the previous ones' minimisers), so
  /// the variable keeps only [a, b] (and the balancing and tie-break), and the penalties there become level
  /// constants. A system with 5,000 priorities on one variable then needs no level LP at all. The penalties stay
  /// errors for the balancing, which evens out two of one level pulling the variable apart.
  private mutating func addIsolatedSegments(
    of v: Int, low: Double, high: Double, penalties: [Penalty], scratch: inout SegmentScratch
  ) throws(LinearProgramError) {
    let (a, b) = Self.ownInterval(penalties, levels: levels.count, low: low, high: high, scratch: &scratch.points)
    let at = a.isFinite ? a : (b.isFinite ? b : 0)
    for penalty in penalties {
      let d = at - penalty.at
      levelConstant[penalty.level] += d < 0 ? penalty.left * d : penalty.right * d
    }
    collapsed[v] = true
    try addSegments(of: v, low: a, high: b, penalties: penalties, levelTerms: false, scratch: &scratch)
  }

  /// The columns of variable `v` over [low, high]; its anchor is the segment end nearest its own optimum.
  /// With `levelTerms` false (a variable whose levels presolve settled) the penalties only become balancing errors.
  private mutating func addSegments(
    of v: Int, low: Double, high: Double, penalties: [Penalty], levelTerms: Bool = true,
    scratch: inout SegmentScratch
  ) throws(LinearProgramError) {
    let tieWeight = 1 + Double(v) / Double(max(1, names.count))
    Self.segmentEnds(low: low, high: high, penalties: penalties, into: &scratch.ends)
    // The anchor is the variable's own lexicographic optimum (its penalties alone, level by level, then the
    // tie-break's nearest-to-0): every column starts at 0 there, so the simplex only repairs coupling rows.
    let optimum =
      penalties.isEmpty
      ? min(max(0, low), high)
      : Self.ownOptimum(penalties, levels: levels.count, low: low, high: high, scratch: &scratch.points)
    var base = 0.0
    var distance = Double.infinity
    for end in scratch.ends where end.isFinite && abs(end - optimum) < distance {
      base = end
      distance = abs(end - optimum)
    }
    anchor[v] = base
    // Balancing errors, one per penalty on a level the balancing takes on (none in most systems).
    let balancedPenalties = penalties.contains { scratch.balanced[$0.level] }
    var errorTerms = [[Term]](repeating: [], count: balancedPenalties ? penalties.count : 0)
    for s in 0..<(scratch.ends.count - 1) {
      let p = scratch.ends[s]
      let q = scratch.ends[s + 1]
      guard q > p else { continue }
      let right = p >= base
      let mid = p.isFinite && q.isFinite ? (p + q) / 2 : (p.isFinite ? p + 1 : q - 1)
      let length = q - p
      let column = try program.addVariable(lowerBound: 0, upperBound: length.isFinite ? length : nil)
      let sign: Double = right ? 1 : -1
      segments[v].append((column.index, sign))
      for l in levels.indices { scratch.slopes[l] = 0 }
      for (k, penalty) in penalties.enumerated() {
        let slope = mid < penalty.at ? penalty.left : penalty.right
        scratch.slopes[penalty.level] += slope
        if slope != 0 && balancedPenalties && scratch.balanced[penalty.level] {
          errorTerms[k].append(Term(column.index, sign * slope))
        }
      }
      for l in levels.indices where levelTerms && scratch.slopes[l] != 0 {
        levelObjective[l].append(Term(column.index, sign * scratch.slopes[l]))
      }
      tieObjective.append(Term(column.index, sign * (mid < 0 ? -tieWeight : tieWeight)))
    }
    for (k, penalty) in penalties.enumerated() {
      let d = base - penalty.at
      let error = d < 0 ? penalty.left * d : penalty.right * d
      if levelTerms { levelConstant[penalty.level] += error }
      if balancedPenalties && !errorTerms[k].isEmpty {
        penaltyErrors[levels[penalty.level], default: []].append(
          PenaltyError(terms: errorTerms[k], constant: error, variable: v))
      }
    }
    if balancedPenalties && !levelTerms {
      isolated[v] = IsolatedVariable(penalties: penalties, low: low, high: high)
    }
  }

  /// Segment ends into `ends`: the bounds and, strictly between them, the penalty targets and the tie-break's 0
  /// (sorted, near-duplicates merged).
  static func segmentEnds(low: Double, high: Double, penalties: [Penalty], into ends: inout [Double]) {
    ends.removeAll(keepingCapacity: true)
    ends.append(low)
    for penalty in penalties where penalty.at > low && penalty.at < high { ends.append(penalty.at) }
    if 0 > low && 0 < high { ends.append(0) }
    ends[1...].sort()
    var kept = 1
    for k in 1..<ends.count
    where kept == 1 || ends[k] - ends[kept - 1] > PresolveTolerance.breakpointMerge * max(1, abs(ends[k])) {
      ends[kept] = ends[k]
      kept += 1
    }
    ends.removeLast(ends.count - kept)
    ends.append(high)
  }

  /// The minimiser of a variable's own penalties over [low, high], lexicographically by level, each level evened out
  /// (``balancedInterval(_:levels:low:high:)``), then nearest 0.
  /// `scratch` is reused between calls.
  ///
  /// - Complexity: O(p² log p) for p penalties (levels without a penalty are skipped).
  static func ownOptimum(
    _ penalties: [Penalty], levels: Int, low: Double, high: Double, scratch points: inout [Double]
  ) -> Double {
    var (a, b) = ownInterval(penalties, levels: levels, low: low, high: high, scratch: &points)
    (a, b) = balancedInterval(penalties, levels: levels, low: a, high: b)
    return min(max(0, a), b)
  }

  /// The interval of [low, high] where a variable's own penalties are lexicographically minimal (level by level).
  ///
  /// - Complexity: O(p² log p) for p penalties.
  static func ownInterval(
    _ penalties: [Penalty], levels: Int, low: Double, high: Double, scratch points: inout [Double]
  ) -> (Double, Double) {
    var a = low
    var b = high
    // Only the levels with a penalty here can move the interval: O(p log p), not O(levels), per variable.
    for l in Set(penalties.map(\.level)).sorted() where l < levels && a < b {
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
    return (a, b)
  }
}

/// What the balancing stage (`LexicographicSolver+Balance.swift`) keeps between solves: the errors it evens out per
/// level, its round columns, the rows it made for each error and round, and what the current solve bounded and fixed.
///
/// Columns and rows are added (to the model and the solver, so their indices stay aligned when constraints are
/// added later) the first time a round needs them, and reused by every later solve: a solver that re-solves a
/// thousand times adds them once. Between uses every such row is free, so it constrains nothing.
struct TieBalance {
  /// The most rounds one level's balancing runs: each round settles at least one error, and the errors left
  /// after the last one keep the round's bound.
  static let rounds = 8
  /// The most errors one level's balancing takes on. A round adds a row per error to the LP and pivots each error
  /// onto its bound, so a level of 10⁴ tied errors (the chain benchmark's 10⁴ weak preferred widths) would cost
  /// seconds; such a level keeps the tie-break's point instead (documented in Constraints.md, "Priorities").
  static let errorLimit = 256
  /// The most levels one solve balances (the strongest that need it): a system of thousands of priorities, each
  /// compromising, would otherwise pay an LP per level again.
  static let levelLimit = 32
  /// Runs a level's rounds as before independent groups and pinned errors were told apart: one bound column t per
  /// round over every open error, and an error leaves only when a dual singles it out. Tests set it to compare the
  /// two (`ConstraintBalanceDifferentialTests`); nothing else does.
  @TaskLocal static var legacyRounds = false
  /// The rounds a level's balancing runs at most: ``rounds``, unless a test raises it to get the exact leximin point
  /// as a reference (`ConstraintBalanceDifferentialTests`); nothing else sets it.
  @TaskLocal static var roundLimit = rounds
  /// Whether a group that is one isolated variable's errors is evened out in closed form, without an LP round
  /// (`LexicographicSolver+Balance.swift`). Tests turn it off to compare the two
  /// (`ConstraintBalanceDifferentialTests`); nothing else does.
  @TaskLocal static var closedForm = true
  /// Whether a round leaves out the rows of errors that another error of the same kind bounds on the face
  /// (`LexicographicSolver+Balance.swift`, `needsRow`). Tests turn it off to compare
  /// (`ConstraintBalanceDifferentialTests`); nothing else does.
  @TaskLocal static var dropsDominated = true

  /// One error of a level: a slack column (`owner` ≥ 0) or the k-th penalty error of its priority
  /// (`owner` = −1 − k, ``ConstraintModel/penaltyErrors``).
  struct Key: Hashable {
    var priority: ConstraintPriority
    var owner: Int
  }

  /// The row `e − t ≤ 0` of one error e in the round whose bound column is t.
  struct RowKey: Hashable {
    var key: Key
    var column: Int
  }

  /// One error of a level: `Σ terms + constant`, over LP columns.
  struct BalancedError {
    var key: Key
    var terms: [ConstraintModel.Term]
    var constant: Double
    /// The variable of a penalty error, −1 for a slack.
    var variable = -1
  }

  /// The rounds' bound columns t (≥ 0), in the order rounds use them.
  var columns: [Int] = []
  /// Columns the current solve has used.
  var used = 0
  var rows: [RowKey: Int] = [:]
  /// The indices of those rows (free between uses: they couple nothing).
  private(set) var rowIndices = Set<Int>()
  /// The variable each segment column belongs to (−1 for other columns), built on first use.
  private var owner: [Int] = []
  /// Scratch of the rounds' row selection, one slot per LP column (−1 between uses).
  var firstSeen: [Int] = []
  /// Rows bounded since the last release.
  var bounded: [Int] = []
  /// How many face fixings there were when the balancing started: the later ones are its own.
  var mark: (columns: Int, rows: Int)?

  /// Notes a new row of the balancing for `key`.
  mutating func record(row: Int, for key: RowKey) {
    rows[key] = row
    rowIndices.insert(row)
  }

  /// Whether releasing the balancing changes any bound (its face fixings, or its rows' bounds): GLPK's basis then
  /// no longer sits at the solution's point.
  func hasBounds(comparedWith face: OptimalFace) -> Bool {
    mark.map { $0 != face.mark } == true || !bounded.isEmpty
  }

  /// The errors of the level whose objective is `target` and whose priority is `priority` (with its single-variable
  /// penalties `penalties`, ``ConstraintModel/penaltyErrors``) that can still change on `face`, in the order of the
  /// objective; none when there are more than ``errorLimit``. `segments` are the model's segment columns per
  /// variable (read the first time).
  ///
  /// - Complexity: O(terms of the level), plus O(columns) the first time.
  mutating func errors(
    ofLevel target: [ConstraintModel.Term], priority: ConstraintPriority, penalties: [ConstraintModel.PenaltyError],
    segments: [[(column: Int, sign: Double)]], on face: OptimalFace, within bounds: OptimalFace.Bounds
  ) -> [BalancedError] {
    if owner.isEmpty {
      owner = Array(repeating: -1, count: bounds.columnLower.count)
      for (v, columns) in segments.enumerated() { for (column, _) in columns { owner[column] = v } }
    }
    let owner = self.owner
    func isSlack(_ term: ConstraintModel.Term) -> Bool {
      term.index >= owner.count || owner[term.index] < 0
    }
    var slacks = 0
    for term in target where isSlack(term) { slacks += 1 }
    // Too many to balance (see ``errorLimit``): say so without building them.
    guard slacks + penalties.count <= Self.errorLimit else { return [] }
    var items: [BalancedError] = []
    // Slack columns of optional rows (a segment column's share of the level is in a penalty error below).
    for term in target where isSlack(term) {
      items.append(BalancedError(key: Key(priority: priority, owner: term.index), terms: [term], constant: 0))
    }
    for (k, error) in penalties.enumerated() {
      items.append(
        BalancedError(
          key: Key(priority: priority, owner: -1 - k), terms: error.terms, constant: error.constant,
          variable: error.variable))
    }
    return items.filter { !face.isConstant($0.terms, within: bounds) }
  }
}

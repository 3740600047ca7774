/// QuickXplain (Junker, 2004) over the LP of the required constraints: a minimal conflicting subset in
/// O(k·log(n/k)) LP solves for a conflict of k among n constraints, where a deletion filter needs n.
///
/// Each test "is this subset infeasible?" frees the rows outside the subset and restores the rows inside it on one
/// warm `LinearProgram.Solver`, so consecutive tests cost a few dual simplex pivots. Every call checks the
/// deadline first; when it has passed, the search stops with the smallest subset known to be infeasible at that
/// point (the background plus the candidates of the current call), which is not proven minimal.
struct ConflictSearch {
  /// A required row of the probe LP and how to restore it.
  struct Member {
    var row: LinearProgram.Row
    var bounds: LinearProgram.RowBounds
  }

  /// How the search stopped early.
  enum Interruption: Error {
    /// The deadline passed; `subset` (member indices) is infeasible but not proven minimal.
    case deadline(subset: [Int])
    /// GLPK stopped for another reason, or the LP layer failed.
    case failure(ConstraintError)
  }

  let probe: LinearProgram.Solver
  let members: [Member]
  let options: LinearProgram.SolveOptions
  let deadline: ContinuousClock.Instant
  /// The simplex iterations each probe LP may take (``ConstraintSystem/iterationBudget`` for its size).
  let iterationLimit: Int
  /// Whether each member's row is currently enforced in `probe`.
  private var active: [Bool]
  private var wanted: [Bool]

  init(
    probe: LinearProgram.Solver, members: [Member], options: LinearProgram.SolveOptions,
    deadline: ContinuousClock.Instant, iterationLimit: Int = .max
  ) {
    self.probe = probe
    self.members = members
    self.options = options
    self.deadline = deadline
    self.iterationLimit = iterationLimit
    active = Array(repeating: true, count: members.count)
    wanted = Array(repeating: false, count: members.count)
  }

  /// A minimal infeasible subset of the members (sorted indices), given that all of them together are infeasible.
  ///
  /// - Complexity: O(k·log(n/k)) LP solves, each after O(n) bookkeeping.
  mutating func minimalConflict() throws(Interruption) -> [Int] {
    try quickXplain(background: [], changed: false, candidates: Array(members.indices)).sorted()
  }

  /// Junker's recursion: the part of `candidates` a minimal conflict needs, given that `background ∪ candidates`
  /// is infeasible. `changed` says whether `background` grew since the caller last knew it feasible.
  private mutating func quickXplain(
    background: [Int], changed: Bool, candidates: [Int]
  ) throws(Interruption) -> [Int] {
    if ContinuousClock().now >= deadline { throw .deadline(subset: background + candidates) }
    if changed, try isInfeasible(background, known: background + candidates) { return [] }
    if candidates.count == 1 { return candidates }
    let half = candidates.count / 2
    let first = Array(candidates[..<half])
    let second = Array(candidates[half...])
    let fromSecond = try quickXplain(background: background + first, changed: true, candidates: second)
    let fromFirst = try quickXplain(
      background: background + fromSecond, changed: !fromSecond.isEmpty, candidates: first)
    return fromFirst + fromSecond
  }

  /// Whether the members `subset` alone are infeasible (the others' rows freed). `known` is a subset known to be
  /// infeasible, the answer if the deadline passes during the solve.
  ///
  /// - Complexity: O(n) row toggles at most, plus one warm solve.
  mutating func isInfeasible(_ subset: [Int], known: [Int]) throws(Interruption) -> Bool {
    for k in subset { wanted[k] = true }
    var solveOptions = options
    let left = deadline - ContinuousClock().now
    // A non-positive `timeLimit` is left for the LP layer to reject.
    if options.timeLimit > .zero { solveOptions.timeLimit = min(options.timeLimit, max(left, .milliseconds(1))) }
    solveOptions.iterationLimit = min(options.iterationLimit, iterationLimit)
    let solution: LinearProgram.Solution
    do {
      for k in members.indices where active[k] != wanted[k] {
        try probe.setBounds(of: members[k].row, wanted[k] ? members[k].bounds : .free)
        active[k] = wanted[k]
      }
      solution = try probe.solve(solveOptions)
    } catch {
      throw .failure(.solverFailed(.linearProgram(error)))
    }
    for k in subset { wanted[k] = false }
    switch solution.status {
    case .infeasible: return true
    case .optimal, .feasible: return !holds(subset, solution)
    // GLPK's limit was the time left (in whole milliseconds, measured by its own clock): its stop is the deadline,
    // even when this clock has not quite reached it.
    case .timeLimit: throw .deadline(subset: known)
    case .iterationLimit where iterationLimit < options.iterationLimit:
      throw .failure(.solverFailed(.iterationBudgetSpent(stage: .conflictSearch, budget: iterationLimit)))
    default: throw .failure(.solverFailed(.stopped(solution.status, stage: .conflictSearch)))
    }
  }

  /// Whether `solution` satisfies every row of `subset` to ``RequiredRows/tolerance``, relative
  /// (rows are at unit scale): what GLPK calls feasible within its absolute 10⁻⁷ may not be at the rows' scale, and
  /// the search must agree with the check every reported solution passes.
  private func holds(_ subset: [Int], _ solution: LinearProgram.Solution) -> Bool {
    subset.allSatisfy { k in
      let activity = solution.rowActivities[members[k].row.index]
      let (lower, upper) = members[k].bounds.interval
      let tolerance = RequiredRows.tolerance * (1 + abs(activity))
      return activity >= lower - tolerance && activity <= upper + tolerance
    }
  }
}

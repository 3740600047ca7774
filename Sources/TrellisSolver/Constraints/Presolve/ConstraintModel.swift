/// The presolved LP of a constraint system (see Documentation/Constraints.md, "Formulation").
///
/// 1. Required equalities are eliminated (a sparse Gaussian elimination): each, in canonical order, defines one of
///    its free variables — the one with the fewest occurrences (ties: the last name) whose definition keeps the
///    graph of definitions acyclic — as an affine expression of the others. `trailing == leading + width` chains
///    remove a column per equation and never reach GLPK.
/// 2. The other constraints are expanded over the remaining variables. Those left with ONE variable become column
///    data: required ones bounds, optional ones convex piecewise-linear penalties (one per level).
/// 3. Each remaining variable becomes a chain of segment columns between its breakpoints (penalty targets, the
///    tie-break's 0) inside its bounds: x = anchor ± Σ segments, each segment with a per-level slope. Convexity
///    makes the LP fill segments in order, so no rows are needed for single-variable constraints.
/// 4. Every other constraint is a row; an optional one gets error slacks (e⁺, e⁻ for an equality, one for an
///    inequality). Edit suggestions are always rows, so a new suggestion is a right-hand-side change. A row holds
///    each of its variables' segment columns, or the variable's ``valueColumn`` when it has one (many segments in
///    many rows), which one more row ties to the segments.
///
/// Each phase is one method, in `ConstraintModel+<Phase>.swift`; the tolerances are ``PresolveTolerance``'s.
struct ConstraintModel {
  /// The variables sorted by name, then identity: a variable's position (rank) is its index here.
  let variables: [ConstraintVariable]
  /// Their names.
  let names: [String]
  /// Where each variable is in ``variables`` (and in every solution).
  let index: VariableIndex
  /// Constraints in canonical order, row-scaled (``Constraint/rowScaled``); constraints added to a live solver
  /// follow, and a removed one is replaced by ``ConstraintModel/removedRow``.
  var rows: [Constraint]
  /// Each row's terms over variable positions, in position order (empty for a removed row).
  var rowTerms: [[Term]]
  /// The same constraints as written, for messages.
  var originals: [Constraint]
  /// Each canonical constraint's position in the user's order.
  var positions: [Int]
  /// How optional constraints' errors are measured (``errorWeight(of:)``).
  let errorMeasure: ConstraintSystem.ErrorMeasure
  /// Per canonical constraint that became an LP row: the row and its error slack columns (see
  /// `ConstraintModel+Incremental.swift`).
  var rowHandles: [Int: RowHandle] = [:]
  /// The optional priorities, strongest first.
  var levels: [ConstraintPriority] = []

  /// Elimination: order (−1 if the variable remains) and definition x = constant + Σ terms.
  var eliminationOrder: [Int]
  var eliminated: [Int] = []
  var definitionTerms: [[Term]]
  /// The same definitions' terms in one flat array (variable v's at ``definitionRanges``[v]), which expansion reads
  /// without reference counting per visited definition.
  var definitionPool: [Term] = []
  var definitionRanges: [Range<Int>]
  var definitionConstant: [Double]

  /// Remaining variables: anchor value and segment columns (column, ±1).
  var anchor: [Double]
  var segments: [[(column: Int, sign: Double)]]
  /// Per remaining variable: the free LP column that stands for x − anchor in its rows, tied to its segments by a
  /// row of its own (``addTieRows()``), or −1 when its rows hold its segment columns themselves. Only variables with
  /// many segments in many rows get one (``tiesSegments(rows:segments:)``).
  var valueColumn: [Int]
  /// How many LP rows tie a ``valueColumn`` to its segments (they follow the constraint rows).
  private(set) var tieRowCount = 0
  /// Variables in no row whose penalties presolve settled (`addIsolatedSegments`): a row added later over one of
  /// them needs a rebuild.
  var collapsed: [Bool] = []
  /// The collapsed variables whose penalties are balancing errors, by position (``IsolatedVariable``).
  var isolated: [Int: IsolatedVariable] = [:]

  var program = LinearProgram()
  /// Per level: objective terms over the LP columns and the constant part of the error.
  var levelObjective: [[Term]] = []
  var levelConstant: [Double] = []
  var tieObjective: [Term] = []
  /// Per priority, each single-variable penalty of a variable in some row as an error over that variable's segment
  /// columns: the balancing stage evens errors out one by one (`LexicographicSolver+Balance.swift`).
  var penaltyErrors: [ConstraintPriority: [PenaltyError]] = [:]
  /// Edit variable → its row and the constant to subtract from a suggestion to get the row's right-hand side.
  var editRows: [ConstraintVariable.ID: (row: Int, offset: Double)] = [:]
  /// The edit variables in the order of their rows (presolve puts them first).
  let editOrder: [ConstraintVariable.ID]
  /// The number of LP rows presolve made for constraints and edit suggestions, and the rows tying a
  /// ``valueColumn`` to its segments (rows added to a live solver, and the balancing's rows, follow them).
  private(set) var constraintRowCount = 0
  /// Whether presolve proved the required constraints contradictory (the conflict search then names them).
  var infeasible = false

  /// Scratch for expansion.
  var accumulator: [Double]
  var touched: [Bool]
  var search: ReachabilitySearch
  /// Raw scratch of ``expand(_:_:limit:)``, one slot per variable (its post-order, depth-first frames and the
  /// variables it touched each hold at most that many).
  var scratchOrder: [Int]
  var scratchFrames: [(v: Int, next: Int)]
  var scratchSeen: [Int]
  /// How many definitions the last ``expand(_:_:limit:)`` visited (limit + 1 when it gave up).
  var lastVisited = 0

  /// Presolves `system` phase by phase; `canonical` is its ``canonicalRows(of:)`` when the caller has them already.
  init(_ system: ConstraintSystem, canonical: CanonicalRows? = nil) throws(LinearProgramError) {
    let canonical = canonical ?? Self.canonicalRows(of: system)
    variables = canonical.variables
    names = canonical.variables.map(\.name)
    index = VariableIndex(seen: canonical.seen, rank: canonical.rank)
    rows = canonical.rows
    rowTerms = canonical.terms
    editOrder = canonical.edits.compactMap { $0 }
    originals = canonical.originals
    positions = canonical.positions
    errorMeasure = system.errorMeasure
    let n = names.count
    eliminationOrder = Array(repeating: -1, count: n)
    definitionTerms = Array(repeating: [], count: n)
    definitionRanges = Array(repeating: 0..<0, count: n)
    definitionConstant = Array(repeating: 0, count: n)
    anchor = Array(repeating: 0, count: n)
    segments = Array(repeating: [], count: n)
    valueColumn = Array(repeating: -1, count: n)
    accumulator = Array(repeating: 0, count: n)
    touched = Array(repeating: false, count: n)
    search = ReachabilitySearch(count: n)
    scratchOrder = Array(repeating: 0, count: n + 1)
    scratchFrames = Array(repeating: (0, 0), count: n + 1)
    scratchSeen = Array(repeating: 0, count: n + 1)

    let isDefinition = eliminateRequiredEqualities(canonical.terms, edits: canonical.edits)
    let folded = foldSingleVariableRows(canonical.terms, edits: canonical.edits, skipping: isDefinition)
    try addSegmentColumns(folded)
    try addRows(folded.pending, edits: canonical.edits, levelIndex: folded.levelIndex)
    tieRowCount = try addTieRows()
    constraintRowCount = program.rowCount
  }

  /// Every variable's value from the LP's column values.
  func values(_ columns: [Double]) -> [Double] {
    var values = [Double](repeating: 0, count: names.count)
    for v in names.indices where eliminationOrder[v] < 0 {
      values[v] = segments[v].reduce(anchor[v]) { $0 + $1.sign * columns[$1.column] }
    }
    for v in eliminated {
      values[v] = definitionTerms[v].reduce(definitionConstant[v]) { $0 + $1.coefficient * values[$1.index] }
    }
    return values
  }

  /// Variable `v` as an affine function of the LP columns.
  mutating func columnExpression(of v: Int) -> (coefficients: [Int: Double], constant: Double) {
    let (terms, constant) = expand([Term(v, 1)], 0)
    var coefficients: [Int: Double] = [:]
    var total = constant
    for term in terms {
      total += term.coefficient * anchor[term.index]
      for (column, sign) in segments[term.index] { coefficients[column, default: 0] += term.coefficient * sign }
    }
    return (coefficients, total)
  }
}

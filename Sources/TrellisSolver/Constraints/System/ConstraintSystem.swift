/// A set of linear constraints with priorities, plus edit variables: a `Sendable` value, solved lexicographically.
///
/// Required constraints are hard. Optional ones are satisfied as closely as possible, one priority level at a time
/// from the strongest: no number of weaker constraints can outweigh a stronger one. Among equal optima the answer
/// is deterministic and independent of the order constraints were added (see Documentation/Constraints.md).
///
/// ```swift
/// let x = ConstraintVariable("x"), y = ConstraintVariable("y")
/// var system = ConstraintSystem()
/// try system.add(x + y == 100)
/// try system.add((x >= 10) | .strong)
/// try system.add((x == 2 * y).priority(.weak))
/// let solution = try system.solve()   // solution[x] ≈ 66.67, solution[y] ≈ 33.33
/// ```
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct ConstraintSystem: Sendable {
  /// The largest number of constraints (including edit variables) a system may hold.
  public static let maximumConstraintCount = 1_000_000
  /// The smallest ratio of a constraint's smallest |coefficient| to its largest that is accepted (10⁻⁹): each
  /// constraint is divided by its largest |coefficient| before solving, so only the spread inside one constraint
  /// matters, not its overall scale.
  public static let coefficientRatioLimit = 1e-9

  /// A variable whose value is suggested from outside (a window width), as an optional equality of its priority.
  public struct EditVariable: Sendable, Hashable {
    /// The variable.
    public var variable: ConstraintVariable
    /// The priority of the suggestion (``ConstraintPriority/strong`` by default).
    public var priority: ConstraintPriority
    /// The suggested value.
    public var value: Double

    /// The variable's name.
    public var name: String { variable.name }

    /// The suggestion as a constraint `variable == value`, labelled `edit name`.
    public var constraint: Constraint {
      Constraint(
        expression: LinearExpression(terms: [(variable, 1)], constant: -value), relation: .equal,
        priority: priority, label: "edit \(name)")
    }

    /// The same variable (by identity), priority and value.
    public static func == (lhs: EditVariable, rhs: EditVariable) -> Bool {
      lhs.variable.id == rhs.variable.id && lhs.priority == rhs.priority && lhs.value == rhs.value
    }

    /// Hashes the same parts as ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(variable.id)
      hasher.combine(priority)
      hasher.combine(value)
    }
  }

  /// How an optional constraint's error is measured within its priority level.
  ///
  /// ```swift
  /// // a.width is 100; b.width wants to be half of it and also 40, both at medium.
  /// var system = try ConstraintSystem([a == 100, (a == 2 * b) | .medium, (b == 40) | .medium])
  /// try system.solve()[b]        // 50: moving b by 1 moves a − 2b by 2, so b = 40 would cost 20 against 10
  /// system.errorMeasure = .normalized
  /// try system.solve()[b]        // 45: |a/2 − b| and |b − 40| weigh the same; the tie is evened out
  /// ```
  public enum ErrorMeasure: Sendable, Hashable {
    /// `|lhs − rhs|` in the constraint's own units, as Auto Layout and kiwi measure it (the default): `2*x == 10`
    /// missed by 1 in x costs 2, and multiplying a constraint by k multiplies its error by k.
    case constraintUnits
    /// The error of the constraint divided by its largest |coefficient| (Trellis's measure before this option
    /// existed): `2*x == 10` missed by 1 in x costs 1, as `x == 5` does, so a constraint multiplied by any positive
    /// factor solves the same.
    case normalized
  }

  /// How optional constraints' errors are measured (``ErrorMeasure/constraintUnits`` by default).
  public var errorMeasure: ErrorMeasure = .constraintUnits

  /// The work one LP of a solve may do, in simplex iterations, as a function of the LP's size: the limit of an LP of
  /// r rows and c columns is `base + perRowAndColumn · (r + c)` (GLPK's `it_lim`, never above
  /// ``options``' `iterationLimit`). Iterations do not depend on the machine's load, so a system that needs more
  /// than its budget fails the same way everywhere, with
  /// ``ConstraintError/SolverFailure/iterationBudgetSpent(stage:budget:)`` naming the LP (level, tie-break, …).
  ///
  /// ```swift
  /// var system = try ConstraintSystem(constraints)
  /// system.iterationBudget = .init(base: 100_000, perRowAndColumn: 50)   // more room for a degenerate system
  /// ```
  public struct IterationBudget: Sendable, Hashable {
    /// Iterations every LP may take whatever its size.
    public var base: Int
    /// Iterations added per row and per column of the LP.
    public var perRowAndColumn: Int

    /// A budget of `base + perRowAndColumn · (rows + columns)` iterations per LP (negative parts count as 0).
    public init(base: Int, perRowAndColumn: Int) {
      self.base = base
      self.perRowAndColumn = perRowAndColumn
    }

    /// The default: 10⁴ + 10 per row and column. A chain of n ordered variables with a weak target on every 7th
    /// (2n columns, n rows) takes about 0.3 iterations per row and column in its largest LP, so the default leaves
    /// some thirty times that.
    public static let automatic = IterationBudget(base: 10_000, perRowAndColumn: 10)

    /// The limit for one LP of `rows` rows and `columns` columns (at least 1, saturating at `Int.max`).
    ///
    /// - Complexity: O(1).
    public func limit(rows: Int, columns: Int) -> Int {
      let size = max(0, rows).addingReportingOverflow(max(0, columns))
      let scaled = max(0, perRowAndColumn).multipliedReportingOverflow(by: size.partialValue)
      let total = max(0, base).addingReportingOverflow(scaled.partialValue)
      return size.overflow || scaled.overflow || total.overflow ? .max : max(1, total.partialValue)
    }
  }

  /// The simplex iterations each LP of a solve, an ambiguity query or a conflict diagnosis may take
  /// (``IterationBudget/automatic`` by default).
  public var iterationBudget: IterationBudget = .automatic

  /// The constraints, in the order they were added.
  public internal(set) var constraints: [Constraint] = []
  /// The edit variables, in the order they were added.
  public internal(set) var editVariables: [EditVariable] = []
  /// Their identities, for repeats (10⁵ edit variables were a quadratic scan of the array).
  var editIDs: Set<ConstraintVariable.ID> = []
  /// Variables declared with ``declare(_:)``, in the order they were declared (without repeats).
  public internal(set) var declaredVariables: [ConstraintVariable] = []
  /// Their identities, for repeats.
  private var declaredIDs: Set<ConstraintVariable.ID> = []
  /// The limits every GLPK solve of this system runs under (default: 60 s, 10⁷ simplex iterations each, feasibility
  /// tolerance 10⁻⁹). `timeLimit` bounds a whole solve (every level), a whole ambiguity query and a whole conflict
  /// diagnosis, not each LP. It is a backstop: the work of each LP is bounded by ``iterationBudget`` first, so that
  /// the same system gets the same answer (or the same error) on a busy machine and a quiet one.
  public var options: LinearProgram.SolveOptions = {
    var options = LinearProgram.SolveOptions(timeLimit: .seconds(60))
    options.feasibilityTolerance = 1e-9
    return options
  }()

  /// An empty system.
  public init() {}

  /// A system holding `constraints`.
  ///
  /// - Throws: as ``add(_:)``.
  /// - Complexity: O(total terms).
  public init(_ constraints: [Constraint]) throws(ConstraintError) {
    try add(contentsOf: constraints)
  }

  /// Adds a constraint after validating it.
  ///
  /// - Throws: ``ConstraintError/invalidNumber(_:value:)`` for a NaN, infinite or huge (beyond 10³⁰) coefficient
  ///   or constant, or a coefficient below 10⁻³⁰ in magnitude; ``ConstraintError/invalidPriority(_:priority:)`` outside (0, 1000];
  ///   ``ConstraintError/tooManyConstraints(count:limit:)`` beyond ``maximumConstraintCount``.
  /// - Complexity: O(k) for k terms.
  public mutating func add(_ constraint: Constraint) throws(ConstraintError) {
    try Self.validate(constraint)
    guard constraints.count + editVariables.count < Self.maximumConstraintCount else {
      throw .tooManyConstraints(count: constraints.count + editVariables.count + 1, limit: Self.maximumConstraintCount)
    }
    constraints.append(constraint)
  }

  /// Adds several constraints (all or none).
  ///
  /// - Throws: as ``add(_:)``.
  /// - Complexity: O(total terms).
  public mutating func add(contentsOf constraints: [Constraint]) throws(ConstraintError) {
    for constraint in constraints { try Self.validate(constraint) }
    let total = self.constraints.count + editVariables.count + constraints.count
    guard total <= Self.maximumConstraintCount else {
      throw .tooManyConstraints(count: total, limit: Self.maximumConstraintCount)
    }
    self.constraints.append(contentsOf: constraints)
  }

  /// Puts `variable` in the system even when no constraint mentions it, so that solutions list it (at the
  /// tie-break's value, 0 when nothing holds it) and ``ambiguities()`` reports it when it is not determined — a
  /// layout's forgotten anchor. Declaring a variable twice, or one a constraint already mentions, changes nothing.
  ///
  /// ```swift
  /// let a = LayoutAnchors(key: "a")
  /// var system = try ConstraintSystem([a.width == 40])
  /// try system.declare(a.topVariable!)
  /// try system.ambiguities()   // a.top = 0, feasible in [-inf, inf]
  /// ```
  ///
  /// - Throws: ``ConstraintError/tooManyConstraints(count:limit:)`` beyond ``maximumConstraintCount`` declared
  ///   variables.
  /// - Complexity: O(1) amortised (a hash of the identity).
  public mutating func declare(_ variable: ConstraintVariable) throws(ConstraintError) {
    guard !declaredIDs.contains(variable.id) else { return }
    guard declaredVariables.count < Self.maximumConstraintCount else {
      throw .tooManyConstraints(count: declaredVariables.count + 1, limit: Self.maximumConstraintCount)
    }
    declaredVariables.append(variable)
    declaredIDs.insert(variable.id)
  }

  /// Makes `variable` an edit variable with an initial suggested `value`.
  ///
  /// - Throws: ``ConstraintError/duplicateEditVariable(name:)`` if it already is one;
  ///   ``ConstraintError/invalidPriority(_:priority:)`` (carrying the suggestion's constraint);
  ///   ``ConstraintError/invalidSuggestion(variable:value:)`` for a non-finite value.
  /// - Complexity: O(1) amortized.
  public mutating func addEditVariable(
    _ variable: ConstraintVariable, priority: ConstraintPriority = .strong, value: Double = 0
  ) throws(ConstraintError) {
    guard !editIDs.contains(variable.id) else { throw .duplicateEditVariable(name: variable.name) }
    guard priority.isValid else {
      throw .invalidPriority(
        EditVariable(variable: variable, priority: priority, value: value).constraint, priority: priority.value)
    }
    guard LinearProgram.isAdmissible(value) else { throw .invalidSuggestion(variable: variable.name, value: value) }
    guard constraints.count + editVariables.count < Self.maximumConstraintCount else {
      throw .tooManyConstraints(count: constraints.count + editVariables.count + 1, limit: Self.maximumConstraintCount)
    }
    editVariables.append(EditVariable(variable: variable, priority: priority, value: value))
    editIDs.insert(variable.id)
  }

  /// Suggests a new value for an edit variable.
  ///
  /// - Throws: ``ConstraintError/notAnEditVariable(name:)`` if `variable` is not an edit variable;
  ///   ``ConstraintError/invalidSuggestion(variable:value:)`` for a non-finite value.
  /// - Complexity: O(edit variables).
  public mutating func suggestValue(_ value: Double, for variable: ConstraintVariable) throws(ConstraintError) {
    guard let k = editVariables.firstIndex(where: { $0.variable.id == variable.id }) else {
      throw .notAnEditVariable(name: variable.name)
    }
    guard LinearProgram.isAdmissible(value) else { throw .invalidSuggestion(variable: variable.name, value: value) }
    editVariables[k].value = value
  }

  /// Solves the system from scratch (a cold solve): one LP per priority level plus a tie-break level.
  ///
  /// A system of bounds and difference constraints (`x − y ⋈ c`: chains, trees of offsets, rows over edge variables)
  /// whose optional constraints can all hold at once, and whose least point has no negative coordinate, is solved
  /// on its constraint graph without an LP (longest paths; the same answer, see Documentation/Constraints.md,
  /// "Structure-aware solving").
  ///
  /// - Throws: ``ConstraintError/unsatisfiable(conflict:)`` with a minimal conflicting subset of the required
  ///   constraints; ``ConstraintError/tooManyLevels(count:limit:)`` past ``maximumLevelCount`` priorities;
  ///   ``ConstraintError/valueOutOfRange(variable:value:)`` when the optimum lies beyond ±10³⁰;
  ///   ``ConstraintError/solverFailed(_:)`` when a limit stops GLPK
  ///   (``ConstraintError/SolverFailure/stopped(_:stage:)``) or the LP layer rejects ``options``
  ///   (``ConstraintError/SolverFailure/linearProgram(_:)``).
  /// - Complexity: O(n log n) for n constraints plus a near-linear graph search when the fast path answers;
  ///   otherwise O(levels + 1) simplex solves of an LP with one row per constraint.
  public func solve() throws(ConstraintError) -> ConstraintSolution {
    guard DifferenceSolution.mayApply(to: self) else { return try LexicographicSolver(self).solve(once: true) }
    // The canonical order is computed once, for the fast path and, when it declines, for presolve.
    let canonical = ConstraintModel.canonicalRows(of: self)
    if case .success(let solution) = DifferenceSolution.solve(self, canonical: canonical) { return solution }
    return try LexicographicSolver(self, canonical: canonical).solve(once: true)
  }

  /// ``solve()`` by the level LPs alone, never by the difference-constraint fast path (for differential tests and
  /// benchmarks).
  ///
  /// - Throws: as ``solve()``.
  /// - Complexity: O(levels + 1) simplex solves.
  package func solveByLevels() throws(ConstraintError) -> ConstraintSolution {
    try LexicographicSolver(self).solve(once: true)
  }

  /// The difference-constraint fast path's answer, or `nil` when it does not apply (for differential tests and
  /// benchmarks).
  ///
  /// - Complexity: as ``solve()``'s fast path.
  package func differenceSolution() -> ConstraintSolution? {
    try? DifferenceSolution.solve(self).get()
  }

  /// Every variable not uniquely determined at the lexicographic optimum (all levels' error sums fixed), with its
  /// feasible range, including variables no constraint holds (``declare(_:)``). A variable over columns that no LP
  /// row couples (only its bounds limit it) is ranged without an LP. For the others, every LP's final basis is
  /// priced for every open end (a proof of each end that vertex attains), the solve's own basis first; a weighted
  /// combination of the open variables, maximised over two copies of the optimal face at once, proves them all
  /// constant when its optimum is 0; every other LP closes a variable: both its ends by one LP over the two copies,
  /// or its one open end by a plain LP, an unbounded one through its ray every end growing along it (see
  /// Documentation/Constraints.md, "Ambiguity", for the bound and measured counts).
  ///
  /// - Throws: as ``solve()``.
  /// - Complexity: the solve, then O(columns + nonzeros) to split the variables, then 0 LPs when no variable is
  ///   coupled by a row or the solve's basis leaves no freedom, 1 when no coupled variable varies (a 50-view form:
  ///   1 when determined, 2 when its fields slide), and never more than one per variable a row couples (nor than 1 +
  ///   those the solve's basis leaves open); an LP over the two copies makes both ends' pivots on twice the rows
  ///   and columns (measured costs in Documentation/Constraints.md). Per LP at most one pricing (a `glp_btran`,
  ///   O(rows + columns)) per open variable.
  public func ambiguities() throws(ConstraintError) -> [ConstraintAmbiguity] {
    let solver = try LexicographicSolver(self)
    let solution = try solver.solve(once: true)
    return try solver.ambiguities(at: solution)
  }

  /// ``ambiguities()``, how many LPs it ran after the solve, how many variables have a coupled part (a part over
  /// columns that LP rows couple; the others need no LP) and how many of the LPs were over two copies of the face
  /// (each making both ends' pivots on twice the rows and columns), for tests and benchmarks of its cost.
  ///
  /// - Throws: as ``solve()``.
  /// - Complexity: as ``ambiguities()``.
  package func ambiguityReport() throws(ConstraintError) -> (
    ambiguities: [ConstraintAmbiguity], linearPrograms: Int, coupledVariables: Int, doubledPrograms: Int
  ) {
    let solver = try LexicographicSolver(self)
    let solution = try solver.solve(once: true)
    return try solver.ambiguityReport(at: solution)
  }

  /// The size of the LP that presolve builds for this system (nothing is solved).
  ///
  /// - Throws: ``ConstraintError/solverFailed(_:)`` if the LP cannot be built.
  /// - Complexity: O(total terms + n log n) for n constraints, as building the LP for a solve.
  public func presolveSummary() throws(ConstraintError) -> ConstraintPresolveSummary {
    let model: ConstraintModel
    do {
      model = try ConstraintModel(self)
    } catch {
      throw .solverFailed(.linearProgram(error))
    }
    return ConstraintPresolveSummary(
      variables: model.variables.count, eliminated: model.eliminated.count, rows: model.constraintRowCount,
      columns: model.program.variableCount)
  }

  /// A readable listing of the system, grouped by priority level (strongest first), in canonical order.
  ///
  /// - Complexity: O(n log n) for n constraints.
  public var dump: String {
    let all = constraints + editVariables.map(\.constraint)
    let levels = Set(all.map(\.priority)).sorted(by: >)
    var text = ""
    for level in levels {
      let members = all.filter { $0.priority == level }.sorted { $0.canonicalKey < $1.canonicalKey }
      text += "\(level) (\(formatConstraintNumber(level.value))): \(members.count) constraint"
      text += members.count == 1 ? "\n" : "s\n"
      for member in members {
        let expression = member.expressionText
        if let label = member.label, label != expression, !label.hasPrefix(expression + " @") {
          text += "  \(label)  [\(expression)]\n"
        } else {
          text += "  \(expression)\n"
        }
      }
    }
    return text
  }

  static func validate(_ constraint: Constraint) throws(ConstraintError) {
    for term in constraint.expression.terms
    where !LinearProgram.isAdmissible(term.coefficient) || abs(term.coefficient) < LinearProgram.negligibleMagnitude {
      throw .invalidNumber(constraint, value: term.coefficient)
    }
    let magnitudes = constraint.expression.terms.map { abs($0.coefficient) }
    if let smallest = magnitudes.min(), let largest = magnitudes.max(), smallest < coefficientRatioLimit * largest {
      throw .badlyScaled(constraint, smallest: smallest, largest: largest)
    }
    guard LinearProgram.isAdmissible(constraint.expression.constant) else {
      throw .invalidNumber(constraint, value: constraint.expression.constant)
    }
    guard constraint.priority.isValid else {
      throw .invalidPriority(constraint, priority: constraint.priority.value)
    }
  }
}

extension Constraint {
  /// The sort key of ``ConstraintSystem/dump``: canonical text, priority, label.
  var canonicalKey: String {
    canonicalText + " @" + String(priority.value) + " #" + (label ?? "")
  }

  /// −1 when the canonical orientation negates the constraint (`>=` becomes `<=`; an equality gets a positive
  /// coefficient on its first variable by rank, `firstCoefficient`), else 1.
  func canonicalFactor(firstCoefficient: Double?) -> Double {
    relation == .greaterOrEqual || (relation == .equal && (firstCoefficient ?? 0) < 0) ? -1 : 1
  }

  /// The part of the canonical order after the terms: relation, right-hand side, priority, label.
  static func canonicalTail(_ x: Constraint, _ fx: Double, _ y: Constraint, _ fy: Double) -> Int {
    let ra = x.relation == .equal ? 0 : 1
    let rb = y.relation == .equal ? 0 : 1
    if ra != rb { return ra < rb ? -1 : 1 }
    let ka = -fx * x.expression.constant
    let kb = -fy * y.expression.constant
    if ka != kb { return ka < kb ? -1 : 1 }
    if x.priority != y.priority { return x.priority < y.priority ? -1 : 1 }
    if x.label != y.label { return (x.label ?? "") < (y.label ?? "") || x.label == nil ? -1 : 1 }
    return 0
  }
}

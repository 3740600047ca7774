/// An incremental constraint solver: edit variables get new suggested values and each re-solve starts from the
/// previous optimal basis (a window-resize loop costs a few simplex pivots per level, not a cold solve).
/// Constraints and edit variables can be added and removed on the live solver too (see
/// `ConstraintSolver+Incremental.swift` and Documentation/Constraints.md, "Adding and removing constraints").
///
/// Like ``LinearProgram/Solver`` it keeps a GLPK problem confined to the thread of its first solve, so it is not
/// `Sendable`; use one per thread.
///
/// ```swift
/// var system = try ConstraintSystem([left == 0, right == left + width, (width == 100) | .weak])
/// try system.addEditVariable(ConstraintVariable("right"))
/// let solver = try ConstraintSolver(system)
/// for w in stride(from: 300.0, to: 400, by: 1) {
///   try solver.suggestValue(w, for: ConstraintVariable("right"))
///   let solution = try solver.solve()
/// }
/// ```
public final class ConstraintSolver {
  var engine: LexicographicSolver
  /// The system with the current suggestions.
  public internal(set) var system: ConstraintSystem
  /// Suggestions made since the last solve, by variable.
  private var pending: [ConstraintVariable.ID: (variable: ConstraintVariable, value: Double)] = [:]
  /// Affine pieces of the solution as a function of one edit variable (the others fixed): on `validity` every
  /// level keeps its basis, so the solution is `values + (s − value)·slope`. Cleared when another edit variable
  /// changes; at most ``maximumPieces`` are kept (the oldest goes first).
  var pieces: [Piece] = []
  var piecesVariable: ConstraintVariable?
  /// Up to 128 pieces within 16 MB of cached values (at least 8). Degenerate optimal bases report validity
  /// intervals shorter than the true pieces, so a random walk over widths meets many fragments.
  private var maximumPieces: Int { min(128, max(8, (16 << 20) / max(1, 16 * engine.names.count))) }
  struct Piece {
    var value: Double
    var values: [Double]
    var errors: [Double]
    var validity: ClosedRange<Double>
    var slopeValues: [Double]
    var slopeErrors: [Double]
  }

  /// Whether ``solve()`` answers suggestions inside a known affine piece without GLPK (default true). Turning it
  /// off makes every solve a warm GLPK re-solve (no probe for the piece either): for measuring, or to get GLPK's
  /// own answer each time.
  public var usesPieceCache = true

  /// A deadline from outside the solver, for a solve inside a layout pass (``LayoutLimits/timeLimit``): each solve
  /// stops at whichever comes first of it and the system's `timeLimit`.
  package var outerDeadline: ContinuousClock.Instant? {
    get { engine.outerDeadline }
    set { engine.outerDeadline = newValue }
  }

  /// Builds the LP for `system` (no solve yet).
  ///
  /// - Throws: ``ConstraintError/solverFailed(_:)`` if the LP cannot be built.
  /// - Complexity: O(total terms + n log n) for n constraints.
  public init(_ system: ConstraintSystem) throws(ConstraintError) {
    self.system = system
    engine = try LexicographicSolver(system)
  }

  /// Suggests a value for an edit variable; applied at the next ``solve()``.
  ///
  /// - Throws: ``ConstraintError/notAnEditVariable(name:)``, ``ConstraintError/invalidSuggestion(variable:value:)``.
  /// - Complexity: O(edit variables).
  public func suggestValue(_ value: Double, for variable: ConstraintVariable) throws(ConstraintError) {
    try system.suggestValue(value, for: variable)
    try engine.suggest(value, for: variable)
    pending[variable.id] = (variable, value)
  }

  /// Solves warm from the previous basis.
  ///
  /// When only one edit variable changes, the lexicographic optimum is a piecewise-affine function of its
  /// suggestion: on the interval where every level's optimal basis stays valid (GLPK's right-hand-side ranging,
  /// intersected over the levels) it is affine. After a full solve the solver probes a second point of that
  /// interval to learn the piece; later suggestions inside a known piece are answered in O(variables) without
  /// calling GLPK (``ConstraintSolution/iterations`` is then 0).
  ///
  /// - Throws: as ``ConstraintSystem/solve()``.
  /// - Complexity: O(variables + pieces) inside a known piece; otherwise 2·(levels + 1) warm simplex solves.
  public func solve() throws(ConstraintError) -> ConstraintSolution {
    defer { pending.removeAll(keepingCapacity: true) }
    let single = pending.count == 1 ? pending.first?.value : nil
    guard usesPieceCache else { return try engine.solve() }
    if let single, single.variable.id == piecesVariable?.id,
      let piece = pieces.last(where: { $0.validity.contains(single.value) })
    {
      let delta = single.value - piece.value
      // Built by `map`: assigning into a copy of `piece.values` checked its uniqueness once per value.
      let values = zip(piece.values, piece.slopeValues).map { LexicographicSolver.snapped($0 + delta * $1) }
      var errors: [ConstraintSolution.LevelError] = []
      for l in piece.errors.indices {
        errors.append(
          .init(
            priority: engine.levels[l],
            error: max(0, LexicographicSolver.snapped(piece.errors[l] + delta * piece.slopeErrors[l]))))
      }
      return ConstraintSolution(
        variables: engine.model.variables, names: engine.names, values: values, levelErrors: errors, iterations: 0,
        index: engine.model.index)
    }
    if pending.count > 1 || (single != nil && single?.variable.id != piecesVariable?.id) {
      pieces.removeAll()
      piecesVariable = single?.variable
    }
    let tracked =
      single?.variable ?? piecesVariable
      ?? (system.editVariables.count == 1 ? system.editVariables[0].variable : nil)
    let solution = try engine.solve(tracking: tracked?.id)
    guard let tracked, let validity = engine.validity, validity.lowerBound < validity.upperBound,
      let value = system.editVariables.first(where: { $0.variable.id == tracked.id })?.value, validity.contains(value)
    else { return solution }
    // A second point inside the validity interval gives the slope of this affine piece.
    let up = validity.upperBound - value
    let down = value - validity.lowerBound
    let scale = max(1, abs(value))
    let step = up >= down ? min(up / 2, scale) : -min(down / 2, scale)
    guard abs(step) >= 1e-6 * scale, step.isFinite else { return solution }
    let baseValues = engine.rawValues
    let baseErrors = engine.rawErrors
    try engine.suggest(value + step, for: tracked)
    _ = try engine.solve()
    try engine.suggest(value, for: tracked)
    let piece = Piece(
      value: value, values: baseValues, errors: baseErrors, validity: validity,
      slopeValues: zip(engine.rawValues, baseValues).map { ($0 - $1) / step },
      slopeErrors: zip(engine.rawErrors, baseErrors).map { ($0 - $1) / step })
    piecesVariable = tracked
    if pieces.count >= maximumPieces { pieces.removeFirst() }
    pieces.append(piece)
    return solution
  }

  /// As ``ConstraintSystem/ambiguities()``, reusing this solver's basis.
  ///
  /// - Throws: as ``ConstraintSystem/solve()``.
  /// - Complexity: as ``ConstraintSystem/ambiguities()``.
  public func ambiguities() throws(ConstraintError) -> [ConstraintAmbiguity] {
    let solution = try engine.solve()
    return try engine.ambiguities(at: solution)
  }

  /// ``ambiguities()``, how many LPs it ran after the solve, how many variables have a coupled part (a part over
  /// columns that LP rows couple; the others need no LP) and how many of the LPs were over two copies of the face
  /// (each making both ends' pivots on twice the rows and columns), for tests and benchmarks of its cost.
  ///
  /// - Throws: as ``ConstraintSystem/solve()``.
  /// - Complexity: as ``ConstraintSystem/ambiguities()``.
  package func ambiguityReport() throws(ConstraintError) -> (
    ambiguities: [ConstraintAmbiguity], linearPrograms: Int, coupledVariables: Int, doubledPrograms: Int
  ) {
    let solution = try engine.solve()
    return try engine.ambiguityReport(at: solution)
  }
}

/// A `ConstraintSolver` owns a thread-confined GLPK problem.
@available(*, unavailable)
extension ConstraintSolver: Sendable {}

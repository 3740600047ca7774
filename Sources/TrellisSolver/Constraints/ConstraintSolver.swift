/// An incremental constraint solver: edit variables get new suggested values and each re-solve starts from the
/// previous optimal basis (a window-resize loop costs a few simplex pivots per level, not a cold solve).
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
  private let engine: LexicographicSolver
  /// The system with the current suggestions.
  public private(set) var system: ConstraintSystem
  /// Suggestions made since the last solve.
  private var pending: [String: Double] = [:]
  /// The last full solve of a single edit variable: its value, the solution, the suggestions for which every
  /// level keeps its basis, and (once a second point is known) the solution's rate of change.
  private var anchor: Anchor?
  private struct Anchor {
    var name: String
    var value: Double
    var values: [Double]
    var errors: [Double]
    var validity: ClosedRange<Double>
    var slope: (values: [Double], errors: [Double])?
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
  /// - Throws: ``ConstraintError/editVariable(_:)``, ``ConstraintError/invalidSuggestion(variable:value:)``.
  /// - Complexity: O(edit variables).
  public func suggestValue(_ value: Double, for variable: ConstraintVariable) throws(ConstraintError) {
    try system.suggestValue(value, for: variable)
    try engine.suggest(value, for: variable.name)
    pending[variable.name] = value
  }

  /// Solves warm from the previous basis.
  ///
  /// When only one edit variable changed and its new value lies in the interval where every level's optimal basis
  /// stays valid (GLPK's right-hand-side ranging, intersected over the levels), the lexicographic optimum is an
  /// affine function of the suggestion there: after two solves in the interval, further suggestions inside it are
  /// answered in O(variables) without calling GLPK (``ConstraintSolution/iterations`` is then 0).
  ///
  /// - Throws: as ``ConstraintSystem/solve()``.
  /// - Complexity: O(variables) inside the validity interval; otherwise O(levels + 1) warm simplex solves.
  public func solve() throws(ConstraintError) -> ConstraintSolution {
    defer { pending.removeAll(keepingCapacity: true) }
    let single = pending.count == 1 ? pending.first : nil
    if let single, let anchor, anchor.name == single.key, anchor.validity.contains(single.value),
      let slope = anchor.slope
    {
      let delta = single.value - anchor.value
      var values = anchor.values
      for k in values.indices { values[k] = LexicographicSolver.snapped(values[k] + delta * slope.values[k]) }
      var errors: [ConstraintSolution.LevelError] = []
      for l in anchor.errors.indices {
        errors.append(
          .init(
            priority: engine.levels[l],
            error: max(0, LexicographicSolver.snapped(anchor.errors[l] + delta * slope.errors[l]))))
      }
      return ConstraintSolution(
        names: engine.names, values: values, levelErrors: errors, iterations: 0, index: engine.index)
    }
    let tracked = single?.key ?? (system.editVariables.count == 1 ? system.editVariables[0].name : nil)
    let solution: ConstraintSolution
    do {
      solution = try engine.solve(tracking: tracked)
    } catch {
      anchor = nil
      throw error
    }
    let value = tracked.flatMap { name in system.editVariables.first { $0.name == name }?.value }
    if let single, let value, var current = anchor, current.name == single.key, current.slope == nil,
      current.validity.contains(value), abs(value - current.value) > 1e-9 * max(1, abs(value))
    {
      let delta = value - current.value
      current.slope = (
        zip(solution.values, current.values).map { ($0 - $1) / delta },
        zip(solution.levelErrors.map(\.error), current.errors).map { ($0 - $1) / delta }
      )
      anchor = current
    } else if let tracked, let value, let validity = engine.validity, validity.contains(value) {
      anchor = Anchor(
        name: tracked, value: value, values: solution.values, errors: solution.levelErrors.map(\.error),
        validity: validity, slope: nil)
    } else {
      anchor = nil
    }
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
}

/// A `ConstraintSolver` owns a thread-confined GLPK problem.
@available(*, unavailable)
extension ConstraintSolver: Sendable {}

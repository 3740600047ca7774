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
  }

  /// Solves warm from the previous basis.
  ///
  /// - Throws: as ``ConstraintSystem/solve()``.
  /// - Complexity: O(levels + 1) warm simplex solves.
  public func solve() throws(ConstraintError) -> ConstraintSolution {
    try engine.solve()
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

extension ConstraintSolver {
  /// The ratio of taken-out LP rows to live ones past which a change rebuilds the solver (and compacts the LP).
  static let garbageLimit = 1.0

  /// Adds a constraint to the live system; the next ``solve()`` re-solves warm from the current basis.
  ///
  /// The constraint becomes a new LP row (with its error slacks when optional) without presolve. A constraint
  /// over a variable the solver has never seen rebuilds the solver from ``system`` instead (the next solve is
  /// cold). A required constraint that contradicts the others is accepted here; the next ``solve()`` throws
  /// ``ConstraintError/unsatisfiable(conflict:)`` naming it, and ``remove(_:)`` takes it back.
  ///
  /// - Throws: as ``ConstraintSystem/add(_:)``; ``ConstraintError/tooManyLevels(count:limit:)`` past
  ///   ``ConstraintSystem/maximumLevelCount`` priorities.
  /// - Complexity: O(terms after substituting eliminated variables); a new priority level also costs O(levels).
  public func add(_ constraint: Constraint) throws(ConstraintError) {
    var next = system
    try next.add(constraint)
    let warm = try engine.add(constraint, position: next.constraints.count - 1)
    system = next
    try changed(warm: warm)
  }

  /// Removes one constraint equal to `constraint` (the `Constraint` value is its handle, as in kiwi); the next
  /// ``solve()`` re-solves warm.
  ///
  /// A constraint that became an LP row (every constraint added with ``add(_:)``, and presolved ones over two or
  /// more variables) is taken out of the live LP: its row is freed, its slacks fixed at 0. One presolve folded
  /// away (a required equality it eliminated, a single-variable bound or penalty) rebuilds the solver, as does
  /// accumulating as many taken-out rows as live ones.
  ///
  /// - Throws: ``ConstraintError/unknownConstraint(_:)`` when the system holds no equal constraint.
  /// - Complexity: O(its level's terms) for an LP row; a rebuild costs a cold solve at the next ``solve()``.
  public func remove(_ constraint: Constraint) throws(ConstraintError) {
    var next = system
    try next.remove(constraint)
    let warm = try engine.remove(constraint)
    system = next
    try changed(warm: warm)
  }

  /// Whether ``system`` holds a constraint equal to `constraint`.
  ///
  /// - Complexity: O(constraints).
  public func contains(_ constraint: Constraint) -> Bool { system.contains(constraint) }

  /// Makes `variable` an edit variable on the live solver (a new suggestion row, warm).
  ///
  /// - Throws: as ``ConstraintSystem/addEditVariable(_:priority:value:)``.
  /// - Complexity: as ``add(_:)``.
  public func addEditVariable(
    _ variable: ConstraintVariable, priority: ConstraintPriority = .strong, value: Double = 0
  ) throws(ConstraintError) {
    var next = system
    try next.addEditVariable(variable, priority: priority, value: value)
    let edit = next.editVariables[next.editVariables.count - 1]
    let warm = try engine.addEdit(edit)
    system = next
    try changed(warm: warm)
  }

  /// Stops treating `variable` as an edit variable (its suggestion row is taken out, warm).
  ///
  /// - Throws: ``ConstraintError/notAnEditVariable(name:)``.
  /// - Complexity: O(its level's terms).
  public func removeEditVariable(_ variable: ConstraintVariable) throws(ConstraintError) {
    var next = system
    try next.removeEditVariable(variable)
    try engine.removeEdit(variable)
    system = next
    try changed(warm: true)
  }

  /// Forgets the cached edit pieces (their levels and values no longer apply) and rebuilds when the change could
  /// not be made warm or the LP holds too many taken-out rows.
  private func changed(warm: Bool) throws(ConstraintError) {
    pieces.removeAll()
    piecesVariable = nil
    if !warm || engine.garbageRatio > Self.garbageLimit {
      engine = try LexicographicSolver(system)
    }
  }
}

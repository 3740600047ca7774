extension ConstraintSystem {
  /// The largest number of distinct optional priority levels a system may use (10⁴): each level costs one LP in
  /// the worst case, so the cap bounds a solve.
  public static let maximumLevelCount = 10_000

  /// Whether the system holds `constraint` (an equal value: same expression, relation, priority and label).
  ///
  /// - Complexity: O(n) for n constraints.
  public func contains(_ constraint: Constraint) -> Bool {
    constraints.contains(constraint)
  }

  /// Removes one constraint equal to `constraint` (the most recently added one when several are equal).
  ///
  /// - Throws: ``ConstraintError/unknownConstraint(_:)`` when the system holds no such constraint.
  /// - Complexity: O(n) for n constraints.
  public mutating func remove(_ constraint: Constraint) throws(ConstraintError) {
    guard let k = constraints.lastIndex(of: constraint) else { throw .unknownConstraint(constraint) }
    constraints.remove(at: k)
  }

  /// Stops treating `variable` as an edit variable (its suggestion is dropped).
  ///
  /// - Throws: ``ConstraintError/notAnEditVariable(name:)`` when it is not one.
  /// - Complexity: O(edit variables).
  public mutating func removeEditVariable(_ variable: ConstraintVariable) throws(ConstraintError) {
    guard let k = editVariables.firstIndex(where: { $0.variable.id == variable.id }) else {
      throw .notAnEditVariable(name: variable.name)
    }
    editVariables.remove(at: k)
    editIDs.remove(variable.id)
  }
}

/// What a solver that takes constraints on the fly (`LexicographicSolver+Incremental.swift`) knows about its live
/// rows, built on the first change: how many optional constraints each priority still has (a level is dropped with
/// its last one), which LP rows each constraint value became (for removal), and each edit variable's row.
struct LiveRows {
  /// Whether constraints were added or removed since presolve: the level grouping (computed from presolve's rows)
  /// may no longer hold, so every solve runs one LP per level (as edit-tracking solves always do).
  private(set) var isChanged = false
  /// Live optional constraints per priority.
  var levelMembers: [ConstraintPriority: Int] = [:]
  /// The model rows each constraint value became, most recent last.
  var rowsByConstraint: [Constraint: [Int]] = [:]
  /// Each edit variable's model row.
  var editIndex: [ConstraintVariable.ID: Int] = [:]

  /// Indexes `model`'s presolved rows, the first time only.
  ///
  /// - Complexity: O(rows) the first time, O(1) after.
  mutating func start(_ model: ConstraintModel) {
    guard !isChanged else { return }
    isChanged = true
    for row in model.rows where !row.priority.isRequired { levelMembers[row.priority, default: 0] += 1 }
    let editCount = model.editRows.count
    for (k, handle) in model.rowHandles where k >= editCount {
      _ = handle
      rowsByConstraint[model.originals[k], default: []].append(k)
    }
    for (k, edit) in model.editOrder.enumerated() { editIndex[edit] = k }
  }

}

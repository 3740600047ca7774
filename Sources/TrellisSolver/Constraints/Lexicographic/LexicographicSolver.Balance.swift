extension LexicographicSolver {
  /// What the balancing stage keeps between solves (`LexicographicSolver+Balance.swift`): its round columns, the
  /// rows it made for each error and round, and what the current solve bounded and fixed.
  ///
  /// Columns and rows are added (to the model and the solver, so their indices stay aligned when constraints are
  /// added later) the first time a round needs them, and reused by every later solve: a solver that re-solves a
  /// thousand times adds them once. Between uses every such row is free, so it constrains nothing.
  struct Balance {
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

    /// The rounds' bound columns t (≥ 0), in the order rounds use them.
    var columns: [Int] = []
    /// Columns the current solve has used.
    var used = 0
    var rows: [RowKey: Int] = [:]
    /// The indices of those rows.
    var rowIndices = Set<Int>()
    /// The variable each segment column belongs to (−1 for other columns), built on first use.
    var owner: [Int] = []
    /// Rows bounded since the last ``LexicographicSolver/releaseBalance()``.
    var bounded: [Int] = []
    /// How many face fixings (columns, rows) there were when the balancing started: the later ones are its own.
    var mark: (columns: Int, rows: Int)?
  }
}

extension LinearProgram.Solver {
  /// A row's or a column's variable (zero-based), as ``unboundedVariable()`` names it.
  enum UnboundedVariable: Equatable {
    case row(Int)
    case column(Int)
  }
}

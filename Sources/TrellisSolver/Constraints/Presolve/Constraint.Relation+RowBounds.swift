extension Constraint.Relation {
  /// The bounds of an LP row `Σ terms REL rhs`.
  func rowBounds(_ rhs: Double) -> LinearProgram.RowBounds {
    switch self {
    case .equal: .equal(rhs)
    case .lessOrEqual: .lessOrEqual(rhs)
    case .greaterOrEqual: .greaterOrEqual(rhs)
    }
  }
}

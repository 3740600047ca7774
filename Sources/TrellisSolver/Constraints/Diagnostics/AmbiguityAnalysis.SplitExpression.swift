extension AmbiguityAnalysis {
  /// A variable split by the LP's structure: the part over columns some row couples (its range needs an LP) and
  /// the range of the part over columns in no row (box-bounded only, so that part ranges independently).
  struct SplitExpression {
    var coupled: [ConstraintModel.Term]
    var constant: Double
    var freeLow: Double
    var freeHigh: Double
  }
}

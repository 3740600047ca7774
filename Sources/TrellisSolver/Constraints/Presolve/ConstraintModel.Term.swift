extension ConstraintModel {
  /// One entry of a sparse linear form: `coefficient · x[index]`, where `index` is a variable rank (in rows and
  /// definitions) or an LP column (in objectives).
  ///
  /// A plain struct of two stored values, laid out like the `(Int, Double)` tuple it replaces.
  struct Term {
    /// The variable rank or LP column.
    var index: Int
    /// The coefficient.
    var coefficient: Double

    init(_ index: Int, _ coefficient: Double) {
      self.index = index
      self.coefficient = coefficient
    }
  }
}

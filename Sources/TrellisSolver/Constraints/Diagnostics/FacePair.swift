/// Two copies of the current optimal face in one LP, for ``AmbiguityAnalysis``: the columns x′
/// and x″ each satisfy every row, bound and face fixing of the solver's LP, independently. Maximising
/// `f(x′) − f(x″)` then finds the maximum and the minimum of f over the face in one simplex run, and each copy's
/// part of the optimal basis is a basis of the plain LP at that copy's vertex (the basis matrix is block diagonal,
/// so each copy has exactly one basic variable per row of its own), which the pricing test reads as it reads the
/// plain solver's.
///
/// Built once per query, the first time an LP needs both ends, with both copies at the plain solver's basis; later
/// LPs start from where the last one left each copy. An LP over the pair does the pivots of both ends, each on
/// twice the rows and columns: measured, from about the two plain LPs it replaces to twice them
/// (Documentation/Constraints.md, "Ambiguity").
struct FacePair {
  let solver: LinearProgram.Solver
  /// Columns and rows of one copy: copy c's column j is `c·columns + j`.
  let columns: Int
  let rows: Int
  /// Columns whose objective coefficient is currently nonzero.
  private var costed: [Int] = []

  /// The pair for `plain`'s current program, both copies at its basis (`values`: its columns at its last point).
  ///
  /// - Throws: as ``LinearProgram/Solver/copies(_:values:)``.
  /// - Complexity: O(rows + columns + nonzeros) of the plain LP.
  init(_ plain: LinearProgram.Solver, values: [Double]?) throws(LinearProgramError) {
    solver = try plain.copies(2, values: values)
    columns = plain.program.variableCount
    rows = plain.program.rowCount
    solver.setDirection(.maximize)
  }

  /// Sets the objective to maximise `Σ first · x′ + Σ second · x″` (terms over one copy's columns).
  ///
  /// - Throws: as ``LinearProgram/Solver/setObjectiveCoefficient(of:_:)`` (not expected: indices are in range).
  /// - Complexity: O(terms + the previous objective's terms).
  mutating func setObjective(
    first: [ConstraintModel.Term], second: [ConstraintModel.Term]
  ) throws(LinearProgramError) {
    for j in costed { try solver.setObjectiveCoefficient(of: LinearProgram.Variable(j), 0) }
    costed.removeAll(keepingCapacity: true)
    for (copy, terms) in [(0, first), (1, second)] {
      for term in terms where term.coefficient != 0 {
        let j = copy * columns + term.index
        try solver.setObjectiveCoefficient(of: LinearProgram.Variable(j), term.coefficient)
        costed.append(j)
      }
    }
  }

  /// Drops copy `copy`'s part of the objective (after its end proved unbounded), keeping the other's.
  ///
  /// - Complexity: O(the objective's terms).
  mutating func dropObjective(ofCopy copy: Int) throws(LinearProgramError) {
    let range = (copy * columns)..<((copy + 1) * columns)
    for j in costed where range.contains(j) {
      try solver.setObjectiveCoefficient(of: LinearProgram.Variable(j), 0)
    }
    costed.removeAll { range.contains($0) }
  }

  /// Copy `copy`'s part of a vector over the pair's columns.
  func part(_ values: [Double], copy: Int) -> [Double] {
    Array(values[(copy * columns)..<((copy + 1) * columns)])
  }

  /// The copy that holds the pair's row or column `variable`.
  func copy(of variable: LinearProgram.Solver.UnboundedVariable) -> Int {
    switch variable {
    case .row(let i): i < rows ? 0 : 1
    case .column(let j): j < columns ? 0 : 1
    }
  }
}

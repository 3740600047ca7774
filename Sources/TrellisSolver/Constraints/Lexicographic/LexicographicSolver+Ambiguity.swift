extension LexicographicSolver {
  /// Variables not determined at the optimum of the last ``solve(tracking:once:)``, with their ranges: every
  /// level's optimal face stays fixed, the balancing is released (it only picked a point on that face), and
  /// ``AmbiguityAnalysis`` ranges every variable over it on this solver's LP.
  ///
  /// - Throws: as ``solve(tracking:once:)``.
  /// - Complexity: as ``AmbiguityAnalysis``.
  func ambiguities(at solution: ConstraintSolution) throws(ConstraintError) -> [ConstraintAmbiguity] {
    try ambiguityReport(at: solution).ambiguities
  }

  /// ``ambiguities(at:)``, the number of LPs it ran after the solve (those over the pair of faces included), how many
  /// variables have a coupled part, and how many of the LPs were over the pair.
  func ambiguityReport(
    at solution: ConstraintSolution
  ) throws(ConstraintError) -> (
    ambiguities: [ConstraintAmbiguity], linearPrograms: Int, coupledVariables: Int, doubledPrograms: Int
  ) {
    guard !names.isEmpty else { return ([], 0, 0, 0) }
    program.deadline = .now + options.timeLimit
    if let outerDeadline, outerDeadline < program.deadline { program.deadline = outerDeadline }
    let solver = program.solver
    defer { solver.setDirection(.minimize) }
    // Releasing the balancing changes bounds: GLPK's basis may then no longer sit at the solution's point.
    let moved = balance.hasBounds(comparedWith: face)
    try releaseBalance()
    let split = AmbiguityAnalysis.split(&model, freeRows: balance.rowIndices)
    var analysis = AmbiguityAnalysis(
      split: split, fixed: face.isFixed,
      columns: rawColumns.count == model.program.variableCount ? rawColumns : nil)
    try diagnosingInfeasibility { () throws(ConstraintError) in
      try analysis.proveRanges(on: &program, values: solution.values, moved: moved)
    }
    return (
      analysis.ambiguities(of: model.variables, values: solution.values), analysis.linearPrograms,
      analysis.search.coupledCount, analysis.doubled
    )
  }
}

extension LinearProgram {
  /// Solves the program: LP by simplex or interior point, MIP by branch-and-cut.
  ///
  /// A GLPK problem is created, used and deleted on the calling thread inside this call, so the program can be
  /// solved from any thread or task concurrently. Infeasible, unbounded and limited solves are statuses, not errors.
  ///
  /// ```swift
  /// let result = try lp.solve(.init(method: .dualSimplex, timeLimit: .seconds(5)))
  /// if result.status == .optimal { print(result.objective, result[x]) }
  /// ```
  /// - Throws: ``LinearProgramError/invalidOption(_:)`` for a non-positive limit, a bad gap or an incumbent of the
  ///   wrong length; ``LinearProgramError/invalidIncumbent(_:)`` for an infeasible incumbent.
  /// - Complexity: O(variables + rows + nonzeros) to build, plus GLPK's solve time (bounded by the limits).
  public func solve(_ options: SolveOptions = SolveOptions()) throws(LinearProgramError) -> Solution {
    let incumbent = try validate(options)
    let clock = ContinuousClock()
    let start = clock.now
    let problem = GLPKProblem()
    try GLPKIndexError.translating { () throws(GLPKIndexError) in try problem.load(self) }
    var solution = problem.solve(self, options: options, incumbent: incumbent)
    solution.time = clock.now - start
    return solution
  }
}

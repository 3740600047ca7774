extension LinearProgram {
  /// The outcome of a solve.
  ///
  /// GLPK reports infeasibility two ways — a presolver return code (`GLP_ENOPFS` / `GLP_ENODFS`) or a solution
  /// status (`GLP_NOFEAS`, `GLP_UNBND`) — and both map to the same case here.
  public enum Status: Sendable, Hashable, CaseIterable {
    /// An optimal solution was found (for a MIP: within the requested relative gap, which defaults to 0).
    case optimal
    /// A feasible solution is available but not proven optimal (a limit stopped the search, the gap limit was
    /// reached, or the caller's incumbent was returned).
    case feasible
    /// No feasible solution exists.
    case infeasible
    /// The objective is unbounded in the optimisation direction.
    case unbounded
    /// The time limit stopped the solve before any feasible solution was found.
    case timeLimit
    /// The iteration limit stopped the solve before any feasible solution was found.
    case iterationLimit
    /// GLPK failed numerically (singular or ill-conditioned basis, no convergence) and no solution is available.
    case numericalFailure
  }

  /// Which limit stopped a solve early.
  public enum Limit: Sendable, Hashable, CaseIterable {
    /// ``SolveOptions/timeLimit``.
    case time
    /// ``SolveOptions/iterationLimit``.
    case iterations
    /// ``SolveOptions/relativeGap`` (MIP only).
    case gap
  }
}

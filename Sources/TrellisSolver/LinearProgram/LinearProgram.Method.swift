extension LinearProgram {
  /// The LP algorithm. A MIP always solves its relaxation and subproblems with the dual simplex.
  public enum Method: Sendable, Hashable, CaseIterable {
    /// Primal simplex (`GLP_PRIMAL`).
    case primalSimplex
    /// Dual simplex, falling back to primal if it fails (`GLP_DUALP`). The default.
    case dualSimplex
    /// Interior point (`glp_interior`). GLPK's interior-point solver has no time limit of its own (it stops after
    /// a bounded number of iterations), gives no basis (so no warm start, no ranging) and ignores `presolve`. When it
    /// does not end optimal (infeasible, unbounded, unstable), the primal simplex decides the status.
    case interiorPoint
  }
}

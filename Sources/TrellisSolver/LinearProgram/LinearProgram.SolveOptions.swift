/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension LinearProgram {
  /// How to solve: the algorithm, limits, MIP settings and an optional starting incumbent.
  ///
  /// Every solve is bounded: by default 60 s and 10⁷ simplex iterations, so nothing can hang.
  ///
  /// ```swift
  /// let result = try lp.solve(.init(method: .dualSimplex, timeLimit: .seconds(5)))
  /// ```
  public struct SolveOptions: Sendable, Hashable {
    /// The LP algorithm (for a MIP, the algorithm is always the dual simplex).
    public var method: Method
    /// Whether GLPK's LP presolver runs first. Off by default: presolve discards the warm-start basis.
    public var presolve: Bool
    /// Wall-clock limit for the whole solve (must be positive). Enforced by GLPK in milliseconds.
    public var timeLimit: Duration
    /// Simplex iteration limit (must be positive).
    public var iterationLimit: Int
    /// MIP: stop when `|best − bound| / (|best| + ε) <= relativeGap` (GLPK's `mip_gap`; must be ≥ 0 and finite).
    public var relativeGap: Double
    /// MIP: a feasible solution supplied by the caller (one value per variable). It is handed to branch-and-cut as
    /// a heuristic solution, and returned (status ``Status/feasible``) if the search ends with nothing better, so
    /// the result is never worse than it. It must satisfy every bound, row and integrality (within 1e-6).
    public var incumbent: [Double]?
    /// Solve a MIP as its LP relaxation (integrality ignored).
    public var relaxIntegrality: Bool
    /// The simplex's primal feasibility tolerance (GLPK's `tol_bnd`, relative to each bound's magnitude; default
    /// GLPK's 10⁻⁷, must be in [10⁻¹², 10⁻³]). ``ConstraintSystem`` uses 10⁻⁹, so a row at unit scale that misses by
    /// 10⁻⁷ is infeasible rather than accepted.
    public var feasibilityTolerance: Double = 1e-7
    /// Capture GLPK's log into ``Solution/log`` (nothing is ever written to the terminal).
    public var captureLog: Bool

    /// Options with sane defaults: dual simplex, no presolve, 60 s, 10⁷ iterations, gap 0.
    public init(
      method: Method = .dualSimplex,
      presolve: Bool = false,
      timeLimit: Duration = .seconds(60),
      iterationLimit: Int = 10_000_000,
      relativeGap: Double = 0,
      incumbent: [Double]? = nil,
      relaxIntegrality: Bool = false,
      captureLog: Bool = false
    ) {
      self.method = method
      self.presolve = presolve
      self.timeLimit = timeLimit
      self.iterationLimit = iterationLimit
      self.relativeGap = relativeGap
      self.incumbent = incumbent
      self.relaxIntegrality = relaxIntegrality
      self.captureLog = captureLog
    }
  }
}

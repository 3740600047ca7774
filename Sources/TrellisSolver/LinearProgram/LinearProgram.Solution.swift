/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension LinearProgram {
  /// The result of a solve: status, objective, primal values and (for LPs) duals.
  ///
  /// Arrays are indexed like the program: `values[variable.index]`, `rowDuals[row.index]`. When
  /// ``hasSolution`` is `false` (infeasible, unbounded, a limit before any solution) they are empty.
  public struct Solution: Sendable {
    /// What the solver concluded.
    public var status: Status
    /// Whether ``values`` holds a solution (always when the status is ``Status/optimal`` or ``Status/feasible``;
    /// also for an LP stopped by a limit at a primal-feasible basis).
    public var hasSolution: Bool
    /// The objective value including the constant term (`.nan` without a solution).
    public var objective: Double
    /// The value of each variable.
    public var values: [Double]
    /// The activity `Σ aⱼ·xⱼ` of each row.
    public var rowActivities: [Double]
    /// The dual value (shadow price) of each row; LPs only, empty for MIPs.
    public var rowDuals: [Double]
    /// The reduced cost of each variable; LPs only, empty for MIPs.
    public var reducedCosts: [Double]
    /// MIP: the best proven bound on the objective (`nil` for LPs).
    public var bestBound: Double?
    /// MIP: the relative gap `|objective − bestBound| / (|objective| + ε)` (`nil` for LPs).
    public var gap: Double?
    /// Simplex iterations spent by this solve (the change in GLPK's `glp_get_it_cnt`; for a MIP, the relaxation's
    /// and all subproblems'; interior-point iterations are not counted).
    public var iterations: Int
    /// Wall-clock time of the solve, including building the GLPK problem when it had to be built.
    public var time: Duration
    /// The limit that stopped the solve early, if any.
    public var limitReached: Limit?
    /// The raw GLPK return code when it was not success (kept for diagnosis).
    public var solverCode: GLPKError?
    /// Whether the values are the caller's incumbent (branch-and-cut found nothing better).
    public var usedIncumbent: Bool
    /// GLPK's log when ``SolveOptions/captureLog`` was set, else empty.
    public var log: String

    /// The value of `variable`, or `.nan` if there is no solution or the handle is out of range.
    public subscript(_ variable: Variable) -> Double {
      values.indices.contains(variable.index) ? values[variable.index] : .nan
    }

    /// The dual value of `row`, or `.nan` if unavailable (MIP, no solution, handle out of range).
    public func dual(of row: Row) -> Double {
      rowDuals.indices.contains(row.index) ? rowDuals[row.index] : .nan
    }

    /// The reduced cost of `variable`, or `.nan` if unavailable.
    public func reducedCost(of variable: Variable) -> Double {
      reducedCosts.indices.contains(variable.index) ? reducedCosts[variable.index] : .nan
    }

    /// The activity of `row`, or `.nan` if unavailable.
    public func activity(of row: Row) -> Double {
      rowActivities.indices.contains(row.index) ? rowActivities[row.index] : .nan
    }

    /// An empty result with the given status.
    init(status: Status) {
      self.status = status
      hasSolution = false
      objective = .nan
      values = []
      rowActivities = []
      rowDuals = []
      reducedCosts = []
      bestBound = nil
      gap = nil
      iterations = 0
      time = .zero
      limitReached = nil
      solverCode = nil
      usedIncumbent = false
      log = ""
    }
  }
}

extension LinearProgram {
  /// The two model-file formats GLPK reads and writes.
  public enum FileFormat: Sendable, Hashable, CustomStringConvertible {
    /// CPLEX LP (`glp_write_lp` / `glp_read_lp`).
    case cplexLP
    /// Free MPS (`glp_write_mps` / `glp_read_mps` with `GLP_MPS_FILE`).
    case freeMPS

    /// `CPLEX LP` or `free MPS`.
    public var description: String { self == .cplexLP ? "CPLEX LP" : "free MPS" }
  }
}

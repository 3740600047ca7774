extension LinearProgram {
  /// Whether the objective is minimised or maximised.
  public enum Direction: Sendable, Hashable, CaseIterable {
    /// Minimise the objective (GLPK's `GLP_MIN`).
    case minimize
    /// Maximise the objective (GLPK's `GLP_MAX`).
    case maximize
  }
}

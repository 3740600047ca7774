extension LinearProgram {
  /// Whether a variable may take any real value, only integers, or only 0 and 1.
  public enum VariableKind: Sendable, Hashable, CaseIterable {
    /// Any real value within the bounds.
    case continuous
    /// An integer value within the bounds (solved by branch-and-cut).
    case integer
    /// An integer in [0, 1]; its bounds are intersected with [0, 1].
    case binary
  }
}

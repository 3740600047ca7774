import TrellisCore

extension ConstraintLayout {
  /// The structure a kept solver was built for: which proposed dimensions are edit variables, and every child's
  /// sizing (intrinsic sizes and priorities). The constraints and the proposal priority belong to the layout value
  /// the cache is kept for.
  struct SolverKey: Hashable, Sendable {
    var proposesWidth: Bool
    var proposesHeight: Bool
    var sizings: [ChildSizing]
  }
}

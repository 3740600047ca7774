import TrellisCore

extension ConstraintLayout {
  /// A kept solver and where each child's variables are in its solutions.
  ///
  /// SAFETY (`@unchecked Sendable`): a ``ConstraintSolver`` is confined to the thread of its first solve. An entry is
  /// only ever handed to the thread whose GLPK id it is filed under in ``SolverCache`` (found under the lock, then used
  /// outside it by that thread alone, and dropped only by that thread or when it exits), so it is never used from two
  /// threads.
  final class SolverEntry: @unchecked Sendable {
    let key: SolverKey
    let solver: ConstraintSolver
    /// Per child: positions of leading, top, width, height in the solution's values (−1: not in the system), then
    /// container.width and container.height.
    var positions: [Int] = []
    /// The values last suggested to the edit variables `container.width` and `container.height` (`nil`: the
    /// dimension is not proposed), so a re-solve suggests only what changed.
    var suggested: (width: Double?, height: Double?)

    /// An entry for `solver`, built for `proposal` (its finite dimensions are the edit variables' values).
    init(key: SolverKey, solver: ConstraintSolver, proposal: ProposedViewSize) {
      self.key = key
      self.solver = solver
      suggested = (
        proposal.width.flatMap { $0.isFinite ? $0 : nil }, proposal.height.flatMap { $0.isFinite ? $0 : nil }
      )
    }

    /// The value positions for `keys`, computed from the first solution (the names of one solver never change).
    func positions(in solution: ConstraintSolution, keys: [String]) -> [Int] {
      if positions.isEmpty {
        var index: [String: Int] = [:]
        for (k, name) in solution.names.enumerated() { index[name] = k }
        for key in keys {
          for anchor in [".leading", ".top", ".width", ".height"] { positions.append(index[key + anchor] ?? -1) }
        }
        positions += [
          index[ConstraintLayout.containerWidth.name] ?? -1, index[ConstraintLayout.containerHeight.name] ?? -1,
        ]
      }
      return positions
    }
  }
}

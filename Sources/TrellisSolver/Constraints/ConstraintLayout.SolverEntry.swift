import TrellisCore

extension ConstraintLayout {
  /// A kept solver and where each child's variables are in its solutions.
  ///
  /// SAFETY (`@unchecked Sendable`): a ``ConstraintSolver`` is confined to the thread of its first solve. An entry is
  /// only ever handed to the thread whose GLPK id it is filed under in ``SolverCache`` (it is taken out of the table
  /// under the lock while in use), so it is never used from two threads.
  final class SolverEntry: @unchecked Sendable {
    let key: SolverKey
    let solver: ConstraintSolver
    /// Per child: positions of leading, top, width, height in the solution's values (−1: not in the system), then
    /// container.width and container.height.
    var positions: [Int] = []

    init(key: SolverKey, solver: ConstraintSolver) {
      self.key = key
      self.solver = solver
    }

    /// The value positions for `keys`, computed from the first solution (the names of one solver never change).
    func positions(in solution: ConstraintSolution, keys: [String]) -> [Int] {
      if positions.isEmpty {
        var index: [String: Int] = [:]
        for (k, name) in solution.names.enumerated() { index[name] = k }
        for key in keys {
          for anchor in [".leading", ".top", ".width", ".height"] { positions.append(index[key + anchor] ?? -1) }
        }
        positions += [index["container.width"] ?? -1, index["container.height"] ?? -1]
      }
      return positions
    }
  }
}

import TrellisCore

extension ConstraintLayout {
  /// A kept solver and where each child's variables are in its solutions (found once by identity, then read by
  /// position: no name is built or looked up to read a frame).
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

    /// The value positions of `anchors`' variables and then of `container`'s width and height, found in the first
    /// solution (the variables of one solver never change).
    ///
    /// - Complexity: O(children) look-ups by identity the first time, O(1) after.
    func positions(in solution: ConstraintSolution, anchors: [LayoutAnchors], container: LayoutAnchors) -> [Int] {
      if positions.isEmpty {
        func position(_ variable: ConstraintVariable?) -> Int { variable.flatMap(solution.position(of:)) ?? -1 }
        positions.reserveCapacity(4 * anchors.count + 2)
        for item in anchors {
          positions += [
            position(item.leadingVariable), position(item.topVariable), position(item.widthVariable),
            position(item.heightVariable),
          ]
        }
        positions += [position(container.widthVariable), position(container.heightVariable)]
      }
      return positions
    }
  }
}

import Synchronization

/// Where each variable is in a solver's solutions, shared by all of them (built once per solver): by identity, from
/// presolve's own numbering, and by name, indexed on the first look-up by name.
final class VariableIndex: Sendable {
  /// Each variable's first-seen number in presolve, and that number's position (its rank by name).
  private let seen: [ConstraintVariable.ID: Int]
  private let rank: [Int]
  /// Name → position, −1 for a name several variables share; `nil` until the first look-up by name.
  private let byName = Mutex<[String: Int]?>(nil)

  /// The index of variables numbered by `seen` (first-seen order) whose positions are `rank`.
  init(seen: [ConstraintVariable.ID: Int], rank: [Int]) {
    self.seen = seen
    self.rank = rank
  }

  /// The position of the variable `id`, or `nil` when the solver has no such variable.
  ///
  /// - Complexity: O(1) expected.
  func position(of id: ConstraintVariable.ID) -> Int? { seen[id].map { rank[$0] } }

  /// The position of the one variable named `name` among `names` (the solver's names, by position), or `nil` when
  /// none or several have it.
  ///
  /// - Complexity: O(1) expected, O(names) the first time.
  func position(named name: String, in names: [String]) -> Int? {
    let position = byName.withLock { table -> Int? in
      if table == nil {
        var built: [String: Int] = [:]
        built.reserveCapacity(names.count)
        for (k, name) in names.enumerated() { built[name] = built[name] == nil ? k : -1 }
        table = built
      }
      return table?[name]
    }
    return position.flatMap { $0 < 0 ? nil : $0 }
  }
}

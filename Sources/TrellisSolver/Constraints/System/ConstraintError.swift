/// Everything that can go wrong building or solving a constraint system. Nothing invalid reaches GLPK.
///
/// Each case carries what caused it (the constraint, the name, the solver status), never a message;
/// ``description`` builds the message from those fields.
///
/// ```swift
/// let x = ConstraintVariable("x")
/// do {
///   _ = try ConstraintSystem([x == 1, x == 2]).solve()
/// } catch .unsatisfiable(let conflict) {
///   print(conflict.count)  // 2: both constraints
/// } catch {
///   print(error)
/// }
/// ```
public enum ConstraintError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A coefficient or constant of `constraint` (`value`) is NaN, infinite or above
  /// ``LinearProgram/magnitudeLimit``, or a coefficient is nonzero and below ``LinearProgram/negligibleMagnitude``
  /// (the LP would read it as 0).
  case invalidNumber(Constraint, value: Double)
  /// The priority of `constraint` is outside (0, 1000]. For an edit variable, the constraint is its suggestion
  /// (``ConstraintSystem/EditVariable/constraint``).
  case invalidPriority(Constraint, priority: Double)
  /// The coefficients of `constraint` span more than ``ConstraintSystem/coefficientRatioLimit`` (its smallest
  /// |coefficient| over its largest): the LP cannot resolve such a row reliably, so it is refused up front.
  case badlyScaled(Constraint, smallest: Double, largest: Double)
  /// The solution misses the required `constraint` by `residual` (in the constraint's units divided by its
  /// largest |coefficient|) beyond the relative tolerance: GLPK accepted it within its absolute tolerance. Reported
  /// instead of a wrong "optimal".
  case inaccurateSolution(Constraint, residual: Double)
  /// The optimum puts the variable named `variable` at `value`, beyond ±``LinearProgram/magnitudeLimit`` (10³⁰), the
  /// range of every number Trellis accepts (`1e-25*x >= 1e10` needs x = 10³⁵): reported instead of a value no other
  /// input could hold.
  case valueOutOfRange(variable: String, value: Double)
  /// More constraints than ``ConstraintSystem/maximumConstraintCount``.
  case tooManyConstraints(count: Int, limit: Int)
  /// The required constraints contradict each other. `conflict` is a minimal subset: removing any one member makes
  /// the rest satisfiable.
  case unsatisfiable(conflict: [Constraint])
  /// The required constraints contradict each other, and the search for a minimal conflict ran out of time
  /// (``ConstraintSystem/options``' `timeLimit` bounds the diagnosis too): `subset` is unsatisfiable, but not
  /// proven minimal.
  case unsatisfiableNotProvenMinimal(subset: [Constraint])
  /// A second ``ConstraintSystem/addEditVariable(_:priority:value:)`` for the variable named `name`.
  case duplicateEditVariable(name: String)
  /// A suggestion for the variable named `name`, which is not an edit variable.
  case notAnEditVariable(name: String)
  /// A suggested value is NaN or infinite.
  case invalidSuggestion(variable: String, value: Double)
  /// ``ConstraintSystem/remove(_:)`` or ``ConstraintSolver/remove(_:)`` of a constraint the system does not hold.
  case unknownConstraint(Constraint)
  /// More distinct priority levels than ``ConstraintSystem/maximumLevelCount``.
  case tooManyLevels(count: Int, limit: Int)
  /// A ``ConstraintLayout`` constraint names an item id or index that is not a child.
  case unknownItem(String)
  /// A ``ConstraintLayout`` child has an id its constraints cannot name (`container`, which names the container).
  case reservedItemID(String)
  /// A ``ConstraintLayout`` constraint names an anchor that does not exist (`a.wdth`).
  case unknownAnchor(String)
  /// A ``ConstraintLayout`` visual format (the one at `index` of its `formats`) that cannot be expanded.
  case invalidFormat(VisualFormatError, index: Int)
  /// The LP solver stopped without an optimum, or rejected the LP; `failure` says how.
  case solverFailed(SolverFailure)

  /// A one-line message; conflicts list their members by label or expression.
  ///
  /// - Complexity: O(size of the message).
  public var description: String {
    switch self {
    case .invalidNumber(let constraint, let value):
      "constraint '\(constraint.displayName)': coefficient or constant \(value) is not a finite number of reasonable "
        + "magnitude"
    case .invalidPriority(let constraint, let priority):
      "constraint '\(constraint.displayName)': priority \(priority) is outside (0, 1000]"
    case .badlyScaled(let constraint, let smallest, let largest):
      "constraint '\(constraint.displayName)': coefficients from \(smallest) to \(largest) in magnitude span more than "
        + "a factor of 10^9 and cannot be solved reliably"
    case .inaccurateSolution(let constraint, let residual):
      "the solution misses required constraint '\(constraint.displayName)' by \(residual) (beyond the tolerance)"
    case .valueOutOfRange(let variable, let value):
      "the optimum puts '\(variable)' at \(value), beyond ±1e30 (the range of numbers Trellis accepts)"
    case .tooManyConstraints(let count, let limit): "\(count) constraints, more than the limit of \(limit)"
    case .unsatisfiable(let conflict):
      "unsatisfiable required constraints: " + Self.list(conflict)
    case .unsatisfiableNotProvenMinimal(let subset):
      "unsatisfiable required constraints (not proven minimal: the diagnosis ran out of time): " + Self.list(subset)
    case .duplicateEditVariable(let name): "'\(name)' is already an edit variable"
    case .notAnEditVariable(let name): "'\(name)' is not an edit variable"
    case .invalidSuggestion(let variable, let value):
      "suggested value \(value) for '\(variable)' must be finite and within ±1e30"
    case .unknownConstraint(let constraint):
      "constraint '\(constraint.displayName)' is not in the system (it was never added, or was removed already)"
    case .tooManyLevels(let count, let limit):
      "\(count) distinct priority levels, more than the limit of \(limit)"
    case .unknownItem(let item): "unknown item '\(item)' (not the id or index of a child)"
    case .reservedItemID(let id): "unknown item '\(id)' (a reserved name: give the child another id)"
    case .unknownAnchor(let anchor):
      "unknown anchor '\(anchor)' (anchors: \(LayoutAnchors.anchorNames.joined(separator: ", ")))"
    case .invalidFormat(let error, let index): "formats[\(index)] '\(error.format)': \(error)"
    case .solverFailed(let failure): "solver failed: \(failure)"
    }
  }
}

extension ConstraintError {
  /// The most members of a conflict a message names (the error's payload keeps them all).
  public static let messageMemberLimit = 20
  /// The most characters of a conflict's member list in a message, and of one member's name in it: a conflict of
  /// 2,000 anchors is one line of about 2,000 characters ending "… and 1980 more", not 80 kB.
  public static let messageLengthLimit = 2_000

  /// `'a', 'b', … and N more`: members quoted in order, each name cut to ``messageLengthLimit`` / 10 characters,
  /// until ``messageMemberLimit`` members or ``messageLengthLimit`` characters, then the count of the rest.
  ///
  /// - Complexity: O(size of the message), whatever the number of members.
  static func list(_ members: [Constraint]) -> String {
    let nameLimit = messageLengthLimit / 10
    var text = ""
    var listed = 0
    for member in members {
      let name = member.displayName
      let shown = name.count > nameLimit ? name.prefix(nameLimit) + "…" : Substring(name)
      let item = (listed == 0 ? "" : ", ") + "'" + shown + "'"
      guard listed < messageMemberLimit, text.count + item.count <= messageLengthLimit else { break }
      text += item
      listed += 1
    }
    if listed < members.count { text += " … and \(members.count - listed) more" }
    return text
  }
}

extension Constraint {
  /// The label, or the expression when there is none (how errors name a constraint).
  var displayName: String { label ?? expressionText }
}

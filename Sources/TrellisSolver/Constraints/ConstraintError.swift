/// Everything that can go wrong building or solving a constraint system. Nothing invalid reaches GLPK.
public enum ConstraintError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A coefficient or constant is NaN, infinite or above ``LinearProgram/magnitudeLimit``.
  case invalidNumber(constraint: String, value: Double)
  /// A priority outside (0, 1000].
  case invalidPriority(constraint: String, priority: Double)
  /// More constraints than ``ConstraintSystem/maximumConstraintCount``.
  case tooManyConstraints(count: Int, limit: Int)
  /// The required constraints contradict each other. `conflict` is a minimal subset: removing any one member makes
  /// the rest satisfiable.
  case unsatisfiable(conflict: [Constraint])
  /// A suggestion for a variable that is not an edit variable, or a second edit variable of the same name.
  case editVariable(String)
  /// A suggested value is NaN or infinite.
  case invalidSuggestion(variable: String, value: Double)
  /// A ``ConstraintLayout`` constraint names an item id or index that is not a child.
  case unknownItem(String)
  /// A ``ConstraintLayout`` constraint names an anchor that does not exist (`a.wdth`).
  case unknownAnchor(String)
  /// GLPK stopped without an optimum (a time or iteration limit, or a numerical failure).
  case solverFailed(String)

  /// A one-line message; conflicts list their members by label or expression.
  ///
  /// - Complexity: O(size of the message).
  public var description: String {
    switch self {
    case .invalidNumber(let constraint, let value):
      "constraint '\(constraint)': coefficient or constant \(value) is not a finite number of reasonable magnitude"
    case .invalidPriority(let constraint, let priority):
      "constraint '\(constraint)': priority \(priority) is outside (0, 1000]"
    case .tooManyConstraints(let count, let limit): "\(count) constraints, more than the limit of \(limit)"
    case .unsatisfiable(let conflict):
      "unsatisfiable required constraints: "
        + conflict.map { "'\($0.label ?? $0.expressionText)'" }
        .joined(separator: ", ")
    case .editVariable(let message): message
    case .invalidSuggestion(let variable, let value): "suggested value \(value) for '\(variable)' is not finite"
    case .unknownItem(let item): "unknown item '\(item)' (not the id or index of a child)"
    case .unknownAnchor(let anchor):
      "unknown anchor '\(anchor)' (anchors: \(LayoutAnchors.anchorNames.joined(separator: ", ")))"
    case .solverFailed(let message): "solver failed: \(message)"
    }
  }
}

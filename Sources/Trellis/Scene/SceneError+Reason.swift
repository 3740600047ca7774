import TrellisCore
import TrellisSolver

extension SceneError {
  /// What is wrong with a scene, one case per class of mistake.
  public enum Reason: Equatable, Sendable, CustomStringConvertible {
    /// The text is not JSON (``SceneError/line`` and ``SceneError/column`` say where); `detail` is the parser's.
    case invalidJSON(detail: String)
    /// Nodes nested deeper than `limit` (``SceneNode/maxDepth``).
    case tooDeep(limit: Int)
    /// A value of the wrong JSON kind: `expected` describes what was wanted, `got` what was written.
    case wrongKind(expected: String, got: String)
    /// `null` where a value is required.
    case nullValue
    /// A number outside the values the parameter takes.
    case outOfRange(value: Double, bound: Bound)
    /// A string that is not one of the names the parameter takes.
    case invalidChoice(got: String, options: [String])
    /// A node type the schema does not have; `known` lists those it has.
    case unknownType(String, known: [String])
    /// A modifier type the schema does not have; `known` lists those it has.
    case unknownModifier(String, known: [String])
    /// A field that `owner` (a node type, or a scene, proposal, size, insets or layout object) does not take.
    case unknownField(String, owner: String, known: [String])
    /// A field that `owner` needs but that is absent.
    case missingField(String, owner: String)
    /// `children` on a node type that has none.
    case childrenNotAllowed(type: String)
    /// A node with the wrong number of children.
    case wrongChildCount(expected: Int, got: Int)
    /// Parameters (or children) that cannot be given together; `detail` says which combinations work.
    case conflictingParameters([String], detail: String)
    /// None of `names` was given; the node needs at least one of them.
    case missingAlternatives([String])
    /// A constraint string that does not parse.
    case invalidConstraint(ConstraintParseError)
    /// A visual format (`formats[k]`) that does not parse or names an unknown view or metric.
    case invalidFormat(VisualFormatError)
    /// A constraint term that is not `<id>.<anchor>` or `container.<anchor>`.
    case notAnAnchor(String)
    /// A constraint term naming an id that is not a child's.
    case unknownID(String)
    /// A constraint term naming an anchor that does not exist; `known` lists the anchors.
    case unknownAnchor(String, known: [String])
    /// Constraints that parse but are rejected by the constraint system.
    case invalidConstraints(ConstraintError)
    /// The tree was built but its layout failed (for example two nodes share an id); the error names the node.
    case layoutFailed(LayoutError)
    /// A problem found by a custom builder (``SceneArguments/error(_:parameter:)``).
    case custom(String)
    /// A font file or directory of the scene's `fonts` that cannot be registered.
    case fontFile(FontRegistrationError)

    /// The bounds a number can break.
    public enum Bound: Equatable, Sendable {
      /// Finite (`"infinity"` is not allowed here).
      case finite
      /// ≥ 0.
      case nonNegative
      /// > 0.
      case positive
      /// An integer ≥ `minimum` (and at most ``TrellisLimits/maxSceneInteger``, below 10⁹).
      case integer(minimum: Int)
      /// At most `maximum`, the limit of what the value feeds; `limit` names it (`"TrellisLimits.maxNodes"`).
      case atMost(Int, limit: String)
      /// In (0, 1000], a constraint priority.
      case priority
    }

    /// What is wrong, in words.
    public var description: String {
      switch self {
      case .invalidJSON(let detail): detail
      case .tooDeep(let limit): "nested deeper than \(limit) levels"
      case .wrongKind(let expected, let got): "expected \(expected), got \(echoed(got))"
      case .nullValue: "must not be null"
      case .outOfRange(let value, let bound):
        "expected \(bound.phrase(for: value)), got \(JSONValue.formatNumber(value))"
      case .invalidChoice(let got, let options): "expected one of \(Self.quoted(options)), got \"\(echoed(got))\""
      case .unknownType(let name, let known): "unknown node type \"\(echoed(name))\" (known: \(Self.list(known)))"
      case .unknownModifier(let name, let known): "unknown modifier \"\(echoed(name))\" (known: \(Self.list(known)))"
      case .unknownField(let name, let owner, let known):
        "unknown field \"\(echoed(name))\" for \(owner) (known: \(Self.list(known)))"
      case .missingField(let name, let owner): "missing: \(owner) needs \(name)"
      case .childrenNotAllowed(let type): "\(type) has no children"
      case .wrongChildCount(let expected, let got):
        "needs exactly \(expected) child\(expected == 1 ? "" : "ren"), got \(got)"
      case .conflictingParameters(_, let detail): detail
      case .missingAlternatives(let names): "needs \(names.dropLast().joined(separator: ", ")) or \(names.last ?? "")"
      case .invalidConstraint(let error): error.description
      case .invalidFormat(let error): error.description
      case .notAnAnchor(let name): "'\(echoed(name))' is not an anchor (write <id>.<anchor> or container.<anchor>)"
      case .unknownID(let name): "unknown id '\(echoed(name))' (not the id of a child)"
      case .unknownAnchor(let name, let known): "unknown anchor '\(echoed(name))' (anchors: \(Self.list(known)))"
      case .invalidConstraints(let error): error.description
      case .layoutFailed(let error): error.description
      case .custom(let message): message
      case .fontFile(let error): error.description
      }
    }

    static func list(_ names: [String]) -> String { names.joined(separator: ", ") }
    static func quoted(_ names: [String]) -> String { names.map { "\"\($0)\"" }.joined(separator: ", ") }
  }
}

extension SceneError.Reason.Bound {
  /// "a non-negative number", "an integer ≥ 1", …; for an integer too large, "an integer ≤ 999999999".
  func phrase(for value: Double) -> String {
    if case .integer(let minimum) = self, value > Double(TrellisLimits.maxSceneInteger) {
      return "an integer from \(minimum) to \(TrellisLimits.maxSceneInteger)"
    }
    return phrase
  }

  /// "a non-negative number", "an integer ≥ 1", …
  var phrase: String {
    switch self {
    case .finite: "a finite number"
    case .nonNegative: "a non-negative number"
    case .positive: "a number > 0"
    case .integer(let minimum): "an integer ≥ \(minimum)"
    case .atMost(let maximum, let limit): "at most \(maximum) (\(limit))"
    case .priority: "a priority in (0, 1000]"
    }
  }

  /// Whether `value` is within the bound.
  func contains(_ value: Double) -> Bool {
    switch self {
    case .finite: value.isFinite
    case .nonNegative: value >= 0
    case .positive: value > 0
    case .integer(let minimum):
      value == value.rounded() && value >= Double(minimum) && value <= Double(TrellisLimits.maxSceneInteger)
    case .atMost(let maximum, _): value <= Double(maximum)
    case .priority: value > 0 && value <= 1000
    }
  }
}

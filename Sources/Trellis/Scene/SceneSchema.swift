/// The node and modifier types a scene file may use, with their parameters and how each becomes a ``Node``.
///
/// ``standard`` holds every type Trellis ships. Add your own types by copying it and registering more:
/// ```swift
/// var schema = SceneSchema.standard
/// schema.register(SceneNodeType(name: "Avatar", parameters: [.init("size", .length)]) { args, _ in
///   Box(width: args.number("size") ?? 40, height: args.number("size") ?? 40).node
/// })
/// ```
public struct SceneSchema: Sendable {
  /// Node types by name.
  public var nodeTypes: [String: SceneNodeType] = [:]
  /// Modifier types by name.
  public var modifierTypes: [String: SceneModifierType] = [:]

  /// An empty schema.
  ///
  /// - Complexity: O(1).
  public init() {}

  /// Adds (or replaces) a node type.
  ///
  /// - Complexity: O(1) amortised.
  public mutating func register(_ type: SceneNodeType) { nodeTypes[type.name] = type }

  /// Adds (or replaces) a modifier type.
  ///
  /// - Complexity: O(1) amortised.
  public mutating func register(_ type: SceneModifierType) { modifierTypes[type.name] = type }
}

/// A node type of the scene format.
public struct SceneNodeType: Sendable {
  /// The type name, as in the Swift API (`"HStack"`).
  public var name: String
  /// The accepted parameters.
  public var parameters: [SceneParameter]
  /// Whether the node may have `children`.
  public var acceptsChildren: Bool
  /// Builds the node from checked arguments and built children.
  public var build: @Sendable (SceneArguments, [Node]) throws(SceneError) -> Node

  /// Creates a node type.
  ///
  /// - Complexity: O(1).
  public init(
    name: String, parameters: [SceneParameter] = [], acceptsChildren: Bool = false,
    build: @escaping @Sendable (SceneArguments, [Node]) throws(SceneError) -> Node
  ) {
    self.name = name
    self.parameters = parameters
    self.acceptsChildren = acceptsChildren
    self.build = build
  }
}

/// A modifier type of the scene format.
public struct SceneModifierType: Sendable {
  /// The modifier name, as in the Swift API (`"frame"`).
  public var name: String
  /// The accepted parameters.
  public var parameters: [SceneParameter]
  /// Applies the modifier to a node.
  public var apply: @Sendable (SceneArguments, Node) throws(SceneError) -> Node

  /// Creates a modifier type.
  ///
  /// - Complexity: O(1).
  public init(
    name: String, parameters: [SceneParameter] = [],
    apply: @escaping @Sendable (SceneArguments, Node) throws(SceneError) -> Node
  ) {
    self.name = name
    self.parameters = parameters
    self.apply = apply
  }
}

/// A parameter of a node or modifier type: its name, the kind of value it takes, and whether it is required.
public struct SceneParameter: Sendable {
  /// The parameter's name (the Swift argument label).
  public var name: String
  /// The kind of value.
  public var kind: Kind
  /// Whether it must be present (optional parameters also accept `null`).
  public var required: Bool

  /// Creates a parameter.
  ///
  /// - Complexity: O(1).
  public init(_ name: String, _ kind: Kind, required: Bool = false) {
    self.name = name
    self.kind = kind
    self.required = required
  }

  /// Kinds of parameter values.
  public enum Kind: Sendable {
    /// Any finite number.
    case number
    /// A finite number ≥ 0.
    case length
    /// A number ≥ 0, or `"infinity"` (JSON has no infinity).
    case lengthOrInfinity
    /// An integer ≥ the given minimum.
    case integer(minimum: Int)
    /// A string.
    case string
    /// A boolean.
    case bool
    /// One of the listed strings.
    case choice([String])
    /// An array of strings.
    case strings
    /// `"horizontal"`, `"vertical"`, `"both"`, or an array of axis names.
    case axes
    /// An edge-set name (`"all"`, `"top"`, `"horizontal"`, …) or an array of edge names.
    case edges
    /// An object of edge insets `{"top": …, "leading": …, "bottom": …, "trailing": …}`.
    case insets
    /// Any JSON value; the builder checks it.
    case any

    /// Checks `value`; returns it unchanged.
    func validate(_ value: JSONValue, path: String, nullable: Bool) throws(SceneError) -> JSONValue {
      if case .null = value {
        if nullable { return value }
        throw SceneError(path: path, message: "must not be null")
      }
      switch self {
      case .number, .length, .lengthOrInfinity, .integer:
        _ = try read(value, path: path, nullable: nullable)
      case .string:
        guard case .string = value else { throw mismatch("a string", value, path) }
      case .bool:
        guard case .bool = value else { throw mismatch("a boolean", value, path) }
      case .choice(let options):
        guard case .string(let s) = value, options.contains(s) else {
          throw SceneError(
            path: path,
            message: "expected one of \(options.map { "\"\($0)\"" }.joined(separator: ", ")), got \(describe(value))")
        }
      case .strings:
        guard case .array(let items) = value else { throw mismatch("an array of strings", value, path) }
        for (k, item) in items.enumerated() {
          guard case .string = item else { throw mismatch("a string", item, "\(path)[\(k)]") }
        }
      case .axes: _ = try SceneArguments.axes(value, path: path)
      case .edges: _ = try SceneArguments.edges(value, path: path)
      case .insets: _ = try SceneArguments.insets(value, path: path)
      case .any: break
      }
      return value
    }

    /// Reads a numeric kind.
    func read(_ value: JSONValue, path: String, nullable: Bool) throws(SceneError) -> Double? {
      if case .null = value {
        if nullable { return nil }
        throw SceneError(path: path, message: "must not be null")
      }
      let number: Double
      switch value {
      case .number(let n): number = n
      case .string(let s) where ["infinity", "inf", "Infinity"].contains(s):
        guard case .lengthOrInfinity = self else {
          throw SceneError(path: path, message: "expected a finite number, got \"\(s)\"")
        }
        number = .infinity
      default:
        throw mismatch("a number", value, path)
      }
      switch self {
      case .number: break
      case .length, .lengthOrInfinity:
        guard number >= 0 else {
          throw SceneError(path: path, message: "expected a non-negative number, got \(JSONValue.formatNumber(number))")
        }
      case .integer(let minimum):
        guard number == number.rounded(), number >= Double(minimum), number < 1e9 else {
          throw SceneError(
            path: path, message: "expected an integer ≥ \(minimum), got \(JSONValue.formatNumber(number))")
        }
      default: break
      }
      return number
    }
  }
}

func describe(_ value: JSONValue) -> String {
  switch value {
  case .string(let s): return "\"\(s)\""
  case .number(let n): return JSONValue.formatNumber(n)
  default: return value.kindName
  }
}

func mismatch(_ expected: String, _ value: JSONValue, _ path: String) -> SceneError {
  SceneError(path: path, message: "expected \(expected), got \(describe(value))")
}

/// Checked parameters of one node or modifier, with typed accessors. Values were validated against their kinds when
/// the scene was read, so accessors return `nil` only for absent or `null` parameters.
public struct SceneArguments: Sendable {
  let values: [(key: String, value: JSONValue)]
  /// The JSON path of the node or modifier, for builders' own errors.
  public let path: String

  init(_ values: [(key: String, value: JSONValue)], path: String) {
    self.values = values
    self.path = path
  }

  /// The raw value of a parameter.
  ///
  /// - Complexity: O(parameters).
  public subscript(name: String) -> JSONValue? {
    guard let value = values.first(where: { $0.key == name })?.value else { return nil }
    if case .null = value { return nil }
    return value
  }

  /// A numeric parameter (`"infinity"` reads as `.infinity`).
  ///
  /// - Complexity: O(parameters).
  public func number(_ name: String) -> Double? {
    switch self[name] {
    case .number(let n)?: return n
    case .string?: return .infinity
    default: return nil
    }
  }

  /// A string parameter.
  public func string(_ name: String) -> String? {
    if case .string(let s)? = self[name] { return s }
    return nil
  }

  /// A boolean parameter.
  public func bool(_ name: String) -> Bool? {
    if case .bool(let b)? = self[name] { return b }
    return nil
  }

  /// An array-of-strings parameter.
  public func strings(_ name: String) -> [String]? {
    guard case .array(let items)? = self[name] else { return nil }
    return items.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
  }

  /// An axes parameter.
  public func axes(_ name: String) -> Axis.Set? { self[name].flatMap { try? Self.axes($0, path: path) } }

  /// An edges parameter.
  public func edges(_ name: String) -> Edge.Set? { self[name].flatMap { try? Self.edges($0, path: path) } }

  /// An insets parameter.
  public func insets(_ name: String) -> EdgeInsets? { self[name].flatMap { try? Self.insets($0, path: path) } }

  /// An error at this node's path (or one of its parameters).
  public func error(_ message: String, parameter: String? = nil) -> SceneError {
    SceneError(path: parameter.map { "\(path).\($0)" } ?? path, message: message)
  }

  static func axes(_ value: JSONValue, path: String) throws(SceneError) -> Axis.Set {
    func one(_ s: String, _ p: String) throws(SceneError) -> Axis.Set {
      switch s {
      case "horizontal": return .horizontal
      case "vertical": return .vertical
      case "both": return .both
      default: throw SceneError(path: p, message: "expected \"horizontal\", \"vertical\" or \"both\", got \"\(s)\"")
      }
    }
    switch value {
    case .string(let s): return try one(s, path)
    case .array(let items):
      var set: Axis.Set = []
      for (k, item) in items.enumerated() {
        guard case .string(let s) = item else { throw mismatch("an axis name", item, "\(path)[\(k)]") }
        set.formUnion(try one(s, "\(path)[\(k)]"))
      }
      return set
    default: throw mismatch("an axis name or an array of them", value, path)
    }
  }

  static let edgeNames: [String: Edge.Set] = [
    "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing, "all": .all,
    "horizontal": .horizontal, "vertical": .vertical,
  ]

  static func edges(_ value: JSONValue, path: String) throws(SceneError) -> Edge.Set {
    func one(_ s: String, _ p: String) throws(SceneError) -> Edge.Set {
      guard let set = edgeNames[s] else {
        throw SceneError(
          path: p, message: "expected an edge name (\(edgeNames.keys.sorted().joined(separator: ", "))), got \"\(s)\"")
      }
      return set
    }
    switch value {
    case .string(let s): return try one(s, path)
    case .array(let items):
      var set: Edge.Set = []
      for (k, item) in items.enumerated() {
        guard case .string(let s) = item else { throw mismatch("an edge name", item, "\(path)[\(k)]") }
        set.formUnion(try one(s, "\(path)[\(k)]"))
      }
      return set
    default: throw mismatch("an edge name or an array of them", value, path)
    }
  }

  static func insets(_ value: JSONValue, path: String) throws(SceneError) -> EdgeInsets {
    guard case .object(let pairs) = value else { throw mismatch("an object of insets", value, path) }
    var insets = EdgeInsets()
    for (key, v) in pairs {
      let n = try SceneParameter.Kind.number.read(v, path: "\(path).\(key)", nullable: false) ?? 0
      switch key {
      case "top": insets.top = n
      case "leading": insets.leading = n
      case "bottom": insets.bottom = n
      case "trailing": insets.trailing = n
      default:
        throw SceneError(path: "\(path).\(key)", message: "unknown field (insets have top, leading, bottom, trailing)")
      }
    }
    return insets
  }
}

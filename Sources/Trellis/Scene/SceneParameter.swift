/// A parameter of a node or modifier type: its name, the kind of value it takes, and whether it is required.
public struct SceneParameter: Sendable {
  /// The parameter's name (the Swift argument label).
  public var name: String
  /// The kind of value.
  public var kind: Kind
  /// Whether it must be present (optional parameters also accept `null`).
  public var required: Bool

  /// Creates a parameter.
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
    /// A finite number > 0 (a text metric, where 0 would divide by zero).
    case positiveLength
    /// A number ≥ 0, or `"infinity"` (JSON has no infinity).
    case lengthOrInfinity
    /// An integer ≥ `minimum` and ≤ `maximum`: the limit of what the count feeds (``TrellisLimits``), named by
    /// `limit` in errors; by default any integer up to ``TrellisLimits/maxSceneInteger``.
    case integer(minimum: Int, maximum: Int = TrellisLimits.maxSceneInteger, limit: String = "")
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
    /// A scene node object (`{"type": "Box", …}`), checked against the schema like any node and built before the
    /// modifier: the `content` of `overlay` and `background`, read with ``SceneArguments/node(_:)``.
    case node

    /// A count that becomes tree nodes: 0 to ``TrellisLimits/maxNodes``.
    public static let nodeCount = Kind.integer(
      minimum: 0, maximum: TrellisLimits.maxNodes, limit: "TrellisLimits.maxNodes")
    /// A masonry's lane count: 1 to ``TrellisLimits/maxLanes``.
    public static let laneCount = Kind.integer(
      minimum: 1, maximum: TrellisLimits.maxLanes, limit: "TrellisLimits.maxLanes")
    /// A grid cell's column span: 1 to ``TrellisLimits/maxGridColumns``.
    public static let columnSpan = Kind.integer(
      minimum: 1, maximum: TrellisLimits.maxGridColumns, limit: "TrellisLimits.maxGridColumns")
    /// A reader's pass count: 1 to ``TrellisLimits/maxReaderPasses``.
    public static let passCount = Kind.integer(
      minimum: 1, maximum: TrellisLimits.maxReaderPasses, limit: "TrellisLimits.maxReaderPasses")

    /// One of the raw values of `type` (`.choice(of: FitMode.self)`).
    public static func choice<T: RawRepresentable & CaseIterable>(of type: T.Type) -> Kind where T.RawValue == String {
      .choice(type.allCases.map(\.rawValue))
    }

    /// One of the keys of `table`, sorted.
    static func choice(_ table: [String: some Any]) -> Kind { .choice(table.keys.sorted()) }

    /// Checks `value`; returns it unchanged.
    func validate(_ value: JSONValue, path: @autoclosure () -> String, nullable: Bool) throws(SceneError) -> JSONValue {
      if case .null = value {
        if nullable { return value }
        throw SceneError(path: path(), reason: .nullValue)
      }
      switch self {
      case .number, .length, .positiveLength, .lengthOrInfinity, .integer: _ = try read(value, path: path())
      case .string: _ = try Self.string(value, path: path())
      case .bool:
        guard case .bool = value else { throw mismatch("a boolean", value, path()) }
      case .choice(let options): _ = try Self.choice(value, options: options, path: path())
      case .strings: _ = try Self.strings(value, path: path())
      case .axes: _ = try SceneValues.axes(value, path: path())
      case .edges: _ = try SceneValues.edges(value, path: path())
      case .insets: _ = try SceneValues.insets(value, path: path())
      case .any: break
      case .node:
        // The node itself is read against the schema by the modifier or node reader, which knows the schema.
        guard case .object = value else { throw mismatch("a node object with a \"type\"", value, path()) }
      }
      return value
    }

    /// The number ``read(_:path:)`` returns for `value`, or `nil` when it would throw; checks the bounds without
    /// listing them (every numeric parameter of a scene is checked here).
    func validNumber(_ value: JSONValue) -> Double? { numberCheck.valid(value) }

    /// What ``validNumber(_:)`` checks of a number, as a plain value: readers that check many values keep one per
    /// parameter and read it without copying the kind (whose cases hold arrays and strings).
    enum NumberCheck: Sendable {
      case finite, length, positiveLength, lengthOrInfinity
      case integer(minimum: Int, maximum: Int)

      /// The number `value` holds (`"infinity"`, `"inf"` and `"Infinity"` are +∞) when it is within the check's
      /// bounds, else `nil`.
      @inline(__always)
      func valid(_ value: JSONValue) -> Double? {
        let number: Double
        switch value {
        case .number(let n): number = n
        case .string(let s) where s == "infinity" || s == "inf" || s == "Infinity": number = .infinity
        default: return nil
        }
        typealias Bound = SceneError.Reason.Bound
        let valid: Bool
        switch self {
        case .lengthOrInfinity: valid = Bound.nonNegative.contains(number)
        case .length: valid = Bound.finite.contains(number) && Bound.nonNegative.contains(number)
        case .positiveLength: valid = Bound.finite.contains(number) && Bound.positive.contains(number)
        case .integer(let minimum, let maximum):
          // The bounds `read` checks in order, without making their array.
          valid =
            Bound.finite.contains(number) && Bound.integer(minimum: minimum).contains(number)
            && (maximum >= TrellisLimits.maxSceneInteger || Bound.atMost(maximum, limit: "").contains(number))
        case .finite: valid = Bound.finite.contains(number)
        }
        return valid ? number : nil
      }
    }

    /// The check ``validNumber(_:)`` makes: the kind's bounds, and any finite number for the kinds that are not
    /// numeric.
    var numberCheck: NumberCheck {
      switch self {
      case .lengthOrInfinity: .lengthOrInfinity
      case .length: .length
      case .positiveLength: .positiveLength
      case .integer(let minimum, let maximum, _): .integer(minimum: minimum, maximum: maximum)
      default: .finite
      }
    }

    /// Whether the kind is numeric (its values checked by ``numberCheck`` alone).
    var isNumeric: Bool {
      switch self {
      case .number, .length, .positiveLength, .lengthOrInfinity, .integer: true
      default: false
      }
    }

    /// Reads a number of a numeric kind (`.number` for any other kind).
    func read(_ value: JSONValue, path: @autoclosure () -> String) throws(SceneError) -> Double {
      if let number = validNumber(value) { return number }
      let path = path()
      let number: Double
      switch value {
      case .number(let n): number = n
      case .string(let s) where ["infinity", "inf", "Infinity"].contains(s): number = .infinity
      case .null: throw SceneError(path: path, reason: .nullValue)
      default: throw mismatch("a number", value, path)
      }
      for bound in bounds where !bound.contains(number) {
        throw SceneError(path: path, reason: .outOfRange(value: number, bound: bound))
      }
      return number
    }

    /// The bounds a numeric kind checks, in order.
    private var bounds: [SceneError.Reason.Bound] {
      switch self {
      case .lengthOrInfinity: [.nonNegative]
      case .length: [.finite, .nonNegative]
      case .positiveLength: [.finite, .positive]
      case .integer(let minimum, let maximum, let limit):
        [.finite, .integer(minimum: minimum)]
          + (maximum < TrellisLimits.maxSceneInteger ? [.atMost(maximum, limit: limit)] : [])
      default: [.finite]
      }
    }

    // The paths are spelled out only for an error: a scene that reads never makes them (a path per id once cost
    // half of reading a scene whose every node has one).
    static func string(_ value: JSONValue, path: @autoclosure () -> String) throws(SceneError) -> String {
      guard case .string(let s) = value else { throw mismatch("a string", value, path()) }
      return s
    }

    static func choice(_ value: JSONValue, options: [String], path: @autoclosure () -> String) throws(SceneError)
      -> String
    {
      guard case .string(let s) = value else {
        throw mismatch("one of \(SceneError.Reason.quoted(options))", value, path())
      }
      guard options.contains(s) else {
        throw SceneError(path: path(), reason: .invalidChoice(got: s, options: options))
      }
      return s
    }

    static func strings(_ value: JSONValue, path: @autoclosure () -> String) throws(SceneError) -> [String] {
      guard case .array(let items) = value else { throw mismatch("an array of strings", value, path()) }
      var strings: [String] = []
      for (k, item) in items.enumerated() { strings.append(try string(item, path: "\(path())[\(k)]")) }
      return strings
    }
  }
}

/// `value` as written in an error message: strings quoted, numbers as numbers, anything else by its kind.
func describe(_ value: JSONValue) -> String {
  switch value {
  case .string(let s): return "\"\(echoed(s))\""
  case .number(let n): return JSONValue.formatNumber(n)
  default: return value.kindName
  }
}

/// The error for `value` at `path` when `expected` (`"a number"`) was wanted.
func mismatch(_ expected: String, _ value: JSONValue, _ path: String) -> SceneError {
  SceneError(path: path, reason: .wrongKind(expected: expected, got: describe(value)))
}

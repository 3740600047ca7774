extension SceneArguments {
  /// How to read one parameter value: the check and the conversion to a Swift value (`.length`, `.choice(of:)`, …).
  public struct Reader<Value>: Sendable {
    let read: @Sendable (JSONValue, String) throws(SceneError) -> Value
    /// The value `read` returns, or `nil` when `read` would throw: the built-in numeric readers check a valid value
    /// without the JSON path, which is spelled out only for an error.
    let quick: (@Sendable (JSONValue) -> Value?)?

    /// A reader from a function of the JSON value and its path.
    public init(_ read: @escaping @Sendable (JSONValue, String) throws(SceneError) -> Value) {
      self.read = read
      quick = nil
    }

    /// A reader with a check that needs no path; `quick` must answer `nil` exactly when `read` throws, and `read`'s
    /// value otherwise.
    init(
      quick: @escaping @Sendable (JSONValue) -> Value?,
      read: @escaping @Sendable (JSONValue, String) throws(SceneError) -> Value
    ) {
      self.read = read
      self.quick = quick
    }
  }
}

extension SceneArguments.Reader where Value == CGFloat {
  // Lengths, as the Swift API takes them. The closures capture nothing (each names its kind), so making one of these
  // readers allocates nothing.

  /// Any finite number.
  public static var number: Self {
    Self(
      quick: { SceneParameter.Kind.number.validNumber($0).map { CGFloat($0) } },
      read: { value, path throws(SceneError) in CGFloat(try SceneParameter.Kind.number.read(value, path: path)) })
  }
  /// A finite number ≥ 0.
  public static var length: Self {
    Self(
      quick: { SceneParameter.Kind.length.validNumber($0).map { CGFloat($0) } },
      read: { value, path throws(SceneError) in CGFloat(try SceneParameter.Kind.length.read(value, path: path)) })
  }
  /// A finite number > 0.
  public static var positiveLength: Self {
    Self(
      quick: { SceneParameter.Kind.positiveLength.validNumber($0).map { CGFloat($0) } },
      read: { value, path throws(SceneError) in CGFloat(try SceneParameter.Kind.positiveLength.read(value, path: path))
      })
  }
  /// A number ≥ 0, or `"infinity"`.
  public static var lengthOrInfinity: Self {
    Self(
      quick: { SceneParameter.Kind.lengthOrInfinity.validNumber($0).map { CGFloat($0) } },
      read: { value, path throws(SceneError) in
        CGFloat(try SceneParameter.Kind.lengthOrInfinity.read(value, path: path))
      })
  }
}

extension SceneArguments.Reader where Value == Double {
  /// Any finite number (for parameters the Swift API takes as `Double`, such as priorities and opacities).
  public static var number: Self {
    Self(
      quick: { SceneParameter.Kind.number.validNumber($0) },
      read: { value, path throws(SceneError) in try SceneParameter.Kind.number.read(value, path: path) })
  }
}

extension SceneArguments.Reader where Value == Int {
  /// An integer ≥ `minimum` and ≤ `maximum` (by default ``TrellisLimits/maxSceneInteger``, below 10⁹); `limit`
  /// names the limit in errors (`"TrellisLimits.maxLanes"`).
  public static func integer(
    minimum: Int, maximum: Int = TrellisLimits.maxSceneInteger, limit: String = ""
  ) -> Self {
    let kind = SceneParameter.Kind.integer(minimum: minimum, maximum: maximum, limit: limit)
    return Self { value, path throws(SceneError) in Int(try kind.read(value, path: path)) }
  }

  /// A count that becomes tree nodes: 0 to ``TrellisLimits/maxNodes``.
  public static var nodeCount: Self { counted(.nodeCount) }
  /// A masonry's lane count: 1 to ``TrellisLimits/maxLanes``.
  public static var laneCount: Self { counted(.laneCount) }
  /// A reader's pass count: 1 to ``TrellisLimits/maxReaderPasses``.
  public static var passCount: Self { counted(.passCount) }
  /// A grid cell's column span: 1 to ``TrellisLimits/maxGridColumns``.
  public static var columnSpan: Self { counted(.columnSpan) }

  private static func counted(_ kind: SceneParameter.Kind) -> Self {
    Self { value, path throws(SceneError) in Int(try kind.read(value, path: path)) }
  }
}

extension SceneArguments.Reader where Value == String {
  /// A string.
  public static var string: Self {
    Self { value, path throws(SceneError) in try SceneParameter.Kind.string(value, path: path) }
  }
}

extension SceneArguments.Reader where Value == Bool {
  /// A boolean.
  public static var bool: Self {
    Self { value, path throws(SceneError) in
      guard case .bool(let b) = value else { throw mismatch("a boolean", value, path) }
      return b
    }
  }
}

extension SceneArguments.Reader where Value == [String] {
  /// An array of strings.
  public static var strings: Self {
    Self { value, path throws(SceneError) in try SceneParameter.Kind.strings(value, path: path) }
  }
}

extension SceneArguments.Reader where Value == Axis.Set {
  /// An axis name or an array of them.
  public static var axes: Self { Self { value, path throws(SceneError) in try SceneValues.axes(value, path: path) } }
}

extension SceneArguments.Reader where Value == Edge.Set {
  /// An edge-set name or an array of edge names.
  public static var edges: Self { Self { value, path throws(SceneError) in try SceneValues.edges(value, path: path) } }
}

extension SceneArguments.Reader where Value == EdgeInsets {
  /// An object of edge insets.
  public static var insets: Self {
    Self { value, path throws(SceneError) in try SceneValues.insets(value, path: path) }
  }
}

extension SceneArguments.Reader where Value == JSONValue {
  /// The JSON value itself, for builders that check it themselves.
  public static var json: Self { Self { value, _ in value } }
}

extension SceneArguments.Reader where Value: Sendable {
  /// One of the names in `table`, as the value it names.
  public static func choice(_ table: [String: Value]) -> Self {
    Self { value, path throws(SceneError) in
      let options = table.keys.sorted()
      let name = try SceneParameter.Kind.choice(value, options: options, path: path)
      guard let result = table[name] else {
        throw SceneError(path: path, reason: .invalidChoice(got: name, options: options))
      }
      return result
    }
  }
}

extension SceneArguments.Reader where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
  /// One of the raw values of `Value` (`.choice(of: FitMode.self)`).
  public static func choice(of type: Value.Type) -> Self {
    Self { value, path throws(SceneError) in
      let options = type.allCases.map(\.rawValue)
      let name = try SceneParameter.Kind.choice(value, options: options, path: path)
      guard let result = type.init(rawValue: name) else {
        throw SceneError(path: path, reason: .invalidChoice(got: name, options: options))
      }
      return result
    }
  }
}

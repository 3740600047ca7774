/// Checked parameters of one node or modifier, read through typed accessors.
///
/// Values were validated against their declared kinds when the scene was read, but a builder does not rely on that:
/// each accessor checks the value again against the kind the builder wants, so a schema whose declarations were
/// edited (a parameter removed, a kind changed) makes the builder throw a ``SceneError`` instead of crashing.
/// ```swift
/// let side = try args.required("size", .length)              // throws .missingField when absent
/// var stack = HStackLayout()                                 // the Swift API's defaults…
/// try args.read("spacing", .number, into: &stack.spacing)    // …replaced only by what the scene gives
/// ```
public struct SceneArguments: Sendable {
  /// The values in written order: a slice, so that the tree reader hands a builder its part of one reused array.
  let values: ArraySlice<(key: String, value: JSONValue)>
  /// The JSON path of the node or modifier, written out when asked.
  let location: ScenePath
  /// The JSON path of the node or modifier, for builders' own errors.
  ///
  /// - Complexity: O(length of the path): it is spelled out when read, so a builder that never fails never pays it.
  public var path: String { location.text }
  /// The node or modifier type the arguments are for (`"HStack"`), as error messages name it.
  public let owner: String
  /// The built values of the node-valued parameters (``SceneParameter/Kind/node``), by name.
  let nodes: [String: Node]

  init(
    _ values: [(key: String, value: JSONValue)], path: String, owner: String, nodes: [String: Node] = [String: Node]()
  ) {
    self.init(values, location: ScenePath(path), owner: owner, nodes: nodes)
  }

  init(
    _ values: [(key: String, value: JSONValue)], location: ScenePath, owner: String,
    nodes: [String: Node] = [String: Node]()
  ) {
    self.init(values[...], location: location, owner: owner, nodes: nodes)
  }

  init(
    _ values: ArraySlice<(key: String, value: JSONValue)>, location: ScenePath, owner: String,
    nodes: [String: Node] = [String: Node]()
  ) {
    self.values = values
    self.location = location
    self.owner = owner
    self.nodes = nodes
  }

  /// The built node of a node-valued parameter (``SceneParameter/Kind/node``), or `nil` when it is absent or `null`.
  ///
  /// - Complexity: O(1) on average.
  public func node(_ name: String) -> Node? { nodes[name] }

  /// The raw value of a parameter (`nil` when absent or `null`).
  ///
  /// - Complexity: O(parameters).
  public subscript(name: String) -> JSONValue? {
    // By index, so that only the value found is copied.
    for k in values.indices where values[k].key == name {
      if case .null = values[k].value { return nil }
      return values[k].value
    }
    return nil
  }

  /// A parameter read with `reader`, or `nil` when it is absent or `null`.
  ///
  /// - Throws: ``SceneError`` at the parameter's path when the value is not what `reader` reads.
  /// - Complexity: O(parameters), plus the reader.
  public func value<T>(_ name: String, _ reader: Reader<T>) throws(SceneError) -> T? {
    guard let value = self[name] else { return nil }
    // A valid value is read without spelling out its path; only an invalid one is read again to name it.
    if let quick = reader.quick, let read = quick(value) { return read }
    return try reader.read(value, "\(path).\(name)")
  }

  /// A parameter that must be present, read with `reader`.
  ///
  /// - Throws: ``SceneError`` with ``SceneError/Reason/missingField(_:owner:)`` when it is absent, or the reader's.
  /// - Complexity: O(parameters), plus the reader.
  public func required<T>(_ name: String, _ reader: Reader<T>) throws(SceneError) -> T {
    guard let value = try value(name, reader) else {
      throw SceneError(path: "\(path).\(name)", reason: .missingField(name, owner: owner))
    }
    return value
  }

  /// Replaces `target` with the parameter when it is given; otherwise leaves `target` (the Swift API's default).
  ///
  /// - Throws: ``SceneError`` when the value is not what `reader` reads.
  /// - Complexity: O(parameters), plus the reader.
  public func read<T>(_ name: String, _ reader: Reader<T>, into target: inout T) throws(SceneError) {
    if let value = try value(name, reader) { target = value }
  }

  /// Replaces an optional `target` with the parameter when it is given.
  ///
  /// - Throws: ``SceneError`` when the value is not what `reader` reads.
  /// - Complexity: O(parameters), plus the reader.
  public func read<T>(_ name: String, _ reader: Reader<T>, into target: inout T?) throws(SceneError) {
    if let value = try value(name, reader) { target = value }
  }

  /// The names among `names` that are given (present and not `null`), in the order of `names`.
  ///
  /// - Complexity: O(names × parameters).
  public func given(_ names: [String]) -> [String] { names.filter { self[$0] != nil } }

  /// A custom builder's error at this node's path (or one of its parameters).
  public func error(_ message: String, parameter: String? = nil) -> SceneError {
    error(.custom(message), parameter: parameter)
  }

  /// An error at this node's path (or one of its parameters).
  public func error(_ reason: SceneError.Reason, parameter: String? = nil) -> SceneError {
    SceneError(path: parameter.map { "\(path).\($0)" } ?? path, reason: reason)
  }
}

/// One modifier of a scene node (`{"type": "frame", "maxWidth": 80}`).
public struct SceneModifier: Sendable, Equatable {
  /// The modifier type (`"frame"`, `"padding"`, …).
  public var type: String
  /// The parameters, in written order.
  public var parameters: [(key: String, value: JSONValue)]

  /// Creates a modifier.
  public init(type: String, parameters: [(key: String, value: JSONValue)] = []) {
    self.type = type
    self.parameters = parameters
  }

  /// Whether the modifiers have the same type and parameters, in the same order.
  public static func == (a: SceneModifier, b: SceneModifier) -> Bool {
    a.type == b.type && JSONValue.object(a.parameters) == JSONValue.object(b.parameters)
  }

  static func read(
    _ json: JSONValue, path: ScenePath, schema: SceneSchema, types: inout SceneTypeCache, depth: Int = 0
  ) throws(SceneError) -> SceneModifier {
    guard case .object(let pairs) = json else {
      throw mismatch("a modifier object with a \"type\"", json, path.text)
    }
    let type = try SceneNode.readType(pairs, path: path, owner: "a modifier")
    guard let spec = types.modifierType(type, in: schema) else {
      throw SceneError(
        path: "\(path.text).type", reason: .unknownModifier(type, known: schema.modifierTypes.keys.sorted()))
    }
    var parameters = SceneParameterReader(owner: type, declared: spec.parameters, path: path, fields: pairs.count)
    for (key, value) in pairs where key != "type" {
      try parameters.add(key, value)
      if spec.hasNodeParameters, case .node = spec.parameters.first(where: { $0.name == key })?.kind, value != .null {
        _ = try SceneNode.read(
          value, path: .field(key, of: path.link), schema: schema, types: &types, depth: depth + 1)
      }
    }
    return SceneModifier(type: type, parameters: try parameters.finish())
  }

  /// The modifier applied to `node`; `path` is spelled out only for an error or a node-valued parameter.
  func apply(to node: Node, path: ScenePath, schema: SceneSchema, types: inout SceneTypeCache) throws(SceneError)
    -> Node
  {
    guard let spec = types.modifierType(type, in: schema) else {
      throw SceneError(
        path: "\(path.text).type", reason: .unknownModifier(type, known: schema.modifierTypes.keys.sorted()))
    }
    return try Self.apply(spec, named: type, parameters[...], to: node, path: path, schema: schema, types: &types)
  }

  /// The modifier `spec` (registered as `name`) with its checked `parameters` applied to `node`: its node-valued
  /// parameters are built first (the scene reader and the tree reader share this).
  ///
  /// - Complexity: O(parameters), plus the nodes they hold and the modifier's own work.
  static func apply(
    _ spec: SceneModifierType, named name: String, _ parameters: ArraySlice<(key: String, value: JSONValue)>,
    to node: Node,
    path: ScenePath, schema: SceneSchema, types: inout SceneTypeCache
  ) throws(SceneError) -> Node {
    // `Dictionary()` is the shared empty storage, made inline (an empty literal calls an initialiser).
    var nodes = [String: Node]()
    if spec.hasNodeParameters {
      // By index: a `for parameter in` loop would copy (retain) every declaration it passes.
      for k in spec.parameters.indices {
        guard case .node = spec.parameters[k].kind else { continue }
        let parameter = spec.parameters[k]
        guard let value = parameters.first(where: { $0.key == parameter.name })?.value, value != .null else {
          continue
        }
        let here = "\(path.text).\(parameter.name)"
        nodes[parameter.name] = try SceneNode.read(value, path: here, schema: schema).makeNode(
          path: ScenePath(here), schema: schema, types: &types)
      }
    }
    return try spec.apply(SceneArguments(parameters, location: path, owner: name, nodes: nodes), node)
  }

  func jsonValue() -> JSONValue { .object([("type", .string(type))] + parameters) }
}

/// One node of a scene file: its type, id, parameters (already checked against the schema), children and
/// modifiers, in the order they were written.
public struct SceneNode: Sendable, Equatable {
  /// The node type (`"HStack"`, `"Box"`, …).
  public var type: String
  /// The node's id, if any.
  public var id: String?
  /// The parameters, in written order.
  public var parameters: [(key: String, value: JSONValue)]
  /// The child nodes.
  public var children: [SceneNode]
  /// The modifiers, applied in order (the first wraps the node itself).
  public var modifiers: [SceneModifier]

  /// Creates a node.
  ///
  /// - Complexity: O(1).
  public init(
    type: String, id: String? = nil, parameters: [(key: String, value: JSONValue)] = [], children: [SceneNode] = [],
    modifiers: [SceneModifier] = []
  ) {
    self.type = type
    self.id = id
    self.parameters = parameters
    self.children = children
    self.modifiers = modifiers
  }

  public static func == (a: SceneNode, b: SceneNode) -> Bool {
    a.type == b.type && a.id == b.id && JSONValue.object(a.parameters) == JSONValue.object(b.parameters)
      && a.children == b.children && a.modifiers == b.modifiers
  }

  /// The maximum nesting depth of a scene (deeper files are an error, not a stack overflow).
  public static let maxDepth = 200

  static func read(_ json: JSONValue, path: String, schema: SceneSchema, depth: Int = 0) throws(SceneError) -> SceneNode
  {
    guard depth <= maxDepth else { throw SceneError(path: path, message: "nested deeper than \(maxDepth) levels") }
    guard case .object(let pairs) = json else {
      throw SceneError(path: path, message: "expected a node object with a \"type\", got \(json.kindName)")
    }
    guard let typeValue = json["type"] else { throw SceneError(path: "\(path).type", message: "missing node type") }
    guard case .string(let type) = typeValue else {
      throw SceneError(path: "\(path).type", message: "expected a string, got \(typeValue.kindName)")
    }
    guard let spec = schema.nodeTypes[type] else {
      throw SceneError(
        path: "\(path).type",
        message: "unknown node type \"\(type)\" (known: \(schema.nodeTypes.keys.sorted().joined(separator: ", ")))")
    }
    var node = SceneNode(type: type)
    for (key, value) in pairs {
      let here = "\(path).\(key)"
      switch key {
      case "type": continue
      case "id":
        guard case .string(let id) = value else { throw SceneError(path: here, message: "expected a string id") }
        node.id = id
      case "children":
        guard spec.acceptsChildren else { throw SceneError(path: here, message: "\(type) has no children") }
        guard case .array(let items) = value else {
          throw SceneError(path: here, message: "expected an array of nodes, got \(value.kindName)")
        }
        for (k, item) in items.enumerated() {
          node.children.append(try read(item, path: "\(here)[\(k)]", schema: schema, depth: depth + 1))
        }
      case "modifiers":
        guard case .array(let items) = value else {
          throw SceneError(path: here, message: "expected an array of modifiers, got \(value.kindName)")
        }
        for (k, item) in items.enumerated() {
          node.modifiers.append(try SceneModifier.read(item, path: "\(here)[\(k)]", schema: schema))
        }
      default:
        guard let parameter = spec.parameters.first(where: { $0.name == key }) else {
          let known = (["id", "modifiers"] + (spec.acceptsChildren ? ["children"] : []) + spec.parameters.map(\.name))
          throw SceneError(
            path: here, message: "unknown field for \(type) (known: \(known.joined(separator: ", ")))")
        }
        _ = try parameter.kind.validate(value, path: here, nullable: !parameter.required)
        node.parameters.append((key, value))
      }
    }
    for parameter in spec.parameters
    where parameter.required && node.parameters.allSatisfy({ $0.key != parameter.name }) {
      throw SceneError(path: "\(path).\(parameter.name)", message: "missing: \(type) needs \(parameter.name)")
    }
    return node
  }

  func jsonValue() -> JSONValue {
    var pairs: [(key: String, value: JSONValue)] = [("type", .string(type))]
    if let id { pairs.append(("id", .string(id))) }
    pairs.append(contentsOf: parameters)
    if !modifiers.isEmpty { pairs.append(("modifiers", .array(modifiers.map { $0.jsonValue() }))) }
    if !children.isEmpty { pairs.append(("children", .array(children.map { $0.jsonValue() }))) }
    return .object(pairs)
  }

  func makeNode(path: String, schema: SceneSchema) throws(SceneError) -> Node {
    guard let spec = schema.nodeTypes[type] else {
      throw SceneError(path: "\(path).type", message: "unknown node type \"\(type)\"")
    }
    var children: [Node] = []
    children.reserveCapacity(self.children.count)
    for (k, child) in self.children.enumerated() {
      children.append(try child.makeNode(path: "\(path).children[\(k)]", schema: schema))
    }
    var node = try spec.build(SceneArguments(parameters, path: path), children)
    if let id { node = node.id(id) }
    for (k, modifier) in modifiers.enumerated() {
      guard let modifierSpec = schema.modifierTypes[modifier.type] else {
        throw SceneError(path: "\(path).modifiers[\(k)].type", message: "unknown modifier \"\(modifier.type)\"")
      }
      node = try modifierSpec.apply(SceneArguments(modifier.parameters, path: "\(path).modifiers[\(k)]"), node)
    }
    return node
  }
}

/// One modifier of a scene node (`{"type": "frame", "maxWidth": 80}`).
public struct SceneModifier: Sendable, Equatable {
  /// The modifier type (`"frame"`, `"padding"`, …).
  public var type: String
  /// The parameters, in written order.
  public var parameters: [(key: String, value: JSONValue)]

  /// Creates a modifier.
  ///
  /// - Complexity: O(1).
  public init(type: String, parameters: [(key: String, value: JSONValue)] = []) {
    self.type = type
    self.parameters = parameters
  }

  public static func == (a: SceneModifier, b: SceneModifier) -> Bool {
    a.type == b.type && JSONValue.object(a.parameters) == JSONValue.object(b.parameters)
  }

  static func read(_ json: JSONValue, path: String, schema: SceneSchema) throws(SceneError) -> SceneModifier {
    guard case .object(let pairs) = json else {
      throw SceneError(path: path, message: "expected a modifier object with a \"type\", got \(json.kindName)")
    }
    guard case .string(let type)? = json["type"] else {
      throw SceneError(path: "\(path).type", message: "missing modifier type (a string)")
    }
    guard let spec = schema.modifierTypes[type] else {
      throw SceneError(
        path: "\(path).type",
        message: "unknown modifier \"\(type)\" (known: \(schema.modifierTypes.keys.sorted().joined(separator: ", ")))")
    }
    var modifier = SceneModifier(type: type)
    for (key, value) in pairs where key != "type" {
      let here = "\(path).\(key)"
      guard let parameter = spec.parameters.first(where: { $0.name == key }) else {
        throw SceneError(
          path: here,
          message: "unknown field for \(type) (known: \(spec.parameters.map(\.name).joined(separator: ", ")))")
      }
      _ = try parameter.kind.validate(value, path: here, nullable: !parameter.required)
      modifier.parameters.append((key, value))
    }
    for parameter in spec.parameters
    where parameter.required && modifier.parameters.allSatisfy({ $0.key != parameter.name }) {
      throw SceneError(path: "\(path).\(parameter.name)", message: "missing: \(type) needs \(parameter.name)")
    }
    return modifier
  }

  func jsonValue() -> JSONValue { .object([("type", .string(type))] + parameters) }
}

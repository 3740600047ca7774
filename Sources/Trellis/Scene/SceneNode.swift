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

  /// Whether the nodes have the same type, id, parameters (in order), children and modifiers.
  public static func == (a: SceneNode, b: SceneNode) -> Bool {
    a.type == b.type && a.id == b.id && JSONValue.object(a.parameters) == JSONValue.object(b.parameters)
      && a.children == b.children && a.modifiers == b.modifiers
  }

  /// The maximum nesting depth of a scene (deeper files are an error, not a stack overflow).
  public static let maxDepth = 200

  static func read(_ json: JSONValue, path: String, schema: SceneSchema, depth: Int = 0) throws(SceneError) -> SceneNode
  {
    var types = SceneTypeCache()
    return try read(json, path: ScenePath(path), schema: schema, types: &types, depth: depth)
  }

  /// The node `json` describes, checked against `schema`; `path` is spelled out only for an error, `types` remembers
  /// the types met.
  ///
  /// - Complexity: O(size of `json`).
  static func read(
    _ json: JSONValue, path: ScenePath, schema: SceneSchema, types: inout SceneTypeCache, depth: Int = 0
  ) throws(SceneError) -> SceneNode {
    guard depth <= maxDepth else { throw SceneError(path: path.text, reason: .tooDeep(limit: maxDepth)) }
    guard case .object(let pairs) = json else { throw mismatch("a node object with a \"type\"", json, path.text) }
    let type = try readType(pairs, path: path, owner: "a node")
    guard let spec = types.nodeType(type, in: schema) else {
      throw SceneError(path: "\(path.text).type", reason: .unknownType(type, known: schema.nodeTypes.keys.sorted()))
    }
    var node = SceneNode(type: type)
    var parameters = SceneParameterReader(owner: type, declared: spec.parameters, path: path, fields: pairs.count)
    parameters.fixedFields = spec.acceptsChildren ? ["id", "modifiers", "children"] : ["id", "modifiers"]
    // Made when the first child or modifier needs it: a leaf without modifiers allocates nothing for paths.
    lazy var link = path.link
    for (key, value) in pairs {
      func here() -> String { "\(path.text).\(key)" }
      switch key {
      case "type": continue
      case "id": node.id = try SceneParameter.Kind.string(value, path: here())
      case "children":
        guard spec.acceptsChildren else { throw SceneError(path: here(), reason: .childrenNotAllowed(type: type)) }
        guard case .array(let items) = value else { throw mismatch("an array of nodes", value, here()) }
        node.children.reserveCapacity(items.count)
        for k in items.indices {
          node.children.append(
            try read(items[k], path: .child(k, of: link), schema: schema, types: &types, depth: depth + 1))
        }
      case "modifiers":
        guard case .array(let items) = value else { throw mismatch("an array of modifiers", value, here()) }
        node.modifiers.reserveCapacity(items.count)
        for k in items.indices {
          node.modifiers.append(
            try SceneModifier.read(
              items[k], path: .modifier(k, of: link), schema: schema, types: &types, depth: depth + 1))
        }
      default: try parameters.add(key, value)
      }
    }
    node.parameters = try parameters.finish()
    return node
  }

  /// The `"type"` field of a node or modifier object.
  static func readType(_ pairs: [(key: String, value: JSONValue)], path: ScenePath, owner: String) throws(SceneError)
    -> String
  {
    guard let value = pairs.first(where: { $0.key == "type" })?.value else {
      throw SceneError(path: "\(path.text).type", reason: .missingField("type", owner: owner))
    }
    guard case .string(let type) = value else { throw mismatch("a string", value, "\(path.text).type") }
    return type
  }

  func jsonValue() -> JSONValue {
    var pairs: [(key: String, value: JSONValue)] = [("type", .string(type))]
    if let id { pairs.append(("id", .string(id))) }
    pairs.append(contentsOf: parameters)
    if !modifiers.isEmpty { pairs.append(("modifiers", .array(modifiers.map { $0.jsonValue() }))) }
    if !children.isEmpty { pairs.append(("children", .array(children.map { $0.jsonValue() }))) }
    return .object(pairs)
  }

  /// The node's tree; `path` is spelled out only for an error, `types` remembers the types met.
  ///
  /// - Complexity: O(nodes below).
  func makeNode(path: ScenePath, schema: SceneSchema, types: inout SceneTypeCache) throws(SceneError) -> Node {
    guard let spec = types.nodeType(type, in: schema) else {
      throw SceneError(path: "\(path.text).type", reason: .unknownType(type, known: schema.nodeTypes.keys.sorted()))
    }
    // Made when the first child or modifier needs it: a leaf without modifiers allocates nothing for paths.
    lazy var link = path.link
    var children: [Node] = []
    if !self.children.isEmpty {
      children.reserveCapacity(self.children.count)
      // Read in place: a `for child in` loop would copy (retain and release) each child's fields.
      try self.children.withUnsafeBufferPointer { (scene: UnsafeBufferPointer<SceneNode>) throws(SceneError) in
        for k in scene.indices {
          children.append(try scene[k].makeNode(path: .child(k, of: link), schema: schema, types: &types))
        }
      }
    }
    var node = try spec.build(SceneArguments(parameters, location: path, owner: type), children)
    if let id { node = node.id(id) }
    if !modifiers.isEmpty {
      try modifiers.withUnsafeBufferPointer { (scene: UnsafeBufferPointer<SceneModifier>) throws(SceneError) in
        for k in scene.indices {
          node = try scene[k].apply(to: node, path: .modifier(k, of: link), schema: schema, types: &types)
        }
      }
    }
    return node
  }
}

/// Checks the parameters of one node or modifier object against the declared ones, in written order.
struct SceneParameterReader {
  let owner: String
  let declared: [SceneParameter]
  /// The object's path, spelled out only for an error.
  let path: ScenePath
  /// Fields the object takes besides its parameters (`id`, `children`, `modifiers`), for error messages.
  var fixedFields: [String] = []
  private var values: [(key: String, value: JSONValue)] = []

  /// A reader for an object of at most `fields` fields.
  init(owner: String, declared: [SceneParameter], path: ScenePath, fields: Int) {
    self.owner = owner
    self.declared = declared
    self.path = path
    values.reserveCapacity(min(fields, declared.count))
  }

  mutating func add(_ key: String, _ value: JSONValue) throws(SceneError) {
    guard let parameter = declared.first(where: { $0.name == key }) else {
      let known = fixedFields + declared.map(\.name)
      throw SceneError(path: "\(path.text).\(key)", reason: .unknownField(key, owner: owner, known: known))
    }
    _ = try parameter.kind.validate(value, path: "\(path.text).\(key)", nullable: !parameter.required)
    values.append((key, value))
  }

  /// The checked values; throws for the first required parameter that is missing.
  func finish() throws(SceneError) -> [(key: String, value: JSONValue)] {
    for parameter in declared where parameter.required && values.allSatisfy({ $0.key != parameter.name }) {
      throw SceneError(path: "\(path.text).\(parameter.name)", reason: .missingField(parameter.name, owner: owner))
    }
    return values
  }
}

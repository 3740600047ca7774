/// The node and modifier types a scene file may use, with their parameters and how each becomes a ``Node``.
///
/// ``standard`` holds every type Trellis ships. Add your own types by copying it and registering more:
/// ```swift
/// var schema = SceneSchema.standard
/// schema.register(SceneNodeType(name: "Avatar", parameters: [.init("size", .length, required: true)]) { args, _ in
///   let size = try args.required("size", .length)
///   return Box(width: size, height: size).node
/// })
/// ```
public struct SceneSchema: Sendable {
  /// Node types by name.
  public var nodeTypes: [String: SceneNodeType] = [:]
  /// Modifier types by name.
  public var modifierTypes: [String: SceneModifierType] = [:]

  /// An empty schema.
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
  public init(
    name: String, parameters: [SceneParameter] = [],
    apply: @escaping @Sendable (SceneArguments, Node) throws(SceneError) -> Node
  ) {
    self.name = name
    self.parameters = parameters
    self.apply = apply
  }
}

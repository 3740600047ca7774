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

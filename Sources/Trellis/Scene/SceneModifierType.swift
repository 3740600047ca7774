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

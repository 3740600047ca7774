/// A modifier type of the scene format.
public struct SceneModifierType: Sendable {
  /// The modifier name, as in the Swift API (`"frame"`).
  public var name: String
  /// The accepted parameters.
  public var parameters: [SceneParameter] {
    didSet { hasNodeParameters = Self.anyNode(parameters) }
  }
  /// Whether some parameter takes a node (``SceneParameter/Kind/node``), found once: a modifier without one (most)
  /// builds no nodes of its own from its parameters.
  private(set) var hasNodeParameters: Bool
  /// Applies the modifier to a node.
  public var apply: @Sendable (SceneArguments, Node) throws(SceneError) -> Node

  /// Creates a modifier type.
  public init(
    name: String, parameters: [SceneParameter] = [],
    apply: @escaping @Sendable (SceneArguments, Node) throws(SceneError) -> Node
  ) {
    self.name = name
    self.parameters = parameters
    self.hasNodeParameters = Self.anyNode(parameters)
    self.apply = apply
  }

  private static func anyNode(_ parameters: [SceneParameter]) -> Bool {
    parameters.contains { if case .node = $0.kind { true } else { false } }
  }
}

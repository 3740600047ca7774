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

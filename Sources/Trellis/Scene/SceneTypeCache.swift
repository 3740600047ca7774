/// The node and modifier types one scene read or tree build has met, so that a tree of a few types hashes each type
/// name once: the next node of a known type is found by comparing names (short names compare as two words), not by
/// a dictionary lookup.
struct SceneTypeCache {
  /// At most this many types of each sort are remembered; the rest are looked up in the schema each time.
  static let capacity = 16
  private var nodeTypes: [(name: String, type: SceneNodeType)] = []
  private var modifierTypes: [(name: String, type: SceneModifierType)] = []

  /// The node type named `name` in `schema`.
  ///
  /// - Complexity: O(``capacity``), one dictionary lookup the first time.
  mutating func nodeType(_ name: String, in schema: SceneSchema) -> SceneNodeType? {
    // By index: a `for entry in` loop would copy (retain) every entry it passes.
    for k in nodeTypes.indices where nodeTypes[k].name == name { return nodeTypes[k].type }
    guard let type = schema.nodeTypes[name] else { return nil }
    if nodeTypes.count < Self.capacity { nodeTypes.append((name, type)) }
    return type
  }

  /// The modifier type named `name` in `schema`.
  ///
  /// - Complexity: O(``capacity``), one dictionary lookup the first time.
  mutating func modifierType(_ name: String, in schema: SceneSchema) -> SceneModifierType? {
    for k in modifierTypes.indices where modifierTypes[k].name == name { return modifierTypes[k].type }
    guard let type = schema.modifierTypes[name] else { return nil }
    if modifierTypes.count < Self.capacity { modifierTypes.append((name, type)) }
    return type
  }
}

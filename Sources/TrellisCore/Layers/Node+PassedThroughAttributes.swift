extension Node {
  /// The layout priority and layout values a parent reads through this node's modifier chain (the first set value
  /// wins, as the engine reads them), for a container that stands for this node (an overlay or background).
  ///
  /// - Complexity: O(modifiers in the chain).
  func passedThroughAttributes() -> Attributes {
    var result = Attributes()
    var current: Node? = self
    while let n = current {
      if !n.traits.plainAttributes {
        let a = n.attributes
        if result.priority == nil { result.priority = a.priority }
        for (key, value) in a.values where result.values[key] == nil { result.values[key] = value }
      }
      current = n.isModifier ? n.firstChild : nil
    }
    return result
  }
}

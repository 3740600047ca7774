extension Node {
  /// The loop this node's id is scoped to, if any (see ``IDScope``).
  var idScope: IDScope? { attributes.idScope }

  /// This node with `id` (when given) and scoped to `scope`, unless it already has a scope (an inner loop's, which
  /// stays: the ids of a `ForEach` nested in another need only be unique within the inner one). A node without an
  /// id is returned as it is.
  ///
  /// - Complexity: O(1) (one node made, its children shared).
  func scoped(in scope: IDScope, id newID: String? = nil) -> Node {
    let id = newID ?? self.id
    guard id != nil else { return self }
    var attributes = self.attributes
    if attributes.idScope == nil { attributes.idScope = scope } else if newID == nil { return self }
    return with(id: .some(id), attributes: attributes)
  }
}

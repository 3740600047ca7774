import TrellisCore

extension ConstraintLayout {
  /// The items a layout's constraints are written over, made once per layout value: each child's key and anchors
  /// (new variables: the layout reads its frames back by them), the container's anchors, and where each key is.
  struct Items {
    /// Each child's key: its id, or `#<index>`.
    let keys: [String]
    /// Each child's anchors, parallel to ``keys``.
    let anchors: [LayoutAnchors]
    /// The container's anchors (a width and a height).
    let container: LayoutAnchors
    /// The first child with each key.
    let position: [String: Int]

    /// The items of `keys`, over new variables.
    ///
    /// - Complexity: O(children).
    init(keys: [String]) {
      self.keys = keys
      anchors = keys.map { LayoutAnchors(key: $0) }
      container = LayoutAnchors(key: "container")
      var position: [String: Int] = [:]
      position.reserveCapacity(keys.count)
      for (k, key) in keys.enumerated() where position[key] == nil { position[key] = k }
      self.position = position
    }

    /// The items of `children`.
    ///
    /// - Throws: ``ConstraintError/reservedItemID(_:)`` for a child with the id `container`.
    /// - Complexity: O(children).
    init(_ children: [Node]) throws(ConstraintError) {
      var keys: [String] = []
      keys.reserveCapacity(children.count)
      for (k, child) in children.enumerated() {
        if child.id == "container" { throw .reservedItemID("container") }
        keys.append(child.id ?? "#\(k)")
      }
      self.init(keys: keys)
    }

    /// The anchors of the item `key` (`container` for the container), or `nil`.
    func anchors(of key: String) -> LayoutAnchors? {
      key == "container" ? container : position[key].map { anchors[$0] }
    }
  }
}

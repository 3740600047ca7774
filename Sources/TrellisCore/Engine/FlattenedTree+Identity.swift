extension FlattenedTree {
  /// Where an id must be unique: among the views of one container (a non-modifier parent; `-1` above the root) that
  /// belong to the same loop (``IDScope``; `nil` for the container's static children).
  private struct SiblingKey: Hashable {
    let container: Int32
    let scope: ObjectIdentifier?
    let id: String
  }

  /// Checks SwiftUI's rule on the `identified` nodes of the tree flattened into `arrays`: an id is unique among its
  /// siblings (the views of one container, a `ForEach`'s within that `ForEach`); the same id under two parents, in
  /// two loops, or in several alternatives of a `ViewThatFits` is fine. The ids on one modifier chain belong to one
  /// view (`Box().id("a").padding().id("b")` is one view with ids "a" and "b", each naming its own node's frame); an
  /// id that an outer modifier of the same view repeats names the outer node only, so the inner one is dropped from
  /// the identified nodes and returned as shadowed.
  ///
  /// - Throws: ``LayoutError/duplicateID(_:paths:)`` naming both siblings' paths.
  /// - Complexity: O(ids × modifier-chain length).
  static func uniqueIDs(_ identified: [(node: NodeIndex, id: String)], in arrays: PassBuffers.NodeArrays)
    throws(LayoutError) -> (identified: [(node: NodeIndex, id: String)], shadowed: Set<NodeIndex>)
  {
    guard identified.count > 1 else { return (identified, []) }
    // Most passes have no repeated id: when no two (container, scope, id) keys even share a cheap 64-bit hash, there
    // is nothing to find (hashing every key with SipHash into a dictionary costs far more).
    if !mayRepeatAnID(identified, arrays) { return (identified, []) }
    var identified = identified
    var seen: [SiblingKey: (node: NodeIndex, view: Int32)] = [:]
    seen.reserveCapacity(identified.count)
    var shadowed: [Int] = []
    for (position, (node, id)) in identified.enumerated() {
      let view = Self.view(of: node, arrays)
      let scope = arrays.references[Int(view)]._withUnsafeGuaranteedRef { $0.idScope.map(ObjectIdentifier.init) }
      let key = SiblingKey(container: arrays.parent[Int(view)], scope: scope, id: id)
      guard let other = seen[key] else {
        seen[key] = (node, view)
        continue
      }
      // Breadth-first order: on one chain the outer modifier came first.
      guard other.view != view else {
        shadowed.append(position)
        continue
      }
      let paths = PathTable(arrays: arrays)
      throw .duplicateID(id, paths: [paths.path(of: other.node).description, paths.path(of: node).description])
    }
    var shadowedIDs: Set<NodeIndex> = []
    for position in shadowed.reversed() { shadowedIDs.insert(identified.remove(at: position).node) }
    return (identified, shadowedIDs)
  }

  /// The view `node` belongs to: the outermost modifier of its chain.
  private static func view(of node: NodeIndex, _ arrays: PassBuffers.NodeArrays) -> Int32 {
    var view = Int32(node.offset)
    while arrays.parent[Int(view)] >= 0,
      arrays.references[Int(arrays.parent[Int(view)])]._withUnsafeGuaranteedRef({ $0.traits.kind == .modifier })
    {
      view = arrays.parent[Int(view)]
    }
    return view
  }

  /// Whether two identified nodes may share a (container, scope, id) key: `false` when their cheap hashes (FNV-1a
  /// over the id's UTF-8, mixed with the container) all differ. The scope is left out: keys that differ in their
  /// (container, id) differ, and reading a node's scope copies its attributes.
  ///
  /// - Complexity: O(ids × (id length + modifier-chain length) + ids log ids).
  private static func mayRepeatAnID(
    _ identified: [(node: NodeIndex, id: String)], _ arrays: PassBuffers.NodeArrays
  ) -> Bool {
    var hashes: [UInt64] = []
    hashes.reserveCapacity(identified.count)
    for (node, id) in identified {
      let view = Self.view(of: node, arrays)
      var h: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in id.utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
      h = (h ^ UInt64(bitPattern: Int64(arrays.parent[Int(view)]))) &* 0x100_0000_01b3
      hashes.append(h)
    }
    // Sorted, equal hashes are neighbours (integer comparisons, no hashing of the hashes).
    hashes.sort()
    return zip(hashes, hashes.dropFirst()).contains { $0 == $1 }
  }
}

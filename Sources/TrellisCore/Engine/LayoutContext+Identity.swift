extension LayoutContext {
  /// Where an id must be unique: among the views of one container (a non-modifier parent; `-1` above the root) that
  /// belong to the same loop (``IDScope``; `nil` for the container's static children).
  private struct SiblingKey: Hashable {
    let container: Int32
    let scope: ObjectIdentifier?
    let id: String
  }

  /// Checks SwiftUI's rule: an id is unique among its siblings (the views of one container, a `ForEach`'s within that
  /// `ForEach`); the same id under two parents, in two loops, or in several alternatives of a `ViewThatFits` is
  /// fine. The ids on one modifier chain belong to one view (`Box().id("a").padding().id("b")` is one view with ids
  /// "a" and "b", each naming its own node's frame); an id that an outer modifier of the same view repeats names the
  /// outer node only, so the inner one is dropped from ``identified``.
  ///
  /// - Throws: ``LayoutError/duplicateID(_:paths:)`` naming both siblings' paths.
  /// - Complexity: O(ids × modifier-chain length).
  func checkUniqueIDs() throws(LayoutError) {
    guard identified.count > 1 else { return }
    // Most passes have no repeated id: when no two (container, scope, id) keys even share a cheap 64-bit hash, there
    // is nothing to find. Measured with callgrind (release trellis-bench, constraints-form N = 50, one re-layout):
    // the full check hashed every key with SipHash into a dictionary, 30 k of 134 k instructions.
    if !mayRepeatAnID() { return }
    var seen: [SiblingKey: (node: NodeIndex, view: Int32)] = [:]
    seen.reserveCapacity(identified.count)
    var shadowed: [Int] = []
    for (position, (node, id)) in identified.enumerated() {
      // The view the node belongs to: the outermost modifier of its chain.
      var view = Int32(node.offset)
      while parent[Int(view)] >= 0, isModifier(Int(parent[Int(view)])) { view = parent[Int(view)] }
      let scope = storage.references[Int(view)]._withUnsafeGuaranteedRef { $0.idScope.map(ObjectIdentifier.init) }
      let key = SiblingKey(container: parent[Int(view)], scope: scope, id: id)
      guard let other = seen[key] else {
        seen[key] = (node, view)
        continue
      }
      // Breadth-first order: on one chain the outer modifier came first.
      guard other.view != view else {
        shadowed.append(position)
        continue
      }
      throw .duplicateID(id, paths: [path(of: other.node).description, path(of: node).description])
    }
    for position in shadowed.reversed() { shadowedIDs.insert(identified.remove(at: position).node) }
  }

  /// Whether two identified nodes may share a (container, scope, id) key: `false` when their cheap hashes (FNV-1a
  /// over the id's UTF-8, mixed with the container) all differ. The scope is left out: keys that differ in their
  /// (container, id) differ, and reading a node's scope copies its attributes (measured with callgrind, release
  /// trellis-bench, constraints-form N = 50, a cold layout: the check cost 30.5 k instructions with it, 16.3 k
  /// without).
  ///
  /// - Complexity: O(ids × (id length + modifier-chain length) + ids log ids).
  private func mayRepeatAnID() -> Bool {
    var hashes: [UInt64] = []
    hashes.reserveCapacity(identified.count)
    for (node, id) in identified {
      var view = Int32(node.offset)
      while parent[Int(view)] >= 0, isModifier(Int(parent[Int(view)])) { view = parent[Int(view)] }
      var h: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in id.utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
      h = (h ^ UInt64(bitPattern: Int64(parent[Int(view)]))) &* 0x100_0000_01b3
      hashes.append(h)
    }
    // Sorted, equal hashes are neighbours (integer comparisons, no hashing of the hashes).
    hashes.sort()
    return zip(hashes, hashes.dropFirst()).contains { $0 == $1 }
  }
}

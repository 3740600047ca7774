/// A tree flattened once — its per-node arrays, its layouts' descriptions, its ids checked unique among siblings —
/// kept for a root that is laid out again, so that the next pass over the same root copies the arrays instead of
/// flattening the tree and checking its ids anew (a window-resize loop: one tree at new proposals).
///
/// Nodes are immutable and a root owns its tree, so what flattening finds for a root object never changes while that
/// object is alive: a template is looked up by the root's identity and used only while the root it was made from is
/// alive (a weak reference), so no edit can make it stale (an edit makes new nodes, and a new root). It holds no
/// sizes: every pass still measures and places the whole tree (for sizes kept between passes, see ``LayoutCache``).
///
/// Kept only for small trees (at most ``maximumNodes`` nodes, where flattening is a large part of a pass) laid out a
/// second time: a root seen once is only noted by identity (a false match, after its memory is reused by another
/// root, only makes a template early). Each engine keeps its own (``Memo``, in ``LayoutEngine/Storage``, unless its
/// ``LayoutMemoryPolicy/keepsFlattenedTemplates`` is off): at most ``maximumTemplates``, the oldest dropped first, and
/// those whose root is gone dropped when another is kept: a few MB at most, released with the engine.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
// SAFETY: `@unchecked Sendable`. Invariant: every stored property is set once, in `init`, and the storage is never
// written afterwards (a pass works on a copy of it); the unretained node references in it are only read while the
// root is alive (the caller holds it for its pass).
final class FlattenedTemplate: @unchecked Sendable {
  /// The flattened per-node arrays, before any measurement: the pass's starting point, copied by each pass.
  let nodes: PassBuffers.NodeArrays
  /// The tree over ``nodes``, its ids checked.
  let tree: FlattenedTree

  /// Trees with more nodes are never kept.
  static let maximumNodes = 4096
  /// How many templates are kept at most.
  static let maximumTemplates = 8
  /// How many roots laid out once are remembered (by identity only).
  static let seenLimit = 16

  /// A template of a pass just flattened and checked: a copy of its per-node arrays (in a block of the pass's pool),
  /// and its tree over the copy.
  ///
  /// - Complexity: O(nodes), one copy of the pass's block.
  init(copying nodes: PassBuffers.NodeArrays, tree: FlattenedTree) {
    self.nodes = PassBuffers.NodeArrays(copying: nodes, into: nodes.pool)
    self.tree = tree.rebound(to: self.nodes)
  }

  /// What a ``Memo`` knows of a root.
  enum Lookup {
    /// Its template.
    case kept(FlattenedTemplate)
    /// It was laid out once before (no template yet): make one.
    case seenBefore
    /// It is new (now noted).
    case new
  }

  /// The templates an engine keeps, and the roots it has seen once (``LayoutEngine/Storage``, behind its lock).
  struct Memo: Sendable {
    private struct Kept: Sendable {
      weak var root: Node?
      let identity: ObjectIdentifier
      let template: FlattenedTemplate
    }

    private var kept: [Kept] = []
    private var seen: [ObjectIdentifier] = []

    /// The template of `root` when one is kept; else whether `root` was laid out before (and notes it if not).
    ///
    /// - Complexity: O(``FlattenedTemplate/maximumTemplates`` + ``FlattenedTemplate/seenLimit``).
    mutating func lookUp(_ root: Node) -> Lookup {
      let identity = ObjectIdentifier(root)
      for entry in kept where entry.identity == identity && entry.root === root {
        return .kept(entry.template)
      }
      if let k = seen.firstIndex(of: identity) {
        seen.remove(at: k)
        return .seenBefore
      }
      if seen.count >= FlattenedTemplate.seenLimit { seen.removeFirst() }
      seen.append(identity)
      return .new
    }

    /// Keeps `template` for `root`, dropping the templates whose root is gone and, beyond
    /// ``FlattenedTemplate/maximumTemplates``, the oldest; returns the dropped ones, for the caller to release once
    /// its lock is released.
    ///
    /// - Complexity: O(``FlattenedTemplate/maximumTemplates``).
    mutating func keep(_ template: FlattenedTemplate, for root: Node) -> [FlattenedTemplate] {
      var dropped: [FlattenedTemplate] = []
      kept.removeAll { entry in
        guard entry.root == nil else { return false }
        dropped.append(entry.template)
        return true
      }
      if kept.count >= FlattenedTemplate.maximumTemplates { dropped.append(kept.removeFirst().template) }
      kept.append(Kept(root: root, identity: ObjectIdentifier(root), template: template))
      return dropped
    }

    /// The template kept for `root`, if any (for tests: unlike ``lookUp(_:)``, notes nothing).
    func template(for root: Node) -> FlattenedTemplate? {
      let identity = ObjectIdentifier(root)
      return kept.first { $0.identity == identity && $0.root === root }?.template
    }

    /// How many templates are kept (for tests).
    var keptCount: Int { kept.count }
  }
}

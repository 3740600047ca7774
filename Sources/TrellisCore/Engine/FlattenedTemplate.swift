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
/// root, only makes a template early). At most ``maximumTemplates`` are kept (``Memo/shared``, process-wide behind
/// one lock), the oldest dropped first, and those whose root is gone are dropped when another is kept: a few MB at
/// most.
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

  /// A template of a pass just flattened and checked: a copy of its per-node arrays, and its tree over the copy.
  ///
  /// - Complexity: O(nodes), one copy of the pass's block.
  init(copying nodes: PassBuffers.NodeArrays, tree: FlattenedTree) {
    self.nodes = PassBuffers.NodeArrays(copying: nodes)
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

  /// The templates kept, and the roots seen once; the engine uses ``shared``.
  final class Memo: Sendable {
    private struct Kept: Sendable {
      weak var root: Node?
      let identity: ObjectIdentifier
      let template: FlattenedTemplate
    }

    private struct Table: Sendable {
      var kept: [Kept] = []
      var seen: [ObjectIdentifier] = []
    }

    private let table = Lock(Table())

    /// The process-wide memo every ``LayoutEngine`` uses.
    static let shared = Memo()

    /// The template of `root` when one is kept; else whether `root` was laid out before (and notes it if not).
    ///
    /// - Complexity: O(``FlattenedTemplate/maximumTemplates`` + ``FlattenedTemplate/seenLimit``).
    func lookUp(_ root: Node) -> Lookup {
      let identity = ObjectIdentifier(root)
      return table.withLock { table in
        for entry in table.kept where entry.identity == identity && entry.root === root {
          return .kept(entry.template)
        }
        if let k = table.seen.firstIndex(of: identity) {
          table.seen.remove(at: k)
          return .seenBefore
        }
        if table.seen.count >= FlattenedTemplate.seenLimit { table.seen.removeFirst() }
        table.seen.append(identity)
        return .new
      }
    }

    /// Keeps `template` for `root`, dropping the templates whose root is gone and, beyond
    /// ``FlattenedTemplate/maximumTemplates``, the oldest.
    ///
    /// - Complexity: O(``FlattenedTemplate/maximumTemplates``).
    func keep(_ template: FlattenedTemplate, for root: Node) {
      let dropped = table.withLock { table -> [Kept] in
        var dropped: [Kept] = []
        table.kept.removeAll { entry in
          guard entry.root == nil else { return false }
          dropped.append(entry)
          return true
        }
        if table.kept.count >= FlattenedTemplate.maximumTemplates { dropped.append(table.kept.removeFirst()) }
        table.kept.append(Kept(root: root, identity: ObjectIdentifier(root), template: template))
        return dropped
      }
      // Freed here, after the lock is released.
      _ = dropped
    }

    /// The template kept for `root`, if any (for tests: unlike ``lookUp(_:)``, notes nothing).
    func template(for root: Node) -> FlattenedTemplate? {
      let identity = ObjectIdentifier(root)
      return table.withLock { table in
        table.kept.first { $0.identity == identity && $0.root === root }?.template
      }
    }

    /// How many templates are kept (for tests).
    var keptCount: Int { table.withLock { $0.kept.count } }
  }
}

/// The last layout pass, kept between passes, so that laying out a tree again after a small change, or at a new
/// proposal, measures and places only what changed (Taffy's and SwiftUI's incremental layout).
///
/// Nodes are immutable, so a node that is still in the new tree (the same object: a modifier or an edit makes new
/// nodes and shares the untouched subtrees) has the same size for the same proposal, and a changed node is a new
/// object: invalidation needs no call. The cache keeps the pass whole. When the next tree has the same shape (nodes
/// replaced, none added or removed; the changed ones without ids, environment settings or embedded content), the pass
/// is laid out again in place: the changed nodes, and the spacers, dividers and grid rows under them (which read
/// their parent), forget their sizes; every other node answers from what it measured; only containers that changed or
/// moved place their children again. Any other tree is laid out as a new pass that looks each node's size up by the
/// node's identity and the proposal in the kept pass.
///
/// ```swift
/// let cache = LayoutCache()
/// let engine = LayoutEngine()
/// _ = try engine.layout(tree, in: Size(width: 375, height: 800), cache: cache)
/// _ = try engine.layout(editedTree, in: Size(width: 375, height: 800), cache: cache)  // measures the edited path
/// ```
///
/// Not looked up by identity: rigid subtrees (paddings, stacks and fixed frames over fixed-size content: recomputing
/// one costs less than looking it up), spacers, dividers and the modifiers around them, grid rows (their size depends
/// on where they are), nodes under inherited text settings (`.font(_:)` and friends on an ancestor: same node, other
/// settings); a pass with embedded content (readers, whose nested limits depend on depth) is not kept, only its sizes.
/// Layouts must answer the same size for the same subviews and proposal, as the protocol asks; a layout that reads
/// outside state should not be laid out with a cache. Results do not differ from a pass without a cache;
/// ``LayoutResult/Statistics/sizeComputations`` counts only the sizes computed anew and
/// ``LayoutResult/Statistics/sizesReused`` those taken from the cache. A result of the kept pass reads the pass's
/// arrays: while one is alive, the next pass first moves to a copy of them (one block copy, O(nodes)).
///
/// Safe to share between tasks: a pass takes the kept pass out while it uses it (another pass at the same time lays
/// out anew) and puts its own in when it succeeds. A failed pass leaves the cache as it was, except one over a tree of
/// the kept shape, which changed the kept pass in place: it empties the cache.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public final class LayoutCache: Sendable {
  /// What one pass leaves for the next.
  struct Snapshot: Sendable {
    /// Per remembered node, its answers: `answers[start..<(start + count)]`.
    var entries: [ObjectIdentifier: Entry] = [:]
    var answers: [(proposal: PackedProposal, size: Size)] = []
    /// What the pass that measured these sizes ran with: a pass under another measurer or other limits ignores them.
    var configuration: LayoutConfiguration?

    struct Entry: Sendable {
      /// Keeps the node alive, so its identity is not reused while remembered.
      let node: Node
      let start: Int32
      let count: Int32
    }

    /// The remembered size of `node` for `proposal`.
    @inline(__always)
    func size(of node: ObjectIdentifier, for proposal: ProposedViewSize) -> Size? {
      guard let entry = entries[node] else { return nil }
      let start = Int(entry.start)
      let key = PackedProposal(key: proposal)
      for i in start..<(start + Int(entry.count)) where answers[i].proposal.isIdentical(to: key) {
        return answers[i].size
      }
      return nil
    }
  }

  /// The last successful pass, kept whole, so that a tree of the same shape (an edit that replaces nodes without
  /// adding or removing any) is laid out again in place, measuring and placing only what changed.
  // SAFETY: `@unchecked Sendable` on a box of a pass (a non-Sendable class). Invariant: the box is only reached
  // through `stored`'s lock, and a pass takes it out (``take()``) before touching the pass, so one thread at a time
  // uses it.
  final class KeptPass: @unchecked Sendable {
    let context: LayoutContext
    /// The result of the kept pass, while some copy of it reads the pass's arrays.
    weak var result: LayoutResult.DeferredEntries?
    init(_ context: LayoutContext, result: LayoutResult.DeferredEntries?) {
      self.context = context
      self.result = result
    }
  }

  /// What the cache holds: the last pass kept whole, or the sizes of one (after a pass that could not be kept, or
  /// while a pass has taken the kept one).
  private struct State {
    var kept: KeptPass?
    var snapshot = Snapshot()
  }

  private let stored = Lock(State())

  /// An empty cache.
  public init() {}

  /// How many nodes the cache remembers sizes of.
  ///
  /// - Complexity: O(nodes of the last pass).
  public var count: Int { stored.withLock { $0.kept?.context.rememberedCount ?? $0.snapshot.entries.count } }

  /// Forgets every size (and releases the nodes kept for them).
  public func removeAll() { stored.withLock { $0 = State() } }

  /// Takes what the last successful pass left: the pass itself when it was kept (the cache holds nothing of it until
  /// ``keep(_:)`` or ``putBack(_:)``), else its sizes.
  func take() -> (kept: KeptPass?, snapshot: Snapshot) {
    stored.withLock { state in
      let kept = state.kept
      state.kept = nil
      return (kept, state.snapshot)
    }
  }

  /// Keeps `context`, a pass that succeeded, for the next one; `result` is the one reading its arrays. The kept pass
  /// runs for no engine until one lays it out again, so the cache does not keep an engine's memory alive.
  func keep(_ context: LayoutContext, result: LayoutResult) {
    context.runs(for: nil)
    stored.withLock { $0 = State(kept: KeptPass(context, result: result.deferredEntries)) }
  }

  /// Keeps the sizes of a pass that succeeded but cannot be kept whole (it lays out embedded content).
  func replace(with snapshot: Snapshot) { stored.withLock { $0 = State(snapshot: snapshot) } }

  /// Puts back a kept pass that was taken and left untouched (the pass that took it failed), unless another pass
  /// has kept something since.
  func putBack(_ kept: KeptPass) {
    stored.withLock { state in
      if state.kept == nil && state.snapshot.entries.isEmpty { state.kept = kept }
    }
  }
}

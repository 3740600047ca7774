extension LayoutContext {
  // What a pass asks of the engine running it: the engine of a nested pass, and the memos layouts keep in it.

  /// The engine a nested pass under `node` runs with (embedded content): this pass's engine, with its memory and
  /// memos, and its configuration with the depth limit reduced by the node's depth.
  func nestedEngine(at node: NodeIndex) -> LayoutEngine {
    var nested = configuration
    nested.limits.maxDepth = max(0, configuration.limits.maxDepth - tree.links.depth(of: node.offset))
    nested.outerDeadline = log.budget.deadline
    return LayoutEngine(configuration: nested, storage: runningEngine)
  }

  /// The engine's memo of the layout value `key` under the pass's measurer, made by `make` the first time
  /// (``LayoutSubviews/engineMemo(for:make:)``).
  ///
  /// - Complexity: O(1) amortized, plus `make` the first time.
  func engineMemo(for key: LayoutMemoKey, make: () -> any AnyObject & Sendable) -> any AnyObject & Sendable {
    runningEngine.memo(for: key, measurer: configuration.measurer, make: make)
  }

  /// The storage of the engine running the pass. A pass always runs for one; were it not, a storage of its own
  /// (which keeps nothing beyond the call) stands in.
  private var runningEngine: LayoutEngine.Storage {
    engine ?? LayoutEngine.Storage(policy: configuration.memoryPolicy)
  }
}

extension LayoutEngine {
  /// What an engine keeps between its layouts, made for its memory policy (``LayoutMemoryPolicy``): its pass memory
  /// (``PassBlockPool``), its flattened templates (``FlattenedTemplate/Memo``) and its layouts' memos
  /// (``LayoutMemos``).
  ///
  /// Copies of an engine share one storage, and the last of them to go frees it: the kept blocks, templates and memos
  /// go with it, and blocks still read by a result or a ``LayoutCache``'s kept pass are freed when those are, since
  /// the pool keeps nothing once closed. Nothing else holds a storage, except a pass while it runs (nested passes
  /// and layouts reach their engine's memos through it).
  ///
  /// Thread-safe: an engine may lay out on several threads at once. The pool and the two tables are each behind a
  /// lock held only to look up or file an entry, never while a layout runs; what a lookup returns is immutable (a
  /// template) or thread-safe itself (a memo).
  ///
  /// - Complexity: O(1) for every member whose documentation does not say otherwise.
  final class Storage: Sendable {
    /// The policy this storage keeps memory by.
    let policy: LayoutMemoryPolicy
    /// The pass memory.
    let blocks: PassBlockPool

    /// The templates and the layouts' memos (one lock for both: each lookup is short, and one lock is one
    /// allocation fewer per engine).
    private struct Tables: Sendable {
      var templates = FlattenedTemplate.Memo()
      var memos = LayoutMemos()
    }

    private let tables = Lock(Tables())

    /// An empty storage that keeps memory by `policy`.
    init(policy: LayoutMemoryPolicy) {
      self.policy = policy
      blocks = PassBlockPool(budget: policy.retainedPassBytes)
    }

    deinit {
      // The templates released after this (and every block still in use, whenever it is released) return to a
      // pool that keeps nothing.
      blocks.close()
    }

    /// The template of `root` when one is kept; else whether `root` was laid out before (``FlattenedTemplate/Memo``).
    /// Without templates in the policy, every root is new.
    ///
    /// - Complexity: O(``FlattenedTemplate/maximumTemplates`` + ``FlattenedTemplate/seenLimit``).
    func lookUpTemplate(_ root: Node) -> FlattenedTemplate.Lookup {
      guard policy.keepsFlattenedTemplates else { return .new }
      return tables.withLock { $0.templates.lookUp(root) }
    }

    /// Keeps `template` for `root`.
    ///
    /// - Complexity: O(``FlattenedTemplate/maximumTemplates``).
    func keepTemplate(_ template: FlattenedTemplate, for root: Node) {
      guard policy.keepsFlattenedTemplates else { return }
      let dropped = tables.withLock { $0.templates.keep(template, for: root) }
      // Freed here, after the lock is released.
      _ = dropped
    }

    /// This engine's memo of the layout value `key` under `measurer`, made by `make` the first time (and every time,
    /// when the policy keeps no memos).
    ///
    /// - Complexity: O(1) amortized, plus `make` the first time.
    func memo(
      for key: LayoutMemoKey, measurer: TextMeasurerBox, make: () -> any AnyObject & Sendable
    ) -> any AnyObject & Sendable {
      guard policy.keepsLayoutMemos else { return make() }
      if let known = tables.withLock({ $0.memos.memo(for: key, measurer: measurer) }) { return known }
      // Made outside the lock; if another thread kept one meanwhile, that one is used.
      let made = make()
      let (memo, dropped) = tables.withLock { $0.memos.keep(made, for: key, measurer: measurer) }
      // Freed here, after the lock is released.
      _ = dropped
      return memo
    }

    /// The template kept for `root`, if any (for tests).
    func template(for root: Node) -> FlattenedTemplate? { tables.withLock { $0.templates.template(for: root) } }

    /// How many templates are kept (for tests).
    var templateCount: Int { tables.withLock { $0.templates.keptCount } }

    /// The memo kept for `key`, if any (for tests and `ConstraintLayout`'s solver count).
    func existingMemo(for key: LayoutMemoKey) -> (any AnyObject & Sendable)? {
      tables.withLock { $0.memos.existingMemo(for: key) }
    }

    /// How many memos are kept (for tests).
    var memoCount: Int { tables.withLock { $0.memos.count } }
  }
}

extension LayoutEngine {
  /// The memo this engine keeps for the layout value `key`, if any, under any measurer (what a layout reports of its
  /// memos, such as a `ConstraintLayout`'s solver count).
  ///
  /// - Complexity: O(1).
  package func existingMemo(for key: LayoutMemoKey) -> (any AnyObject & Sendable)? { storage.existingMemo(for: key) }
}

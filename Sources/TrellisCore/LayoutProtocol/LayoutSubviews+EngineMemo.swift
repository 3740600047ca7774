extension LayoutSubviews {
  /// The memo the engine laying these subviews out keeps for the layout value `key` (a `ConstraintLayout`'s warm
  /// solvers), made by `make` the first time this engine meets `key` under its text measurer. A memo belongs to its
  /// engine: two engines never share one, copies of an engine do, and it is released with the engine, or earlier
  /// once `key` is gone; an engine whose ``LayoutMemoryPolicy/keepsLayoutMemos`` is off makes one per call. `make`
  /// may run on several threads at once for one key (one result is kept), so a memo must be thread-safe. The caller
  /// casts the memo back to the type `make` makes (what a key is used for is its own: one type per key).
  ///
  /// - Complexity: O(1) amortized, plus `make` the first time.
  package func engineMemo(for key: LayoutMemoKey, make: () -> any AnyObject & Sendable) -> any AnyObject & Sendable {
    context.engineMemo(for: key, make: make)
  }
}

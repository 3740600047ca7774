import TrellisCore

extension Dictionary where Key: Comparable {
  /// The key-value pairs in increasing order of key (FrameUp's `sortedByKey()`): how an ``FULayout``'s
  /// `contentOffsets(sizes:)` walks its subviews' sizes in order (`for size in sizes.sortedByKey()`).
  ///
  /// - Complexity: O(n log n) for n pairs.
  public func sortedByKey() -> [(key: Key, value: Value)] {
    sorted { $0.key < $1.key }
  }
}

/// Scratch for ``ConstraintModel``'s cycle check: a generation-stamped visited set and a stack.
struct ReachabilitySearch {
  private var stamp: [UInt32]
  private var generation: UInt32 = 0
  var stack: [Int] = []

  init(count: Int) { stamp = Array(repeating: 0, count: count) }

  mutating func begin() {
    generation &+= 1
    if generation == 0 {
      for k in stamp.indices { stamp[k] = 0 }
      generation = 1
    }
    stack.removeAll(keepingCapacity: true)
  }

  /// Runs `body` over the raw stamps and the current generation (an index whose stamp equals it was visited), for
  /// searches that visit too many indices to pay a checked array access each.
  mutating func withStamps<R>(_ body: (UnsafeMutableBufferPointer<UInt32>, UInt32) -> R) -> R {
    let generation = generation
    return stamp.withUnsafeMutableBufferPointer { body($0, generation) }
  }

  /// Marks `v` visited; false if it already was.
  mutating func visit(_ v: Int) -> Bool {
    guard stamp[v] != generation else { return false }
    stamp[v] = generation
    return true
  }
}

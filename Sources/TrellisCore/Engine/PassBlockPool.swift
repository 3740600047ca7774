/// The pass memory of one engine: the blocks its passes carve their arrays from, and the freed ones it keeps for its
/// next passes (up to its budget in bytes and 4 blocks; a block is only reused for a pass that needs at least half of
/// it, so a small result never pins a large block).
///
/// Each block holds its pool, so a block outliving the engine (a result, a template or a ``LayoutCache``'s kept pass
/// still reads it) returns here when released; once the engine is gone (``close()``) the pool keeps nothing, and
/// the last block's release frees the pool itself.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
final class PassBlockPool: Sendable {
  /// A block of pass memory and the pool it returns to.
  struct Block: @unchecked Sendable {
    // SAFETY: `@unchecked Sendable`: the pointer is owned by whoever holds the block (one pass's buffers) until it
    // is handed back, and the pool only touches the blocks on its free list, under its lock.
    let pointer: UnsafeMutableRawPointer
    let bytes: Int
    let pool: PassBlockPool

    /// Returns the block to its pool, which keeps it or frees it.
    func giveBack() { pool.give(self) }
  }

  /// A freed block kept (without its pool: the pool does not hold itself).
  private struct Kept: @unchecked Sendable {
    // SAFETY: `@unchecked Sendable`: only the pool touches a kept block, under its lock.
    let pointer: UnsafeMutableRawPointer
    let bytes: Int
  }

  /// The freed blocks kept, oldest first, and whether the engine that owns the pool is gone.
  private struct State: Sendable {
    var free: [Kept] = []
    var closed = false
  }

  /// How many bytes of freed blocks are kept at most.
  let budget: Int
  private let state = Lock(State())
  private static let maximumBlocks = 4

  /// A pool that keeps up to `budget` bytes of freed blocks (none for 0).
  init(budget: Int) { self.budget = max(0, budget) }

  deinit {
    // No block is in use any more (each holds the pool): free what is kept.
    state.withLock { state in
      for block in state.free { block.pointer.deallocate() }
      state.free = []
    }
  }

  /// A block of at least `bytes` bytes: a kept one that fits (no more than about twice the size), else a new one.
  ///
  /// - Complexity: O(1): at most 4 blocks are kept.
  func take(bytes: Int) -> Block {
    if budget > 0 {
      let reused = state.withLock { (state: inout State) -> Kept? in
        var best = -1
        for k in state.free.indices {
          let size = state.free[k].bytes
          guard size >= bytes, size <= 2 * bytes + 4096 else { continue }
          if best < 0 || size < state.free[best].bytes { best = k }
        }
        return best < 0 ? nil : state.free.remove(at: best)
      }
      if let reused { return Block(pointer: reused.pointer, bytes: reused.bytes, pool: self) }
    }
    let size = max(bytes, 64)
    return Block(pointer: .allocate(byteCount: size, alignment: 64), bytes: size, pool: self)
  }

  /// Keeps `block` for a later pass, dropping the oldest kept blocks beyond the budget and the block count, or frees
  /// it when it alone is over the budget or the engine is gone.
  ///
  /// - Complexity: O(1): at most 4 blocks are kept.
  func give(_ block: Block) {
    guard budget > 0, block.bytes <= budget else {
      block.pointer.deallocate()
      return
    }
    let dropped = state.withLock { (state: inout State) -> [Kept] in
      let returned = Kept(pointer: block.pointer, bytes: block.bytes)
      guard !state.closed else { return [returned] }
      state.free.append(returned)
      var total = 0
      for kept in state.free { total += kept.bytes }
      var dropped: [Kept] = []
      // Over the limits: drop the oldest blocks (other than the one just returned).
      while state.free.count > Self.maximumBlocks || total > budget {
        let oldest = state.free.removeFirst()
        total -= oldest.bytes
        dropped.append(oldest)
      }
      return dropped
    }
    for block in dropped { block.pointer.deallocate() }
  }

  /// Frees every kept block and keeps none from now on: the engine that owns the pool is gone, and blocks still in
  /// use are freed when they are given back.
  ///
  /// - Complexity: O(kept blocks).
  func close() {
    let dropped = state.withLock { (state: inout State) -> [Kept] in
      state.closed = true
      defer { state.free = [] }
      return state.free
    }
    for block in dropped { block.pointer.deallocate() }
  }

  /// The bytes of freed blocks kept (for tests).
  var keptBytes: Int { state.withLock { $0.free.reduce(0) { $0 + $1.bytes } } }
}

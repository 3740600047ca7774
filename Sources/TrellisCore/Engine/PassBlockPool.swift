/// A few freed pass blocks, kept for the next passes (at most 4 blocks and 256 MiB; a block is only reused for a
/// pass that needs at least half of it, so a small result never pins a large block).
enum PassBlockPool {
  struct Block: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer
    let bytes: Int
  }

  private static let free = Lock<[Block]>([])
  private static let maximumBlocks = 4
  private static let maximumBytes = 256 << 20

  static func take(bytes: Int) -> Block {
    let reused = free.withLock { (blocks: inout [Block]) -> Block? in
      var best = -1
      for k in blocks.indices {
        let size = blocks[k].bytes
        guard size >= bytes, size <= 2 * bytes + 4096 else { continue }
        if best < 0 || size < blocks[best].bytes { best = k }
      }
      return best < 0 ? nil : blocks.remove(at: best)
    }
    if let reused { return reused }
    let size = max(bytes, 64)
    return Block(pointer: .allocate(byteCount: size, alignment: 64), bytes: size)
  }

  static func give(_ block: Block) {
    let rejected = free.withLock { (blocks: inout [Block]) -> Block? in
      guard block.bytes <= maximumBytes else { return block }
      blocks.append(block)
      var total = 0
      for kept in blocks { total += kept.bytes }
      // Over the limits: drop the oldest blocks (other than the one just returned).
      while blocks.count > maximumBlocks || total > maximumBytes {
        let dropped = blocks.removeFirst()
        total -= dropped.bytes
        dropped.pointer.deallocate()
      }
      return nil
    }
    rejected?.pointer.deallocate()
  }
}

/// The per-node arrays of one layout pass, carved from one block of memory that goes back to a small process-wide
/// pool when the pass and every result that reads it are gone.
///
/// Repeated layouts of large trees (a scrolling gallery re-laid out per frame, a benchmark loop) then reuse memory
/// the process already has, instead of faulting fresh pages in for every pass: for 10⁴ boxes in an `HFlow` that was
/// about a third of the pass. Everything stored here is a plain value (indices, flags, sizes, frames, unretained
/// node references), so the block needs no deinitialization.
///
/// Written only by the pass that creates it (one thread); read-only afterwards, when results share it.
final class PassStorage: @unchecked Sendable {
  let count: Int
  let references: UnsafeMutableBufferPointer<Unmanaged<Node>>
  let frames: UnsafeMutableBufferPointer<Rect>
  let firstSize: UnsafeMutableBufferPointer<Size>
  let parent: UnsafeMutableBufferPointer<Int32>
  let firstChild: UnsafeMutableBufferPointer<Int32>
  let childCount: UnsafeMutableBufferPointer<Int32>
  let slot: UnsafeMutableBufferPointer<Int32>
  let layoutSlot: UnsafeMutableBufferPointer<Int32>
  let flags: UnsafeMutableBufferPointer<UInt8>
  let placed: UnsafeMutableBufferPointer<Bool>
  private let block: PassBlockPool.Block

  /// Bytes per node: 8 + 32 + 16 + 5 × 4 + 2, plus alignment padding per array.
  static func bytes(for count: Int) -> Int { count * 78 + 10 * 32 }

  /// Storage for `count` nodes; frames, sizes and flags zeroed, indices −1 where meaningful.
  ///
  /// - Complexity: O(count).
  init(count: Int) {
    self.count = count
    block = PassBlockPool.take(bytes: Self.bytes(for: count))
    var cursor = block.pointer
    references = Self.carve(Unmanaged<Node>.self, count, &cursor)
    frames = Self.carve(Rect.self, count, &cursor)
    firstSize = Self.carve(Size.self, count, &cursor)
    parent = Self.carve(Int32.self, count, &cursor)
    firstChild = Self.carve(Int32.self, count, &cursor)
    childCount = Self.carve(Int32.self, count, &cursor)
    slot = Self.carve(Int32.self, count, &cursor)
    layoutSlot = Self.carve(Int32.self, count, &cursor)
    flags = Self.carve(UInt8.self, count, &cursor)
    placed = Self.carve(Bool.self, count, &cursor)
    frames.initialize(repeating: .zero)
    firstSize.initialize(repeating: .zero)
    layoutSlot.initialize(repeating: -1)
    flags.initialize(repeating: 0)
    placed.initialize(repeating: false)
  }

  deinit { PassBlockPool.give(block) }

  /// `count` elements of `T` at the next 16-byte boundary after `cursor`, which moves past them.
  private static func carve<T>(
    _ type: T.Type, _ count: Int, _ cursor: inout UnsafeMutableRawPointer
  ) -> UnsafeMutableBufferPointer<T> {
    let aligned = cursor.alignedUp(toMultipleOf: 16)
    cursor = aligned + MemoryLayout<T>.stride * count
    return UnsafeMutableBufferPointer(start: aligned.bindMemory(to: type, capacity: count), count: count)
  }
}

/// A few freed pass blocks, kept for the next passes (at most 4 blocks and 256 MiB; a block is only reused for a
/// pass that needs at least half of it, so a small result never pins a large block).
enum PassBlockPool {
  struct Block: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer
    let bytes: Int
  }

  private static let free = PassLock<[Block]>([])
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

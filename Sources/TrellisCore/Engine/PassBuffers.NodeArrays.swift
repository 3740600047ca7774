extension PassBuffers {
  /// The per-node arrays of one pass, carved from one block of the engine's pool: the part of a pass's buffers that outlives the
  /// pass when a result reads it (its links and frames) or a template keeps it (its flattened tree).
  ///
  /// Each array belongs to one part of the pass: the tree's (``FlattenedTree``) links, slots and flags, the size
  /// cache's (``SizeCache``) states, the placements' (``Placements``) frames and placed flags. The frames are the size
  /// cache's too: a settled node's size is kept in its frame (see ``frames``).
  /// Everything stored here is a plain value (indices, flags, sizes, frames, unretained node references), so the block
  /// needs no deinitialization, and a copy is one copy of the block.
  ///
  /// Written only by the pass that creates it (one thread); read-only afterwards, when results share it.
  ///
  /// - Complexity: O(1) for every member whose documentation does not say otherwise.
  final class NodeArrays: @unchecked Sendable {
    let count: Int
    /// The tree's nodes, unretained (the pass's root owns them; see ``NodeList``).
    let references: UnsafeMutableBufferPointer<Unmanaged<Node>>
    /// The placements' frames. A settled node's frame size is also the size cache's answer for it
    /// (``SizeCache/settledSize(_:)``): a fixed-size leaf's size is written there while flattening, a rigid node's when
    /// it settles, and placing a node writes the size it answers, so placing a settled node leaves it as it was; an
    /// unplaced node's frame means nothing to results.
    let frames: UnsafeMutableBufferPointer<Rect>
    /// The tree's links: each node's parent (−1 for the root) and first child, and after the last node the node count
    /// (`count + 1` elements: children are contiguous and follow the children of the nodes before, so a node's child
    /// count is where the next node's children start, less where its own do: ``childCount``).
    let parent: UnsafeMutableBufferPointer<Int32>
    let firstChild: UnsafeMutableBufferPointer<Int32>
    /// The tree's slots: each node's index into the per-slot arrays (−1 for a fixed-size leaf), and into the
    /// per-layout ones (−1 for a leaf).
    let slot: UnsafeMutableBufferPointer<Int32>
    let layoutSlot: UnsafeMutableBufferPointer<Int32>
    /// The tree's flags (``NodeFlag``).
    let flags: UnsafeMutableBufferPointer<UInt16>
    /// The size cache's states (``SizeCache/State``).
    let sizeState: UnsafeMutableBufferPointer<UInt8>
    /// The placements' placed flags.
    let placed: UnsafeMutableBufferPointer<Bool>
    /// Bytes from the block's start to the end of the last array.
    private let carvedBytes: Int
    private let block: PassBlockPool.Block

    /// The arrays in carving order, with their element strides: the block's size and the carving both follow it.
    private static let strides = [
      MemoryLayout<Unmanaged<Node>>.stride, MemoryLayout<Rect>.stride, MemoryLayout<Int32>.stride,
      MemoryLayout<Int32>.stride, MemoryLayout<Int32>.stride, MemoryLayout<Int32>.stride, MemoryLayout<UInt16>.stride,
      MemoryLayout<UInt8>.stride, MemoryLayout<Bool>.stride,
    ]

    /// Bytes for `count` nodes: each array's elements (one more first child), plus at most
    /// ``PassBuffers/alignment`` bytes of padding before each.
    static func bytes(for count: Int) -> Int {
      strides.reduce(0) { $0 + $1 * count } + MemoryLayout<Int32>.stride + strides.count * PassBuffers.alignment
    }

    /// Each node's child count.
    var childCount: ChildCounts { ChildCounts(firstChild: firstChild) }

    /// The child counts of a tree whose first children are `firstChild` (``NodeArrays/firstChild``): a view, not an
    /// array.
    struct ChildCounts {
      let firstChild: UnsafeMutableBufferPointer<Int32>

      /// Node `k`'s child count.
      @inline(__always) subscript(k: Int) -> Int32 { firstChild[k + 1] &- firstChild[k] }
    }

    /// Arrays for `count` nodes, carved from a block of `pool`: frames, flags and states zeroed, no layout slots,
    /// nothing placed.
    ///
    /// - Complexity: O(count).
    convenience init(count: Int, pool: PassBlockPool) {
      self.init(uninitializedCount: count, pool: pool)
      frames.initialize(repeating: .zero)
      layoutSlot.initialize(repeating: -1)
      flags.initialize(repeating: 0)
      sizeState.initialize(repeating: 0)
      placed.initialize(repeating: false)
    }

    /// A copy of `other`'s arrays in a block of `pool`: for a template (which must not see the pass change them) and
    /// a pass made from one, and for a kept pass laid out again while a result still reads them.
    ///
    /// - Complexity: O(count), one copy of the block.
    convenience init(copying other: NodeArrays, into pool: PassBlockPool) {
      self.init(uninitializedCount: other.count, pool: pool)
      // Every array is at the same offset in both blocks (both start on a 64-byte boundary).
      #if TRELLIS_INTERNAL_CHECKS
        precondition(carvedBytes == other.carvedBytes, "a copy of the node arrays is carved otherwise")
      #endif
      block.pointer.copyMemory(from: other.block.pointer, byteCount: other.carvedBytes)
    }

    /// Arrays for `count` nodes that hold whatever the block held (plain values only, so nothing needs
    /// deinitializing); the caller writes every element it reads.
    private init(uninitializedCount count: Int, pool: PassBlockPool) {
      self.count = count
      block = pool.take(bytes: Self.bytes(for: count))
      var cursor = PassBuffers.Cursor(block: block, strides: Self.strides)
      references = cursor.carve(Unmanaged<Node>.self, count)
      frames = cursor.carve(Rect.self, count)
      parent = cursor.carve(Int32.self, count)
      firstChild = cursor.carve(Int32.self, count + 1)
      slot = cursor.carve(Int32.self, count)
      layoutSlot = cursor.carve(Int32.self, count)
      flags = cursor.carve(UInt16.self, count)
      sizeState = cursor.carve(UInt8.self, count)
      placed = cursor.carve(Bool.self, count)
      carvedBytes = cursor.finish()
    }

    /// The pool the arrays' block returns to.
    var pool: PassBlockPool { block.pool }

    deinit { block.giveBack() }
  }
}

/// Every unsafe buffer of one layout pass, and the one place that allocates, carves, copies and frees them (as
/// swift-collections' `_UnsafeHandle` is the one place a collection's raw storage is touched).
///
/// Two blocks from the engine's pool (``PassBlockPool``, the node arrays' pool), so that repeated layouts of large trees
/// reuse memory the process already has instead of faulting fresh pages in for every pass:
/// - the per-node arrays (``NodeArrays``), carved before the tree is flattened (its root knows the node count), and
///   shared with the pass's results and with a template of its tree;
/// - the per-slot and per-layout arrays below, carved once the tree is flattened (how many nodes need a slot, how
///   many are layouts, how many children the built-in stacks have is known only then), which only the pass reads:
///   what it measured and how it placed each node, its layouts' caches, its stacks' allocations.
///
/// The parts of a pass (``FlattenedTree``, ``SizeCache``, ``Placements``, ``ContainerCaches``) hold the buffers they
/// read, taken from here; when a kept pass moves to a copy of its per-node arrays (``separateNodeArrays(into:)``), they
/// take them again. ``checkInvariants(_:_:_:_:)`` checks the whole pass against them.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
// SAFETY: the buffers are carved from blocks this object (or its `NodeArrays`) owns until `deinit`; `cacheBoxes` holds
// references (retained while stored, released in `deinit`), every other array plain values. Invariant: one pass (one
// thread) uses it, and every access to an element ends before the engine calls out (see `LayoutContext`).
final class PassBuffers {
  /// The per-node arrays; replaced by a copy when a kept pass is laid out again while a result reads them.
  private(set) var nodes: NodeArrays
  /// Per slot: the size cache's first answer and its proposal (a settled node's answer is its frame's size,
  /// ``NodeArrays/frames``).
  let firstSize: UnsafeMutableBufferPointer<Size>
  let firstProposal: UnsafeMutableBufferPointer<PackedProposal>
  /// Per slot: the proposal the node was placed with.
  let proposals: UnsafeMutableBufferPointer<PackedProposal>
  /// Per slot: the index of its newest further answer in the size cache's list, or −1.
  let moreHead: UnsafeMutableBufferPointer<Int32>
  /// Per slot: the pass its first answer was computed in.
  let firstPass: UnsafeMutableBufferPointer<UInt32>
  /// Per layout slot: the container's cache box, made on first use (`nil` until then).
  let cacheBoxes: UnsafeMutableBufferPointer<AnyObject?>
  /// Per built-in stack (``StackSpec/index``): its last allocation.
  let stackHeaders: UnsafeMutableBufferPointer<StackHeader>
  /// Per built-in stack child: its offer, size, guide and gap (``StackSpec/arenaOffset``).
  let stackArena: UnsafeMutableBufferPointer<StackAlgorithm.Child>
  private let block: PassBlockPool.Block

  /// Every array starts on this boundary.
  static let alignment = 16

  /// The per-slot arrays in carving order, with their element strides.
  private static let strides = [
    MemoryLayout<Size>.stride, MemoryLayout<PackedProposal>.stride, MemoryLayout<PackedProposal>.stride,
    MemoryLayout<Int32>.stride,
    MemoryLayout<UInt32>.stride, MemoryLayout<AnyObject?>.stride, MemoryLayout<StackHeader>.stride,
    MemoryLayout<StackAlgorithm.Child>.stride,
  ]

  /// Bytes for the per-slot arrays: each array's elements, plus at most ``alignment`` bytes of padding before each.
  static func bytes(slots: Int, layouts: Int, stacks: Int, stackChildren: Int) -> Int {
    var bytes = 8 * alignment
    bytes +=
      (MemoryLayout<Size>.stride + 2 * MemoryLayout<PackedProposal>.stride + MemoryLayout<Int32>.stride
        + MemoryLayout<UInt32>.stride) * slots
    bytes += MemoryLayout<AnyObject?>.stride * layouts + MemoryLayout<StackHeader>.stride * stacks
    return bytes + MemoryLayout<StackAlgorithm.Child>.stride * stackChildren
  }

  /// The buffers of a pass over the tree flattened into `nodes`: arrays for `slots` slots, `layouts` layout slots,
  /// `stacks` built-in stacks and their `stackChildren` children, initialized: no answer, no placement, no cache, no
  /// allocation.
  ///
  /// - Complexity: O(slots + layouts + stackChildren).
  init(nodes: NodeArrays, slots: Int, layouts: Int, stacks: Int, stackChildren: Int) {
    self.nodes = nodes
    block = nodes.pool.take(
      bytes: Self.bytes(slots: slots, layouts: layouts, stacks: stacks, stackChildren: stackChildren))
    var cursor = Cursor(block: block, strides: Self.strides)
    firstSize = cursor.carve(Size.self, slots)
    firstProposal = cursor.carve(PackedProposal.self, slots)
    proposals = cursor.carve(PackedProposal.self, slots)
    moreHead = cursor.carve(Int32.self, slots)
    firstPass = cursor.carve(UInt32.self, slots)
    cacheBoxes = cursor.carve((AnyObject?).self, layouts)
    stackHeaders = cursor.carve(StackHeader.self, stacks)
    stackArena = cursor.carve(StackAlgorithm.Child.self, stackChildren)
    _ = cursor.finish()
    firstSize.initialize(repeating: .zero)
    firstProposal.initialize(repeating: .unspecified)
    proposals.initialize(repeating: .unspecified)
    moreHead.initialize(repeating: -1)
    firstPass.initialize(repeating: 1)
    cacheBoxes.initialize(repeating: nil)
    stackHeaders.initialize(repeating: StackHeader())
    stackArena.initialize(repeating: StackAlgorithm.Child(along: nil, size: .zero, guide: 0, gap: 0))
  }

  /// Moves the pass onto a copy of its per-node arrays, carved from `pool` (the engine laying the pass out again), so
  /// that a result reading them does not see the pass change them; the parts must take their per-node buffers again.
  ///
  /// - Complexity: O(nodes), one copy of the block.
  func separateNodeArrays(into pool: PassBlockPool) {
    nodes = NodeArrays(copying: nodes, into: pool)
  }

  deinit {
    // The only elements that hold references (the others are plain values), released by a loop over this type:
    // `deinitialize()` destroys each optional through its type's generic witness.
    for i in cacheBoxes.indices where cacheBoxes[i] != nil { cacheBoxes[i] = nil }
    block.giveBack()
  }

  /// Hands out consecutive arrays of a block, each at the next ``PassBuffers/alignment`` boundary, in the order of
  /// `strides` (debug builds check the order, the strides and the block's end).
  struct Cursor {
    private let start: UnsafeMutableRawPointer
    private var next: UnsafeMutableRawPointer
    #if TRELLIS_INTERNAL_CHECKS
      private let end: UnsafeMutableRawPointer
      private let strides: [Int]
      private var carved = 0
    #endif

    /// A cursor at the start of `block`, whose arrays have `strides` (read by debug builds only).
    init(block: PassBlockPool.Block, strides: @autoclosure () -> [Int]) {
      start = block.pointer
      next = block.pointer
      #if TRELLIS_INTERNAL_CHECKS
        end = block.pointer + block.bytes
        self.strides = strides()
      #endif
    }

    /// `count` elements of `T` at the next boundary; the cursor moves past them.
    mutating func carve<T>(_ type: T.Type, _ count: Int) -> UnsafeMutableBufferPointer<T> {
      let aligned = next.alignedUp(toMultipleOf: PassBuffers.alignment)
      next = aligned + MemoryLayout<T>.stride * count
      #if TRELLIS_INTERNAL_CHECKS
        precondition(PassBuffers.alignment % MemoryLayout<T>.alignment == 0, "\(T.self) needs a wider alignment")
        precondition(carved < strides.count, "carved more arrays than the block was sized for")
        precondition(MemoryLayout<T>.stride == strides[carved], "array \(carved) is not sized as \(T.self)")
        precondition(next <= end, "carved past the block (array \(carved), \(T.self) × \(count))")
        carved += 1
      #endif
      return UnsafeMutableBufferPointer(start: aligned.bindMemory(to: type, capacity: count), count: count)
    }

    /// The bytes carved, from the block's start to the end of the last array (debug builds check that every array
    /// the block was sized for was carved).
    func finish() -> Int {
      #if TRELLIS_INTERNAL_CHECKS
        precondition(carved == strides.count, "carved \(carved) arrays of a block sized for \(strides.count)")
      #endif
      return next - start
    }
  }
}

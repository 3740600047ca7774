/// The per-slot and per-layout arrays of one layout pass — what it measured and how it placed each node, its
/// layouts' caches, its stacks' allocations — carved from one pooled block, like ``PassStorage``'s per-node arrays.
///
/// Unlike ``PassStorage`` it is private to the pass (results never read it), so a kept pass never copies it. One block
/// instead of an array each: a pass of a 50-view constraint form allocated, initialized and freed seven arrays, each
/// allocation looking up its generic array type at run time (callgrind, release trellis-bench, constraints-form N =
/// 50: 94.4 k -> 83.1 k instructions per re-layout, with the lazily reserved list of further answers).
// SAFETY: the buffers are carved from a block this object owns until `deinit`; `cacheBoxes` holds references (retained
// while stored, released in `deinit`), every other array plain values. Invariant: one pass (one thread) uses it, and
// every access to an element ends before the engine calls out (as for the arrays it replaced; see `LayoutContext`).
final class PassSlots {
  /// Per slot: the proposal of the first answer (the answer itself is in ``PassStorage/firstSize``).
  let firstProposal: UnsafeMutableBufferPointer<ProposedViewSize>
  /// Per slot: the proposal the node was placed with.
  let proposals: UnsafeMutableBufferPointer<ProposedViewSize>
  /// Per slot: the index of its newest further answer in ``LayoutContext/moreAnswers``, or −1.
  let moreHead: UnsafeMutableBufferPointer<Int32>
  /// Per slot: the pass its first answer was computed in.
  let firstPass: UnsafeMutableBufferPointer<UInt32>
  /// Per layout slot: the container's cache box, made on first use (`nil` until then).
  let cacheBoxes: UnsafeMutableBufferPointer<AnyObject?>
  /// Per layout slot: a built-in stack's last allocation.
  let stackHeaders: UnsafeMutableBufferPointer<StackHeader>
  /// Per built-in stack child: its offer, size, guide and gap (``StackSpec/arenaOffset``).
  let stackArena: UnsafeMutableBufferPointer<StackAlgorithm.Child>
  private let block: PassBlockPool.Block

  /// Arrays for `slots` slots, `layouts` layout slots and `stackChildren` stack children, initialized: no answer, no
  /// placement, no cache, no allocation.
  ///
  /// - Complexity: O(slots + layouts + stackChildren).
  init(slots: Int, layouts: Int, stackChildren: Int) {
    let alignment = 16
    var bytes = 0
    func reserve<T>(_ type: T.Type, _ count: Int) { bytes += alignment + MemoryLayout<T>.stride * count }
    reserve(ProposedViewSize.self, slots)
    reserve(ProposedViewSize.self, slots)
    reserve(Int32.self, slots)
    reserve(UInt32.self, slots)
    reserve((AnyObject?).self, layouts)
    reserve(StackHeader.self, layouts)
    reserve(StackAlgorithm.Child.self, stackChildren)
    block = PassBlockPool.take(bytes: bytes)
    var next = block.pointer
    func carve<T>(_ type: T.Type, _ count: Int) -> UnsafeMutableBufferPointer<T> {
      let aligned = next.alignedUp(toMultipleOf: alignment)
      next = aligned + MemoryLayout<T>.stride * count
      return UnsafeMutableBufferPointer(start: aligned.bindMemory(to: type, capacity: count), count: count)
    }
    firstProposal = carve(ProposedViewSize.self, slots)
    proposals = carve(ProposedViewSize.self, slots)
    moreHead = carve(Int32.self, slots)
    firstPass = carve(UInt32.self, slots)
    cacheBoxes = carve((AnyObject?).self, layouts)
    stackHeaders = carve(StackHeader.self, layouts)
    stackArena = carve(StackAlgorithm.Child.self, stackChildren)
    precondition(next <= block.pointer + block.bytes, "PassSlots carved past its block")
    firstProposal.initialize(repeating: .unspecified)
    proposals.initialize(repeating: .unspecified)
    moreHead.initialize(repeating: -1)
    firstPass.initialize(repeating: 1)
    cacheBoxes.initialize(repeating: nil)
    stackHeaders.initialize(repeating: StackHeader())
    stackArena.initialize(repeating: StackAlgorithm.Child(along: nil, size: .zero, guide: 0, gap: 0))
  }

  deinit {
    // The only elements that hold references (the others are plain values), released by a loop over this type:
    // `deinitialize()` destroyed each optional through its type's generic witness (callgrind, release trellis-bench,
    // constraints-form N = 50: 3.3 k instructions per pass for 51 cells, nearly all `nil`).
    for i in cacheBoxes.indices where cacheBoxes[i] != nil { cacheBoxes[i] = nil }
    PassBlockPool.give(block)
  }
}

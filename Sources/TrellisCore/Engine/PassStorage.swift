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
  let flags: UnsafeMutableBufferPointer<UInt16>
  let placed: UnsafeMutableBufferPointer<Bool>
  private let block: PassBlockPool.Block

  /// The arrays in carving order, with their element strides: the block's size and the carving both follow it.
  private static let strides = [
    MemoryLayout<Unmanaged<Node>>.stride, MemoryLayout<Rect>.stride, MemoryLayout<Size>.stride,
    MemoryLayout<Int32>.stride, MemoryLayout<Int32>.stride, MemoryLayout<Int32>.stride, MemoryLayout<Int32>.stride,
    MemoryLayout<Int32>.stride, MemoryLayout<UInt16>.stride, MemoryLayout<Bool>.stride,
  ]
  /// Every array starts on this boundary.
  private static let alignment = 16

  /// Bytes for `count` nodes: each array's elements, plus at most `alignment` bytes of padding before each.
  static func bytes(for count: Int) -> Int {
    strides.reduce(0) { $0 + $1 * count } + strides.count * alignment
  }

  /// Storage for `count` nodes; frames, sizes and flags zeroed, indices −1 where meaningful.
  ///
  /// - Complexity: O(count).
  convenience init(count: Int) {
    self.init(uninitializedCount: count)
    frames.initialize(repeating: .zero)
    firstSize.initialize(repeating: .zero)
    layoutSlot.initialize(repeating: -1)
    flags.initialize(repeating: 0)
    placed.initialize(repeating: false)
  }

  /// Storage for `count` nodes whose arrays hold whatever the block held (plain values only, so nothing needs
  /// deinitializing); the caller writes every element it reads.
  private init(uninitializedCount count: Int) {
    self.count = count
    block = PassBlockPool.take(bytes: Self.bytes(for: count))
    var cursor = Cursor(block: block)
    references = cursor.carve(Unmanaged<Node>.self, count)
    frames = cursor.carve(Rect.self, count)
    firstSize = cursor.carve(Size.self, count)
    parent = cursor.carve(Int32.self, count)
    firstChild = cursor.carve(Int32.self, count)
    childCount = cursor.carve(Int32.self, count)
    slot = cursor.carve(Int32.self, count)
    layoutSlot = cursor.carve(Int32.self, count)
    flags = cursor.carve(UInt16.self, count)
    placed = cursor.carve(Bool.self, count)
    #if TRELLIS_INTERNAL_CHECKS
      precondition(
        cursor.carved == Self.strides.count,
        "PassStorage carved \(cursor.carved) arrays, sized for \(Self.strides.count)")
    #endif
  }

  /// A copy of `other`'s arrays, for a result that must not see the pass that made `other` change them (a pass kept
  /// in a ``LayoutCache`` re-lays out in place).
  ///
  /// - Complexity: O(count), one copy of the block.
  convenience init(copying other: PassStorage) {
    self.init(uninitializedCount: other.count)
    Self.copy(other.references, to: references)
    Self.copy(other.frames, to: frames)
    Self.copy(other.firstSize, to: firstSize)
    Self.copy(other.parent, to: parent)
    Self.copy(other.firstChild, to: firstChild)
    Self.copy(other.childCount, to: childCount)
    Self.copy(other.slot, to: slot)
    Self.copy(other.layoutSlot, to: layoutSlot)
    Self.copy(other.flags, to: flags)
    Self.copy(other.placed, to: placed)
  }

  /// Copies one array's plain values.
  private static func copy<T>(_ source: UnsafeMutableBufferPointer<T>, to target: UnsafeMutableBufferPointer<T>) {
    guard let from = source.baseAddress, let to = target.baseAddress else { return }
    UnsafeMutableRawPointer(to).copyMemory(from: from, byteCount: MemoryLayout<T>.stride * source.count)
  }

  deinit { PassBlockPool.give(block) }

  /// Hands out consecutive arrays of a block, each at the next ``PassStorage/alignment`` boundary.
  private struct Cursor {
    private var next: UnsafeMutableRawPointer
    #if TRELLIS_INTERNAL_CHECKS
      private let end: UnsafeMutableRawPointer
      private(set) var carved = 0
    #endif

    init(block: PassBlockPool.Block) {
      next = block.pointer
      #if TRELLIS_INTERNAL_CHECKS
        end = block.pointer + block.bytes
      #endif
    }

    /// `count` elements of `T` at the next boundary; the cursor moves past them.
    mutating func carve<T>(_ type: T.Type, _ count: Int) -> UnsafeMutableBufferPointer<T> {
      let aligned = next.alignedUp(toMultipleOf: PassStorage.alignment)
      next = aligned + MemoryLayout<T>.stride * count
      #if TRELLIS_INTERNAL_CHECKS
        precondition(PassStorage.alignment % MemoryLayout<T>.alignment == 0, "\(T.self) needs a wider alignment")
        precondition(MemoryLayout<T>.stride == PassStorage.strides[carved], "array \(carved) is not sized as \(T.self)")
        precondition(next <= end, "PassStorage carved past its block (array \(carved), \(T.self) × \(count))")
        carved += 1
      #endif
      return UnsafeMutableBufferPointer(start: aligned.bindMemory(to: type, capacity: count), count: count)
    }
  }
}

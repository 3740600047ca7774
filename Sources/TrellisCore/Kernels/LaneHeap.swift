/// A binary min-heap of lanes keyed by (length, lane index), over caller-owned storage.
///
/// Only "replace the minimum" is needed: the shortest lane receives the item and grows, so the root's key
/// increases and sifts down. Ties on length go to the lower lane index, which is FrameUp's tie rule.
struct LaneHeap {
  /// One lane: its current length and its index.
  struct Entry {
    var length: CGFloat
    var lane: Int
  }

  /// Whether `a` orders before `b`.
  @inline(__always) static func less(_ a: Entry, _ b: Entry) -> Bool {
    a.length < b.length || (a.length == b.length && a.lane < b.lane)
  }

  /// Arranges `heap` into heap order.
  ///
  /// - Complexity: O(k).
  static func heapify(_ heap: UnsafeMutableBufferPointer<Entry>) {
    var i = heap.count / 2
    while i > 0 {
      i -= 1
      siftDown(heap, from: i)
    }
  }

  /// Restores heap order after the key at `start` grew.
  ///
  /// - Complexity: O(log k).
  @inline(__always) static func siftDown(_ heap: UnsafeMutableBufferPointer<Entry>, from start: Int) {
    let count = heap.count
    var i = start
    let moving = heap[i]
    while true {
      let left = 2 * i + 1
      if left >= count { break }
      var child = left
      let right = left + 1
      if right < count && less(heap[right], heap[left]) { child = right }
      if !less(heap[child], moving) { break }
      heap[i] = heap[child]
      i = child
    }
    heap[i] = moving
  }
}

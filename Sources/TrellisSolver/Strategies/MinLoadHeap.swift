/// A binary min-heap of column loads keyed by (load, column index): the least-loaded column (lowest index on ties) in
/// O(1), an update in O(log k). Used by the greedy assignments above ``MasonryKernel/linearScanLimit`` columns.
struct MinLoadHeap {
  private var load: [Double]
  private var lane: [Int]

  /// Columns with the given loads.
  ///
  /// - Complexity: O(k).
  init(loads: [Double]) {
    load = loads
    lane = Array(loads.indices)
    for i in stride(from: load.count / 2 - 1, through: 0, by: -1) { siftDown(i) }
  }

  /// Replaces the least-loaded column's load `l` by `update(l)` and returns that column.
  ///
  /// - Complexity: O(log k).
  mutating func updateMinimum(_ update: (Double) -> Double) -> Int {
    let chosen = lane[0]
    load[0] = update(load[0])
    siftDown(0)
    return chosen
  }

  private mutating func siftDown(_ start: Int) {
    var i = start
    let count = load.count
    while true {
      let l = 2 * i + 1
      let r = l + 1
      var m = i
      if l < count && less(l, m) { m = l }
      if r < count && less(r, m) { m = r }
      if m == i { return }
      load.swapAt(i, m)
      lane.swapAt(i, m)
      i = m
    }
  }

  private func less(_ a: Int, _ b: Int) -> Bool { load[a] < load[b] || (load[a] == load[b] && lane[a] < lane[b]) }
}

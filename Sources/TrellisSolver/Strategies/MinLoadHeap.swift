/// A binary min-heap of column loads keyed by (load, column index), for greedy over many columns.
struct MinLoadHeap {
  private var load: [Double]
  private var lane: [Int]

  /// `lanes` empty columns.
  ///
  /// - Complexity: O(k).
  init(lanes: Int) {
    load = [Double](repeating: 0, count: lanes)
    lane = Array(0..<lanes)
  }

  /// Adds `weight` to the least-loaded column (lowest index on ties) and returns that column.
  ///
  /// - Complexity: O(log k).
  mutating func add(_ weight: Double) -> Int {
    let chosen = lane[0]
    load[0] += weight
    var i = 0
    let count = load.count
    while true {
      let l = 2 * i + 1
      let r = l + 1
      var m = i
      if l < count && less(l, m) { m = l }
      if r < count && less(r, m) { m = r }
      if m == i { break }
      load.swapAt(i, m)
      lane.swapAt(i, m)
      i = m
    }
    return chosen
  }

  private func less(_ a: Int, _ b: Int) -> Bool { load[a] < load[b] || (load[a] == load[b] && lane[a] < lane[b]) }
}

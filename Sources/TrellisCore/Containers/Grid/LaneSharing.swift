/// How grids share a length among their columns or rows: SwiftUI's stack rule without priorities.
enum LaneSharing {
  /// Shares `available` among `count` lanes: lanes are visited from the least flexible to the most
  /// (flexibility = `size(∞) − size(0)`; among unbounded ones the larger minimum first; ties in index order), each is
  /// offered `max(0, remaining / lanes left)` and takes `size(lane, offer)`, which is subtracted from what remains.
  ///
  /// - Complexity: O(count log count) plus three calls of `size` per lane.
  static func share(_ available: CGFloat, count: Int, size: (Int, CGFloat) -> CGFloat) -> [CGFloat] {
    let ranges = (0..<count).map { (min: size($0, 0), max: size($0, .infinity)) }
    let order = (0..<count).sorted { a, b in
      let ra = ranges[a].max - ranges[a].min
      let rb = ranges[b].max - ranges[b].min
      if ra.isInfinite && rb.isInfinite && ranges[a].min != ranges[b].min { return ranges[a].min > ranges[b].min }
      if ra != rb { return ra < rb }
      return a < b
    }
    var remaining = available
    var result = [CGFloat](repeating: 0, count: count)
    for (visited, lane) in order.enumerated() {
      let offer = max(0, remaining / CGFloat(count - visited))
      let length = size(lane, offer)
      result[lane] = length
      remaining -= length
    }
    return result
  }
}

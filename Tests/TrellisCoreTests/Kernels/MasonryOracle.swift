@testable import TrellisCore

/// Exact references for masonry, for tests only.
enum MasonryOracle {
  /// The least possible tallest column over every assignment of items to columns (each column keeps index order;
  /// a column's height is `Σh + (m−1)·spacing`). Brute force over kⁿ assignments: keep n ≤ ~10, k ≤ 3.
  static func optimalTallest(_ heights: [Double], columns k: Int, spacing: Double) -> Double {
    var best = Double.infinity
    var assignment = [Int](repeating: 0, count: heights.count)
    var length = [Double](repeating: 0, count: k)
    var count = [Int](repeating: 0, count: k)
    func visit(_ i: Int) {
      if i == heights.count {
        best = min(best, length.max() ?? 0)
        return
      }
      // Prune: this branch already exceeds the best.
      if (length.max() ?? 0) >= best { return }
      for c in 0..<k {
        let before = length[c]
        length[c] = count[c] == 0 ? heights[i] : before + spacing + heights[i]
        count[c] += 1
        assignment[i] = c
        visit(i + 1)
        count[c] -= 1
        length[c] = before
      }
    }
    visit(0)
    return heights.isEmpty ? 0 : best
  }

  /// A deliberately naive masonry (top-leading) straight from semantics.md, for cross-checking the kernel's scan,
  /// heap and tolerance paths.
  static func naive(
    _ sizes: [Size], columns: Int, maxWidth: Double, hs: Double, vs: Double, placement: MasonryPlacement
  ) -> (offsets: [Point], lanes: [Int]) {
    let k = max(1, columns)
    let width = max(0, (maxWidth - hs * Double(k - 1)) / Double(k))
    var heights = [Double?](repeating: nil, count: k)
    var offsets: [Point] = []
    var lanes: [Int] = []
    for (i, size) in sizes.enumerated() {
      let lane: Int
      if let empty = heights.firstIndex(where: { $0 == nil }) {
        lane = empty
      } else {
        let values = heights.map { $0! }
        switch placement.kind {
        case .sequential: lane = i % k
        case .shortest: lane = values.firstIndex(of: values.min()!)!
        case .tolerance(let tolerance): lane = values.firstIndex { $0 <= values.min()! + tolerance }!
        }
      }
      let y = heights[lane].map { $0 + vs } ?? 0
      offsets.append(Point(x: Double(lane) * (width + hs), y: y))
      lanes.append(lane)
      heights[lane] = y + size.height
    }
    return (offsets, lanes)
  }
}

import Trellis
import TrellisTestSupport

/// The input of the masonry workloads: photo-like items (100 pt wide, 50–300 pt high) for a VMasonry of ``columns``
/// columns, plus scratch memory for the C loop (allocated once per N, untimed).
final class MasonryInput {
  /// The width of every column (and item).
  static let columnWidth = 100.0
  /// The gap between columns and between items in a column.
  static let spacing = 8.0

  /// The number of columns.
  let columns: Int
  /// Item sizes in order.
  let sizes: [Size]
  /// `2 × count` doubles for the C loop's interleaved points.
  let points: UnsafeMutablePointer<Double>
  /// `columns` doubles for the C loop's column heights.
  let columnHeights: UnsafeMutablePointer<Double>

  /// Wraps generated sizes.
  ///
  /// - Complexity: O(n).
  init(columns: Int, sizes: [Size]) {
    self.columns = columns
    self.sizes = sizes
    points = .allocate(capacity: max(1, 2 * sizes.count))
    points.initialize(repeating: 0, count: max(1, 2 * sizes.count))
    columnHeights = .allocate(capacity: columns)
    columnHeights.initialize(repeating: 0, count: columns)
  }

  deinit {
    points.deallocate()
    columnHeights.deallocate()
  }

  /// The number of items.
  var count: Int { sizes.count }

  /// The masonry's total width: `columns` columns of ``columnWidth`` with ``spacing`` between them.
  var maxWidth: Double { Double(columns) * Self.columnWidth + Double(columns - 1) * Self.spacing }

  /// `n` seeded items, 100 pt wide and 50–300 pt high (whole points).
  ///
  /// - Complexity: O(n).
  static func generate(columns: Int) -> (_ n: Int, _ rng: inout SplitMix64) -> MasonryInput {
    { n, rng in
      MasonryInput(
        columns: columns,
        sizes: (0..<n).map { _ in Size(width: columnWidth, height: Double(50 + Int(rng.next() % 251))) })
    }
  }

  /// `n` seeded items, 100 pt wide and 50–300 pt high in hundredths of a point (such as 137.29): heights that are
  /// not on a binary grid, as scaled photos give.
  ///
  /// - Complexity: O(n).
  static func generateFractional(columns: Int) -> (_ n: Int, _ rng: inout SplitMix64) -> MasonryInput {
    { n, rng in
      MasonryInput(
        columns: columns,
        sizes: (0..<n).map { _ in Size(width: columnWidth, height: Double(5_000 + Int(rng.next() % 25_001)) / 100) })
    }
  }

  /// A lower bound on the tallest column of any assignment: the tallest item, and the average column height. Column
  /// heights add up to Σh + spacing·(n − non-empty columns) ≥ Σh + spacing·(n − min(n, columns)).
  ///
  /// - Complexity: O(n).
  lazy var lowerBound: Double = {
    var total = 0.0
    var tallest = 0.0
    for size in sizes {
      total += size.height
      tallest = max(tallest, size.height)
    }
    let gaps = Double(count - min(count, columns))
    return max(tallest, (total + Self.spacing * gaps) / Double(columns))
  }()

  /// `tallestColumn`, `lowerBound` and `gap` (tallest / bound − 1).
  ///
  /// - Complexity: O(n) the first time (the bound is cached).
  func figures(tallestColumn: Double) -> Figures {
    let bound = lowerBound
    return [
      "tallestColumn": .number(tallestColumn), "lowerBound": .number(bound),
      "gap": .number(bound > 0 ? tallestColumn / bound - 1 : 0),
    ]
  }

  /// Frames for a picture from top-left points.
  ///
  /// - Complexity: O(n).
  func snapshot(points: [Point]) -> LayoutSnapshot {
    LayoutSnapshot(
      container: Size(width: maxWidth, height: CGFloat.infinity),
      frames: zip(points, sizes).map { Rect(origin: $0, size: $1) }
    )
  }
}

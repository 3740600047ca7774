import Trellis
import TrellisTestSupport

/// The input of the `flow` workload: text-like items (word length × 8 pt wide, 16–24 pt high) for an HFlow of
/// width ``maxWidth``, plus scratch memory the C loop writes its points into (allocated once per N, untimed).
///
/// A class so the scratch buffer is freed exactly once, when the last strategy of a row lets go of it.
final class FlowInput {
  /// The row width limit.
  static let maxWidth = 375.0
  /// The gap between items in a row.
  static let horizontalSpacing = 8.0
  /// The gap between rows.
  static let verticalSpacing = 4.0
  /// Relative frequencies of word lengths 1…12 (roughly English running text).
  static let wordLengthWeights: [UInt64] = [3, 17, 20, 16, 11, 9, 8, 6, 4, 3, 2, 1]

  /// Item sizes in order.
  let sizes: [Size]
  /// Item widths in order (the balanced DP's input).
  let widths: [Double]
  /// `2 × count` doubles for the C loop's interleaved points.
  let scratch: UnsafeMutablePointer<Double>

  /// Wraps generated sizes.
  ///
  /// - Complexity: O(n).
  init(sizes: [Size]) {
    self.sizes = sizes
    widths = sizes.map { Double($0.width) }
    scratch = .allocate(capacity: max(1, 2 * sizes.count))
    scratch.initialize(repeating: 0, count: max(1, 2 * sizes.count))
  }

  deinit { scratch.deallocate() }

  /// The number of items.
  var count: Int { sizes.count }

  /// `n` seeded items: a word length drawn from ``wordLengthWeights`` times 8 pt, a height of 16–24 pt (whole points).
  ///
  /// - Complexity: O(n).
  static func generate(n: Int, rng: inout SplitMix64) -> FlowInput {
    let total = wordLengthWeights.reduce(0, +)
    let sizes = (0..<n).map { _ -> Size in
      var pick = rng.next() % total
      var length = 1
      for weight in wordLengthWeights {
        if pick < weight { break }
        pick -= weight
        length += 1
      }
      return Size(width: Double(length) * 8, height: Double(16 + Int(rng.next() % 9)))
    }
    return FlowInput(sizes: sizes)
  }

  /// The row starts of a layout whose rows are told apart by their items' y (top-leading rows share one y).
  ///
  /// - Complexity: O(n).
  static func rowStarts(ys: some Sequence<CGFloat>) -> [Int] {
    var starts: [Int] = []
    var previous = -Double.infinity
    for (index, y) in ys.enumerated() where index == 0 || y != previous {
      starts.append(index)
      previous = y
    }
    return starts
  }

  /// `rows` and `squaredSlack` (over every row but the last) of a break list over this input.
  ///
  /// - Complexity: O(n).
  func figures(rowStarts: [Int]) -> Figures {
    let slack =
      (try? FlowKernel.squaredSlack(
        widths, rowStarts: rowStarts, maxLength: Self.maxWidth, spacing: Self.horizontalSpacing)) ?? .nan
    return ["rows": .number(Double(rowStarts.count)), "squaredSlack": .number(slack)]
  }

  /// Frames for a picture from top-left points.
  ///
  /// - Complexity: O(n).
  func snapshot(points: [Point]) -> LayoutSnapshot {
    LayoutSnapshot(
      container: Size(width: Self.maxWidth, height: CGFloat.infinity),
      frames: zip(points, sizes).map { Rect(origin: $0, size: $1) })
  }
}

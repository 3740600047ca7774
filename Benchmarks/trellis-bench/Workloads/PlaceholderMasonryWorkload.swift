import TrellisCore

// PLACEHOLDER — delete this file once the real masonry workload (TrellisCore's greedy kernel, tolerance placement
// and TrellisSolver's .optimal MIP) is plugged in. It exists only so `make bench` runs end to end: a shortest-column
// assignment written inline, and the same after sorting by height (LPT), as a "better but slower" stand-in.

/// A stand-in masonry workload: N items of random aspect ratio into 2–8 equal columns.
enum PlaceholderMasonryWorkload {
  /// The input: column count and width, and each item's height.
  struct Input {
    /// The number of columns (2…8).
    var columns: Int
    /// The width of every column.
    var columnWidth: Double
    /// The gap between items.
    var spacing: Double
    /// Item heights in item order.
    var heights: [Double]
  }

  /// Each item's column and top, and every column's height: what both placeholder strategies return.
  struct Placement {
    /// The column of each item.
    var column: [Int]
    /// The y of each item.
    var y: [Double]
    /// The height of each column.
    var columnHeights: [Double]
  }

  static let greedy = "greedy (placeholder)"
  static let sorted = "LPT (placeholder)"

  /// The workload declaration.
  static func make() -> Workload {
    Workload(
      name: "masonry-placeholder",
      title: "Masonry (PLACEHOLDER demo)",
      description:
        "PLACEHOLDER to be replaced by the real masonry workload. N items (aspect 1:2…2:1) into 2–8 columns of "
        + "width 100: shortest-column greedy in item order vs the same after sorting by height (LPT). "
        + "Lower bound on the tallest column: max(total height / columns, tallest item).",
      sizes: [10, 100, 1_000, 10_000, 100_000, 1_000_000],
      quickSizes: [10, 1_000, 100_000],
      generate: generate,
      strategies: [
        Strategy(
          name: greedy, run: { input, _ in place(input, order: Array(input.heights.indices)) }, evaluate: outcome),
        Strategy(
          name: sorted,
          run: { input, _ in
            place(input, order: input.heights.indices.sorted { input.heights[$0] > input.heights[$1] })
          },
          evaluate: outcome),
      ],
      qualityColumns: ["tallestColumn", "lowerBound", "gap", "squaredSlack", "provenOptimal"],
      ratios: [
        RatioSpec("LPT/greedy time", numerator: sorted, denominator: greedy, figure: .time),
        RatioSpec(
          "greedy/LPT tallest", numerator: greedy, denominator: sorted, figure: .quality("tallestColumn")),
        RatioSpec(
          "greedy/bound", numerator: greedy, denominator: greedy, figure: .quality("tallestColumn"),
          denominatorFigure: .quality("lowerBound")),
        RatioSpec(
          "LPT/bound", numerator: sorted, denominator: sorted, figure: .quality("tallestColumn"),
          denominatorFigure: .quality("lowerBound")),
      ],
      picture: PictureSpec(n: 40, left: greedy, right: sorted, captionFigures: ["tallestColumn", "lowerBound"]),
      summarise: summarise)
  }

  static func generate(n: Int, rng: inout SeededGenerator) -> Input {
    let columns = 2 + Int(rng.next() % 7)
    let heights = (0..<n).map { _ in (100 * rng.double(in: 0.5...2)).rounded() }
    return Input(columns: columns, columnWidth: 100, spacing: 8, heights: heights)
  }

  /// Places items in `order`, each into the currently shortest column (the leftmost on ties).
  static func place(_ input: Input, order: [Int]) -> Placement {
    var placement = Placement(
      column: Array(repeating: 0, count: input.heights.count), y: Array(repeating: 0, count: input.heights.count),
      columnHeights: Array(repeating: 0, count: input.columns))
    for item in order {
      var best = 0
      for c in 1..<input.columns where placement.columnHeights[c] < placement.columnHeights[best] { best = c }
      placement.column[item] = best
      placement.y[item] = placement.columnHeights[best] + (placement.columnHeights[best] > 0 ? input.spacing : 0)
      placement.columnHeights[best] = placement.y[item] + input.heights[item]
    }
    return placement
  }

  static func outcome(_ input: Input, _ placement: Placement) -> Outcome {
    Outcome(
      stoppedBecause: "finished (single pass)",
      figures: {
        let tallest = placement.columnHeights.max() ?? 0
        let total = input.heights.reduce(0, +) + input.spacing * Double(max(0, input.heights.count - input.columns))
        let bound = max(total / Double(input.columns), input.heights.max() ?? 0)
        let slack = placement.columnHeights.reduce(0) { $0 + ($1 - tallest) * ($1 - tallest) }
        return [
          "tallestColumn": .number(tallest), "lowerBound": .number(bound.rounded(.up)),
          "gap": .number(bound > 0 ? (tallest - bound.rounded(.up)) / tallest : 0), "squaredSlack": .number(slack),
          "provenOptimal": .number(tallest <= bound.rounded(.up) ? 1 : 0),
        ]
      },
      layout: {
        let frames = input.heights.indices.map { item in
          Rect(
            x: Double(placement.column[item]) * (input.columnWidth + input.spacing), y: placement.y[item],
            width: input.columnWidth, height: input.heights[item])
        }
        let width = Double(input.columns) * input.columnWidth + Double(input.columns - 1) * input.spacing
        return LayoutSnapshot(container: Size(width: width, height: .infinity), frames: frames)
      })
  }

  /// The paragraph, from the numbers only.
  static func summarise(_ result: WorkloadResult) -> String {
    guard let largest = result.largestMeasuredN(of: greedy), let row = result.row(greedy, n: largest) else {
      return "Nothing was measured; the table says why."
    }
    var parts = [
      "Placeholder demo, not a Trellis kernel. Shortest-column greedy costs \(formatDuration(row.nsPerItem)) per item "
        + "at N = \(formatCount(largest))."
    ]
    if let time = result.ratio(named: "LPT/greedy time")?.last {
      parts.append(
        "Sorting first (LPT) costs \(formatRatio(time.value, kind: "time")) the greedy time at N = "
          + "\(formatCount(time.n)).")
    }
    if let greedyGap = result.ratio(named: "greedy/bound"), let mean = greedyGap.mean, let worst = greedyGap.maximum {
      parts.append(
        "Greedy's tallest column is on average \(formatPercent(mean - 1)) above the lower bound "
          + "(worst \(formatPercent(worst - 1)), over \(greedyGap.points.count) sizes)")
      if let lpt = result.ratio(named: "LPT/bound")?.mean {
        parts[parts.count - 1] += "; LPT's \(formatPercent(lpt - 1))."
      } else {
        parts[parts.count - 1] += "."
      }
    }
    let proven = result.measuredRows(of: sorted).filter { $0.figures.number("provenOptimal") == 1 }.map(\.n)
    if !proven.isEmpty {
      parts.append("LPT meets the bound (optimal) at N = \(proven.map(formatCount).joined(separator: ", ")).")
    }
    return parts.joined(separator: " ")
  }
}

import Trellis

extension MasonryWorkload {
  /// The heights' grid the CP-SAT peer scales by (hundredths of a point).
  static let fractionalScale = 100.0

  /// `masonry-fractional`: 4 columns of items with heights in hundredths of a point, where the optimum must be proven
  /// (relative gap ≤ 1e-9) rather than approached; CP-SAT on the heights scaled to integers is the peer.
  static func makeFractional() -> Workload {
    Workload(
      name: "masonry-fractional",
      title: "Masonry, 4 columns, fractional heights (vs CP-SAT)",
      measures:
        "how fast TrellisSolver's `.optimal` proves the lowest tallest column when heights come in hundredths of a point",
      description:
        "N photo-like items 100 pt wide and 50.00–300.00 pt high in steps of 0.01 pt into 4 columns, spacing 8. "
        + "*greedy*: `MasonryKernel.layout` with `.shortest`; *optimal*: `OptimalMasonry.solve` (TrellisSolver's "
        + "`.optimal`; `--time-limit` per run). `provenOptimal` = 1 when the tallest column meets the solver's bound "
        + "within 1e-9. With `--peers`, CP-SAT (OR-Tools, 2 workers, the same time limit) solves the heights × 100 as "
        + "integers: x[i][c] booleans, columns numbered by their first item, T minimised; its tallest column is "
        + "compared with Trellis's.",
      sizes: [10, 30, 100, 200, 500], quickSizes: [30, 500],
      generate: MasonryInput.generateFractional(columns: 4),
      strategies: [
        Strategy<MasonryInput>(
          name: greedy, run: { input, _ in try kernel(input, .shortest) }, evaluate: kernelOutcome),
        Strategy<MasonryInput>(
          name: optimal, usesTimeLimit: true,
          run: { input, context in try optimalReport(input, timeLimit: context.timeLimit) }, evaluate: optimalOutcome),
      ],
      qualityColumns: ["tallestColumn", "lowerBound", "gap", "solver bound", "provenOptimal"],
      ratios: [
        RatioSpec("optimal/greedy time", numerator: optimal, denominator: greedy, figure: .time),
        RatioSpec(
          "greedy/optimal tallest", numerator: greedy, denominator: optimal, figure: .quality("tallestColumn")),
      ],
      peers: PeerSpec(
        kind: "masonry", maxSize: 500, comparisons: [PeerComparison(trellis: optimal)],
        export: { input in
          [
            "scale": fractionalScale, "columns": input.columns, "spacing": MasonryInput.spacing,
            "lengths": input.sizes.map { Double($0.height) }, "workers": 2,
          ]
        },
        reference: { input, context in
          let report = try optimalReport(input, timeLimit: context.timeLimit)
          return .tallest(report.tallestColumn, proven: report.provenOptimal)
        }),
      summarise: summariseFractional)
  }

  /// The paragraph, from the numbers only.
  static func summariseFractional(_ result: WorkloadResult) -> String {
    let rows = result.measuredRows(of: optimal)
    guard let last = rows.last else { return "Nothing was measured; the table says why." }
    let proven = rows.filter { $0.figures.number("provenOptimal") == 1 }.map(\.n)
    let slowest = rows.compactMap(\.medianNs).max() ?? 0
    return "`.optimal` proves the optimum at "
      + (proven.isEmpty ? "no size" : "N = \(proven.map(formatCount).joined(separator: ", "))")
      + " of \(rows.count) sizes up to N = \(formatCount(last.n)); its slowest median run takes "
      + "\(formatDuration(slowest))."
  }
}

import CReference
import Trellis

/// The masonry workloads: photo-like items into equal columns. FrameUp's shortest-column greedy (the Swift kernel),
/// the same with a 20 pt tolerance (prefer the leftmost column within 20 pt of the shortest), and the plain C loop.
/// `masonry` uses 4 columns at every size; `masonry-2col` and `masonry-8col` repeat it at two sizes.
enum MasonryWorkload {
  static let greedy = "greedy"
  static let tolerance = "tolerance"
  static let cLoop = "C loop"
  static let optimal = "optimal"

  /// The 4-column workload over the full range of N.
  static func make() -> Workload {
    make(
      name: "masonry", columns: 4, sizes: [10, 100, 1_000, 10_000, 100_000, 1_000_000],
      quickSizes: [10, 1_000, 100_000], picture: true)
  }

  /// The same at 2 and 8 columns, at fewer sizes.
  static func variants() -> [Workload] {
    [2, 8].map { columns in
      make(
        name: "masonry-\(columns)col", columns: columns, sizes: [1_000, 100_000], quickSizes: [100_000],
        picture: false)
    }
  }

  /// A masonry workload with `columns` columns.
  static func make(name: String, columns: Int, sizes: [Int], quickSizes: [Int], picture: Bool) -> Workload {
    Workload(
      name: name,
      title: "Masonry, \(columns) columns",
      measures:
        "placing N photos into \(columns) masonry columns: the Swift kernel against a C loop, and how much lower the solver's tallest column is than greedy's",
      description:
        "N photo-like items (100 pt wide, 50–300 pt high) into a VMasonry of \(columns) columns, spacing 8. "
        + "*greedy*: `MasonryKernel.layout` with `.shortest` (FrameUp's rule) over the item buffer; *tolerance*: "
        + "`.shortest(tolerance: 20)`; *C loop*: the shortest-column rule in plain C (-O2), the baseline; "
        + "*optimal*: TrellisSolver's `.optimal` strategy (`OptimalMasonry.solve`: bound, greedy and LPT, local "
        + "search, a MIP when N × columns ≤ \(formatCount(OptimalMasonry.mipSizeLimit)); `--time-limit` per run; "
        + "`solver bound` is its own, stronger bound). "
        + "Lower bound on the tallest column: max(tallest item, (Σ heights + spacing·(N − min(N, columns))) / columns); "
        + "gap = tallest / bound − 1.",
      sizes: sizes, quickSizes: quickSizes,
      generate: MasonryInput.generate(columns: columns),
      strategies: [
        Strategy<MasonryInput>(
          name: greedy, run: { input, _ in try kernel(input, .shortest) }, evaluate: kernelOutcome),
        Strategy<MasonryInput>(
          name: tolerance, run: { input, _ in try kernel(input, .shortest(tolerance: 20)) }, evaluate: kernelOutcome),
        Strategy<MasonryInput>(name: cLoop, run: { input, _ in cTallest(input) }, evaluate: cOutcome),
        Strategy<MasonryInput>(
          name: optimal, usesTimeLimit: true,
          run: { input, context in try optimalReport(input, timeLimit: context.timeLimit) }, evaluate: optimalOutcome),
      ],
      qualityColumns: ["tallestColumn", "lowerBound", "gap", "solver bound", "provenOptimal"],
      ratios: [
        RatioSpec("Swift/C", numerator: greedy, denominator: cLoop, figure: .time),
        RatioSpec("tolerance/greedy time", numerator: tolerance, denominator: greedy, figure: .time),
        RatioSpec(
          "greedy/bound", numerator: greedy, denominator: greedy, figure: .quality("tallestColumn"),
          denominatorFigure: .quality("lowerBound")),
        RatioSpec(
          "tolerance/bound", numerator: tolerance, denominator: tolerance, figure: .quality("tallestColumn"),
          denominatorFigure: .quality("lowerBound")),
        RatioSpec("optimal/greedy time", numerator: optimal, denominator: greedy, figure: .time),
        RatioSpec(
          "greedy/optimal tallest", numerator: greedy, denominator: optimal, figure: .quality("tallestColumn")),
      ],
      picture: picture
        ? PictureSpec(n: 40, left: greedy, right: optimal, captionFigures: ["tallestColumn", "lowerBound"]) : nil,
      summarise: summarise)
  }

  // MARK: - Strategies

  static func kernel(_ input: MasonryInput, _ placement: MasonryPlacement) throws -> MasonryKernel.Result {
    try input.sizes.withUnsafeBufferPointer { buffer in
      try MasonryKernel.layout(
        buffer, axis: .vertical, lanes: input.columns, maxThickness: input.maxWidth,
        horizontalSpacing: MasonryInput.spacing, verticalSpacing: MasonryInput.spacing, alignment: .top,
        placement: placement)
    }
  }

  static func kernelOutcome(_ input: MasonryInput, _ result: MasonryKernel.Result) -> Outcome {
    Outcome(
      figures: { input.figures(tallestColumn: result.longestLane) },
      layout: { input.snapshot(points: result.offsets) })
  }

  /// The C loop over the same array; returns the tallest column.
  static func cTallest(_ input: MasonryInput) -> Double {
    input.sizes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: Double.self) { doubles in
        trellis_c_masonry_shortest_interleaved(
          doubles.baseAddress, input.count, input.columns, input.maxWidth, MasonryInput.spacing,
          MasonryInput.spacing, input.points, input.columnHeights)
      }
    }
  }

  static func cOutcome(_ input: MasonryInput, _ tallest: Double) -> Outcome {
    let points = (0..<input.count).map { Point(x: input.points[2 * $0], y: input.points[2 * $0 + 1]) }
    return Outcome(
      figures: { input.figures(tallestColumn: tallest) }, layout: { input.snapshot(points: points) })
  }

  /// `OptimalMasonry.solve` (TrellisSolver's `.optimal` strategy: bound, greedy/LPT, local search, small MIP).
  static func optimalReport(_ input: MasonryInput, timeLimit: Double) throws -> OptimalMasonry.Report {
    try OptimalMasonry.solve(
      lengths: input.sizes.map { Double($0.height) }, lanes: input.columns, spacing: MasonryInput.spacing,
      timeLimit: .milliseconds(Int64((timeLimit * 1000).rounded())))
  }

  static func optimalOutcome(_ input: MasonryInput, _ report: OptimalMasonry.Report) -> Outcome {
    Outcome(
      stoppedBecause: "\(report.status) (\(report.source))",
      figures: {
        with(input.figures(tallestColumn: report.tallestColumn)) {
          $0["solver bound"] = .number(report.lowerBound)
          $0["provenOptimal"] = .number(report.provenOptimal ? 1 : 0)
        }
      },
      layout: {
        let result = try? MasonryKernel.layout(
          input.sizes, assignment: report.assignment, axis: .vertical, lanes: input.columns,
          maxThickness: input.maxWidth, horizontalSpacing: MasonryInput.spacing,
          verticalSpacing: MasonryInput.spacing, alignment: .top)
        return input.snapshot(points: result?.offsets ?? [])
      })
  }

  // MARK: - Summary

  /// The paragraph, from the numbers only.
  static func summarise(_ result: WorkloadResult) -> String {
    var parts: [String] = []
    parts.append(
      result.timeComparison(
        ratio: "Swift/C", numerator: greedy, denominator: cLoop, subject: "The Swift kernel", baseline: "the C loop")
        ?? "The Swift kernel and the C loop were not both measured; the table says why.")
    if let time = result.ratio(named: "tolerance/greedy time")?.last {
      parts.append(
        "The tolerance rule costs \(formatRatio(time.value, kind: "time")) greedy's time at N = "
          + "\(formatCount(time.n)).")
    }
    if let gaps = result.ratio(named: "greedy/bound"), let first = gaps.points.first, let last = gaps.last {
      var sentence =
        "Greedy's tallest column is \(formatPercent(first.value - 1)) above the lower bound at N = "
        + "\(formatCount(first.n)) and \(formatPercent(last.value - 1)) at N = \(formatCount(last.n))"
      if let tolerant = result.ratio(named: "tolerance/bound")?.value(at: last.n) {
        sentence += " (tolerance: \(formatPercent(tolerant - 1)))"
      }
      parts.append(sentence + "; the bound is not always reachable, so this gap overstates the distance to optimal.")
    }
    if let ratio = result.ratio(named: "greedy/optimal tallest"), let worst = ratio.maximum,
      let time = result.ratio(named: "optimal/greedy time")?.last
    {
      let proven = result.measuredRows(of: optimal).filter { $0.figures.number("provenOptimal") == 1 }.map(\.n)
      parts.append(
        "TrellisSolver's `.optimal` strategy shortens the tallest column by up to "
          + "\(formatPercent(1 - 1 / worst)) of greedy's, at \(formatRatio(time.value, kind: "time")) greedy's time at "
          + "N = \(formatCount(time.n)); it proves optimality at "
          + (proven.isEmpty ? "no size" : "N = \(proven.map(formatCount).joined(separator: ", "))") + ".")
    }
    return parts.joined(separator: " ")
  }
}

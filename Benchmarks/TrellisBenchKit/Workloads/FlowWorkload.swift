import CReference
import Trellis

/// The `flow` workload: text-like words into an HFlow 375 pt wide. The greedy kernel over a buffer against the plain C
/// loop (the baseline), the same flow built as a node tree and laid out by the engine, and the exact balanced row
/// breaking (dynamic program) that keeps greedy's row count and minimises the squared slack.
enum FlowWorkload {
  static let greedy = "greedy kernel"
  static let buffer = "kernel into buffer"
  static let cLoop = "C loop"
  static let tree = "node tree"
  static let treeLayoutOnly = "node tree (layout only)"
  static let balanced = "balanced DP"
  static let balancedLP = "balanced LP"
  /// The LP's cap: its candidate rows grow with N and GLPK's solve time faster than linearly.
  static let lpCap = 10_000
  /// The node tree's cap: building 10⁶ nodes costs seconds and hundreds of MB for no new information.
  static let treeCap = 100_000

  /// The workload declaration.
  static func make() -> Workload {
    Workload(
      name: "flow",
      title: "Flow rows (HFlow, text-like items)",
      measures:
        "breaking N words into the rows of an `HFlow`: the Swift kernel against a C loop and the engine, and the balanced DP and LP against greedy",
      description:
        "N words (length 1–12 letters × 8 pt, English-like frequencies; 16–24 pt high) in an HFlow 375 pt wide, "
        + "spacing 8 × 4. *greedy kernel*: `FlowKernel.layout` over the item buffer (a full result: offsets and rows, "
        + "allocated per run); *kernel into buffer*: `FlowKernel.topLeading(…into:)`, the allocation-free "
        + "form writing into preallocated memory as the C loop does; *C loop*: the same greedy rule "
        + "in plain C (-O2) over the same array, the baseline; *node tree*: `HFlow { Box … }` built and laid out by "
        + "the engine (one `LayoutEngine` per row, kept for all its runs), then every item's frame read "
        + "(`childFrames()`); *node tree (layout only)*: the same with the tree built untimed; *balanced DP*: "
        + "`FlowKernel.balancedBreaks`, the exact minimum of the squared slack (every row but the last) with "
        + "greedy's row count; *balanced LP*: TrellisSolver's `.balanced` strategy (`BalancedFlow.solve`: an LP "
        + "over candidate rows, MIP fallback, `--time-limit` per run), which should reach the DP's optimum. With "
        + "`--peers`, the same items go to Taffy (flex-wrap row, column and row gaps, lines and items at the start) and "
        + "Yoga (flex-wrap; gaps as margins), timed around their layout call, compared with *node tree (layout only)* "
        + "item by item.",
      sizes: [10, 100, 1_000, 10_000, 100_000, 1_000_000],
      quickSizes: [10, 1_000, 100_000],
      generate: FlowInput.generate,
      strategies: [
        Strategy<FlowInput>(name: greedy, run: { input, _ in try kernel(input) }, evaluate: kernelOutcome),
        Strategy<FlowInput>(name: buffer, run: { input, _ in try bufferRows(input) }, evaluate: cOutcome),
        Strategy<FlowInput>(name: cLoop, run: { input, _ in cRows(input) }, evaluate: cOutcome),
        Strategy<FlowInput>(
          name: tree, maxSize: treeCap, capReason: "one node per item; tree building dominates",
          prepare: { input, _ in
            let engine = LayoutEngine()
            return { try itemFrames(buildTree(input), engine: engine) }
          }, evaluate: treeOutcome),
        Strategy<FlowInput>(
          name: treeLayoutOnly, maxSize: treeCap, capReason: "one node per item",
          prepare: { input, _ in
            let root = buildTree(input)
            let engine = LayoutEngine()
            return { treeOutcome(input, try itemFrames(root, engine: engine)) }
          }),
        Strategy<FlowInput>(
          name: balanced, run: { input, _ in try balancedBreaks(input) }, evaluate: balancedOutcome),
        Strategy<FlowInput>(
          name: balancedLP, maxSize: lpCap, capReason: "one LP column per candidate row", usesTimeLimit: true,
          run: { input, context in try balancedLP(input, timeLimit: context.timeLimit) }, evaluate: balancedLPOutcome),
      ],
      qualityColumns: ["rows", "squaredSlack", "LP columns"],
      ratios: [
        RatioSpec("Swift/C", numerator: greedy, denominator: cLoop, figure: .time),
        RatioSpec("Swift buffer/C", numerator: buffer, denominator: cLoop, figure: .time),
        RatioSpec("tree/kernel", numerator: tree, denominator: greedy, figure: .time),
        RatioSpec("tree layout only/kernel", numerator: treeLayoutOnly, denominator: greedy, figure: .time),
        RatioSpec("DP/greedy time", numerator: balanced, denominator: greedy, figure: .time),
        RatioSpec(
          "greedy/DP squared slack", numerator: greedy, denominator: balanced, figure: .quality("squaredSlack")),
        RatioSpec("LP/DP time", numerator: balancedLP, denominator: balanced, figure: .time),
        RatioSpec(
          "LP/DP squared slack", numerator: balancedLP, denominator: balanced, figure: .quality("squaredSlack")),
      ],
      picture: PictureSpec(n: 40, left: greedy, right: balanced, captionFigures: ["rows", "squaredSlack"]),
      peers: PeerSpec(
        kind: "flow", maxSize: treeCap, comparisons: [PeerComparison(trellis: treeLayoutOnly)],
        export: { input in
          [
            "maxWidth": FlowInput.maxWidth, "horizontalSpacing": FlowInput.horizontalSpacing,
            "verticalSpacing": FlowInput.verticalSpacing,
            "sizes": input.sizes.map { [Double($0.width), Double($0.height)] },
          ]
        },
        reference: { input, _ in
          .frames(try itemFrames(buildTree(input)).flatMap { [$0.minX, $0.minY, $0.width, $0.height] })
        }),
      summarise: summarise)
  }

  // MARK: - Strategies

  /// The greedy kernel over the input's buffer (no copy).
  static func kernel(_ input: FlowInput) throws -> FlowKernel.Result {
    try input.sizes.withUnsafeBufferPointer { buffer in
      try FlowKernel.layout(
        buffer, axis: .horizontal, maxLength: FlowInput.maxWidth, horizontalSpacing: FlowInput.horizontalSpacing,
        verticalSpacing: FlowInput.verticalSpacing)
    }
  }

  static func kernelOutcome(_ input: FlowInput, _ result: FlowKernel.Result) -> Outcome {
    Outcome(
      figures: { input.figures(rowStarts: result.rows.map(\.items.lowerBound)) },
      layout: { input.snapshot(points: result.offsets) })
  }

  /// The allocation-free Swift kernel (`FlowKernel.topLeading(_:maxWidth:…:into:)`), writing into the same scratch
  /// memory as the C loop; returns the row count.
  static func bufferRows(_ input: FlowInput) throws -> Int {
    try input.sizes.withUnsafeBufferPointer { buffer in
      try UnsafeMutableBufferPointer(start: input.scratch, count: 2 * input.count).withMemoryRebound(to: Point.self) {
        points in
        try FlowKernel.topLeading(
          buffer, maxWidth: FlowInput.maxWidth, horizontalSpacing: FlowInput.horizontalSpacing,
          verticalSpacing: FlowInput.verticalSpacing, into: points
        ).rows
      }
    }
  }

  /// The C loop over the same array, writing interleaved points into the input's scratch; returns the row count.
  static func cRows(_ input: FlowInput) -> Int {
    input.sizes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: Double.self) { doubles in
        trellis_c_flow_top_leading_interleaved(
          doubles.baseAddress, input.count, FlowInput.maxWidth, FlowInput.horizontalSpacing,
          FlowInput.verticalSpacing, input.scratch, nil, nil)
      }
    }
  }

  static func cOutcome(_ input: FlowInput, _ rows: Int) -> Outcome {
    let points = (0..<input.count).map { Point(x: input.scratch[2 * $0], y: input.scratch[2 * $0 + 1]) }
    return Outcome(
      figures: {
        var figures = input.figures(rowStarts: FlowInput.rowStarts(ys: points.map(\.y)))
        if figures.number("rows") != Double(rows) { figures["rows"] = .text("mismatch") }
        return figures
      },
      layout: { input.snapshot(points: points) })
  }

  /// `HFlow { Box … }` with the workload's parameters.
  static func buildTree(_ input: FlowInput) -> Node {
    HFlow(
      maxWidth: FlowInput.maxWidth, horizontalSpacing: FlowInput.horizontalSpacing,
      verticalSpacing: FlowInput.verticalSpacing
    ) {
      for size in input.sizes { Box(width: size.width, height: size.height) }
    }
  }

  struct MissingFrames: Error, CustomStringConvertible {
    var description: String { "the flow's root has no child frames" }
  }

  /// Lays the tree out with `engine` and reads every item's frame (timed together: a caller of the engine needs both).
  static func itemFrames(_ root: Node, engine: LayoutEngine = LayoutEngine()) throws -> LayoutResult.FrameList {
    guard let frames = try engine.layout(root, proposal: .unspecified).childFrames() else {
      throw MissingFrames()
    }
    return frames
  }

  static func treeOutcome(_ input: FlowInput, _ frames: LayoutResult.FrameList) -> Outcome {
    Outcome(
      figures: {
        // The children of the root, in order; their y tells the rows apart.
        input.figures(rowStarts: FlowInput.rowStarts(ys: frames.map(\.minY)))
      },
      layout: { input.snapshot(points: frames.map(\.origin)) })
  }

  static func balancedBreaks(_ input: FlowInput) throws -> FlowKernel.Breaks {
    try FlowKernel.balancedBreaks(
      input.widths, maxLength: FlowInput.maxWidth, spacing: FlowInput.horizontalSpacing)
  }

  static func balancedOutcome(_ input: FlowInput, _ breaks: FlowKernel.Breaks) -> Outcome {
    Outcome(
      figures: { input.figures(rowStarts: breaks.rowStarts) },
      layout: {
        let result = try? FlowKernel.horizontal(
          input.sizes, maxWidth: FlowInput.maxWidth, horizontalSpacing: FlowInput.horizontalSpacing,
          verticalSpacing: FlowInput.verticalSpacing, options: FlowKernel.Options(forcedBreaks: breaks.rowStarts))
        return input.snapshot(points: result?.offsets ?? [])
      })
  }

  /// `BalancedFlow.solve` (TrellisSolver's `.balanced` strategy: an LP over candidate rows, MIP fallback).
  static func balancedLP(_ input: FlowInput, timeLimit: Double) throws -> BalancedFlow.Report {
    try BalancedFlow.solve(
      lengths: input.widths, maxLength: FlowInput.maxWidth, spacing: FlowInput.horizontalSpacing,
      timeLimit: .milliseconds(Int64((timeLimit * 1000).rounded())))
  }

  static func balancedLPOutcome(_ input: FlowInput, _ report: BalancedFlow.Report) -> Outcome {
    Outcome(
      stoppedBecause: "\(report.status)" + (report.usedMIP ? " (MIP)" : " (LP)"),
      figures: {
        with(input.figures(rowStarts: report.rowStarts)) { $0["LP columns"] = .number(Double(report.variables)) }
      },
      layout: {
        let result = try? FlowKernel.horizontal(
          input.sizes, maxWidth: FlowInput.maxWidth, horizontalSpacing: FlowInput.horizontalSpacing,
          verticalSpacing: FlowInput.verticalSpacing, options: FlowKernel.Options(forcedBreaks: report.rowStarts))
        return input.snapshot(points: result?.offsets ?? [])
      })
  }

  // MARK: - Summary

  /// The paragraph, from the numbers only.
  static func summarise(_ result: WorkloadResult) -> String {
    var parts: [String] = []
    parts.append(
      result.timeComparison(
        ratio: "Swift/C", numerator: greedy, denominator: cLoop, subject: "The Swift greedy kernel",
        baseline: "the plain C loop", note: "; the kernel also records every row and allocates its result")
        ?? "The greedy kernel and the C loop were not both measured; the table says why.")
    if let sentence = result.timeComparison(
      ratio: "Swift buffer/C", numerator: buffer, denominator: cLoop,
      subject: "Written into preallocated memory like the C loop (`FlowKernel.topLeading(…into:)`), the Swift kernel",
      baseline: "the C loop")
    {
      parts.append(sentence)
    }
    if let point = result.ratio(named: "tree/kernel")?.last {
      var sentence =
        "Building an `HFlow` of `Box` nodes and laying it out through the engine costs "
        + "\(formatRatio(point.value, kind: "time")) the kernel's time at N = \(formatCount(point.n))"
      if let layoutOnly = result.ratio(named: "tree layout only/kernel")?.value(at: point.n) {
        sentence += " (\(formatRatio(layoutOnly, kind: "time")) with the tree prebuilt)"
      }
      parts.append(sentence + ".")
    }
    if let time = result.ratio(named: "DP/greedy time")?.last {
      parts.append(
        "The exact balanced DP takes \(formatRatio(time.value, kind: "time")) greedy's time at N = "
          + "\(formatCount(time.n)).")
    }
    if let slack = result.ratio(named: "greedy/DP squared slack"), let mean = slack.mean,
      let worst = slack.maximum, let best = slack.points.map(\.value).min()
    {
      parts.append(
        "Greedy leaves \(formatSignificant(mean))× the DP's squared slack on average over "
          + "\(slack.points.count) sizes (from \(formatSignificant(best))× to \(formatSignificant(worst))×) with "
          + "the same number of rows, so balancing evens the rows out at no cost in height.")
    }
    if let slack = result.ratio(named: "LP/DP squared slack"), !slack.points.isEmpty {
      let exact = slack.points.filter { abs($0.value - 1) < 1e-9 }.map(\.n)
      var sentence =
        "TrellisSolver's balanced LP matches the exact DP's squared slack at "
        + (exact.isEmpty ? "no size" : "N = \(exact.map(formatCount).joined(separator: ", "))")
      for point in slack.points where abs(point.value - 1) >= 1e-9 {
        let row = result.row(balancedLP, n: point.n)
        sentence +=
          "; at N = \(formatCount(point.n)) it ends \"\(row?.stoppedBecause ?? "?")\" with "
          + "\(formatSignificant(point.value, digits: 4))× the DP's slack"
      }
      if let time = result.ratio(named: "LP/DP time")?.last {
        sentence += " (\(formatRatio(time.value, kind: "time")) the DP's time at N = \(formatCount(time.n)))"
      }
      parts.append(sentence + ".")
    }
    return parts.joined(separator: " ")
  }
}

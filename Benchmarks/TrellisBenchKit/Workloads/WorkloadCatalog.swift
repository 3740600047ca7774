/// Every workload `trellis-bench` knows, in run order.
///
/// To add a workload, write `Workloads/<Name>Workload.swift` with a `make() -> Workload` and append it to ``all``:
///
/// ```swift
/// enum MasonryWorkload {
///   static func make() -> Workload {
///     Workload(
///       name: "masonry", title: "Masonry", description: "N items into 2–8 columns; greedy vs the MIP.",
///       sizes: [10, 100, 1_000, 10_000, 100_000, 1_000_000], quickSizes: [10, 1_000, 100_000],
///       generate: { n, rng in (0..<n).map { _ in Size(width: 100, height: rng.double(in: 50...200)) } },
///       strategies: [
///         Strategy(
///           name: "greedy",
///           run: { items, _ in masonryGreedy(items, columns: 4) },  // only this is timed
///           evaluate: { items, frames in  // once per row, untimed
///             Outcome(
///               figures: { ["tallestColumn": .number(frames.map(\.maxY).max() ?? 0)] },
///               layout: { LayoutSnapshot(container: Size(width: 430, height: CGFloat.infinity), frames: frames) })
///           }),
///         Strategy(name: "MIP", maxSize: 1_000, capReason: "N × columns binaries", usesTimeLimit: true) {
///           items, context in
///           let result = try masonryOptimal(items, columns: 4, timeLimit: context.timeLimit)
///           return Outcome(stoppedBecause: result.status) {
///             ["tallestColumn": .number(result.height), "lowerBound": .number(result.bound),
///              "provenOptimal": .number(result.isOptimal ? 1 : 0)]
///           }
///         },
///       ],
///       ratios: [
///         RatioSpec("MIP/greedy time", numerator: "MIP", denominator: "greedy", figure: .time),
///         RatioSpec("greedy/MIP height", numerator: "greedy", denominator: "MIP", figure: .quality("tallestColumn")),
///       ],
///       picture: PictureSpec(left: "greedy", right: "MIP", captionFigures: ["tallestColumn"]),
///       summarise: { result in "… built from result.ratio(named:), result.measuredRows(of:) …" })
///   }
/// }
/// ```
///
/// Return `layout:` in the ``Outcome`` for the strategies named by the ``PictureSpec``; everything else (timing,
/// caps, budgets, tables, charts, CSV/JSON, `--compare`) follows from the declaration.
enum WorkloadCatalog {
  /// The workloads.
  static var all: [Workload] {
    [FlowWorkload.make(), MasonryWorkload.make()] + MasonryWorkload.variants() + [
      MasonryWorkload.makeFractional(), LPOverheadWorkload.make(), WarmResolveWorkload.make(), TreeWorkload.make(),
      FixedTreeWorkload.make(), MemoryWorkload.make(), ConstraintWorkloads.makeChain(), ConstraintWorkloads.makeGrid(),
      ConstraintAutoLayoutWorkload.make(), ConstraintLevelWorkload.make(), ConstraintLayoutWorkload.make(),
      ConstraintAmbiguityWorkload.make(),
      TextWorkload.make(),
    ] + ConstraintDifferenceWorkload.makeAll()
  }
}

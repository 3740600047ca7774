import Trellis

/// The `tree` workload: SwiftUI-style nested stacks through the layout engine. Time per node, and how many sizes the
/// engine computes per node (its cache keeps nested stacks from measuring a subtree over and over).
enum TreeWorkload {
  static let layout = "layout"
  static let buildAndLayout = "build + layout"
  static let relayout = "relayout after one change"

  /// The workload declaration.
  static func make() -> Workload {
    Workload(
      name: "tree",
      title: "Nested stacks (node tree)",
      measures: "the layout time per node of mixed view trees (stacks, grids, text, backgrounds, overlays)",
      description:
        "A view tree of exactly N nodes: HStack / VStack alternating by depth (spacing 4, 2–6 children, a third "
        + "padded), a tenth of subtrees with `.background(Color.blue)`, a tenth with `.overlay(Circle())`, some "
        + "containers a `Grid` of 2–3 `GridRow`s × 2–3 cells (spacing 4); leaves `Box`, `Text` (1–3 words, "
        + "monospaced measurer) and `Rectangle().frame(width:height:)`; "
        + "modifiers count as nodes, so ns/item is ns per node. Proposed 1024 × 768. Each row keeps one "
        + "`LayoutEngine` for all its runs, as a caller laying out again does. *layout*: the engine on the prebuilt "
        + "tree; *build + layout*: building the tree from its description too. `measure calls/node` = "
        + "sizes computed (cache misses) / nodes; `size requests/node` counts cached answers too. *relayout after one "
        + "change*: the tree with one leaf (the middle child at each level) replaced by a box, laid out with a "
        + "`LayoutCache` holding the previous pass (untimed: the first pass), each timed run changing that leaf's width "
        + "back or forth, edit included; every other node is shared, so only the path to the leaf is measured anew. "
        + "Each run's result is dropped before the next (its figures read first), so the kept pass changes its arrays "
        + "in place.",
      sizes: [1_000, 10_000, 100_000],
      quickSizes: [1_000, 10_000, 100_000],
      generate: { n, rng in TreeInput(n: n, rng: &rng) },
      strategies: [
        Strategy<TreeInput>(
          name: layout,
          prepare: { input, _ in
            let engine = LayoutEngine()
            return { try run(input.root, engine: engine) }
          }, evaluate: outcome),
        Strategy<TreeInput>(
          name: buildAndLayout,
          prepare: { input, _ in
            let engine = LayoutEngine()
            return { try run(TreeInput.build(input.spec), engine: engine) }
          }, evaluate: outcome),
        Strategy<TreeInput>(name: relayout, prepare: prepareRelayout),
      ],
      qualityColumns: ["nodes", "measure calls/node", "size requests/node", "leaf measurements"],
      ratios: [
        RatioSpec("build+layout/layout", numerator: buildAndLayout, denominator: layout, figure: .time),
        RatioSpec("relayout/layout", numerator: relayout, denominator: layout, figure: .time),
      ],
      summarise: summarise)
  }

  static func run(_ root: Node, engine: LayoutEngine = LayoutEngine()) throws -> LayoutResult {
    try engine.layout(root, in: TreeInput.proposal)
  }

  /// The relayout row: a first pass fills the cache (untimed), then each run edits one leaf and lays out again.
  static func prepareRelayout(_ input: TreeInput, _ context: RunContext) throws -> () throws -> Outcome {
    let cache = LayoutCache()
    let path = TreeInput.middleLeafPath(input.root)
    var variant = 0
    let engine = LayoutEngine()
    _ = try engine.layout(
      TreeInput.edited(input.root, path: path, variant: variant), in: TreeInput.proposal, cache: cache)
    return {
      variant += 1
      let result = try engine.layout(
        TreeInput.edited(input.root, path: path, variant: variant), in: TreeInput.proposal, cache: cache)
      // The figures are read now, so that the result is dropped before the next run (the kept pass then changes its
      // arrays in place rather than copying them for a result still alive).
      let figures = figures(result)
      return Outcome { figures }
    }
  }

  static func outcome(_ input: TreeInput, _ result: LayoutResult) -> Outcome {
    Outcome { figures(result) }
  }

  static func figures(_ result: LayoutResult) -> Figures {
    let stats = result.statistics
    let nodes = Double(max(stats.nodeCount, 1))
    return [
      "nodes": .number(Double(stats.nodeCount)),
      "measure calls/node": .number(Double(stats.sizeComputations) / nodes),
      "size requests/node": .number(Double(stats.sizeRequests) / nodes),
      "leaf measurements": .number(Double(stats.leafMeasurements)),
    ]
  }

  /// The paragraph, from the numbers only.
  static func summarise(_ result: WorkloadResult) -> String {
    let rows = result.measuredRows(of: layout)
    guard let first = rows.first, let last = rows.last else { return "Nothing was measured; the table says why." }
    var parts = [
      "Laying out a prebuilt tree costs \(formatDuration(last.nsPerItem)) per node at N = \(formatCount(last.n)) "
        + "(\(formatDuration(first.nsPerItem)) at N = \(formatCount(first.n)))."
    ]
    let calls = rows.compactMap { $0.figures.number("measure calls/node") }
    if let low = calls.min(), let high = calls.max() {
      parts.append(
        "The engine computes \(formatSignificant(low))–\(formatSignificant(high)) sizes per node across sizes: the "
          + "per-pass cache keeps the work linear in the node count.")
    }
    if let build = result.ratio(named: "build+layout/layout")?.last {
      parts.append(
        "Building the tree as well costs \(formatRatio(build.value, kind: "time")) layout alone at N = "
          + "\(formatCount(build.n)).")
    }
    return parts.joined(separator: " ")
  }
}

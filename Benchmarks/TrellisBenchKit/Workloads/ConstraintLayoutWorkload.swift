import Trellis
import TrellisTestSupport

/// A `ConstraintLayout` form re-laid out at new proposals (a window-resize loop), against one edit re-solve of the
/// same system on a `ConstraintSolver`: the layout keeps its solver across passes, so a re-layout should cost about
/// an edit, not a cold solve.
enum ConstraintLayoutWorkload {
  /// The form and its system for the first proposal.
  struct Input {
    var layout: ConstraintLayout
    var system: ConstraintSystem
    var width: Double
    var labels: [Double]
  }

  static let relayout = "re-layout at a new proposal"
  /// The same loop with a `LayoutCache`, as an app re-laying out on every resize would: the cache keeps the pass.
  static let cachedRelayout = "re-layout with a LayoutCache"
  static let edit = "one edit re-solve"
  static let cold = "cold layout"

  /// N views: N/2 rows of a label (a box 40…120 wide, 20 high) and a field (a rectangle: no intrinsic size), fields
  /// aligned in one column after the widest label, rows 8 apart.
  static func form(n: Int, rng: inout SplitMix64) -> Input {
    let rows = max(1, n / 2)
    let labels = (0..<rows).map { _ in rng.double(in: 40...120).rounded() }
    let layout = makeLayout(labels)
    let width = (labels.max() ?? 0) + 224
    let sizes = ConstraintForms.sizings(labels)
    let system = try! layout.system(for: ProposedViewSize(width: width, height: nil), sizes: sizes)
    return Input(layout: layout, system: system, width: width, labels: labels)
  }

  /// The form: ``ConstraintForms/labelsAndFields(_:aligned:pinned:extra:)`` (fields anywhere after the widest label).
  static func makeLayout(_ labels: [Double]) -> ConstraintLayout { ConstraintForms.labelsAndFields(labels) }

  static func make() -> Workload {
    Workload(
      name: "constraints-form",
      title: "Constraints: ConstraintLayout re-layout",
      measures: "re-laying out a `ConstraintLayout` form at a new width, against one edit re-solve of the same system",
      description:
        "A form of N views (N/2 rows of a label box and a stretching field, fields aligned after the widest label). "
        + "Each row keeps one `LayoutEngine` for all its runs, as an app re-laying out does. "
        + "Re-layout at a new proposal: a full layout pass of the same ConstraintLayout node at a width that changes "
        + "every run (+0…6 points), which suggests the width to the solver kept for the layout and re-solves warm. One "
        + "edit re-solve: the same widths suggested to a ConstraintSolver of the same system (the floor). Cold "
        + "layout: a new ConstraintLayout value per run (builds and solves its LP). Re-layout with a LayoutCache: the "
        + "same loop passing one `LayoutCache`, which keeps the last pass whole, so an unchanged tree at a new "
        + "proposal is measured and placed again without being flattened or checked anew.",
      sizes: [10, 50, 200], quickSizes: [50],
      generate: form,
      strategies: [
        Strategy(name: relayout) { input, _ in
          let node = input.layout.node
          let engine = LayoutEngine()
          _ = try engine.layout(node, proposal: ProposedViewSize(width: input.width, height: nil))
          var step = 0
          return {
            step += 1
            let result = try engine.layout(
              node, proposal: ProposedViewSize(width: input.width + Double(step % 7), height: nil))
            return Outcome { ["containerWidth": .number(result.size.width)] }
          }
        },
        Strategy(name: cachedRelayout) { input, _ in
          let node = input.layout.node
          let cache = LayoutCache()
          let engine = LayoutEngine()
          _ = try engine.layout(node, proposal: ProposedViewSize(width: input.width, height: nil), cache: cache)
          var step = 0
          return {
            step += 1
            let result = try engine.layout(
              node, proposal: ProposedViewSize(width: input.width + Double(step % 7), height: nil), cache: cache)
            return Outcome { ["containerWidth": .number(result.size.width)] }
          }
        },
        Strategy(name: edit) { input, _ in
          let solver = try ConstraintSolver(input.system)
          _ = try solver.solve()
          var step = 0
          return {
            step += 1
            try solver.suggestValue(input.width + Double(step % 7), for: input.layout.container.widthVariable)
            let solution = try solver.solve()
            return Outcome { ["containerWidth": .number(solution[name: "container.width"] ?? .nan)] }
          }
        },
        Strategy(name: cold) { input, _ in
          let engine = LayoutEngine()
          return {
            let result = try engine.layout(
              makeLayout(input.labels).node, proposal: ProposedViewSize(width: input.width, height: nil))
            return Outcome { ["containerWidth": .number(result.size.width)] }
          }
        },
      ],
      qualityColumns: ["containerWidth"],
      ratios: [
        RatioSpec("re-layout/edit", numerator: relayout, denominator: edit, figure: .time),
        RatioSpec("cached re-layout/edit", numerator: cachedRelayout, denominator: edit, figure: .time),
        RatioSpec("cold/re-layout", numerator: cold, denominator: relayout, figure: .time),
      ],
      summarise: { result in
        guard let ratio = result.ratio(named: "re-layout/edit")?.value(at: 50) else {
          return "Nothing was measured; the table says why."
        }
        let cached = result.ratio(named: "cached re-layout/edit")?.value(at: 50)
        return "At 50 views a re-layout at a new proposal costs \(formatRatio(ratio, kind: "time")) one edit "
          + "re-solve of the same system (target: at most 5×)"
          + (cached.map { "; with a `LayoutCache`, which keeps the pass, \(formatRatio($0, kind: "time"))." } ?? ".")
      })
  }
}

import Trellis
import TrellisTestSupport

/// An Auto Layout form as its users write it (issue 32's form family): N views in N/2 rows of a label and a field,
/// anchors and priorities as on Apple's platforms (hugging 250 = weak, compression resistance 750 = strong), the
/// container width an edit variable. Unlike `constraints-form` (a `ConstraintLayout` re-laid out through the layout
/// engine, up to 200 views) this is the bare system, cold-solved and handed to the peers, up to 10⁵ views.
enum ConstraintAutoLayoutWorkload {
  static let cold = ConstraintWorkloads.cold
  static let resolve = ConstraintWorkloads.resolve
  static let container = ConstraintWorkloads.container

  /// The form. Row k: `label.leading == container.leading + 20`, `field.leading == label.trailing + 8`; three rows
  /// in four pin `field.trailing == container.trailing - 20` (leading/trailing), the fourth writes
  /// `field.width == field0.width` (leading/width); every label's width equals the first's (the fields line up);
  /// a label hugs its intrinsic size at 250 and resists compression at 750, a field is at least 80 wide and hugs
  /// 240 at 250; rows stack 8 apart, a field's `centerY` on its label's, the container's bottom 20 below the last
  /// field.
  ///
  /// - Complexity: O(N) constraints.
  static func form(n: Int, rng: inout SplitMix64) -> ConstraintWorkloads.Input {
    let rows = max(1, n / 2)
    let labels = (0..<rows).map { LayoutAnchors(key: "label\($0)") }
    let fields = (0..<rows).map { LayoutAnchors(key: "field\($0)") }
    var constraints: [Constraint] = []
    constraints.reserveCapacity(16 * rows + 1)
    var widest = 0.0
    for k in 0..<rows {
      let label = labels[k]
      let field = fields[k]
      let intrinsic = rng.double(in: 40...140).rounded()
      widest = max(widest, intrinsic)
      constraints.append(label.leading == container.leading + 20)
      constraints.append(field.leading == label.trailing + 8)
      if k == 0 || k % 4 != 3 {
        constraints.append(field.trailing == container.trailing - 20)
      } else {
        constraints.append(field.width == fields[0].width)
      }
      if k > 0 { constraints.append(label.width == labels[0].width) }
      constraints.append((label.width <= intrinsic) | .weak)
      constraints.append((label.width >= intrinsic) | .strong)
      constraints.append((label.height <= 21) | .weak)
      constraints.append((label.height >= 21) | .strong)
      constraints.append(field.width >= 80)
      constraints.append((field.width <= 240) | .weak)
      constraints.append(field.height == 30)
      constraints.append(k == 0 ? field.top == container.top + 20 : field.top == fields[k - 1].bottom + 8)
      constraints.append(label.centerY == field.centerY)
    }
    constraints.append(container.bottom == fields[rows - 1].bottom + 20)
    var system = try! ConstraintSystem(constraints)
    let width = widest + 20 + 8 + 240 + 20 - 40
    try! system.addEditVariable(container.widthVariable, value: width)
    return ConstraintWorkloads.Input(system: system, width: width)
  }

  static func make() -> Workload {
    Workload(
      name: "constraints-autolayout",
      title: "Constraints: Auto Layout form",
      measures: "cold solves and width edits of an Auto Layout form of N views",
      description:
        "N views in N/2 rows of a label and a field written as Auto Layout code writes them: "
        + "`field.leading == label.trailing + 8`, leading/trailing pins (three rows in four) or a width equal to the "
        + "first field's (the fourth), label widths equal, hugging at 250 (weak) and compression resistance at 750 "
        + "(strong), rows stacked by `centerY`; the container width is an edit variable, suggested 40 points below "
        + "what the widest label and a 240-point field want. Cold solve: build, presolve and solve every level. Edit "
        + "(GLPK re-solve): the width suggested anew (+0…6 points) and every level re-solved warm, without the "
        + "piece cache.",
      // 10⁴ (about a second per solve) and 10⁵ only in the peers run, so `make bench` keeps its time.
      sizes: [100, 1_000], quickSizes: [100, 1_000], peerSizes: [10_000, ConstraintWorkloads.peerSize],
      generate: form,
      strategies: [
        Strategy(
          name: cold, run: { input, _ in try input.system.solve() },
          evaluate: { _, s in ConstraintWorkloads.outcome(s) }),
        // The chain's warm edit: the form's container is the chain's, so is its edit variable.
        ConstraintWorkloads.warmResolve,
      ],
      qualityColumns: ["containerWidth", "weakError", "iterations"],
      ratios: [RatioSpec("edit re-solve/cold", numerator: resolve, denominator: cold, figure: .time)],
      peers: ConstraintWorkloads.peers(caps: [
        "glpk": (10_000, "61 s at 10⁴ on this machine, and growing faster than N"),
        "highs": (10_000, "428 s at 10⁵ in a run of its own on this machine (Documentation/Benchmarks/Notes.md)"),
      ]),
      summarise: { result in
        guard let n = result.largestMeasuredN(of: cold), let row = result.row(cold, n: n) else {
          return "Nothing was measured; the table says why."
        }
        var text = "A cold solve of a form of \(formatCount(n)) views takes \(formatDuration(row.medianNs))."
        if let ratio = result.ratio(named: "edit re-solve/cold")?.last {
          text +=
            " A warm width edit costs \(formatRatio(ratio.value, kind: "time")) a cold solve at N = "
            + "\(formatCount(ratio.n))."
        }
        return text
      })
  }
}

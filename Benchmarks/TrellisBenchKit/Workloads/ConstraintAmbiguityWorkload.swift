import Foundation
import Trellis
import TrellisTestSupport

/// Ambiguity reports (`ConstraintSystem.ambiguities()`: every variable not determined at the optimum, with its
/// range) against the cold solve they follow, on four systems of about N views: a form whose fields start right
/// after the widest label (determined), the `constraints-form` benchmark's form (its fields may slide), rows of two
/// boxes with tied hugging, and the polygon family whose variables' ends lie at 2·(N/2) different vertices.
enum ConstraintAmbiguityWorkload {
  struct Input {
    var systems: [String: ConstraintSystem]
  }

  static let shapes = ["form", "sliding form", "tied rows", "polygon"]
  static func solve(_ shape: String) -> String { "\(shape): solve" }
  static func report(_ shape: String) -> String { "\(shape): solve + ambiguities" }

  static func generate(n: Int, rng: inout SplitMix64) -> Input {
    let rows = max(1, n / 2)
    let labels = (0..<rows).map { _ in rng.double(in: 40...120).rounded() }
    let width = (labels.max() ?? 0) + 224
    let formSizes = labels.flatMap { w -> [ConstraintLayout.ChildSizing] in
      [.init(intrinsicSize: Size(width: w, height: 20)), .init(intrinsicWidth: nil, intrinsicHeight: nil)]
    }
    let proposal = ProposedViewSize(width: width, height: nil)
    let tiedSizes = [ConstraintLayout.ChildSizing](
      repeating: .init(intrinsicSize: Size(width: 50, height: 20)), count: 2 * rows)
    return Input(systems: [
      "form": try! alignedForm(labels).system(for: proposal, sizes: formSizes),
      "sliding form": try! ConstraintLayoutWorkload.makeLayout(labels).system(for: proposal, sizes: formSizes),
      "tied rows": try! tiedRows(rows).system(for: ProposedViewSize(width: 300, height: nil), sizes: tiedSizes),
      "polygon": try! ConstraintSystem(polygon(rows)),
    ])
  }

  /// The `constraints-form` form with the fields right after the widest label: nothing left free.
  static func alignedForm(_ labels: [Double]) -> ConstraintLayout {
    let widest = labels.indices.max { labels[$0] < labels[$1] } ?? 0
    return ConstraintLayout {
      for (k, w) in labels.enumerated() {
        Box(width: w, height: 20).id("l\(k)")
        Rectangle().id("f\(k)")
      }
    } constraints: { p in
      let container = p.container
      for k in labels.indices {
        let label = p["l\(k)"]
        let field = p["f\(k)"]
        label.leading == container.leading + 8
        field.leading >= label.trailing + 8
        if k > 0 { field.leading == p["f0"].leading } else { field.leading == p["l\(widest)"].trailing + 8 }
        container.trailing == field.trailing + 8
        if k == 0 { label.top == container.top + 8 } else { label.top == p["l\(k - 1)"].bottom + 8 }
        field.top == label.top
        field.height == label.height
      }
      container.bottom == p["l\(labels.count - 1)"].bottom + 8
    }
  }

  /// Rows of two boxes of equal hugging between the container's edges: either may take the extra width.
  static func tiedRows(_ rows: Int) -> ConstraintLayout {
    ConstraintLayout {
      for k in 0..<rows {
        Box(width: 40, height: 20).id("a\(k)")
        Box(width: 60, height: 20).id("b\(k)")
      }
    } constraints: { p in
      for k in 0..<rows {
        p["a\(k)"].leading == p.container.leading + 8
        p["b\(k)"].leading == p["a\(k)"].trailing + 8
        p["b\(k)"].trailing == p.container.trailing - 8
        p["a\(k)"].top == p.container.top + Double(30 * k)
        p["b\(k)"].top == p["a\(k)"].top
      }
    }
  }

  /// (u, v) in a regular 2n-gon of inradius 100, and `xᵢ = cos φᵢ·u + sin φᵢ·v` with φᵢ at its vertices: each xᵢ
  /// reaches its maximum and its minimum at two vertices of its own.
  static func polygon(_ n: Int) -> [Constraint] {
    let (u, v) = (ConstraintVariable("u"), ConstraintVariable("v"))
    // cos(π/2) is 6e-17, not 0: such a coefficient beside 1 would be a badly scaled constraint.
    func rounded(_ x: Double) -> Double { (x * 1e12).rounded() / 1e12 }
    var constraints: [Constraint] = []
    for k in 0..<(2 * n) {
      let angle = Double.pi * Double(k) / Double(n)
      constraints.append(rounded(cos(angle)) * u + rounded(sin(angle)) * v <= 100)
    }
    for i in 0..<n {
      let angle = Double.pi * (Double(i) + 0.5) / Double(n)
      constraints.append(ConstraintVariable("x\(i)") == rounded(cos(angle)) * u + rounded(sin(angle)) * v)
    }
    return constraints
  }

  static func make() -> Workload {
    Workload(
      name: "constraints-ambiguity",
      title: "Constraints: ambiguity reports",
      description:
        "`ConstraintSystem.ambiguities()` (a cold solve, then every variable's range on the optimal face) against the "
        + "cold solve alone, on systems of about N views: a form of N/2 label + field rows with the fields right after "
        + "the widest label (determined); the `constraints-form` form, whose fields may slide; N/2 rows of two boxes "
        + "with tied hugging; and N/2 variables over a regular N-gon whose ends lie at N different vertices. "
        + "`LPs`: LPs after the solve; `doubled`: those over two copies of the face (each about two plain LPs); "
        + "`coupled`: variables with a part some LP row couples (the bound on `LPs`).",
      sizes: [10, 50, 200], quickSizes: [50],
      generate: generate,
      strategies: shapes.flatMap { shape in
        [
          Strategy<Input>(
            name: solve(shape),
            run: { input, _ in
              let solution = try input.systems[shape]!.solve()
              return Outcome { ["iterations": .number(Double(solution.iterations))] }
            }),
          Strategy<Input>(
            name: report(shape),
            run: { input, _ in
              let report = try input.systems[shape]!.ambiguityReport()
              return Outcome {
                [
                  "LPs": .number(Double(report.linearPrograms)),
                  "doubled": .number(Double(report.doubledPrograms)),
                  "coupled": .number(Double(report.coupledVariables)),
                  "ambiguous": .number(Double(report.ambiguities.count)),
                ]
              }
            }),
        ]
      },
      qualityColumns: ["LPs", "doubled", "coupled", "ambiguous", "iterations"],
      ratios: shapes.map { shape in
        RatioSpec("\(shape): report/solve", numerator: report(shape), denominator: solve(shape), figure: .time)
      },
      summarise: { result in
        let parts = shapes.compactMap { shape -> String? in
          guard let n = result.largestMeasuredN(of: report(shape)), let row = result.row(report(shape), n: n),
            let ratio = result.ratio(named: "\(shape): report/solve")?.value(at: n)
          else { return nil }
          return "\(shape) \(formatDuration(row.medianNs)) (\(formatRatio(ratio, kind: "time")) the solve)"
        }
        guard !parts.isEmpty else { return "Nothing was measured; the table says why." }
        return "Solve + ambiguities at the largest N: " + parts.joined(separator: ", ") + "."
      })
  }
}

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
    let formSizes = ConstraintForms.sizings(labels)
    let proposal = ProposedViewSize(width: width, height: nil)
    let tiedSizes = [ConstraintLayout.ChildSizing](
      repeating: .init(intrinsicSize: Size(width: 50, height: 20)), count: 2 * rows)
    return Input(systems: [
      "form": try! ConstraintForms.labelsAndFields(labels, aligned: true).system(for: proposal, sizes: formSizes),
      "sliding form": try! ConstraintForms.labelsAndFields(labels).system(for: proposal, sizes: formSizes),
      "tied rows": try! ConstraintForms.tiedRows(rows).system(
        for: ProposedViewSize(width: 300, height: nil), sizes: tiedSizes),
      "polygon": try! ConstraintSystem(polygon(rows)),
    ])
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
      measures: "what `ConstraintSystem.ambiguities()` costs on top of a cold solve",
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

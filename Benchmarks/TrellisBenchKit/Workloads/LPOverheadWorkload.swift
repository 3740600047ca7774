import CReference
import Trellis

/// The `lp-overhead` workload: the same random transportation LPs solved through TrellisSolver's `LinearProgram`
/// and through raw GLPK calls from C with identical data and settings, so the ratio is the Swift wrapper's overhead;
/// also the build alone (create, load, scale, delete) on both sides.
enum LPOverheadWorkload {
  static let swiftSolve = "Swift solve"
  static let cSolve = "C solve"
  static let swiftBuild = "Swift build only"
  static let cBuild = "C build only"

  /// The workload declaration.
  static func make() -> Workload {
    Workload(
      name: "lp-overhead",
      title: "LP: Swift wrapper vs raw GLPK",
      measures: "what solving through the Swift `LinearProgram` costs over calling GLPK from C",
      description:
        "Random transportation LPs with about N variables (√N sources × N/√N sinks, costs 1–100, demand 90 % of "
        + "supply). *Swift solve*: `LinearProgram.solve()` on the prebuilt program (create the GLPK problem, load, "
        + "scale, dual simplex, read the solution, delete); *C solve*: `glp_raw_solve` from C on the same arrays and "
        + "settings; *build only*: create, load, scale and delete without solving (`LinearProgram.Solver.prepare()` "
        + "vs `glp_raw_build`).",
      sizes: [100, 1_000, 10_000],
      quickSizes: [100, 1_000, 10_000],
      generate: { n, rng in TransportInput(n: n, rng: &rng) },
      strategies: [
        Strategy<TransportInput>(
          name: swiftSolve, run: { input, _ in try input.checkedProgram().solve() },
          evaluate: { input, solution in
            Outcome(stoppedBecause: "\(solution.status)") {
              with(input.sizeFigures) {
                $0["objective"] = .number(solution.objective)
                $0["iterations"] = .number(Double(solution.iterations))
              }
            }
          }),
        Strategy<TransportInput>(
          name: cSolve, run: { input, _ in cSolveObjective(input) },
          evaluate: { input, objective in
            Outcome(stoppedBecause: objective.isNaN ? "not optimal" : "optimal") {
              with(input.sizeFigures) { $0["objective"] = .number(objective) }
            }
          }),
        Strategy<TransportInput>(
          name: swiftBuild,
          run: { input, _ in
            let solver = LinearProgram.Solver(try input.checkedProgram())
            try solver.prepare()
          },
          evaluate: { input, _ in Outcome(stoppedBecause: "built") { input.sizeFigures } }),
        Strategy<TransportInput>(
          name: cBuild,
          run: { input, _ in
            input.withArrays { ia, ja, ar, rl, ru, cl, cu, obj in
              glp_raw_build(
                input.rows, input.columns, Int32(input.nonzeros), ia, ja, ar, rl, ru, cl, cu, obj, 0)
            }
          },
          evaluate: { input, _ in Outcome(stoppedBecause: "built") { input.sizeFigures } }),
      ],
      qualityColumns: ["variables", "rows", "nonzeros", "objective", "iterations"],
      ratios: [
        RatioSpec("Swift/C solve", numerator: swiftSolve, denominator: cSolve, figure: .time),
        RatioSpec("Swift/C build", numerator: swiftBuild, denominator: cBuild, figure: .time),
        RatioSpec(
          "Swift/C objective", numerator: swiftSolve, denominator: cSolve, figure: .quality("objective")),
      ],
      summarise: summarise)
  }

  /// `glp_raw_solve` on the input's arrays; the optimal objective (NaN unless optimal).
  static func cSolveObjective(_ input: TransportInput) -> Double {
    input.withArrays { ia, ja, ar, rl, ru, cl, cu, obj in
      glp_raw_solve(input.rows, input.columns, Int32(input.nonzeros), ia, ja, ar, rl, ru, cl, cu, obj, 0, nil)
    }
  }

  /// The paragraph, from the numbers only.
  static func summarise(_ result: WorkloadResult) -> String {
    var parts: [String] = []
    if let solve = result.ratio(named: "Swift/C solve"), let last = solve.last,
      let swift = result.row(swiftSolve, n: last.n), let c = result.row(cSolve, n: last.n)
    {
      let verdict = last.value <= 1.1 ? "within" : "above"
      parts.append(
        "Solving through the Swift `LinearProgram` takes \(formatRatio(last.value, kind: "time")) the time of raw "
          + "GLPK from C at N = \(formatCount(last.n)) variables (\(formatDuration(swift.medianNs)) vs "
          + "\(formatDuration(c.medianNs))), \(verdict) the 1.1× target")
      if let first = solve.points.first, first.n != last.n {
        parts[parts.count - 1] +=
          "; at N = \(formatCount(first.n)) the ratio is \(formatRatio(first.value, kind: "time")), where fixed "
          + "costs weigh more"
      }
      parts[parts.count - 1] += "."
    } else {
      parts.append("The Swift and C solves were not both measured; the table says why.")
    }
    if let build = result.ratio(named: "Swift/C build")?.last {
      parts.append(
        "Building alone costs \(formatRatio(build.value, kind: "time")) the C build at N = "
          + "\(formatCount(build.n)).")
    }
    if let objective = result.ratio(named: "Swift/C objective"), !objective.points.isEmpty {
      let agree = objective.points.allSatisfy { abs($0.value - 1) < 1e-9 }
      parts.append(
        agree
          ? "Both sides reach the same optimal objective at every size."
          : "The objectives differ at some size (see the table): the two sides did not solve the same problem.")
    }
    return parts.joined(separator: " ")
  }
}

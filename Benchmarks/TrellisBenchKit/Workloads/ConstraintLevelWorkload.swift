import Trellis
import TrellisTestSupport

/// Systems with N distinct priority levels: N targets on one variable, and N targets spread over a chain of
/// N / 5 ordered variables (`x[k+1] ≥ x[k] + 1`), each target at its own priority.
enum ConstraintLevelWorkload {
  struct Input {
    var single: ConstraintSystem
    var coupled: ConstraintSystem
  }

  static func generate(n: Int, rng: inout SplitMix64) -> Input {
    let x = ConstraintVariable("x")
    let step = 999.0 / Double(max(1, n))
    let single = (0..<n).map { k in (x == rng.whole(0...400)) | ConstraintPriority(0.5 + Double(k) * step) }
    let xs = (0..<max(2, n / 5)).map { ConstraintVariable("x\($0)") }
    var coupled: [Constraint] = [xs[0] >= 0]
    for k in 1..<xs.count { coupled.append(xs[k] >= xs[k - 1] + 1) }
    for k in 0..<n {
      let target = xs[rng.int(0...(xs.count - 1))]
      coupled.append((target == rng.whole(0...(2 * xs.count))) | ConstraintPriority(0.5 + Double(k) * step))
    }
    return Input(single: try! ConstraintSystem(single), coupled: try! ConstraintSystem(coupled))
  }

  static func outcome(_ solution: ConstraintSolution) -> Outcome {
    Outcome(figures: {
      [
        "levels": .number(Double(solution.levelErrors.count)),
        "iterations": .number(Double(solution.iterations)),
      ]
    })
  }

  static func make() -> Workload {
    Workload(
      name: "constraints-levels",
      title: "Constraints: many priority levels",
      measures: "solving N optional constraints, each at a priority of its own",
      description:
        "N optional targets, each at its own priority: on one variable (presolve settles its levels without an "
        + "LP), and over a chain of N/5 ordered variables (one warm LP per level until the point is determined). "
        + "Cold solves including presolve.",
      sizes: [100, 1_000, 5_000], quickSizes: [100, 1_000],
      generate: generate,
      strategies: [
        Strategy(name: "one variable", run: { input, _ in outcome(try input.single.solve()) }),
        Strategy(name: "chain", run: { input, _ in outcome(try input.coupled.solve()) }),
      ],
      qualityColumns: ["levels", "iterations"],
      summarise: { result in
        guard let n = result.largestMeasuredN(of: "chain"), let row = result.row("chain", n: n) else {
          return "Nothing was measured; the table says why."
        }
        var text = "\(formatCount(n)) levels over a chain solve in \(formatDuration(row.medianNs))."
        if n != 1_000, let thousand = result.measuredRows(of: "chain").first(where: { $0.n == 1_000 }) {
          text += " 1,000 levels over a chain: \(formatDuration(thousand.medianNs)) (target: at most 100 ms)."
        } else if n == 1_000 {
          text += " (Target at 1,000: at most 100 ms.)"
        }
        if let single = result.measuredRows(of: "one variable").first(where: { $0.n == n }) {
          text += " On one variable, \(formatCount(n)) levels take \(formatDuration(single.medianNs))."
        }
        return text
      })
  }
}

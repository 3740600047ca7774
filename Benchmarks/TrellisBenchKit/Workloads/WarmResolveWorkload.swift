import CReference
import Trellis

/// The `warm-resolve` workload: a cold solve against a warm re-solve after one bound change, on the transportation
/// LPs of `lp-overhead`. The Swift side keeps a ``LinearProgram/Solver`` and toggles one column's lower bound between
/// its original 0 and a value that forces the basis to change, re-solving from the previous basis each time. The C
/// side (`glp_raw_warm_resolve`) builds, solves cold, changes the same bound and re-solves in one call, timing both
/// parts itself; its figures carry those inner times.
enum WarmResolveWorkload {
  static let swiftCold = "Swift cold"
  static let swiftWarm = "Swift warm re-solve"
  static let cBoth = "C cold + warm"

  /// Sums of inner timings over the runs of one row (read once, after the timed runs).
  final class Tally {
    var runs = 0
    var coldSeconds = 0.0
    var warmSeconds = 0.0
    var coldIterations = 0
    var warmIterations = 0
    var objective = Double.nan
  }

  /// The workload declaration.
  static func make() -> Workload {
    Workload(
      name: "warm-resolve",
      title: "LP: cold solve vs warm re-solve",
      measures: "what a warm re-solve after one bound change saves over a cold solve",
      description:
        "The transportation LPs of `lp-overhead`; one change: source 0's most expensive route must carry half of "
        + "what it could (a new lower bound), which forces a new basis. *Swift cold*: `LinearProgram.solve()` "
        + "(build + solve); *Swift warm re-solve*: `LinearProgram.Solver` after an untimed cold solve, each timed run "
        + "changes that bound (alternately to the new value and back) and re-solves from the previous basis; "
        + "*C cold + warm*: `glp_raw_warm_resolve`, build + cold solve + the same change + warm re-solve, the inner "
        + "times in the `cold µs` / `warm µs` columns (means over the runs).",
      sizes: [100, 1_000, 10_000],
      quickSizes: [100, 1_000, 10_000],
      generate: { n, rng in TransportInput(n: n, rng: &rng) },
      strategies: [
        Strategy<TransportInput>(
          name: swiftCold, run: { input, _ in try input.checkedProgram().solve() },
          evaluate: { input, solution in
            Outcome(stoppedBecause: "\(solution.status)") {
              with(input.sizeFigures) {
                $0["objective"] = .number(solution.objective)
                $0["cold iterations"] = .number(Double(solution.iterations))
              }
            }
          }),
        Strategy<TransportInput>(name: swiftWarm, prepare: swiftWarmRun),
        Strategy<TransportInput>(name: cBoth, prepare: cWarmRun),
      ],
      qualityColumns: ["variables", "objective", "cold µs", "warm µs", "cold iterations", "warm iterations"],
      ratios: [
        RatioSpec("Swift cold/warm", numerator: swiftCold, denominator: swiftWarm, figure: .time),
        RatioSpec(
          "C cold/warm", numerator: cBoth, denominator: cBoth, figure: .quality("cold µs"),
          denominatorFigure: .quality("warm µs")),
        RatioSpec("Swift/C warm", numerator: swiftWarm, denominator: cBoth, figure: .quality("warm µs")),
      ],
      summarise: summarise)
  }

  /// Untimed: build a solver and solve cold. Timed: one bound change and a warm re-solve.
  static func swiftWarmRun(_ input: TransportInput, _ context: RunContext) throws -> () throws -> Outcome {
    let solver = LinearProgram.Solver(try input.checkedProgram())
    let clock = ContinuousClock()
    let began = clock.now
    let cold = try solver.solve()
    let tally = Tally()
    tally.coldSeconds = seconds(began.duration(to: clock.now))
    tally.coldIterations = cold.iterations
    let column = LinearProgram.Variable(input.changedColumn)
    var changed = false
    return {
      let began = clock.now
      changed.toggle()
      try solver.setBounds(of: column, lower: changed ? input.changedLower : 0, upper: nil)
      let solution = try solver.solve()
      tally.warmSeconds += seconds(began.duration(to: clock.now))
      tally.runs += 1
      if changed {
        tally.objective = solution.objective
        tally.warmIterations = solution.iterations
      }
      return Outcome(stoppedBecause: "\(solution.status)") {
        with(input.sizeFigures) {
          $0["objective"] = .number(tally.objective)
          $0["cold µs"] = .number((tally.coldSeconds * 1e6).rounded())
          $0["warm µs"] = .number((tally.warmSeconds / Double(max(tally.runs, 1)) * 1e6).rounded())
          $0["cold iterations"] = .number(Double(tally.coldIterations))
          $0["warm iterations"] = .number(Double(tally.warmIterations))
        }
      }
    }
  }

  /// Timed: `glp_raw_warm_resolve` (build, cold solve, the bound change, warm re-solve); its inner times are summed.
  static func cWarmRun(_ input: TransportInput, _ context: RunContext) throws -> () throws -> Outcome {
    let tally = Tally()
    return {
      var cold = 0.0
      var warm = 0.0
      var coldIterations: Int32 = 0
      var warmIterations: Int32 = 0
      let objective = input.withArrays { ia, ja, ar, rl, ru, cl, cu, obj in
        glp_raw_warm_resolve(
          input.rows, input.columns, Int32(input.nonzeros), ia, ja, ar, rl, ru, cl, cu, obj, 0,
          Int32(input.changedColumn), input.changedLower, .infinity, &cold, &warm, &coldIterations, &warmIterations)
      }
      tally.runs += 1
      tally.coldSeconds += cold
      tally.warmSeconds += warm
      tally.coldIterations = Int(coldIterations)
      tally.warmIterations = Int(warmIterations)
      tally.objective = objective
      return Outcome(stoppedBecause: objective.isNaN ? "not optimal" : "optimal") {
        let runs = Double(max(tally.runs, 1))
        return with(input.sizeFigures) {
          $0["objective"] = .number(tally.objective)
          $0["cold µs"] = .number((tally.coldSeconds / runs * 1e6).rounded())
          $0["warm µs"] = .number((tally.warmSeconds / runs * 1e6).rounded())
          $0["cold iterations"] = .number(Double(tally.coldIterations))
          $0["warm iterations"] = .number(Double(tally.warmIterations))
        }
      }
    }
  }

  /// The paragraph, from the numbers only.
  static func summarise(_ result: WorkloadResult) -> String {
    var parts: [String] = []
    if let swift = result.ratio(named: "Swift cold/warm")?.last, let warm = result.row(swiftWarm, n: swift.n),
      let cold = result.row(swiftCold, n: swift.n)
    {
      parts.append(
        "At N = \(formatCount(swift.n)) variables a cold solve in Swift takes "
          + "\(formatRatio(swift.value, kind: "time")) the time of a warm re-solve after one bound change "
          + "(\(formatDuration(cold.medianNs)) vs \(formatDuration(warm.medianNs)))")
      if let iterations = warm.figures.number("warm iterations"),
        let coldIterations = cold.figures.number("cold iterations")
      {
        parts[parts.count - 1] +=
          ", \(formatFigure(.number(iterations))) simplex iterations instead of \(formatFigure(.number(coldIterations)))"
      }
      parts[parts.count - 1] += "."
    } else {
      parts.append("The Swift cold and warm solves were not both measured; the table says why.")
    }
    if let c = result.ratio(named: "C cold/warm")?.last {
      parts.append(
        "In raw GLPK from C the cold solve takes \(formatRatio(c.value, kind: "time")) the time of the same "
          + "warm re-solve at N = \(formatCount(c.n)).")
    }
    if let overhead = result.ratio(named: "Swift/C warm")?.last {
      parts.append(
        "The Swift warm re-solve costs \(formatRatio(overhead.value, kind: "time")) the C one at N = "
          + "\(formatCount(overhead.n)) (mean inner times; the Swift figure includes recording the change and "
          + "reading the full solution back, the C figure is the first re-solve after a cold solve, the Swift one "
          + "a steady state of alternating changes).")
    }
    return parts.joined(separator: " ")
  }
}

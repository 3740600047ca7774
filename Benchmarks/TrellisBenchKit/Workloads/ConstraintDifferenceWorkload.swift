import Trellis
import TrellisTestSupport

/// Difference systems (issue 32's families): the offset chain `x0 == 0`, `x{i} >= x{i-1} + 1`, `x{i} == 2*i @weak`
/// for every 7th i; a random tree of offsets with weak targets that hold; N edit variables that hold alone. Each is
/// answered by the constraint graph (Documentation/Constraints.md, "Structure-aware solving"); the level LPs alone
/// are measured beside it up to 10⁴.
enum ConstraintDifferenceWorkload {
  static let graph = "cold solve"
  static let levels = "cold solve (level LPs only)"

  /// The issue's chain of N variables.
  static func chain(n: Int, rng: inout SplitMix64) -> ConstraintWorkloads.Input {
    let x = (0..<max(2, n)).map { ConstraintVariable("x\($0)") }
    var constraints: [Constraint] = [x[0] == 0]
    constraints.reserveCapacity(n + n / 7 + 1)
    for i in 1..<x.count {
      constraints.append(x[i] >= x[i - 1] + 1)
      if i % 7 == 0 { constraints.append((x[i] == Double(2 * i)) | .weak) }
    }
    return ConstraintWorkloads.Input(system: try! ConstraintSystem(constraints), width: 0)
  }

  /// A random tree of N offsets: node i hangs from a random earlier node at an offset of 0–20 (required `>=`, one
  /// in four `==`), with a weak target on one node in five, above anything the offsets force (so it holds).
  static func tree(n: Int, rng: inout SplitMix64) -> ConstraintWorkloads.Input {
    let x = (0..<max(2, n)).map { ConstraintVariable("n\($0)") }
    var least = [Double](repeating: 0, count: x.count)
    var constraints: [Constraint] = [x[0] == 0]
    constraints.reserveCapacity(2 * n)
    for i in 1..<x.count {
      // Mostly recent parents, so the tree is deep as well as wide.
      let parent = max(0, i - 1 - rng.int(0...min(i - 1, 8)))
      let offset = rng.whole(0...20)
      least[i] = least[parent] + offset
      constraints.append(rng.chance(0.25) ? x[i] == x[parent] + offset : x[i] >= x[parent] + offset)
    }
    // Targets after the offsets: each at least its node's least position and, along the tree, consistent.
    for i in stride(from: 5, to: x.count, by: 5) where least[i] > 0 {
      constraints.append((x[i] >= least[i]) | .weak)
    }
    return ConstraintWorkloads.Input(system: try! ConstraintSystem(constraints), width: 0)
  }

  /// N edit variables `v == k` (strong), each with `v >= 0`.
  static func edits(n: Int, rng: inout SplitMix64) -> ConstraintWorkloads.Input {
    let v = (0..<n).map { ConstraintVariable("v\($0)") }
    var system = try! ConstraintSystem(v.map { $0 >= 0 })
    for (k, variable) in v.enumerated() { try! system.addEditVariable(variable, value: Double(k % 1000)) }
    return ConstraintWorkloads.Input(system: system, width: 0)
  }

  static func outcome(_ solution: ConstraintSolution) -> Outcome {
    Outcome(figures: {
      [
        "weakError": .number(solution.levelErrors.last?.error ?? 0),
        "iterations": .number(Double(solution.iterations)),
        "last": .number(solution.values.max() ?? 0),
      ]
    })
  }

  static func make(
    name: String, title: String, description: String, sizes: [Int],
    peerCaps: [String: (n: Int, why: String)] = [:],
    generate: @escaping (Int, inout SplitMix64) -> ConstraintWorkloads.Input
  ) -> Workload {
    Workload(
      name: name, title: title, measures: "cold solves of difference systems whose optional constraints hold",
      description: description + " Cold solve including presolve: *cold solve* as `ConstraintSystem.solve()` "
        + "runs it (the constraint graph's longest paths), *level LPs only* the general path (one warm GLPK LP per "
        + "level, then the tie-break), which gives the same answer.",
      sizes: sizes, quickSizes: [100, 1_000],
      generate: generate,
      strategies: [
        Strategy(
          name: graph, run: { input, _ in try input.system.solve() }, evaluate: { _, s in outcome(s) }),
        Strategy(
          name: levels, maxSize: 10_000, capReason: "its simplex grows quadratically on these systems",
          run: { input, _ in try input.system.solveByLevels() }, evaluate: { _, s in outcome(s) }),
      ],
      qualityColumns: ["weakError", "iterations", "last"],
      ratios: [RatioSpec("graph/levels", numerator: graph, denominator: levels, figure: .time)],
      peers: ConstraintWorkloads.peers(caps: peerCaps),
      summarise: { result in
        guard let n = result.largestMeasuredN(of: graph), let row = result.row(graph, n: n) else {
          return "Nothing was measured; the table says why."
        }
        var text = "A cold solve of \(formatCount(n)) takes \(formatDuration(row.medianNs))."
        if let ratio = result.ratio(named: "graph/levels")?.last {
          text += " At \(formatCount(ratio.n)) the graph takes \(formatRatio(ratio.value, kind: "time")) the level LPs."
        }
        return text
      })
  }

  static func makeAll() -> [Workload] {
    [
      make(
        name: "constraints-offsets", title: "Constraints: offset chain",
        description: "`x0 == 0`, `x{i} >= x{i-1} + 1`, `x{i} == 2*i @weak` for every 7th i (issue 32's chain).",
        sizes: [100, 1_000, 10_000, 20_000, 100_000],
        peerCaps: ["glpk": (10_000, "14 s at 10⁴ on this machine, and growing faster than N")], generate: chain),
      make(
        name: "constraints-offset-tree", title: "Constraints: tree of offsets",
        description: "A random tree of N offsets (required `>=`, one in four `==`) with weak lower targets that hold.",
        sizes: [100, 1_000, 10_000, 100_000],
        peerCaps: ["glpk": (10_000, "4 s at 10⁴ on this machine, and growing faster than N")], generate: tree),
      make(
        name: "constraints-edits", title: "Constraints: trivial edit variables",
        description: "N edit variables suggested at strong, each alone with `v >= 0`.",
        sizes: [100, 1_000, 10_000, 100_000], generate: edits),
    ]
  }
}

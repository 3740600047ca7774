import Trellis
import TrellisTestSupport

/// Constraint-layout workloads: a horizontal chain (cold solves and edits) and a grid, solved lexicographically
/// through GLPK after presolve (see Documentation/Constraints.md).
enum ConstraintWorkloads {
  /// A prepared system and the edit variable's starting value.
  struct Input {
    var system: ConstraintSystem
    var width: Double
    /// The chain's items (empty for the grid).
    var items: [LayoutAnchors] = []
  }

  static let cold = "cold solve"
  static let edit = "edit (in range)"
  static let jump = "edit (two widths)"
  static let loop = "1,000 edits"
  static let resolve = "edit (GLPK re-solve)"
  static let addRemove = "add + remove constraint"
  /// The container of both workloads (the grid's); its width is the edit variable.
  static let container = ConstraintGrid.container
  static let editVariable = container.widthVariable
  /// The size the peers run adds to the chain and the grid (issue 32's targets name 10²–10⁵); only the cold solve
  /// runs there.
  static let peerSize = 100_000
  static let warmCap = 10_000
  static let warmCapReason = "10⁵ is in the peers run for the cold solve only"

  /// N views in a row: 8-point gaps, preferred widths (weak), minimum widths (required), a medium cap, the
  /// container width an edit variable.
  static func chain(n: Int, rng: inout SplitMix64) -> Input {
    let items = (0..<n).map { LayoutAnchors(key: "i\($0)") }
    var constraints: [Constraint] = [items[0].leading == container.leading + 8]
    constraints.reserveCapacity(4 * n + 2)
    for k in 1..<max(n, 1) { constraints.append(items[k].leading == items[k - 1].trailing + 8) }
    constraints.append(container.trailing == items[n - 1].trailing + 8)
    var preferred = 0.0
    for item in items {
      let ideal = (rng.double(in: 20...120)).rounded()
      preferred += ideal
      constraints.append(item.width >= 10)
      constraints.append((item.width == ideal) | .weak)
      constraints.append((item.width <= 200) | .medium)
    }
    var system = try! ConstraintSystem(constraints)
    let width = preferred + 8 * Double(n + 1) + 100
    try! system.addEditVariable(editVariable, value: width)
    return Input(system: system, width: width, items: items)
  }

  /// A √N × √N grid: columns share widths, rows share heights (required equalities), preferred sizes weak.
  static func grid(n: Int, rng: inout SplitMix64) -> Input {
    let side = max(1, Int(Double(n).squareRoot()))
    let constraints = ConstraintGrid.constraints(side: side) { _, _ in
      let width = rng.double(in: 20...80).rounded()
      return (width, rng.double(in: 20...80).rounded())
    }
    var system = try! ConstraintSystem(constraints)
    let width = Double(side) * 58 + 8
    try! system.addEditVariable(editVariable, value: width)
    return Input(system: system, width: width)
  }

  static func outcome(_ solution: ConstraintSolution) -> Outcome {
    Outcome(figures: {
      [
        "containerWidth": .number(solution[editVariable] ?? .nan),
        "weakError": .number(solution.levelErrors.last?.error ?? 0),
        "iterations": .number(Double(solution.iterations)),
      ]
    })
  }

  static func makeChain() -> Workload {
    Workload(
      name: "constraints-chain",
      title: "Constraints: chain",
      measures: "cold solves and edits of a row of N views with weak, medium and required constraints",
      description:
        "N views in a row with 8-point gaps, preferred widths (weak), minimum widths (required) and a cap (medium); "
        + "the container width is an edit variable. Cold: build, presolve and solve every level. Edit (in range): one "
        + "suggestion near the last one (answered from a cached affine piece, without GLPK). Edit (two widths): "
        + "alternating between the width and a third of it (two pieces; both cached after the first visits). "
        + "1,000 edits: a window-resize loop from a fresh solver, +1 point per step (new pieces cost warm GLPK "
        + "re-solves of every level).",
      sizes: [10, 100, 1_000, 10_000], quickSizes: [10, 1_000], peerSizes: [peerSize],
      generate: chain,
      strategies: [
        Strategy(name: cold, run: { input, _ in try input.system.solve() }, evaluate: { _, s in outcome(s) }),
        Strategy(name: edit, maxSize: warmCap, capReason: warmCapReason) { input, _ in
          let solver = try ConstraintSolver(input.system)
          _ = try solver.solve()
          try solver.suggestValue(input.width + 1, for: editVariable)
          _ = try solver.solve()
          return widthEdits(solver, from: input.width)
        },
        Strategy(name: jump, maxSize: warmCap, capReason: warmCapReason) { input, _ in
          let solver = try ConstraintSolver(input.system)
          _ = try solver.solve()
          var step = 0
          return {
            step += 1
            try solver.suggestValue(step % 2 == 0 ? input.width : input.width / 3, for: editVariable)
            return outcome(try solver.solve())
          }
        },
        Strategy(name: loop, maxSize: warmCap, capReason: warmCapReason) { input, _ in
          let solver = try ConstraintSolver(input.system)
          _ = try solver.solve()
          return {
            var last: ConstraintSolution?
            for k in 0..<1_000 {
              try solver.suggestValue(input.width + Double(k), for: editVariable)
              last = try solver.solve()
            }
            return outcome(last!)
          }
        },
      ] + incrementalStrategies,
      qualityColumns: ["containerWidth", "weakError", "iterations"],
      ratios: [
        RatioSpec("add + remove/edit re-solve", numerator: addRemove, denominator: resolve, figure: .time),
        RatioSpec("1,000 edits/cold", numerator: loop, denominator: cold, figure: .time),
        RatioSpec("edit/cold", numerator: edit, denominator: cold, figure: .time),
        RatioSpec("two widths/cold", numerator: jump, denominator: cold, figure: .time),
      ],
      peers: peers(caps: [
        "glpk": (10_000, "81 s at 10⁴ on this machine, and growing faster than N"),
        "highs": (10_000, "15 s at 10⁴ on this machine; 10⁵ is measured alone, Documentation/Benchmarks/Notes.md"),
      ]),
      summarise: summarise)
  }

  /// Without the piece cache: one suggestion and a warm GLPK re-solve of every level, against adding a strong
  /// constraint on a middle item (a cap above its medium cap, so the answer does not move: this measures the
  /// structural change, not the pivots a binding constraint would need), a warm re-solve, removing it and another
  /// re-solve.
  static var incrementalStrategies: [Strategy<Input>] {
    [
      warmResolve,
      Strategy(name: addRemove, maxSize: warmCap, capReason: warmCapReason) { input, _ in
        let solver = try ConstraintSolver(input.system)
        solver.usesPieceCache = false
        _ = try solver.solve()
        let count = input.system.constraints.count
        let item = input.items[(count - 2) / 8]
        var step = 0
        return {
          step += 1
          let extra = (item.width <= 300 + Double(step % 7)) | .strong
          try solver.add(extra)
          _ = try solver.solve()
          try solver.remove(extra)
          return outcome(try solver.solve())
        }
      },
    ]
  }

  /// The timed part of a width-edit strategy: each run suggests the container width anew (`width` + 1…6, then
  /// `width` + 0, in turn) and solves.
  static func widthEdits(_ solver: ConstraintSolver, from width: Double) -> () throws -> Outcome {
    var step = 0
    return {
      step += 1
      try solver.suggestValue(width + Double(step % 7), for: editVariable)
      return outcome(try solver.solve())
    }
  }

  /// The warm width edit without the piece cache, shared by the chain and the Auto Layout form: the container width
  /// suggested anew (+0…6 points) and every level re-solved warm in GLPK.
  static var warmResolve: Strategy<Input> {
    Strategy(name: resolve, maxSize: warmCap, capReason: warmCapReason) { input, _ in
      let solver = try ConstraintSolver(input.system)
      solver.usesPieceCache = false
      _ = try solver.solve()
      return widthEdits(solver, from: input.width)
    }
  }

  static func makeGrid() -> Workload {
    Workload(
      name: "constraints-grid",
      title: "Constraints: grid",
      measures: "cold solves of a √N × √N grid whose columns share widths and rows share heights",
      description:
        "√N × √N cells: each column shares a width and each row a height (required equalities), preferred sizes "
        + "(weak), 8-point gaps; the container width is an edit variable. Cold solve including presolve.",
      sizes: [100, 1_000, 10_000], quickSizes: [100, 10_000], peerSizes: [peerSize],
      generate: grid,
      strategies: [
        Strategy(name: cold, run: { input, _ in try input.system.solve() }, evaluate: { _, s in outcome(s) })
      ],
      qualityColumns: ["containerWidth", "weakError", "iterations"],
      peers: peers(caps: [
        "glpk": (10_000, "its simplex took 50 s at 10⁴ on this machine; 10⁵ would take far longer"),
        "highs": (10_000, "10 s at 10⁴; a run at 10⁵ had not finished after 15 minutes on this machine"),
      ]),
      summarise: { result in
        guard let n = result.largestMeasuredN(of: cold), let row = result.row(cold, n: n) else {
          return "Nothing was measured; the table says why."
        }
        return "A cold solve of \(formatCount(n)) cells takes \(formatDuration(row.medianNs))."
      })
  }

  static func summarise(_ result: WorkloadResult) -> String {
    guard let n = result.largestMeasuredN(of: cold), let row = result.row(cold, n: n) else {
      return "Nothing was measured; the table says why."
    }
    var parts = ["A cold solve of \(formatCount(n)) views takes \(formatDuration(row.medianNs))."]
    if let ratio = result.ratio(named: "1,000 edits/cold")?.last {
      parts.append(
        "1,000 edits cost \(formatRatio(ratio.value, kind: "time")) one cold solve at N = \(formatCount(ratio.n)).")
    }
    if let edit = result.row(self.edit, n: n) {
      parts.append("One edit inside the validity range: \(formatDuration(edit.medianNs)).")
    }
    return parts.joined(separator: " ")
  }
}

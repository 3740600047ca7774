import Trellis
import TrellisTestSupport

/// A random transportation LP held twice with identical data: as a TrellisSolver ``LinearProgram`` and as GLPK's
/// 1-based triplet arrays for the raw C driver.
///
/// `sources × sinks ≈ N` variables `x[i][j] ≥ 0` with costs 1–100; supply rows `Σⱼ x[i][j] ≤ supply[i]` (50–150) and
/// demand rows `Σᵢ x[i][j] ≥ demand[j]`, the demands adding up to 90 % of the supply; minimise the cost. Feasible
/// and bounded by construction, and the all-slack basis is dual feasible, so the dual simplex starts right away.
final class TransportInput {
  /// The program for TrellisSolver.
  let program: LinearProgram
  /// Row and column counts.
  let rows: Int32, columns: Int32
  /// GLPK triplets, 1-based with an unused element 0.
  let ia: [Int32], ja: [Int32], ar: [Double]
  /// Row and column bounds (±∞ = none) and the objective, 0-based.
  let rowLower: [Double], rowUpper: [Double], columnLower: [Double], columnUpper: [Double], objective: [Double]
  /// The column whose bounds the warm re-solve changes (0-based): source 0's most expensive route.
  let changedColumn: Int
  /// Its new lower bound: half of what could flow along it, which forces the basis to change.
  let changedLower: Double
  /// Why building the ``program`` failed (never expected: the data is valid by construction); strategies throw it.
  let buildError: (any Error)?

  /// Generates a program with about `n` variables.
  ///
  /// - Complexity: O(n).
  init(n: Int, rng: inout SplitMix64) {
    let sources = max(2, Int(Double(max(n, 4)).squareRoot()))
    let sinks = max(2, max(n, 4) / sources)
    let supply = (0..<sources).map { _ in Double(50 + Int(rng.next() % 101)) }
    let weights = (0..<sinks).map { _ in rng.double(in: 0.5...1.5) }
    let scale = 0.9 * supply.reduce(0, +) / weights.reduce(0, +)
    let demand = weights.map { ($0 * scale * 100).rounded(.down) / 100 }
    let cost = (0..<(sources * sinks)).map { _ in Double(1 + Int(rng.next() % 100)) }

    var ia: [Int32] = [0]
    var ja: [Int32] = [0]
    var ar: [Double] = [0]
    for i in 0..<sources {
      for j in 0..<sinks {
        ia.append(Int32(i + 1))
        ja.append(Int32(i * sinks + j + 1))
        ar.append(1)
      }
    }
    for j in 0..<sinks {
      for i in 0..<sources {
        ia.append(Int32(sources + j + 1))
        ja.append(Int32(i * sinks + j + 1))
        ar.append(1)
      }
    }
    var lp = LinearProgram(direction: .minimize)
    do {
      try lp.addVariables(count: sources * sinks, lowerBound: 0)
      let x = { (i: Int, j: Int) in LinearProgram.Variable(i * sinks + j) }
      for k in cost.indices { try lp.setObjectiveCoefficient(of: LinearProgram.Variable(k), cost[k]) }
      for i in 0..<sources {
        try lp.addRow(
          variables: (0..<sinks).map { x(i, $0) }, coefficients: Array(repeating: 1, count: sinks),
          .lessOrEqual(supply[i]))
      }
      for j in 0..<sinks {
        try lp.addRow(
          variables: (0..<sources).map { x($0, j) }, coefficients: Array(repeating: 1, count: sources),
          .greaterOrEqual(demand[j]))
      }
      buildError = nil
    } catch {
      buildError = error
    }
    program = lp
    rows = Int32(sources + sinks)
    columns = Int32(sources * sinks)
    self.ia = ia
    self.ja = ja
    self.ar = ar
    rowLower = Array(repeating: -.infinity, count: sources) + demand
    rowUpper = supply + Array(repeating: .infinity, count: sinks)
    columnLower = Array(repeating: 0, count: sources * sinks)
    columnUpper = Array(repeating: .infinity, count: sources * sinks)
    objective = cost
    let expensive = (0..<sinks).max { cost[$0] < cost[$1] } ?? 0
    changedColumn = expensive
    changedLower = (min(supply[0], demand[expensive]) / 2).rounded(.down)
  }

  /// The program, or the error that kept it from being built.
  ///
  /// - Complexity: O(1).
  func checkedProgram() throws -> LinearProgram {
    if let buildError { throw buildError }
    return program
  }

  /// The number of stored nonzeros.
  var nonzeros: Int { ar.count - 1 }

  /// Size figures shared by every strategy.
  var sizeFigures: Figures {
    ["variables": .number(Double(columns)), "rows": .number(Double(rows)), "nonzeros": .number(Double(nonzeros))]
  }

  /// Calls `body` with raw pointers to every array, in `glp_raw_*` argument order.
  func withArrays<R>(
    _ body: (
      UnsafePointer<Int32>, UnsafePointer<Int32>, UnsafePointer<Double>, UnsafePointer<Double>,
      UnsafePointer<Double>, UnsafePointer<Double>, UnsafePointer<Double>, UnsafePointer<Double>
    ) -> R
  ) -> R {
    ia.withUnsafeBufferPointer { ia in
      ja.withUnsafeBufferPointer { ja in
        ar.withUnsafeBufferPointer { ar in
          rowLower.withUnsafeBufferPointer { rl in
            rowUpper.withUnsafeBufferPointer { ru in
              columnLower.withUnsafeBufferPointer { cl in
                columnUpper.withUnsafeBufferPointer { cu in
                  objective.withUnsafeBufferPointer { obj in
                    body(
                      ia.baseAddress!, ja.baseAddress!, ar.baseAddress!, rl.baseAddress!, ru.baseAddress!,
                      cl.baseAddress!, cu.baseAddress!, obj.baseAddress!)
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}

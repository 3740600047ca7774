import Testing
import TrellisSolver
import TrellisTestSupport

/// 200 seeded random small LPs (2–3 variables in a bounded box, 1–4 rows of every kind) checked against an
/// independent brute-force vertex enumeration: every n×n subsystem of the row/box hyperplanes is solved by Gaussian
/// elimination, feasible vertices are kept, and the best objective among them is the optimum (the feasible set is
/// a bounded polytope, so an optimum, if any, is attained at a vertex).
@Suite struct RandomizedBruteForceTests {
  struct Case {
    var n: Int
    var lower: [Double]
    var upper: [Double]
    var rows: [[Double]]
    var rowLower: [Double]
    var rowUpper: [Double]
    var objective: [Double]
    var maximize: Bool
  }

  static func makeCase(_ rng: inout SplitMix64) -> Case {
    let n = rng.int(2...3)
    let m = rng.int(1...4)
    let lower = (0..<n).map { _ in Double(rng.int(-5...0)) }
    let upper = (0..<n).map { _ in Double(rng.int(1...6)) }
    var rows = [[Double]]()
    var rowLower = [Double]()
    var rowUpper = [Double]()
    for _ in 0..<m {
      rows.append((0..<n).map { _ in Double(rng.int(-5...5)) })
      let a = Double(rng.int(-12...12))
      switch rng.int(0...5) {
      case 0, 1:
        rowLower.append(-.infinity)
        rowUpper.append(a)
      case 2, 3:
        rowLower.append(a)
        rowUpper.append(.infinity)
      case 4:
        rowLower.append(a)
        rowUpper.append(a)
      default:
        rowLower.append(a)
        rowUpper.append(a + Double(rng.int(0...6)))
      }
    }
    let objective = (0..<n).map { _ in Double(rng.int(-5...5)) }
    return Case(
      n: n, lower: lower, upper: upper, rows: rows, rowLower: rowLower, rowUpper: rowUpper, objective: objective,
      maximize: rng.int(0...1) == 1)
  }

  /// Solves `a·x = b` (n×n) by Gaussian elimination with partial pivoting; `nil` when (nearly) singular.
  static func gaussianSolve(_ a: [[Double]], _ b: [Double]) -> [Double]? {
    let n = b.count
    var m = a
    var r = b
    for column in 0..<n {
      var pivot = column
      for row in column..<n where abs(m[row][column]) > abs(m[pivot][column]) { pivot = row }
      guard abs(m[pivot][column]) > 1e-9 else { return nil }
      m.swapAt(pivot, column)
      r.swapAt(pivot, column)
      for row in 0..<n where row != column {
        let factor = m[row][column] / m[column][column]
        if factor == 0 { continue }
        for k in column..<n { m[row][k] -= factor * m[column][k] }
        r[row] -= factor * r[column]
      }
    }
    return (0..<n).map { r[$0] / m[$0][$0] }
  }

  /// The optimum by vertex enumeration, or `nil` if no vertex is feasible (infeasible).
  static func bruteForce(_ c: Case) -> Double? {
    // Hyperplanes: each finite side of each row, and each box face.
    var planes = [([Double], Double)]()
    for i in c.rows.indices {
      if c.rowLower[i].isFinite { planes.append((c.rows[i], c.rowLower[i])) }
      if c.rowUpper[i].isFinite, c.rowUpper[i] != c.rowLower[i] { planes.append((c.rows[i], c.rowUpper[i])) }
    }
    for j in 0..<c.n {
      var unit = [Double](repeating: 0, count: c.n)
      unit[j] = 1
      planes.append((unit, c.lower[j]))
      planes.append((unit, c.upper[j]))
    }
    var best: Double?
    func feasible(_ x: [Double]) -> Bool {
      let tolerance = 1e-7
      for j in 0..<c.n where x[j] < c.lower[j] - tolerance || x[j] > c.upper[j] + tolerance { return false }
      for i in c.rows.indices {
        let activity = zip(c.rows[i], x).reduce(0) { $0 + $1.0 * $1.1 }
        if activity < c.rowLower[i] - tolerance || activity > c.rowUpper[i] + tolerance { return false }
      }
      return true
    }
    func visit(_ chosen: [Int], _ next: Int) {
      if chosen.count == c.n {
        guard let x = gaussianSolve(chosen.map { planes[$0].0 }, chosen.map { planes[$0].1 }), feasible(x) else {
          return
        }
        let value = zip(c.objective, x).reduce(0) { $0 + $1.0 * $1.1 }
        if let current = best {
          best = c.maximize ? max(current, value) : min(current, value)
        } else {
          best = value
        }
        return
      }
      guard next < planes.count else { return }
      for k in next..<planes.count { visit(chosen + [k], k + 1) }
    }
    visit([], 0)
    return best
  }

  static func program(_ c: Case) throws -> LinearProgram {
    var lp = LinearProgram(direction: c.maximize ? .maximize : .minimize)
    let vars = try (0..<c.n).map { j in
      try lp.addVariable("x\(j)", lowerBound: c.lower[j], upperBound: c.upper[j], objective: c.objective[j])
    }
    for i in c.rows.indices {
      try lp.addRow(
        "r\(i)", variables: vars, coefficients: c.rows[i],
        LinearProgram.RowBounds(lower: c.rowLower[i], upper: c.rowUpper[i]))
    }
    return lp
  }

  @Test func twoHundredRandomLPsAgreeWithVertexEnumeration() throws {
    var rng = SplitMix64(seed: 0x7E11_1500)
    let methods: [(LinearProgram.Method, Bool)] = [
      (.dualSimplex, false), (.primalSimplex, false), (.dualSimplex, true), (.interiorPoint, false),
    ]
    var infeasibleCount = 0
    for index in 0..<200 {
      let c = Self.makeCase(&rng)
      let (method, presolve) = methods[index % methods.count]
      let result = try Self.program(c).solve(.init(method: method, presolve: presolve))
      if let expected = Self.bruteForce(c) {
        #expect(result.status == .optimal, "case \(index): \(c)")
        #expect(
          abs(result.objective - expected) <= 1e-6 * max(1, abs(expected)),
          "case \(index): GLPK \(result.objective) vs brute force \(expected)")
      } else {
        infeasibleCount += 1
        #expect(
          result.status == .infeasible,
          "case \(index) \(method) \(presolve) \(String(describing: result.solverCode)): \(c)")
      }
    }
    // The generator exercises both outcomes.
    #expect(infeasibleCount > 10 && infeasibleCount < 190)
  }

  @Test func bruteForceItselfOnAKnownCase() {
    // max x + y in [0, 4]² with x + 2y ≤ 6 → (4, 1) = 5.
    let c = Case(
      n: 2, lower: [0, 0], upper: [4, 4], rows: [[1, 2]], rowLower: [-.infinity], rowUpper: [6], objective: [1, 1],
      maximize: true)
    #expect(Self.bruteForce(c) == 5)
  }
}

import Testing
import TrellisSolver
import TrellisTestSupport

/// Presolve: required equalities disappear whatever order the names sort in, and definitions never form cycles.
@Suite struct ConstraintPresolveTests {
  /// A `side × side` grid: each column shares a width and each row a height (required), preferred sizes weak,
  /// 8-point gaps. `side ≥ 11` puts `c10_…` before `c2_…` in name order, which used to leave rows behind.
  static func grid(side: Int, seed: UInt64) -> (constraints: [Constraint], widths: [[Double]], heights: [[Double]]) {
    var generator = SplitMix64(seed: seed)
    var widths = [[Double]](repeating: [], count: side)
    var heights = [[Double]](repeating: [], count: side)
    let constraints = ConstraintGrid.constraints(side: side) { r, c in
      let width = Double(generator.int(20...80))
      let height = Double(generator.int(20...80))
      widths[c].append(width)
      heights[r].append(height)
      return (width, height)
    }
    return (constraints, widths, heights)
  }

  /// The unique minimiser of Σ |x − pᵢ| for an odd number of points.
  static func median(_ points: [Double]) -> Double { points.sorted()[points.count / 2] }

  @Test func gridSizesAreColumnAndRowMedians() throws {
    let side = 11
    let (constraints, widths, heights) = Self.grid(side: side, seed: 7)
    let system = try ConstraintSystem(constraints)
    let summary = try system.presolveSummary()
    // Only the column widths and row heights stay free; no row reaches GLPK.
    #expect(summary.variables == 4 * side * side + 2)
    #expect(summary.eliminated == summary.variables - 2 * side)
    #expect(summary.rows == 0)
    let solution = try system.solve()
    var x = 8.0
    for c in 0..<side {
      let width = Self.median(widths[c])
      var y = 8.0
      for r in 0..<side {
        let height = Self.median(heights[r])
        #expect(solution[name: "c\(r)_\(c).width"] == width)
        #expect(solution[name: "c\(r)_\(c).height"] == height)
        #expect(solution[name: "c\(r)_\(c).leading"] == x)
        #expect(solution[name: "c\(r)_\(c).top"] == y)
        y += height + 8
      }
      x += width + 8
    }
    #expect(solution[name: "container.width"] == x)
  }

  @Test func gridWithAnEditVariableKeepsOneRowInAnyOrder() throws {
    let side = 12
    let (constraints, _, _) = Self.grid(side: side, seed: 11)
    var reference: ConstraintSolution?
    var generator = SplitMix64(seed: 3)
    for attempt in 0..<4 {
      var system = try ConstraintSystem(attempt == 0 ? constraints : constraints.shuffled(using: &generator))
      try system.addEditVariable(ConstraintGrid.container.widthVariable, value: 500)
      let summary = try system.presolveSummary()
      #expect(summary.rows == 1, "\(summary)")
      #expect(summary.eliminated == summary.variables - 2 * side)
      let solution = try system.solve()
      #expect(solution[name: "container.width"] == 500)
      if let reference {
        #expect(solution.values == reference.values)
      } else {
        reference = solution
      }
    }
  }

  /// i0 … i{n−1} sort as i0, i1, i10, i100, …: chain equalities arrive far out of order. At 10⁴ views the row where
  /// the chain's two ends meet (`i9998`'s) finds its pivot, the container width, only through 9,000 definitions,
  /// past `PresolveTolerance.definitionSearchLimit` (4,096): a search capped there kept `i9998.width` as the pivot,
  /// and its two constraints became rows over 9,000 widths (3 rows, not 1).
  @Test(arguments: [300, 10_000]) func longChainKeepsOnlyTheEditRow(n: Int) throws {
    let container = LayoutAnchors(key: "container")
    let items = (0..<n).map { LayoutAnchors(key: "i\($0)") }
    var constraints: [Constraint] = [items[0].leading == container.leading + 8]
    for k in 1..<n { constraints.append(items[k].leading == items[k - 1].trailing + 8) }
    constraints.append(container.trailing == items[n - 1].trailing + 8)
    for item in items {
      constraints.append(item.width >= 10)
      constraints.append((item.width == 40) | .weak)
    }
    var system = try ConstraintSystem(constraints)
    try system.addEditVariable(container.widthVariable, value: 8 + Double(n) * 48)
    let summary = try system.presolveSummary()
    #expect(summary.rows == 1, "\(summary)")
    #expect(summary.eliminated == summary.variables - n)
    let solution = try system.solve()
    for (k, item) in items.enumerated() {
      #expect(solution[item.widthVariable] == 40)
      #expect(solution[item.leadingVariable!] == 8 + Double(k) * 48)
    }
  }

  @Test func cyclesOfEqualitiesAreRedundantOrConflicting() throws {
    let x = ConstraintVariable("x")
    let y = ConstraintVariable("y")
    let z = ConstraintVariable("z")
    // x → y → z → x: the third equality only restates the first two.
    let consistent = try ConstraintSystem([x == y + 1, y == z + 1, z == x - 2, x == 5]).solve()
    #expect(consistent[x] == 5)
    #expect(consistent[y] == 4)
    #expect(consistent[z] == 3)
    // Closing the cycle with a different constant contradicts them; the conflict is the cycle, not `x == 5`.
    let error = #expect(throws: ConstraintError.self) {
      try ConstraintSystem([x == y + 1, y == z + 1, z == x - 3, x == 5]).solve()
    }
    guard case .unsatisfiable(let conflict)? = error else {
      Issue.record("expected unsatisfiable, got \(String(describing: error))")
      return
    }
    #expect(Set(conflict.map(\.description)) == ["x - y == 1", "y - z == 1", "-x + z == -3"])
  }

  @Test func summaryDescription() throws {
    let x = ConstraintVariable("x")
    let y = ConstraintVariable("y")
    let summary = try ConstraintSystem([x == y + 1, (x == 3) | .weak, x + y <= 10]).presolveSummary()
    #expect(summary.variables == 2)
    #expect(summary.eliminated == 1)
    #expect(summary.rows == 0)
    #expect(summary.description == "2 variables, 1 eliminated; LP: 0 rows, \(summary.columns) columns")
  }
}

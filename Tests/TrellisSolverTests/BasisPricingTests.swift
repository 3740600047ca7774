import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// `LinearProgram.Solver.solutionIfBasisOptimal(at:tolerance:)`: pricing the last basis for a new objective
/// without a simplex call agrees with GLPK, and declines whenever the simplex would move.
@Suite struct BasisPricingTests {
  /// Re-pricing an optimal basis for its own objective reproduces GLPK's duals, reduced costs and objective.
  @Test(arguments: [LinearProgram.Direction.minimize, .maximize]) func pricesLikeGLPK(
    direction: LinearProgram.Direction
  ) throws {
    var (lp, _, _) = try WarmResolveTests.transport(12)
    lp.direction = direction
    if direction == .maximize {
      for j in 0..<lp.variableCount { try lp.setBounds(of: .init(j), lower: 0, upper: 4) }
    }
    let solver = LinearProgram.Solver(lp)
    let solved = try solver.solve()
    #expect(solved.status == .optimal)
    let kept = try #require(try solver.solutionIfBasisOptimal(at: solved))
    #expect(abs(kept.objective - solved.objective) <= 1e-9 * max(1, abs(solved.objective)))
    for i in solved.rowDuals.indices { #expect(abs(kept.rowDuals[i] - solved.rowDuals[i]) <= 1e-9, "row \(i)") }
    for j in solved.reducedCosts.indices {
      #expect(abs(kept.reducedCosts[j] - solved.reducedCosts[j]) <= 1e-9, "column \(j)")
    }
  }

  /// Random objective changes: whenever the pricing keeps the basis, the simplex from it agrees (0 iterations, same
  /// objective); whenever it declines, the simplex finds a strictly better point or pivots.
  @Test(arguments: 0..<6) func keepsTheBasisExactlyWhenTheSimplexWould(seed: Int) throws {
    var g = SplitMix64(seed: UInt64(300 + seed))
    let (lp, x, _) = try WarmResolveTests.transport(8)
    let solver = LinearProgram.Solver(lp)
    var last = try solver.solve()
    var kept = 0
    var declined = 0
    for _ in 0..<40 {
      let variable = x[g.int(0...7)][g.int(0...7)]
      try solver.setObjectiveCoefficient(of: variable, g.whole(1...12))
      let priced = try solver.solutionIfBasisOptimal(at: last)
      let solved = try solver.solve()
      #expect(solved.status == .optimal)
      if let priced {
        kept += 1
        #expect(solved.iterations == 0)
        #expect(abs(priced.objective - solved.objective) <= 1e-9 * max(1, abs(solved.objective)))
      } else {
        declined += 1
        #expect(solved.iterations > 0)
      }
      last = solved
    }
    #expect(kept > 0)
    #expect(declined > 0)
  }

  /// A bound change that moves the point (tightening a variable the optimum uses) is never priced.
  @Test func declinesWhenAnEditMovesThePoint() throws {
    let (lp, x, _) = try WarmResolveTests.transport(8)
    let solver = LinearProgram.Solver(lp)
    let solved = try solver.solve()
    let used = try #require(x.joined().first { solved[$0] > 0.5 })
    try solver.setBounds(of: used, lower: 0, upper: solved[used] / 2)
    #expect(try solver.solutionIfBasisOptimal(at: solved) == nil)
  }

  /// Fixing a non-basic variable at its current value keeps the basis.
  @Test func keepsTheBasisWhenAVariableIsFixedWhereItIs() throws {
    let (lp, x, _) = try WarmResolveTests.transport(8)
    let solver = LinearProgram.Solver(lp)
    let solved = try solver.solve()
    let unused = try #require(x.joined().first { solved[$0] == 0 && solved.reducedCosts[$0.index] > 1e-6 })
    try solver.setBounds(of: unused, lower: 0, upper: 0)
    #expect(try solver.solutionIfBasisOptimal(at: solved) != nil)
  }
}

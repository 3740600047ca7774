import Testing
import TrellisSolver
import TrellisTestSupport

/// Objective ranging for non-basic variables (issue 18: `glp_analyze_coef` aborted the process on them), checked
/// against re-solves just inside and just outside each computed end.
@Suite struct ObjectiveRangingTests {
  /// `maximize 3x + 2y, x + y ≤ 4, 0 ≤ x, y ≤ 10`: optimum x = 4, y = 0 with y non-basic at its lower bound.
  static func issueProgram(
    direction: LinearProgram.Direction = .maximize, objective: (Double, Double) = (3, 2)
  ) throws -> (LinearProgram, LinearProgram.Variable, LinearProgram.Variable) {
    var lp = LinearProgram(direction: direction)
    let x = try lp.addVariable("x", lowerBound: 0, upperBound: 10)
    let y = try lp.addVariable("y", lowerBound: 0, upperBound: 10)
    _ = try lp.addRow("sum", [x: 1, y: 1], .lessOrEqual(4))
    try lp.setObjective([x: objective.0, y: objective.1])
    return (lp, x, y)
  }

  /// The optimal values of `lp` with `variable`'s objective coefficient set to `value`.
  static func values(
    _ lp: LinearProgram, _ variable: LinearProgram.Variable, coefficient value: Double
  ) throws -> [Double] {
    var edited = lp
    try edited.setObjectiveCoefficient(of: variable, value)
    let solution = try edited.solve()
    #expect(solution.status == .optimal)
    return (0..<lp.variableCount).map { solution[LinearProgram.Variable($0)] }
  }

  @Test func nonBasicAtLowerBoundInAMaximisation() throws {
    let (lp, x, y) = try Self.issueProgram()
    let solver = LinearProgram.Solver(lp)
    let solution = try solver.solve()
    #expect(close(solution[x], 4) && close(solution[y], 0))
    // Reduced cost of y is 2 − 3 = −1: its coefficient may rise by 1 before y enters, and fall without limit.
    let range = try solver.objectiveRanging(of: y)
    #expect(close(range.upper, 3) && range.lower == -.infinity)
    #expect(try Self.values(lp, y, coefficient: 2.9) == [4, 0])
    #expect(try Self.values(lp, y, coefficient: -100) == [4, 0])
    #expect(try Self.values(lp, y, coefficient: 3.1) == [0, 4])
  }

  @Test func nonBasicAtUpperBoundInAMaximisation() throws {
    // x ≤ 10 never binds; add an upper bound that does: y ≤ 1 with a coefficient above x's, so y sits at 1.
    var (lp, x, y) = try Self.issueProgram(objective: (3, 5))
    try lp.setBounds(of: y, lower: 0, upper: 1)
    let solver = LinearProgram.Solver(lp)
    let solution = try solver.solve()
    #expect(close(solution[x], 3) && close(solution[y], 1))
    // Reduced cost 5 − 3 = 2 ≥ 0 at the upper bound: the coefficient may fall by 2 and rise without limit.
    let range = try solver.objectiveRanging(of: y)
    #expect(close(range.lower, 3) && range.upper == .infinity)
    #expect(try Self.values(lp, y, coefficient: 3.1) == [3, 1])
    #expect(try Self.values(lp, y, coefficient: 2.9) == [4, 0])
  }

  @Test func nonBasicInAMinimisation() throws {
    // minimize −3x − 2y is the same program: y at its lower bound with reduced cost +1.
    let (lp, _, y) = try Self.issueProgram(direction: .minimize, objective: (-3, -2))
    let solver = LinearProgram.Solver(lp)
    _ = try solver.solve()
    let range = try solver.objectiveRanging(of: y)
    #expect(close(range.lower, -3) && range.upper == .infinity)
    #expect(try Self.values(lp, y, coefficient: -2.9) == [4, 0])
    #expect(try Self.values(lp, y, coefficient: -3.1) == [0, 4])
  }

  @Test func fixedNonBasicKeepsTheBasisForAnyCoefficient() throws {
    var (lp, _, y) = try Self.issueProgram()
    try lp.setBounds(of: y, lower: 1, upper: 1)
    let solver = LinearProgram.Solver(lp)
    _ = try solver.solve()
    #expect(try solver.objectiveRanging(of: y) == LinearProgram.Ranging(lower: -.infinity, upper: .infinity))
  }

  @Test func basicVariableStillUsesGLPK() throws {
    let (lp, x, _) = try Self.issueProgram()
    let solver = LinearProgram.Solver(lp)
    _ = try solver.solve()
    // x is basic at 4; it stays optimal while its coefficient is at least y's (2).
    let range = try solver.objectiveRanging(of: x)
    #expect(close(range.lower, 2) && range.upper == .infinity)
  }

  @Test func rangingWithoutAnOptimalBasisIsATypedError() throws {
    var lp = LinearProgram()
    let x = try lp.addVariable("x", lowerBound: 0)
    _ = try lp.addRow("a", [x: 1], .lessOrEqual(1))
    _ = try lp.addRow("b", [x: 1], .greaterOrEqual(2))
    let solver = LinearProgram.Solver(lp)
    #expect(thrownError { _ = try solver.objectiveRanging(of: x) } == .noOptimalBasis)
    #expect(try solver.solve().status == .infeasible)
    #expect(thrownError { _ = try solver.objectiveRanging(of: x) } == .noOptimalBasis)
    #expect(thrownError { _ = try solver.boundRanging(of: x) } == .noOptimalBasis)
    #expect(thrownError { _ = try solver.rightHandSideRanging(of: LinearProgram.Row(0)) } == .noOptimalBasis)
    // An interior-point solve leaves no basis either.
    let (feasible, y, _) = try Self.issueProgram()
    let interior = LinearProgram.Solver(feasible)
    _ = try interior.solve(.init(method: .interiorPoint))
    #expect(thrownError { _ = try interior.objectiveRanging(of: y) } == .noOptimalBasis)
  }

  @Test func rangingAProgramWithoutRows() throws {
    var lp = LinearProgram(direction: .maximize)
    let x = try lp.addVariable("x", lowerBound: 0, upperBound: 2)
    try lp.setObjective([x: 1])
    let solver = LinearProgram.Solver(lp)
    #expect(close(try solver.solve()[x], 2))
    let range = try solver.objectiveRanging(of: x)
    #expect(range.lower == 0 && range.upper == .infinity)
    #expect(try solver.boundRanging(of: x) != nil)
  }
}

import Testing
import TrellisSolver
import TrellisTestSupport

/// The caller's incumbent makes a MIP never worse than it; every solve is bounded by limits.
@Suite struct IncumbentAndLimitTests {
  /// Knapsack: values (60, 100, 120), weights (10, 20, 30), capacity 50 → 220 with items 1 and 2.
  static func knapsack() throws -> LinearProgram {
    var lp = LinearProgram(direction: .maximize)
    let items = try [60.0, 100, 120].enumerated().map { i, value in
      try lp.addVariable("item\(i)", kind: .binary, objective: value)
    }
    try lp.addRow("capacity", variables: items, coefficients: [10, 20, 30], .lessOrEqual(50))
    return lp
  }

  @Test func betterThanAWeakIncumbent() throws {
    let result = try Self.knapsack().solve(.init(incumbent: [1, 1, 0]))  // worth 160
    #expect(result.status == .optimal)
    #expect(close(result.objective, 220))
    #expect(!result.usedIncumbent)
  }

  @Test func optimalIncumbentIsKeptOrMatched() throws {
    let result = try Self.knapsack().solve(.init(incumbent: [0, 1, 1]))
    #expect(result.status == .optimal)
    #expect(close(result.objective, 220))
  }

  @Test func incumbentReturnedWhenTheSearchIsCutShort() throws {
    // The relaxation needs more than one simplex iteration, so an iteration limit of 1 stops it: the caller's
    // incumbent comes back as a feasible (not proven optimal) solution.
    let lp = try Self.knapsack()
    let result = try lp.solve(.init(iterationLimit: 1, incumbent: [1, 1, 0]))
    #expect(result.status == .feasible)
    #expect(result.usedIncumbent)
    #expect(close(result.objective, 160))
    #expect(result.values == [1, 1, 0])
    #expect(result.rowActivities == [30])
    #expect(result.limitReached == .iterations)
    let without = try lp.solve(.init(iterationLimit: 1))
    #expect(without.status == .iterationLimit)
    #expect(!without.hasSolution)
  }

  @Test func generousGapStillNeverWorseThanIncumbent() throws {
    let result = try Self.knapsack().solve(.init(relativeGap: 0.9, incumbent: [1, 0, 1]))  // worth 180
    #expect(result.status == .optimal || result.status == .feasible)
    #expect(result.objective >= 180 - 1e-9)
    if let bound = result.bestBound { #expect(bound >= result.objective - 1e-9) }
  }

  @Test func lpIterationLimit() throws {
    let (lp, _, _) = try WarmResolveTests.transport(30)
    let result = try lp.solve(.init(method: .primalSimplex, iterationLimit: 3))
    #expect(result.limitReached == .iterations)
    #expect(result.status == .iterationLimit || result.status == .feasible)
    #expect(result.iterations <= 3)
  }

  @Test func lpTimeLimitReturnsPromptly() throws {
    // A 1 ms limit on a problem that takes longer: GLPK stops, Trellis reports the limit (or the optimum if the
    // machine was fast enough); either way the call returns.
    let (lp, _, _) = try WarmResolveTests.transport(60)
    let result = try lp.solve(.init(method: .primalSimplex, timeLimit: .milliseconds(1)))
    #expect([.optimal, .feasible, .timeLimit].contains(result.status))
    if result.status != .optimal { #expect(result.limitReached == .time) }
  }

  @Test func hugeTimeLimitDoesNotOverflow() throws {
    let (lp, _, _) = try KnownOptimaTests.wyndor()
    let result = try lp.solve(.init(timeLimit: .seconds(Int64.max), iterationLimit: .max))
    #expect(result.status == .optimal && close(result.objective, 36))
  }

  @Test func mipTimeLimitOnAHardKnapsack() throws {
    // 40 items with weights and values in a "hard" correlated pattern; 50 ms must stop or solve — never hang —
    // and with an incumbent (all zero) the result is at least 0.
    var lp = LinearProgram(direction: .maximize)
    var rng = SplitMix64(seed: 42)
    var weights = [Double]()
    var items = [LinearProgram.Variable]()
    for i in 0..<40 {
      let weight = Double(rng.int(1000...2000))
      weights.append(weight)
      items.append(try lp.addVariable("i\(i)", kind: .binary, objective: weight + 100))
    }
    try lp.addRow("capacity", variables: items, coefficients: weights, .lessOrEqual(weights.reduce(0, +) / 2 + 0.5))
    let clock = ContinuousClock()
    let start = clock.now
    let result = try lp.solve(.init(timeLimit: .milliseconds(50), incumbent: Array(repeating: 0, count: 40)))
    #expect(clock.now - start < .seconds(5))
    #expect(result.status == .optimal || result.status == .feasible)
    #expect(result.objective >= 0)
    #expect(result.gap.map { $0 >= 0 } ?? true)
  }

  @Test func largeBuildIsLinearAndLoads() throws {
    // 10⁵ variables, 10⁵ rows of 10 entries = 10⁶ nonzeros, built through the bulk API.
    var lp = LinearProgram()
    let first = try lp.addVariables(count: 100_000, lowerBound: 0, upperBound: 1)
    var variables = [LinearProgram.Variable](repeating: first, count: 10)
    let coefficients = [Double](repeating: 1, count: 10)
    for i in 0..<100_000 {
      for k in 0..<10 { variables[k] = LinearProgram.Variable((i + k * 7919) % 100_000) }
      try lp.addRow(variables: variables, coefficients: coefficients, .lessOrEqual(5))
    }
    #expect(lp.variableCount == 100_000 && lp.rowCount == 100_000 && lp.nonzeroCount == 1_000_000)
    #expect(lp.summary.contains("1000000 nonzeros"))
    // Minimising 0 is solved at once: the load (one glp_load_matrix) and a trivial solve.
    let result = try lp.solve()
    #expect(result.status == .optimal)
  }
}

import Testing
import TrellisSolver
import TrellisTestSupport

/// The difference-constraint fast path of ``ConstraintSystem/solve()`` (Documentation/Constraints.md,
/// "Structure-aware solving") against the level LPs (`solveByLevels()`): wherever the fast path answers, it gives
/// the same values and the same level errors, on seeded random chains, trees of offsets and rows of views written
/// over edge variables; where it must not answer, it does not.
@Suite struct ConstraintDifferenceSolutionTests {
  /// Checks that `fast` and `reference` are the same solution: the same variables in the same order, values equal
  /// within 10⁻⁹ (relative above 1), the same levels with the same errors.
  static func expectSame(
    _ fast: ConstraintSolution, _ reference: ConstraintSolution, _ context: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(fast.names == reference.names, "\(context)", sourceLocation: sourceLocation)
    guard fast.names == reference.names else { return }
    for (k, name) in fast.names.enumerated() {
      let (a, b) = (fast.values[k], reference.values[k])
      #expect(
        abs(a - b) <= 1e-9 * max(1, abs(b)), "\(context): \(name) = \(a), levels give \(b)",
        sourceLocation: sourceLocation)
    }
    #expect(
      fast.levelErrors.map(\.priority) == reference.levelErrors.map(\.priority), "\(context)",
      sourceLocation: sourceLocation)
    for (e, f) in zip(fast.levelErrors, reference.levelErrors) {
      #expect(abs(e.error - f.error) <= 1e-9, "\(context): level \(e.priority)", sourceLocation: sourceLocation)
    }
  }

  /// Solves `system` both ways; returns whether the fast path answered. `solve()` must agree with the levels either
  /// way (it takes the fast path exactly when `differenceSolution()` answers).
  @discardableResult
  static func compare(_ system: ConstraintSystem, _ context: String) throws -> Bool {
    let reference = try system.solveByLevels()
    expectSame(try system.solve(), reference, "\(context) (solve)")
    guard let fast = system.differenceSolution() else { return false }
    expectSame(fast, reference, context)
    #expect(fast.iterations == 0)
    return true
  }

  static func priority(_ g: inout SplitMix64) -> ConstraintPriority {
    switch g.int(0...4) {
    case 0: .weak
    case 1: .medium
    case 2: .strong
    default: ConstraintPriority(Double(g.int(1...999)))
    }
  }

  /// The issue's chain: `x0 == 0`, `x{i} >= x{i-1} + 1`, `x{i} == 2*i @weak` for every 7th i.
  static func issueChain(_ n: Int) -> (ConstraintSystem, [ConstraintVariable]) {
    let x = (0..<n).map { ConstraintVariable("x\($0)") }
    var constraints: [Constraint] = [x[0] == 0]
    for i in 1..<n {
      constraints.append(x[i] >= x[i - 1] + 1)
      if i % 7 == 0 { constraints.append((x[i] == Double(2 * i)) | .weak) }
    }
    return (try! ConstraintSystem(constraints), x)
  }

  @Test func theIssuesChainIsAnsweredByTheGraphAndMatchesTheLevels() throws {
    let (system, x) = Self.issueChain(300)
    #expect(try Self.compare(system, "chain 300"))
    let solution = try system.solve()
    // Each target holds (2i ≥ i), and between targets every x sits at its least value.
    #expect(solution[x[7]] == 14)
    #expect(solution[x[8]] == 15)
    #expect(solution[x[13]] == 20)
    #expect(solution[x[299]] == 593)
    #expect(solution.levelErrors.map(\.error) == [0])
  }

  /// Random chains: a pinned or bounded start, gaps (≥, sometimes ==, sometimes an upper gap too), optional targets
  /// and caps at random priorities, some of which cannot hold.
  @Test func randomChainsMatchTheLevels() throws {
    var answered = 0
    var refused = 0
    for seed in 0..<60 {
      var g = SplitMix64(seed: UInt64(7_000 + seed))
      let n = g.int(3...30)
      let x = (0..<n).map { ConstraintVariable("c\($0)") }
      var constraints: [Constraint] = []
      var least = g.whole(0...5)
      constraints.append(g.chance(0.5) ? x[0] == least : x[0] >= least)
      for i in 1..<n {
        let gap = g.whole(0...10)
        least += gap
        switch g.int(0...5) {
        case 0: constraints.append(x[i] == x[i - 1] + gap)
        case 1:
          constraints.append(x[i] >= x[i - 1] + gap)
          constraints.append(x[i] <= x[i - 1] + gap + g.whole(0...20))
        default: constraints.append(x[i] >= x[i - 1] + gap)
        }
        if g.chance(0.15) {
          let target = least + g.whole(-3...30)
          constraints.append((x[i] == target) | Self.priority(&g))
        }
        if g.chance(0.08) {
          constraints.append((x[i] <= least + g.whole(-2...40)) | Self.priority(&g))
        }
      }
      if try Self.compare(try ConstraintSystem(constraints), "chain seed \(seed)") {
        answered += 1
      } else {
        refused += 1
      }
    }
    // Both paths are exercised: most chains are answered by the graph, some have a target that cannot hold.
    #expect(answered >= 15)
    #expect(refused >= 3)
  }

  /// Random trees of offsets: each node placed from a random earlier one (≥ or == an offset), optional targets and
  /// optional limits relative to the parent.
  @Test func randomTreesOfOffsetsMatchTheLevels() throws {
    var answered = 0
    var refused = 0
    for seed in 0..<60 {
      var g = SplitMix64(seed: UInt64(8_000 + seed))
      let n = g.int(3...30)
      let x = (0..<n).map { ConstraintVariable("t\($0)") }
      var least = [Double](repeating: 0, count: n)
      var constraints: [Constraint] = [x[0] == 0]
      for i in 1..<n {
        let parent = g.int(0...(i - 1))
        let offset = g.whole(0...12)
        least[i] = least[parent] + offset
        if g.chance(0.3) {
          constraints.append(x[i] == x[parent] + offset)
        } else {
          constraints.append(x[i] >= x[parent] + offset)
          if g.chance(0.4) {
            constraints.append((x[i] <= x[parent] + offset + g.whole(-2...15)) | Self.priority(&g))
          }
        }
        if g.chance(0.12) { constraints.append((x[i] == least[i] + g.whole(-2...25)) | Self.priority(&g)) }
      }
      if try Self.compare(try ConstraintSystem(constraints), "tree seed \(seed)") {
        answered += 1
      } else {
        refused += 1
      }
    }
    #expect(answered >= 15)
    #expect(refused >= 3)
  }

  /// Rows of a label and a field written over edge variables (`leading`, `trailing`): a difference system. Widths
  /// between a minimum (required) and an ideal (compression resistance 750, hugging 250), fields after their labels
  /// and aligned, the container's trailing edge capped at a random width (strong): wide enough or not.
  @Test func randomEdgeFormsMatchTheLevels() throws {
    var answered = 0
    var refused = 0
    for seed in 0..<30 {
      var g = SplitMix64(seed: UInt64(9_000 + seed))
      let rows = g.int(1...6)
      let trailing = ConstraintVariable("container.trailing")
      var constraints: [Constraint] = []
      var fieldLeading: ConstraintVariable?
      for r in 0..<rows {
        let l = (ConstraintVariable("l\(r).leading"), ConstraintVariable("l\(r).trailing"))
        let f = (ConstraintVariable("f\(r).leading"), ConstraintVariable("f\(r).trailing"))
        let ideal = g.whole(20...80)
        constraints.append(l.0 == 8)
        constraints.append(l.1 - l.0 >= 0)
        constraints.append((l.1 - l.0 >= ideal) | ConstraintPriority(750))
        constraints.append((l.1 - l.0 <= ideal) | ConstraintPriority(250))
        constraints.append(f.0 >= l.1 + 8)
        constraints.append(f.1 - f.0 >= g.whole(20...60))
        constraints.append(trailing >= f.1 + 8)
        if let first = fieldLeading { constraints.append(f.0 == first) } else { fieldLeading = f.0 }
      }
      constraints.append((trailing <= g.whole(100...260)) | .strong)
      if try Self.compare(try ConstraintSystem(constraints), "form seed \(seed)") {
        answered += 1
      } else {
        refused += 1
      }
    }
    #expect(answered >= 5)
    #expect(refused >= 3)
  }

  /// Edit variables that hold alone (each `v == value` at strong, `v >= 0`): no LP at all.
  @Test func trivialEditVariablesAreAnsweredByTheGraph() throws {
    let v = (0..<200).map { ConstraintVariable("v\($0)") }
    var system = try ConstraintSystem(v.map { $0 >= 0 })
    for (k, variable) in v.enumerated() { try system.addEditVariable(variable, value: Double(k) * 1.5) }
    #expect(try Self.compare(system, "edits"))
    #expect(try system.solve()[v[10]] == 15)
  }

  /// Where the least point is not the answer, or no least point exists, the fast path stays out.
  @Test func itRefusesWhatItCannotProve() throws {
    let x = ConstraintVariable("x")
    let y = ConstraintVariable("y")
    // The least point is x = −5; the tie-break puts x at 0.
    let negative = try ConstraintSystem([x >= -5])
    #expect(negative.differenceSolution() == nil)
    #expect(try negative.solve()[x] == 0)
    // No lower bound: the tie-break weighs |x| against |y| (x = −1, y = 0), which no longest path gives.
    let unbounded = try ConstraintSystem([x <= 10, y >= x + 1])
    #expect(unbounded.differenceSolution() == nil)
    #expect(try Self.compare(unbounded, "unbounded") == false)
    // An optional constraint that cannot hold: the level compromises.
    let compromise = try ConstraintSystem([x >= 10, (x == 4) | .weak])
    #expect(compromise.differenceSolution() == nil)
    #expect(try compromise.solve().levelErrors.map(\.error) == [6])
    // Not a difference.
    let sum = try ConstraintSystem([x + y == 10, x >= 0, y >= 0])
    #expect(sum.differenceSolution() == nil)
    // Unsatisfiable required constraints are the general path's to diagnose.
    let conflict = try ConstraintSystem([x >= y + 1, y >= x + 1])
    #expect(conflict.differenceSolution() == nil)
    #expect(throws: ConstraintError.self) { try conflict.solve() }
  }

  /// Constraints without variables: one that holds leaves the fast path (and its level) in place, one that does not
  /// (an optional one with an error) hands the system to the levels.
  @Test func constantConstraints() throws {
    let x = ConstraintVariable("x")
    let holds = try ConstraintSystem([
      x >= 2, Constraint(expression: LinearExpression(1), relation: .greaterOrEqual, priority: .medium),
    ])
    #expect(try Self.compare(holds, "constant that holds"))
    #expect(try holds.solve().levelErrors.map(\.priority) == [.medium])
    let fails = try ConstraintSystem([
      x >= 2, Constraint(expression: LinearExpression(1), relation: .lessOrEqual, priority: .medium),
    ])
    #expect(fails.differenceSolution() == nil)
    #expect(try fails.solve().levelErrors.map(\.error) == [1])
  }

  /// A declared variable no constraint mentions is 0, as the tie-break puts it; a scaled difference
  /// (`2*x - 2*y >= 4`) is a difference.
  @Test func declaredVariablesAndScaledDifferences() throws {
    let x = ConstraintVariable("x")
    let y = ConstraintVariable("y")
    let free = ConstraintVariable("free")
    var system = try ConstraintSystem([2 * x - 2 * y >= 4, y == 3, (x <= 9) | .weak])
    try system.declare(free)
    #expect(try Self.compare(system, "declared"))
    let solution = try system.solve()
    #expect(solution[x] == 5)
    #expect(solution[free] == 0)
  }
}

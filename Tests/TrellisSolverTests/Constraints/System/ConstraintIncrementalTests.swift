import Testing
import TrellisSolver
import TrellisTestSupport

/// Adding and removing constraints and edit variables on a live `ConstraintSolver` agrees with cold solves.
@Suite struct ConstraintIncrementalTests {
  static let pool = (0..<6).map { ConstraintVariable("x\($0)") }
  static let priorities: [ConstraintPriority] = [
    .strong, .medium, .weak, ConstraintPriority(100), ConstraintPriority(600),
  ]

  /// Every pool variable is boxed in [0, 400] and chained, so the variables are known and the system is bounded.
  static func base() throws -> ConstraintSystem {
    var constraints: [Constraint] = []
    for x in pool {
      constraints.append(x >= 0)
      constraints.append(x <= 400)
    }
    constraints.append((pool[1] == pool[0] + 10) | .medium)
    constraints.append(pool[2] + pool[3] <= 300)
    constraints.append((pool[4] - pool[5] == 20) | .weak)
    return try ConstraintSystem(constraints)
  }

  /// A point every generated required constraint holds at, so the required constraints stay satisfiable.
  static let witness = [30.0, 60, 120, 90, 200, 150]

  /// A random constraint over one to three pool variables. Required ones (one in five) hold at ``witness``;
  /// optional ones take a random priority and right-hand side.
  static func randomConstraint(_ g: inout SplitMix64) -> Constraint {
    var expression = LinearExpression(0)
    var atWitness = 0.0
    var used = Set<Int>()
    for _ in 0..<g.int(1...3) {
      let v = g.int(0...(pool.count - 1))
      guard used.insert(v).inserted else { continue }
      let coefficient = Double(g.int(1...3)) * (g.chance(0.5) ? 1 : -1)
      expression = expression + coefficient * pool[v]
      atWitness += coefficient * witness[v]
    }
    let kind = g.int(0...2)
    if g.chance(0.2) {
      let slack = g.whole(0...60)
      return kind == 0 && g.chance(0.3)
        ? expression == atWitness : (kind == 1 ? expression <= atWitness + slack : expression >= atWitness - slack)
    }
    let rhs = g.whole(-50...350)
    let base: Constraint =
      switch kind {
      case 0: expression == rhs
      case 1: expression <= rhs
      default: expression >= rhs
      }
    return base.priority(priorities[g.int(0...(priorities.count - 1))])
  }

  /// Whether an error is a report that the required constraints conflict.
  static func isConflict(_ error: ConstraintError) -> Bool {
    switch error {
    case .unsatisfiable, .unsatisfiableNotProvenMinimal: true
    default: false
    }
  }

  /// The warm solve against a cold solve of the same system: both report a conflict, or both succeed with the same
  /// level errors, the same value for every variable the cold system determines, and every required constraint met.
  static func compare(_ solver: ConstraintSolver, step: Int) throws {
    let warm: Result<ConstraintSolution, ConstraintError> = Result { () throws(ConstraintError) in try solver.solve() }
    let system = solver.system
    let cold: Result<ConstraintSolution, ConstraintError> = Result { () throws(ConstraintError) in try system.solve() }
    switch (warm, cold) {
    case (.failure(let w), .failure(let c)):
      #expect(isConflict(w) && isConflict(c), "step \(step): \(w) / \(c)")
    case (.success(let w), .success(let c)):
      for error in c.levelErrors {
        let other = w.levelErrors.first { $0.priority == error.priority }?.error ?? 0
        #expect(abs(other - error.error) <= 1e-6 * max(1, error.error), "step \(step): level \(error.priority)")
      }
      for error in w.levelErrors where !c.levelErrors.contains(where: { $0.priority == error.priority }) {
        #expect(error.error <= 1e-9, "step \(step): extra level \(error.priority)")
      }
      // Values may differ only where the system leaves them undetermined (the ambiguity report, asked only then).
      let differing = zip(c.names, c.values).filter { name, value in
        !(abs((w[name: name] ?? .nan) - value) <= 1e-6 * max(1, abs(value)))
      }
      if !differing.isEmpty {
        let ambiguous = Set(try system.ambiguities().map(\.name))
        for (name, value) in differing {
          #expect(ambiguous.contains(name), "step \(step): \(name) \(w[name: name] ?? .nan) vs \(value)")
        }
      }
      for constraint in system.constraints where constraint.priority.isRequired {
        let residual = w.value(of: constraint.expression) ?? .nan
        let tolerance = 1e-6 * max(1, abs(constraint.expression.constant))
        let holds =
          switch constraint.relation {
          case .equal: abs(residual) <= tolerance
          case .lessOrEqual: residual <= tolerance
          case .greaterOrEqual: residual >= -tolerance
          }
        #expect(holds, "step \(step): \(constraint)")
      }
    case (.success, .failure(let c)): Issue.record("step \(step): cold failed (\(c)), warm solved")
    case (.failure(let w), .success): Issue.record("step \(step): warm failed (\(w)), cold solved")
    }
  }

  @Test func thousandRandomOperationsMatchColdSolves() throws {
    var g = SplitMix64(seed: 15)
    let solver = try ConstraintSolver(try Self.base())
    _ = try? solver.solve()
    var added: [Constraint] = []
    var edits: [ConstraintVariable] = []
    for step in 0..<1_000 {
      switch g.int(0...9) {
      case 0...3:
        let constraint = Self.randomConstraint(&g)
        try solver.add(constraint)
        added.append(constraint)
      case 4...5 where !added.isEmpty:
        let constraint = added.remove(at: g.int(0...(added.count - 1)))
        try solver.remove(constraint)
      case 6 where g.chance(0.3):
        // A required constraint that contradicts the witness's neighbourhood may conflict; the solve must say so
        // exactly when the cold solve does. Taken back right away.
        let conflicting = Self.pool[0] >= 401
        try solver.add(conflicting)
        try Self.compare(solver, step: step)
        try solver.remove(conflicting)
      case 6:
        // Sometimes a presolved constraint (a folded bound: the rebuild path), put back right away.
        let original = solver.system.constraints[g.int(0...(min(12, solver.system.constraints.count) - 1))]
        try solver.remove(original)
        try Self.compare(solver, step: step)
        try solver.add(original)
      case 7 where edits.count < 3:
        let free = Self.pool.filter { x in !edits.contains(where: { $0.name == x.name }) }
        let variable = free[g.int(0...(free.count - 1))]
        try solver.addEditVariable(variable, priority: g.chance(0.5) ? .strong : .medium, value: g.whole(0...400))
        edits.append(variable)
      case 8 where !edits.isEmpty:
        try solver.removeEditVariable(edits.remove(at: g.int(0...(edits.count - 1))))
      default:
        if let variable = edits.randomElement(using: &g) {
          try solver.suggestValue(g.whole(-20...420), for: variable)
        }
      }
      try Self.compare(solver, step: step)
    }
  }

  @Test func removingAnUnknownConstraintIsATypedError() throws {
    let x = ConstraintVariable("x")
    let solver = try ConstraintSolver(try ConstraintSystem([x >= 1, (x == 5) | .weak]))
    #expect(throws: ConstraintError.unknownConstraint(x <= 3)) { try solver.remove(x <= 3) }
    try solver.remove(x >= 1)
    #expect(throws: ConstraintError.unknownConstraint(x >= 1)) { try solver.remove(x >= 1) }
    #expect(throws: ConstraintError.notAnEditVariable(name: "x")) {
      try solver.removeEditVariable(x)
    }
  }

  @Test func addedConstraintTakesEffectWarmAndRemovalRestores() throws {
    let x = ConstraintVariable("x")
    let y = ConstraintVariable("y")
    let solver = try ConstraintSolver(try ConstraintSystem([x + y == 100, (x == 70) | .weak, y >= 0]))
    #expect(try solver.solve()[x] == 70)
    let cap = (x - y <= 0) | .strong
    try solver.add(cap)
    let capped = try solver.solve()
    #expect(capped[x] == 50 && capped[y] == 50)
    try solver.add(x >= 200)
    #expect(throws: ConstraintError.self) { try solver.solve() }
    try solver.remove(x >= 200)
    try solver.remove(cap)
    #expect(try solver.solve()[x] == 70)
  }

  @Test func liveEditVariableFollowsSuggestions() throws {
    let left = ConstraintVariable("left")
    let width = ConstraintVariable("width")
    let right = ConstraintVariable("right")
    let solver = try ConstraintSolver(try ConstraintSystem([left == 0, right == left + width, (width == 100) | .weak]))
    #expect(try solver.solve()[right] == 100)
    try solver.addEditVariable(right, value: 300)
    #expect(try solver.solve()[width] == 300)
    try solver.suggestValue(250, for: right)
    #expect(try solver.solve()[width] == 250)
    try solver.removeEditVariable(right)
    #expect(try solver.solve()[width] == 100)
  }
}

import Testing
import TrellisCore
import TrellisSolver

/// Every case of ``ConstraintError`` and ``LinearProgramError`` that the public API can produce, produced once and
/// matched exactly (case and fields). Cases that cannot be produced from outside say so in their doc comment:
/// ``ConstraintError/SolverFailure/inconsistentInfeasibility`` and ``LinearProgramError/internalInconsistency(_:)``.
@Suite struct ErrorCaseTests {
  static let x = ConstraintVariable("x")
  static let y = ConstraintVariable("y")

  /// Runs `body` and returns the ``ConstraintError`` it threw, or `nil`.
  static func constraintError(_ body: () throws -> Void) -> ConstraintError? {
    thrownError(as: ConstraintError.self, body)
  }

  // MARK: - ConstraintError

  @Test func invalidNumberCarriesTheConstraint() {
    let infinite = Self.x == .infinity
    #expect(
      Self.constraintError { _ = try ConstraintSystem([infinite]) } == .invalidNumber(infinite, value: -.infinity))
    let divided = Self.x / 0 == 1
    #expect(
      sameError(Self.constraintError { _ = try ConstraintSystem([divided]) }, .invalidNumber(divided, value: .infinity))
    )
    let nan = (Self.x == .nan).labeled("not a number")
    let error = Self.constraintError { _ = try ConstraintSystem([nan]) }
    guard case .invalidNumber(let constraint, let value)? = error else {
      Issue.record("expected .invalidNumber, got \(String(describing: error))")
      return
    }
    #expect(constraint.label == "not a number" && value.isNaN)
    #expect(error?.description.hasPrefix("constraint 'not a number': coefficient or constant nan") == true)
  }

  @Test(arguments: [0, 1000.5, -3])
  func invalidPriorityCarriesTheConstraint(priority: Double) {
    let constraint = (Self.x == 1).priority(ConstraintPriority(priority))
    #expect(
      Self.constraintError { _ = try ConstraintSystem([constraint]) }
        == .invalidPriority(constraint, priority: priority))
  }

  @Test func invalidEditPriorityCarriesTheSuggestion() {
    var system = ConstraintSystem()
    let error = Self.constraintError { try system.addEditVariable(Self.x, priority: ConstraintPriority(0), value: 4) }
    guard case .invalidPriority(let constraint, priority: 0)? = error else {
      Issue.record("expected .invalidPriority, got \(String(describing: error))")
      return
    }
    #expect(constraint.label == "edit x")
    #expect(error?.description == "constraint 'edit x': priority 0.0 is outside (0, 1000]")
  }

  @Test func tooManyConstraints() throws {
    var system = ConstraintSystem()
    let many = [Constraint](repeating: Self.x >= 0, count: ConstraintSystem.maximumConstraintCount)
    try system.add(contentsOf: many)
    #expect(
      Self.constraintError { try system.add(Self.x <= 1) }
        == .tooManyConstraints(
          count: ConstraintSystem.maximumConstraintCount + 1, limit: ConstraintSystem.maximumConstraintCount))
  }

  @Test func unsatisfiableCarriesTheConflict() throws {
    let system = try ConstraintSystem([Self.x == 1, Self.y >= 0, Self.x == 2])
    #expect(Self.constraintError { _ = try system.solve() } == .unsatisfiable(conflict: [Self.x == 1, Self.x == 2]))
  }

  @Test func editVariableErrorsCarryTheName() throws {
    var system = try ConstraintSystem([Self.x >= 0])
    try system.addEditVariable(Self.x, value: 3)
    #expect(Self.constraintError { try system.addEditVariable(Self.x) } == .duplicateEditVariable(name: "x"))
    #expect(Self.constraintError { try system.suggestValue(1, for: Self.y) } == .notAnEditVariable(name: "y"))
    #expect(
      Self.constraintError { try system.suggestValue(.infinity, for: Self.x) }
        == .invalidSuggestion(variable: "x", value: .infinity))
    let solver = try ConstraintSolver(system)
    #expect(Self.constraintError { try solver.suggestValue(1, for: Self.y) } == .notAnEditVariable(name: "y"))
    #expect(
      Self.constraintError { try solver.suggestValue(-.infinity, for: Self.x) }
        == .invalidSuggestion(variable: "x", value: -.infinity))
    #expect(ConstraintError.notAnEditVariable(name: "y").description == "'y' is not an edit variable")
    #expect(ConstraintError.duplicateEditVariable(name: "x").description == "'x' is already an edit variable")
  }

  @Test func layoutErrorsCarryTheName() {
    let children = [Box(width: 1, height: 1).id("a"), Box(width: 1, height: 1).id("b")]
    #expect(
      Self.constraintError {
        _ = try ConstraintLayout(children: children, anchorConstraints: [ConstraintVariable("c.width") == 10])
      } == .unknownItem("c"))
    #expect(
      Self.constraintError {
        _ = try ConstraintLayout(children: children, anchorConstraints: [ConstraintVariable("a.wdth") == 10])
      } == .unknownAnchor("a.wdth"))
    #expect(
      Self.constraintError {
        _ = try ConstraintLayout(children: [Box(width: 1, height: 1).id("container")], anchorConstraints: [])
      } == .reservedItemID("container"))
  }

  /// Coupled rows (two variables each) that presolve cannot fold, so the LPs need many simplex iterations.
  static func chain(optional: Bool) -> [Constraint] {
    let v = (0..<30).map { ConstraintVariable("v\($0)") }
    var constraints: [Constraint] = []
    for i in 0..<29 { constraints.append(v[i] + v[i + 1] >= Double(i + 1)) }
    if optional {
      for i in 0..<28 { constraints.append((v[i] - v[i + 2] == Double(i % 5)) | .strong) }
    }
    return constraints
  }

  @Test func solverStoppedCarriesStatusAndStage() throws {
    // No optional constraints: the first LP is the tie-break.
    var required = try ConstraintSystem(Self.chain(optional: false))
    required.options.iterationLimit = 1
    let tie = Self.constraintError { _ = try required.solve() }
    #expect(tie == .solverFailed(.stopped(.iterationLimit, stage: .tieBreak)), "\(String(describing: tie))")
    var levelled = try ConstraintSystem(Self.chain(optional: true))
    levelled.options.iterationLimit = 1
    let level = Self.constraintError { _ = try levelled.solve() }
    #expect(level == .solverFailed(.stopped(.iterationLimit, stage: .level(.strong))), "\(String(describing: level))")
  }

  @Test func conflictSearchStoppedCarriesStatus() throws {
    var system = try ConstraintSystem([Self.x + Self.y == 10, Self.x - Self.y == 2, Self.x + 2 * Self.y >= 40])
    system.options.iterationLimit = 1
    let error = Self.constraintError { _ = try system.solve() }
    #expect(error == .solverFailed(.stopped(.iterationLimit, stage: .conflictSearch)), "\(String(describing: error))")
  }

  @Test func rejectedOptionsReachTheCaller() throws {
    var system = try ConstraintSystem([Self.x >= 1])
    system.options.timeLimit = .zero
    #expect(
      Self.constraintError { _ = try system.solve() }
        == .solverFailed(.linearProgram(.invalidOption(.timeLimit(.zero)))))
    #expect(
      ConstraintError.solverFailed(.linearProgram(.invalidOption(.timeLimit(.zero)))).description
        == "solver failed: timeLimit must be positive (got 0.0 seconds)")
  }

  // MARK: - LinearProgramError

  @Test func linearProgramCasesCarryTheirFields() throws {
    var lp = LinearProgram()
    let x = try lp.addVariable("x", lowerBound: 0, upperBound: 4)
    #expect(
      thrownError { try lp.addVariable("y", lowerBound: 3, upperBound: 1) }
        == .invalidVariableBounds(variable: "y", lower: 3, upper: 1))
    #expect(
      thrownError { try lp.addRow("r", [x: 1], .ranged(2, 1)) } == .invalidRowBounds(row: "r", bounds: .ranged(2, 1)))
    #expect(
      thrownError { try lp.addRow("r", [x: .infinity], .free) }
        == .invalidCoefficient(row: "r", variable: "x", value: .infinity))
    #expect(
      thrownError { try lp.setObjectiveCoefficient(of: x, 1e40) }
        == .invalidObjectiveCoefficient(variable: "x", value: 1e40))
    #expect(
      thrownError { try lp.addRow("r", [LinearProgram.Variable(9): 1], .free) }
        == .unknownVariable(index: 9, context: "r"))
    #expect(thrownError { try lp.setBounds(of: LinearProgram.Row(2), .free) } == .unknownRow(index: 2))
    #expect(
      thrownError { try lp.addRow("d", variables: [x, x], coefficients: [1, 2], .free) }
        == .duplicateEntry(row: "d", variable: "x"))
    #expect(
      thrownError { try lp.addRow("m", variables: [x], coefficients: [], .free) }
        == .lengthMismatch(row: "m", variables: 1, coefficients: 0))
    #expect(thrownError { try lp.addVariable("tab\there") } == .invalidName("tab\there"))
    let variables = lp.variableCount
    #expect(thrownError { try lp.addVariables(count: Int(Int32.max)) } == .countAboveLimit(Int(Int32.max)))
    // Found by the edges fuzz target: 999,999,999 variables asked for 16 GB in one allocation and trapped.
    #expect(
      thrownError { try lp.addVariables(count: 999_999_999, lowerBound: 1e-300) } == .countAboveLimit(999_999_999))
    #expect(lp.variableCount == variables)
    #expect(thrownError { try lp.addVariables(count: -2) } == .negativeCount(-2))
    #expect(thrownError { _ = try lp.solve(.init(iterationLimit: -1)) } == .invalidOption(.iterationLimit(-1)))
    #expect(
      thrownError { _ = try lp.solve(.init(incumbent: [7])) }
        == .invalidIncumbent(.outsideBounds(variable: "x", value: 7)))
    #expect(thrownError { _ = try LinearProgram(lpFormat: "not a model") } == .fileFormat(.cplexLP, .parse))
    // `.wrongThread` and `.noOptimalBasis` are matched in WarmResolveTests.
    #expect(LinearProgramError.tooLarge(.variables).description == "more than 2³¹ − 2 variables")
    #expect(LinearProgramError.fileFormat(.freeMPS, .parse).description == "GLPK could not parse the free MPS text")
  }

  // MARK: - GLPKError

  @Test func glpkCodesMatchTheirMacros() {
    #expect(GLPKError.allCases.map(\.rawValue) == Array(1...0x13))
    #expect(GLPKError.iterationLimitExceeded.description == "GLP_EITLIM")
    #expect(GLPKError.timeLimitExceeded.description == "GLP_ETMLIM")
  }

  @Test func iterationLimitKeepsTheGLPKCode() throws {
    var lp = LinearProgram(direction: .maximize)
    let x = try lp.addVariable("x", lowerBound: 0, objective: 3)
    let y = try lp.addVariable("y", lowerBound: 0, objective: 5)
    try lp.addRow("a", [x: 1], .lessOrEqual(4))
    try lp.addRow("b", [y: 2], .lessOrEqual(12))
    try lp.addRow("c", [x: 3, y: 2], .lessOrEqual(18))
    let result = try lp.solve(.init(iterationLimit: 1))
    #expect(result.solverCode == .iterationLimitExceeded)
  }
}

import CGLPK
import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// Every GLPK wrapper refuses, with a typed ``GLPKIndexError``, each input GLPK documents as an abort: bad row and
/// column indices, wrong lengths, duplicates, and for the analysis routines the basis state (no optimal solution,
/// no factorization, a basic or non-basic variable where the other is required).
@Suite struct GLPKPreconditionTests {
  /// A 2-row, 2-column problem: rows 1...2, columns 1...2.
  static func problem() -> GLPKProblem {
    let problem = GLPKProblem()
    problem.addRows(2)
    problem.addColumns(2)
    return problem
  }

  /// Runs `body`, returning the ``GLPKIndexError`` it threw.
  static func error(_ body: () throws -> Void) -> GLPKIndexError? {
    thrownError(as: GLPKIndexError.self, body)
  }

  @Test func rowIndexChecks() {
    let p = Self.problem()
    for row: Int32 in [0, -1, 3] {
      let expected = GLPKIndexError.row(row, count: 2)
      #expect(Self.error { try p.setRowName(row, "r") } == expected)
      #expect(Self.error { _ = try p.rowName(row) } == expected)
      #expect(Self.error { try p.setRowBounds(row, lower: 0, upper: 1) } == expected)
      #expect(Self.error { _ = try p.rowBounds(row) } == expected)
      #expect(Self.error { try p.setMatrixRow(row, columns: [0, 1], values: [0, 1]) } == expected)
      #expect(Self.error { _ = try p.matrixRow(row) } == expected)
      #expect(Self.error { _ = try p.isRowBasic(row) } == expected)
    }
  }

  @Test func columnIndexChecks() {
    let p = Self.problem()
    for column: Int32 in [0, -1, 3] {
      let expected = GLPKIndexError.column(column, count: 2)
      #expect(Self.error { try p.setColumnName(column, "c") } == expected)
      #expect(Self.error { _ = try p.columnName(column) } == expected)
      #expect(Self.error { try p.setColumnBounds(column, lower: 0, upper: 1) } == expected)
      #expect(Self.error { _ = try p.columnBounds(column) } == expected)
      #expect(Self.error { try p.setColumnInteger(column, true) } == expected)
      #expect(Self.error { _ = try p.isColumnInteger(column) } == expected)
      #expect(Self.error { _ = try p.isColumnBasic(column) } == expected)
      #expect(Self.error { _ = try p.nonBasicCoefficientRange(column) } == expected)
    }
    // The objective accepts column 0 (the constant) but nothing outside 0...2.
    #expect(Self.error { try p.setObjectiveCoefficient(0, 1) } == nil)
    #expect(Self.error { try p.setObjectiveCoefficient(3, 1) } == .column(3, count: 2))
    #expect(Self.error { _ = try p.objectiveCoefficient(-1) } == .column(-1, count: 2))
  }

  @Test func matrixChecks() {
    let p = Self.problem()
    #expect(Self.error { try p.loadMatrix(rows: [0, 1], columns: [0], values: [0, 1]) } == .arrayLengths)
    #expect(Self.error { try p.loadMatrix(rows: [], columns: [], values: []) } == .arrayLengths)
    #expect(Self.error { try p.loadMatrix(rows: [0, 3], columns: [0, 1], values: [0, 1]) } == .row(3, count: 2))
    #expect(Self.error { try p.loadMatrix(rows: [0, 1], columns: [0, 5], values: [0, 1]) } == .column(5, count: 2))
    #expect(
      Self.error { try p.loadMatrix(rows: [0, 1, 1], columns: [0, 2, 2], values: [0, 1, 1]) }
        == .duplicate(row: 1, column: 2))
    #expect(
      Self.error { try p.loadMatrix(rows: [0, 2, 1, 2], columns: [0, 1, 1, 1], values: [0, 1, 1, 1]) }
        == .duplicate(row: 2, column: 1))
    #expect(Self.error { try p.setMatrixRow(1, columns: [0, 1], values: [0]) } == .arrayLengths)
    #expect(
      Self.error { try p.setMatrixRow(1, columns: [0, 1, 1], values: [0, 1, 1]) } == .duplicate(row: 1, column: 1))
    #expect(Self.error { try p.setMatrixRow(1, columns: [0, 4], values: [0, 1]) } == .column(4, count: 2))
  }

  /// `max x + y, x + y ≤ 1` (row 1), `x − y ≤ 0` (row 2), `0 ≤ x, y ≤ 1`.
  static func solvedProblem() throws -> GLPKProblem {
    let p = Self.problem()
    p.setDirection(maximize: true)
    try p.setRowBounds(1, lower: -.infinity, upper: 1)
    try p.setRowBounds(2, lower: -.infinity, upper: 0)
    for column: Int32 in 1...2 {
      try p.setColumnBounds(column, lower: 0, upper: 1)
      try p.setObjectiveCoefficient(column, 1)
    }
    try p.loadMatrix(rows: [0, 1, 1, 2, 2], columns: [0, 1, 2, 1, 2], values: [0, 1, 1, 1, -1])
    return p
  }

  @Test func analysisNeedsAnOptimalFactorizedBasis() throws {
    let p = try Self.solvedProblem()
    // Before any solve GLPK has no optimal basic solution: both analysis routines refuse.
    #expect(Self.error { _ = try p.analyzeBound(1) } == .noOptimalFactorizedBasis)
    #expect(Self.error { _ = try p.analyzeCoefficient(3) } == .noOptimalFactorizedBasis)
    #expect(Self.error { _ = try p.nonBasicCoefficientRange(1) } == .noOptimalFactorizedBasis)
    #expect(
      p.simplex(method: GLP_PRIMAL, presolve: false, messageLevel: GLP_MSG_OFF, timeLimit: 1000, iterationLimit: 1000)
        == 0)
    #expect(p.hasOptimalFactorizedBasis())
    // Variable numbers outside 1...m+n.
    for k: Int32 in [0, 5] {
      #expect(Self.error { _ = try p.analyzeBound(k) } == .row(k, count: 4))
      #expect(Self.error { _ = try p.analyzeCoefficient(k) } == .row(k, count: 4))
    }
    // Every variable is either basic or not; the routine for the other status refuses it.
    for k: Int32 in 1...4 {
      if try p.isVariableBasic(k) {
        #expect(Self.error { _ = try p.analyzeBound(k) } == .basicVariable(k))
        #expect(Self.error { _ = try p.analyzeCoefficient(k) } == nil)
        if k > 2 { #expect(Self.error { _ = try p.nonBasicCoefficientRange(k - 2) } == .basicVariable(k)) }
      } else {
        #expect(Self.error { _ = try p.analyzeCoefficient(k) } == .nonBasicVariable(k))
        #expect(Self.error { _ = try p.analyzeBound(k) } == nil)
      }
    }
  }

  @Test func analysisAfterAnInfeasibleSolveRefuses() throws {
    let p = try Self.solvedProblem()
    try p.setRowBounds(2, lower: 5, upper: .infinity)
    _ = p.simplex(method: GLP_PRIMAL, presolve: false, messageLevel: GLP_MSG_OFF, timeLimit: 1000, iterationLimit: 1000)
    #expect(!p.hasOptimalFactorizedBasis())
    for k: Int32 in 1...4 {
      #expect(Self.error { _ = try p.analyzeBound(k) } == .noOptimalFactorizedBasis)
      #expect(Self.error { _ = try p.analyzeCoefficient(k) } == .noOptimalFactorizedBasis)
    }
  }
}

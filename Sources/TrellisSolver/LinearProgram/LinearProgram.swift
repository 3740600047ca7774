/// A linear or mixed-integer program: variables with bounds, linear rows, and a linear objective.
///
/// A plain `Sendable` value: build it anywhere, send it anywhere. No GLPK object exists until a solve, and a solve
/// creates, uses and deletes its GLPK problem on the calling thread. For repeated warm solves use
/// ``LinearProgram/Solver``.
///
/// Rows are stored as flat arrays (compressed sparse rows), so building a program with 10⁵ variables and 10⁶
/// nonzeros is linear-time, and loading it into GLPK is one `glp_load_matrix` call.
///
/// ```swift
/// var lp = LinearProgram(direction: .maximize)
/// let x = try lp.addVariable("x", lowerBound: 0)
/// let y = try lp.addVariable("y", lowerBound: 0, upperBound: 3, kind: .integer)
/// try lp.addRow("cap", [x: 1, y: 1], .lessOrEqual(4))
/// try lp.setObjective([x: 3, y: 2])
/// let result = try lp.solve(.init(method: .dualSimplex, timeLimit: .seconds(5)))
/// // result.status == .optimal, result.objective == 12, result[x] == 4
/// ```
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct LinearProgram: Sendable {
  /// Whether the objective is minimised or maximised.
  public var direction: Direction

  // Columns, one entry per variable.
  var columnNames: [String] = []
  var columnLower: [Double] = []
  var columnUpper: [Double] = []
  var columnKind: [VariableKind] = []
  var objective: [Double] = []
  /// The objective's constant term.
  public internal(set) var objectiveConstant: Double = 0

  // Rows, compressed sparse row storage: row i's entries are rowStart[i]..<rowStart[i + 1].
  var rowNames: [String] = []
  var rowLower: [Double] = []
  var rowUpper: [Double] = []
  var rowStart: [Int] = [0]
  var entryColumn: [Int32] = []
  var entryValue: [Double] = []
  /// Scratch for duplicate detection: per column, 1 + the last row index that used it.
  var stamp: [Int32] = []

  /// An empty program.
  public init(direction: Direction = .minimize) {
    self.direction = direction
  }

  /// The number of variables (columns).
  public var variableCount: Int { columnNames.count }

  /// The number of rows.
  public var rowCount: Int { rowNames.count }

  /// The number of stored nonzero matrix coefficients.
  public var nonzeroCount: Int { entryValue.count }

  /// Whether any variable is integer or binary.
  ///
  /// - Complexity: O(variables).
  public var hasIntegerVariables: Bool { columnKind.contains { $0 != .continuous } }
}

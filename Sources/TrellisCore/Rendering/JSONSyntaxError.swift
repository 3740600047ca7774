/// A JSON syntax error, with its 1-based line and column.
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The line of the error, from 1.
  public var line: Int
  /// The column of the error, from 1, counted in Unicode scalars of its line.
  public var column: Int
  /// What is wrong there (`unexpected end of input`, `duplicate key "id"`).
  public var message: String
  public var description: String { "JSON syntax error at line \(line), column \(column): \(message)" }
}

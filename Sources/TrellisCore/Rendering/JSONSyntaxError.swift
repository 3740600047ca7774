/// A JSON syntax error, with its 1-based line and column.
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible, Sendable {
  public var line: Int
  public var column: Int
  public var message: String
  public var description: String { "JSON syntax error at line \(line), column \(column): \(message)" }
}

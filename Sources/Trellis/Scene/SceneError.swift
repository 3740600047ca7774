import TrellisCore

/// A scene file that cannot be read or built: the JSON path of the offending value and what is wrong with it.
///
/// ```
/// root.children[2].width: expected a non-negative number, got -4
/// ```
/// Match on ``reason`` to tell the cases apart:
/// ```swift
/// do { _ = try Scene.read(text).layout() } catch {
///   if case .unknownType(let name, _) = error.reason { print("no node type \(name) at \(error.path)") }
/// }
/// ```
public struct SceneError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The JSON path of the value (`root.children[2].modifiers[0].maxWidth`), or `""` for the document.
  public var path: String
  /// What is wrong.
  public var reason: Reason
  /// The line of a JSON syntax error (1-based), or `nil` when the error is about a well-formed value.
  public var line: Int?
  /// The column of a JSON syntax error (1-based, in UTF-8 bytes), or `nil` when the error is about a well-formed value.
  public var column: Int?

  /// Creates an error.
  public init(path: String, reason: Reason, line: Int? = nil, column: Int? = nil) {
    self.path = path
    self.reason = reason
    self.line = line
    self.column = column
  }

  /// The error for a document that is not JSON, at the syntax error's line and column.
  init(_ syntax: JSONSyntaxError) {
    self.init(path: "", reason: .invalidJSON(detail: syntax.message), line: syntax.line, column: syntax.column)
  }

  /// The path, then what is wrong (`root.width: expected a number, got "wide"`); syntax errors name line and column.
  public var description: String {
    var text = reason.description
    if let line, let column { text = "JSON syntax error at line \(line), column \(column): \(text)" }
    // Keys come from the input: each path component is echoed shortened, with control characters escaped.
    let shownPath = path.split(separator: ".", omittingEmptySubsequences: false).map { echoed($0) }
    return path.isEmpty ? text : "\(shownPath.joined(separator: ".")): \(text)"
  }
}

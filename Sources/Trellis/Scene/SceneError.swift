/// A scene file that cannot be read or built: the JSON path of the offending value and what is wrong with it.
///
/// ```
/// root.children[2].width: expected a non-negative number, got -4
/// ```
public struct SceneError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The JSON path of the value (`root.children[2].modifiers[0].maxWidth`), or `""` for the document.
  public var path: String
  /// What is wrong.
  public var message: String

  /// Creates an error.
  ///
  /// - Complexity: O(1).
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

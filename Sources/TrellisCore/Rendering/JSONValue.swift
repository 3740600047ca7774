/// A JSON value with object keys kept in their written order.
///
/// Trellis reads and writes JSON itself (scene files, constraint files, results) so that every error can name its
/// position and JSON path, and so output is byte-for-byte stable.
public enum JSONValue: Sendable, Equatable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number (JSON does not tell integers apart).
  case number(Double)
  /// A string, escapes decoded.
  case string(String)
  /// An array, in order.
  case array([JSONValue])
  /// An object's members in the order written (a key appears once: the parser rejects duplicates).
  case object([(key: String, value: JSONValue)])

  public static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)): return x == y
    case (.object(let x), .object(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  /// The value of `key` in an object (the first, if repeated), or `nil`.
  ///
  /// - Complexity: O(keys).
  public subscript(key: String) -> JSONValue? {
    guard case .object(let pairs) = self else { return nil }
    return pairs.first(where: { $0.key == key })?.value
  }

  /// A short name of the value's kind for messages ("a number", "an object", …).
  package var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

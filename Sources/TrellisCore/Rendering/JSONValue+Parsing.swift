extension JSONValue {
  /// Maximum nesting depth accepted by ``parse(_:)`` (deeper documents are an error, not a stack overflow).
  public static let maxDepth = 512

  /// Parses a JSON document (RFC 8259). Duplicate keys are an error; numbers must be finite.
  ///
  /// - Throws: ``JSONSyntaxError`` naming the line and column.
  /// - Complexity: O(length).
  public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(Array(text.utf8))
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    if parser.position < parser.bytes.count { throw parser.error("unexpected text after the document") }
    return value
  }
}

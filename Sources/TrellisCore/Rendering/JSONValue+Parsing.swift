extension JSONValue {
  /// Maximum nesting depth accepted by ``parse(_:)`` (deeper documents are an error, not a stack overflow).
  public static let maxDepth = 512

  /// Parses a JSON document (RFC 8259). Duplicate keys are an error; numbers must be finite.
  ///
  /// - Throws: ``JSONSyntaxError`` naming the line and column.
  /// - Complexity: O(length).
  public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    // The string's own UTF-8 storage, read in place (made contiguous first when it is not, as a bridged string).
    var text = text
    let result = text.withUTF8 { bytes in
      Result { () throws(JSONSyntaxError) -> JSONValue in
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.position < parser.bytes.count { throw parser.error("unexpected text after the document") }
        return value
      }
    }
    return try result.get()
  }
}

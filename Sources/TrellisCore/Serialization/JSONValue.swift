/// A JSON value with object keys kept in their written order.
///
/// Trellis reads and writes JSON itself (scene files, constraint files, results) so that every error can name its
/// position and JSON path, and so output is byte-for-byte stable.
public enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
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
  public var kindName: String {
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

/// A JSON syntax error, with its 1-based line and column.
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible, Sendable {
  public var line: Int
  public var column: Int
  public var message: String
  public var description: String { "JSON syntax error at line \(line), column \(column): \(message)" }
}

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

struct JSONParser {
  let bytes: [UInt8]
  var position = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  func error(_ message: String) -> JSONSyntaxError {
    var line = 1
    var column = 1
    for byte in bytes[0..<min(position, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return JSONSyntaxError(line: line, column: column, message: message)
  }

  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard depth < JSONValue.maxDepth else { throw error("nesting deeper than \(JSONValue.maxDepth) levels") }
    guard position < bytes.count else { throw error("unexpected end of input") }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try parseObject(depth: depth)
    case UInt8(ascii: "["): return try parseArray(depth: depth)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"):
      try expectWord("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw error("unexpected character '\(String(decoding: [bytes[position]], as: UTF8.self))'")
    }
  }

  mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
    let w = Array(word.utf8)
    guard position + w.count <= bytes.count, Array(bytes[position..<position + w.count]) == w else {
      throw error("expected '\(word)'")
    }
    position += w.count
  }

  mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    position += 1
    var pairs: [(key: String, value: JSONValue)] = []
    var keys = Set<String>()
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
      position += 1
      return .object(pairs)
    }
    while true {
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("expected a key string") }
      let keyStart = position
      let key = try parseString()
      if !keys.insert(key).inserted {
        position = keyStart
        throw error("duplicate key \"\(key)\"")
      }
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':'") }
      position += 1
      skipWhitespace()
      pairs.append((key, try parseValue(depth: depth + 1)))
      skipWhitespace()
      guard position < bytes.count else { throw error("unexpected end of input in an object") }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
        continue
      }
      if bytes[position] == UInt8(ascii: "}") {
        position += 1
        return .object(pairs)
      }
      throw error("expected ',' or '}'")
    }
  }

  mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    position += 1
    var values: [JSONValue] = []
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
      position += 1
      return .array(values)
    }
    while true {
      skipWhitespace()
      values.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      guard position < bytes.count else { throw error("unexpected end of input in an array") }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
        continue
      }
      if bytes[position] == UInt8(ascii: "]") {
        position += 1
        return .array(values)
      }
      throw error("expected ',' or ']'")
    }
  }

  mutating func parseString() throws(JSONSyntaxError) -> String {
    position += 1
    var out: [UInt8] = []
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return String(decoding: out, as: UTF8.self)
      }
      if byte < 0x20 { throw error("control character in a string") }
      if byte == UInt8(ascii: "\\") {
        position += 1
        guard position < bytes.count else { break }
        let escape = bytes[position]
        position += 1
        switch escape {
        case UInt8(ascii: "\""): out.append(0x22)
        case UInt8(ascii: "\\"): out.append(0x5C)
        case UInt8(ascii: "/"): out.append(0x2F)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
          var scalar = try parseHex4()
          if (0xD800...0xDBFF).contains(scalar) {
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
              bytes[position + 1] == UInt8(ascii: "u")
            else { throw error("unpaired surrogate") }
            position += 2
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate") }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid unicode escape") }
          out.append(contentsOf: Array(String(Character(unicode)).utf8))
        default: throw error("invalid escape")
        }
        continue
      }
      out.append(byte)
      position += 1
    }
    throw error("unterminated string")
  }

  mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
    guard position + 4 <= bytes.count else { throw error("short unicode escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let b = bytes[position]
      let digit: UInt32
      switch b {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
      default: throw error("invalid hex digit in unicode escape")
      }
      value = value * 16 + digit
      position += 1
    }
    return value
  }

  mutating func parseNumber() throws(JSONSyntaxError) -> Double {
    let start = position
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    func digits(_ p: inout Int) -> Int {
      let s = p
      while p < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[p]) { p += 1 }
      return p - s
    }
    let intDigits = digits(&position)
    guard intDigits > 0 else { throw error("invalid number") }
    if intDigits > 1, bytes[position - intDigits] == UInt8(ascii: "0") { throw error("leading zero in a number") }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard digits(&position) > 0 else { throw error("invalid number: digits expected after '.'") }
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
      position += 1
      if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
        position += 1
      }
      guard digits(&position) > 0 else { throw error("invalid number: digits expected in the exponent") }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      position = start
      throw error("number \(text) is out of range")
    }
    return value
  }
}

extension JSONValue {
  /// The JSON text of this value: compact, or indented by two spaces with `pretty`.
  ///
  /// Non-finite numbers (which JSON cannot represent) are written as `null`.
  /// - Complexity: O(size of the output).
  public func serialized(pretty: Bool = false) -> String {
    var out = ""
    write(into: &out, pretty: pretty, indent: 0)
    return out
  }

  /// A number formatted as JSON: integers without a fraction, others in Swift's shortest round-trip form.
  public static func formatNumber(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  /// A string quoted and escaped as JSON.
  public static func quote(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case let s where s.value < 0x20:
        let hex = String(s.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// The compact text of the single value of a one-pair object.
  private var inlineValue: String {
    guard case .object(let pairs) = self, let value = pairs.first?.value else { return "" }
    return value.serialized()
  }

  private func write(into out: inout String, pretty: Bool, indent: Int) {
    let newline = pretty ? "\n" + String(repeating: "  ", count: indent + 1) : ""
    let close = pretty ? "\n" + String(repeating: "  ", count: indent) : ""
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += JSONValue.formatNumber(n)
    case .string(let s): out += JSONValue.quote(s)
    case .array(let values):
      if values.isEmpty {
        out += "[]"
        return
      }
      // Arrays of scalars stay on one line even when pretty.
      let scalars = values.allSatisfy {
        switch $0 {
        case .array, .object: false
        default: true
        }
      }
      out += "["
      for (k, value) in values.enumerated() {
        if k > 0 { out += scalars && pretty ? ", " : "," }
        if !scalars { out += newline }
        value.write(into: &out, pretty: pretty, indent: indent + 1)
      }
      out += scalars ? "]" : close + "]"
    case .object(let pairs):
      if pairs.isEmpty {
        out += "{}"
        return
      }
      // Small objects of scalars (a frame, a size) stay on one line even when pretty.
      if pretty && pairs.count <= 6
        && pairs.allSatisfy({
          switch $0.value {
          case .array, .object: false
          default: true
          }
        })
      {
        out +=
          "{"
          + pairs.map { JSONValue.quote($0.key) + ": " + JSONValue.object([$0]).inlineValue }
          .joined(separator: ", ") + "}"
        return
      }
      out += "{"
      for (k, pair) in pairs.enumerated() {
        if k > 0 { out += "," }
        out += newline + JSONValue.quote(pair.key) + (pretty ? ": " : ":")
        pair.value.write(into: &out, pretty: pretty, indent: indent + 1)
      }
      out += close + "}"
    }
  }
}

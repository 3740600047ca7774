/// A JSON reader over the UTF-8 bytes of one document (RFC 8259), used by ``JSONValue/parse(_:)`` and the scene
/// reader only while the bytes it reads are borrowed: it holds them unretained, and every read is after a check of
/// `position` against their count.
package struct JSONParser {
  /// How many keys an object's duplicate check scans before it makes a set of them.
  static let scannedKeys = 16
  /// The capacity a non-empty object or array starts with.
  static let initialCapacity = 4

  package let bytes: UnsafeBufferPointer<UInt8>
  package var position = 0

  package init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  package func error(_ message: String) -> JSONSyntaxError {
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

  package mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  package mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
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

  mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
    let count = word.utf8CodeUnitCount
    guard position + count <= bytes.count else { throw error("expected '\(word)'") }
    for k in 0..<count where bytes[position + k] != word.utf8Start[k] { throw error("expected '\(word)'") }
    position += count
  }

  mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    position += 1
    var pairs: [(key: String, value: JSONValue)] = []
    // Duplicate keys are found by scanning the keys read so far while there are few (most objects), and through a
    // set made once an object grows past `scannedKeys` keys, so that no object costs a hash table it does not need.
    var keys: Set<String>? = nil
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
      position += 1
      return .object(pairs)
    }
    // Room for a small object's members at once: growing from empty reallocates at 1, 2 and 4 members.
    pairs.reserveCapacity(Self.initialCapacity)
    while true {
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("expected a key string") }
      let keyStart = position
      let key = try parseString()
      let duplicate: Bool
      if keys != nil {
        duplicate = !keys!.insert(key).inserted
      } else if pairs.count < Self.scannedKeys {
        duplicate = pairs.contains { $0.key == key }
      } else {
        var set = Set(pairs.lazy.map(\.key))
        duplicate = !set.insert(key).inserted
        keys = set
      }
      if duplicate {
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
    values.reserveCapacity(Self.initialCapacity)
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

  /// Reads a string. The common string, without escapes, is decoded straight from the input once its end is found;
  /// the first escape hands over to ``parseEscapedString(from:)``.
  package mutating func parseString() throws(JSONSyntaxError) -> String {
    position += 1
    let start = position
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        position += 1
        return text
      }
      if byte == UInt8(ascii: "\\") { return try parseEscapedString(from: start) }
      if byte < 0x20 { throw error("control character in a string") }
      position += 1
    }
    throw error("unterminated string")
  }

  /// Reads the rest of a string that began at `start` (after its quote) and has an escape at `position`.
  mutating func parseEscapedString(from start: Int) throws(JSONSyntaxError) -> String {
    var out = Array(bytes[start..<position])
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

  /// The exact powers of ten a double holds: 10⁰ … 10²².
  private static let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
    1e20, 1e21, 1e22,
  ]

  /// Reads a number (RFC 8259's grammar). A number without an exponent whose digits, read as one integer, are at
  /// most 2⁵³ and whose fraction has at most 22 digits is that integer divided by an exact power of ten: one
  /// correctly rounded division of two exact doubles, so the same double `Double(String)` gives. Others (exponents,
  /// longer digit strings) are converted from their text.
  package mutating func parseNumber() throws(JSONSyntaxError) -> Double {
    let start = position
    let negative = bytes[position] == UInt8(ascii: "-")
    if negative { position += 1 }
    // The digits as one integer, while they fit; `exact` turns false when a digit is dropped.
    var digitsValue: UInt64 = 0
    var exact = true
    func digits(_ p: inout Int) -> Int {
      let s = p
      while p < bytes.count {
        let digit = bytes[p] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        if digitsValue < 100_000_000_000_000_000 {
          digitsValue = digitsValue * 10 + UInt64(digit)
        } else {
          exact = false
        }
        p += 1
      }
      return p - s
    }
    let intDigits = digits(&position)
    guard intDigits > 0 else { throw error("invalid number") }
    if intDigits > 1, bytes[position - intDigits] == UInt8(ascii: "0") { throw error("leading zero in a number") }
    var fractionDigits = 0
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      fractionDigits = digits(&position)
      guard fractionDigits > 0 else { throw error("invalid number: digits expected after '.'") }
    }
    var hasExponent = false
    if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
      hasExponent = true
      position += 1
      if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
        position += 1
      }
      guard digits(&position) > 0 else { throw error("invalid number: digits expected in the exponent") }
    }
    if !hasExponent, exact, digitsValue <= 1 << 53, fractionDigits < Self.exactPowersOfTen.count {
      let magnitude = Double(digitsValue) / Self.exactPowersOfTen[fractionDigits]
      return negative ? -magnitude : magnitude
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      position = start
      throw error("number \(text) is out of range")
    }
    return value
  }
}

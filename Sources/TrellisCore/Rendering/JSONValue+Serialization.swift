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
  package static func formatNumber(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  /// A string quoted and escaped as JSON.
  package static func quote(_ string: String) -> String {
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

  /// Appends the value's text, as nested at `indent` levels (pretty) or compact.
  func write(into out: inout String, pretty: Bool, indent: Int) {
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

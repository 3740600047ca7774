// The compiler plugin behind `#Preview` and `@Entry`, written without swift-syntax (which cannot be fetched here): the compiler
// runs this executable and talks to it in the plugin message protocol of swift-syntax's
// SwiftCompilerPluginMessageHandling, JSON messages each preceded by its length as 8 little-endian bytes on standard
// input and output. It answers two messages: `getCapability` (protocol version 7, no optional features) and
// `expandFreestandingMacro`, whose `syntax.source` is the macro's text as written (`#Preview("Name") { … }`), and
// `expandAttachedMacro` for `@Entry` (its `declSyntax.source` is the property's text). A preview's expansion is a
// uniquely named `PreviewProvider` whose `previews` is the trailing closure's body, so the body compiles as a
// `@ViewBuilder` body; an entry's is its key type (peer role) and its accessors (accessor role)
// (Documentation/Layout.md, "Previews").
import Foundation

/// Reads `count` bytes from standard input, or `nil` at its end.
func readBytes(_ count: Int) -> Data? {
  var data = Data()
  while data.count < count {
    guard let chunk = try? FileHandle.standardInput.read(upToCount: count - data.count), !chunk.isEmpty else {
      return nil
    }
    data.append(chunk)
  }
  return data
}

/// The next message, or `nil` when the compiler closed the pipe (or sent something that is not a JSON object).
func readMessage() -> [String: Any]? {
  guard let header = readBytes(8) else { return nil }
  let length = header.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
  guard length < 1 << 32, let body = readBytes(Int(length)) else { return nil }
  return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
}

/// Writes `message` with its length first.
func writeMessage(_ message: [String: Any]) {
  guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
  let length = UInt64(body.count)
  let header = Data((0..<8).map { UInt8(truncatingIfNeeded: length >> (8 * UInt64($0))) })
  FileHandle.standardOutput.write(header + body)
}

/// The index of the trailing closure's `{` in a macro's text: the first `{` outside parentheses, brackets and string
/// literals, or `nil`.
func trailingClosureStart(_ source: [Character]) -> Int? {
  var depth = 0
  var index = 0
  while index < source.count {
    switch source[index] {
    case "\"":
      index = endOfString(source, from: index)
      continue
    case "(", "[": depth += 1
    case ")", "]": depth -= 1
    case "{" where depth == 0: return index
    default: break
    }
    index += 1
  }
  return nil
}

/// The index just past the string literal that starts at `start` (a `"` or `"""`), skipping escaped characters.
func endOfString(_ source: [Character], from start: Int) -> Int {
  let isMultiline = start + 2 < source.count && source[start + 1] == "\"" && source[start + 2] == "\""
  var index = start + (isMultiline ? 3 : 1)
  while index < source.count {
    if source[index] == "\\" {
      index += 2
      continue
    }
    if source[index] == "\"" {
      if !isMultiline { return index + 1 }
      if index + 2 < source.count && source[index + 1] == "\"" && source[index + 2] == "\"" { return index + 3 }
    }
    index += 1
  }
  return index
}

/// The expansion of `source`, or a message saying why there is none.
func expand(_ source: String, discriminator: String) -> Result<String, ExpansionError> {
  let characters = Array(source)
  guard let start = trailingClosureStart(characters) else { return .failure(ExpansionError.noTrailingClosure) }
  let body = String(characters[start...])
  // The compiler accepts a name it did not declare when it is a unique name of this expansion: the discriminator it
  // sent, then the name's length and the name, then `fMu_` (what swift-syntax's `makeUniqueName` spells).
  let name = "\(discriminator)7PreviewfMu_"
  return .success("struct \(name): PreviewProvider {\n  static var previews: some View \(body)\n}")
}

/// Why a `#Preview` cannot be expanded.
enum ExpansionError: Error {
  case noTrailingClosure
  var message: String { "#Preview needs its views in a trailing closure: #Preview { ContentView() }" }
}

/// The parts of `@Entry var name: Type = value` (the type may be left out), or `nil`.
func entryParts(_ source: String) -> (name: String, type: String?, value: String)? {
  guard let varRange = source.range(of: #"\bvar\s+"#, options: .regularExpression) else { return nil }
  let rest = source[varRange.upperBound...]
  guard let equals = rest.firstIndex(of: "=") else { return nil }
  let head = rest[..<equals]
  let value = rest[rest.index(after: equals)...].trimmingCharacters(in: .whitespacesAndNewlines)
  let parts = head.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
  guard let name = parts.first, !name.isEmpty, !value.isEmpty else { return nil }
  return (name, parts.count > 1 ? parts[1] : nil, value)
}

/// The expansion of `@Entry` on the property `source` for `role` (`peer`: the key; `accessor`: get and set).
func expandEntry(_ source: String, role: String) -> String? {
  guard let entry = entryParts(source) else { return nil }
  let key = "__Key_\(entry.name)"
  if role == "accessor" {
    return "get { self[\(key).self] }\nset { self[\(key).self] = newValue }"
  }
  // With a type, a computed default (evaluated when read, so the value need not be `Sendable`); without one, a
  // stored constant, whose type Swift infers.
  let member =
    if let type = entry.type { "static var defaultValue: \(type) { \(entry.value) }" } else {
      "static let defaultValue = \(entry.value)"
    }
  return "private struct \(key): EnvironmentKey {\n  \(member)\n}"
}

/// A diagnostic at the start of the macro, in the message protocol's shape.
func diagnostic(_ message: String, syntax: [String: Any]) -> [String: Any] {
  let location = syntax["location"] as? [String: Any] ?? [:]
  let position: [String: Any] = ["fileName": location["fileName"] ?? "", "offset": location["offset"] ?? 0]
  return [
    "message": message, "severity": "error", "position": position, "highlights": [], "notes": [], "fixIts": [],
  ]
}

while let message = readMessage() {
  if message["getCapability"] != nil {
    writeMessage(["getCapabilityResult": ["capability": ["protocolVersion": 7]]])
  } else if let request = message["expandFreestandingMacro"] as? [String: Any],
    let syntax = request["syntax"] as? [String: Any], let source = syntax["source"] as? String,
    let discriminator = request["discriminator"] as? String
  {
    switch expand(source, discriminator: discriminator) {
    case .success(let expansion):
      writeMessage(["expandMacroResult": ["expandedSource": expansion, "diagnostics": []]])
    case .failure(let error):
      writeMessage(
        ["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [diagnostic(error.message, syntax: syntax)]]])
    }
  } else if let request = message["expandAttachedMacro"] as? [String: Any],
    let declaration = request["declSyntax"] as? [String: Any], let source = declaration["source"] as? String,
    let role = request["macroRole"] as? String
  {
    if let expansion = expandEntry(source, role: role) {
      writeMessage(["expandMacroResult": ["expandedSource": expansion, "diagnostics": []]])
    } else {
      let message = "@Entry needs a property with a default value: @Entry var name: Type = value"
      writeMessage(
        ["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [diagnostic(message, syntax: declaration)]]])
    }
  } else {
    // Other macros and library loading are not served: no expansion, and a diagnostic saying so.
    let unsupported = diagnostic("Trellis's macro plugin expands #Preview and @Entry only", syntax: [:])
    writeMessage(["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [unsupported]]])
  }
}

import Foundation
import Testing

/// The engine's boundary, read from its sources: `LayoutContext` stays a thin coordinator (at most 15 stored
/// properties in its own file), and no file of TrellisCore outside `Engine/` touches its stored properties — code there
/// goes through the context's methods (`LayoutContext+Subviews` and the other extensions).
@Suite struct EngineBoundaryTests {
  /// `Sources/TrellisCore`, found from this file (`Tests/TrellisCoreTests/Engine/`).
  static let core = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/TrellisCore")

  /// The stored properties declared in the body of `LayoutContext` (a `let`, or a `var` without an accessor block).
  static func storedProperties() throws -> [String] {
    let text = try String(contentsOf: core.appendingPathComponent("Engine/LayoutContext.swift"), encoding: .utf8)
    let declaration = try Regex(
      #"^  (?:@[\w()]+ )*(?:(?:private|fileprivate|internal|package|public)(?:\(set\))? )*(let|var) (\w+)"#)
    var names: [String] = []
    var inClass = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("final class LayoutContext") { inClass = true }
      guard inClass else { continue }
      if line == "}" { break }
      guard let match = try declaration.firstMatch(in: String(line)) else { continue }
      let keyword = match.output[1].substring.map(String.init)
      let name = match.output[2].substring.map(String.init)
      // A `var` whose line opens a block is computed.
      if keyword == "var", line.hasSuffix("{") || line.contains("} ") || line.hasSuffix("}") { continue }
      if let name { names.append(name) }
    }
    return names
  }

  @Test func layoutContextIsAThinCoordinator() throws {
    let names = try Self.storedProperties()
    #expect(names.count >= 5, "found \(names): the parser no longer reads LayoutContext.swift")
    #expect(names.count <= 15, "LayoutContext has \(names.count) stored properties: \(names)")
  }

  @Test func noFileOutsideTheEngineTouchesTheContextsFields() throws {
    let names = try Self.storedProperties()
    let access = try Regex(#"\bcontext\.("# + names.joined(separator: "|") + #")\b"#)
    let files = try #require(FileManager.default.enumerator(at: Self.core, includingPropertiesForKeys: nil))
    var checked = 0
    for case let url as URL in files where url.pathExtension == "swift" {
      guard !url.path.contains("/TrellisCore/Engine/") else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      checked += 1
      for line in text.split(separator: "\n") where try access.firstMatch(in: String(line)) != nil {
        Issue.record("\(url.lastPathComponent) reads a field of LayoutContext: \(line)")
      }
    }
    #expect(checked > 50, "read \(checked) files under \(Self.core.path)")
  }
}

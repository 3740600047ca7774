import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// Documentation/Scenes.md ends with a reference of every node type and modifier, generated from
/// `SceneSchema.standard`: their parameters, each parameter's kind and whether it is required. The test fails when
/// the page differs from the schema; `TRELLIS_RECORD_SNAPSHOTS=1 swift test --filter SceneReferenceTests` rewrites
/// that part of the page (never in CI), like a golden file.
@Suite struct SceneReferenceTests {
  static let page = PackagePaths.root.appendingPathComponent("Documentation/Scenes.md")
  static let begin = "<!-- generated from SceneSchema.standard by SceneReferenceTests; do not edit by hand -->"
  static let end = "<!-- end of generated reference -->"

  /// The reference tables of `schema`.
  static func reference(_ schema: SceneSchema) -> String {
    var lines = ["| node type | parameters | children |", "| --- | --- | --- |"]
    for type in schema.nodeTypes.values.sorted(by: { $0.name < $1.name }) {
      lines.append("| `\(type.name)` | \(describe(type.parameters)) | \(type.acceptsChildren ? "yes" : "no") |")
    }
    lines += ["", "| modifier | parameters |", "| --- | --- |"]
    for type in schema.modifierTypes.values.sorted(by: { $0.name < $1.name }) {
      lines.append("| `\(type.name)` | \(describe(type.parameters)) |")
    }
    return lines.joined(separator: "\n")
  }

  /// `name` (required): kind; … in declaration order, or "none".
  static func describe(_ parameters: [SceneParameter]) -> String {
    guard !parameters.isEmpty else { return "none" }
    return parameters.map { "`\($0.name)`\($0.required ? " (required)" : ""): \(describe($0.kind))" }
      .joined(separator: "; ")
  }

  /// A parameter kind in words.
  static func describe(_ kind: SceneParameter.Kind) -> String {
    switch kind {
    case .number: "number"
    case .length: "length ≥ 0"
    case .positiveLength: "number > 0"
    case .lengthOrInfinity: "length ≥ 0 or `\"infinity\"`"
    case .integer(let minimum, let maximum, _):
      maximum >= TrellisLimits.maxSceneInteger ? "integer ≥ \(minimum)" : "integer \(minimum)…\(maximum)"
    case .string: "string"
    case .bool: "boolean"
    case .choice(let options) where options.count <= 6: options.map { "`\($0)`" }.joined(separator: ", ")
    case .choice(let options): "one of \(options.count): `\(options[0])`, `\(options[1])`, … `\(options.last!)`"
    case .strings: "array of strings"
    case .axes: "axes"
    case .edges: "edges"
    case .insets: "insets"
    case .any: "JSON (see the guide)"
    case .node: "node"
    }
  }

  @Test func scenesPageListsEveryTypeOfTheSchema() throws {
    let text = try String(contentsOf: Self.page, encoding: .utf8)
    let start = try #require(text.range(of: Self.begin), "Scenes.md has no line \(Self.begin)")
    let stop = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
    let expected = "\n" + Self.reference(.standard) + "\n"
    if Snapshot.isRecording {
      try Data((text[..<start.upperBound] + expected + text[stop.lowerBound...]).utf8).write(to: Self.page)
      return
    }
    let written = String(text[start.upperBound..<stop.lowerBound])
    let firstDifference = zip(written.split(separator: "\n"), expected.split(separator: "\n")).first { $0 != $1 }
    #expect(
      written == expected,
      """
      Documentation/Scenes.md's reference differs from SceneSchema.standard; rewrite it with \
      TRELLIS_RECORD_SNAPSHOTS=1 swift test --filter SceneReferenceTests. First difference:
      page:   \(firstDifference?.0 ?? "(a missing or extra line)")
      schema: \(firstDifference?.1 ?? "")
      """)
  }
}

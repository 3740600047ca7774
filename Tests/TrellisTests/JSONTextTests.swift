import Foundation
import Testing
import Trellis

@testable import TrellisCore

/// The scene output written member by member (`jsonString`, the batch command's compact lines) is byte for byte the
/// ``JSONValue`` it stands for, serialized: on every fixture scene, with and without entries, indented and compact,
/// and on results with what the fixtures lack (escaped and non-ASCII ids, fractional, negative and huge numbers,
/// fallbacks, diagnostics, scroll views).
@Suite struct JSONTextTests {
  static func check(_ result: LayoutResult, _ name: String) {
    for includeEntries in [false, true] {
      let value = result.jsonValue(includeEntries: includeEntries)
      #expect(result.jsonString(includeEntries: includeEntries) == value.serialized(pretty: true) + "\n", "\(name)")
      #expect(result.jsonText(includeEntries: includeEntries, pretty: false) == value.serialized(), "\(name)")
      let leading: [(key: String, value: JSONValue)] = [("line", .number(7))]
      guard case .object(let pairs) = value else { continue }
      #expect(
        result.jsonText(includeEntries: includeEntries, pretty: false, leading: leading)
          == JSONValue.object(leading + pairs).serialized(), "\(name)")
    }
  }

  @Test func everyFixtureWritesAsItsJSONValue() throws {
    let files = try FileManager.default.contentsOfDirectory(at: PackagePaths.fixtures, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "json" }
    #expect(files.count > 50)
    for file in files {
      let fixture = try JSONValue.parse(String(contentsOf: file, encoding: .utf8))
      let scene = try Scene.read(json: try #require(fixture["scene"]))
      Self.check(try scene.layout(collectsDiagnostics: true), file.lastPathComponent)
    }
  }

  @Test func unusualKeysAndNumbersWriteAsTheirJSONValue() throws {
    let view = VStack(spacing: 0.1) {
      Box(width: 1e15, height: 3).id("q\"uote\\slash")
      Box(width: 1e-7, height: 2.5).id("line\nbreak\u{1}")
      Box(width: 123_456_789_012_345, height: 0.3).id("naïve 表")
      ScrollView { Box(width: 10, height: 500).id("long") }.frame(height: 50).id("scroll")
      Box(width: 10, height: 10).offset(x: -12.75, y: -1e14).id("negative")
    }
    Self.check(try view.layout(proposal: .unspecified), "unusual")
    let masonry = VMasonry(columns: 3, maxWidth: 30, strategy: .optimal(timeLimit: .nanoseconds(1))) {
      for h in [5.0, 7, 9, 11, 13, 17, 19, 23] { Box(width: 10, height: h) }
    }.id("m")
    let fellBack = try LayoutEngine(limits: LayoutLimits(timeLimit: .nanoseconds(1))).layout(
      masonry, proposal: .unspecified)
    Self.check(fellBack, "fallbacks")
  }
}

import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// Golden files for the output formats: the SVG renderer, the layout JSON of the library and of `trellis layout`.
/// Re-record with `TRELLIS_RECORD_SNAPSHOTS=1 swift test --filter SnapshotTests` (never in CI).
@Suite struct SnapshotTests {
  /// The README's card.
  static func card() throws -> LayoutResult {
    try ReadmeExampleTests.card.layout(in: Size(width: 390, height: 800))
  }

  /// A flow with a forced break and fractional widths, inside a frame.
  static func flow() throws -> LayoutResult {
    let flow = HFlow(alignment: .bottomTrailing, maxWidth: 200, horizontalSpacing: 6, verticalSpacing: 4) {
      for (k, width) in [40.0, 62.5, 80, 30].enumerated() {
        Box(width: width, height: 10 + Double(k) * 3).id("tag\(k)")
      }
      LineBreak()
      Box(width: 120, height: 20).id("wide")
    }
    return try flow.frame(width: 220).id("frame").layout(in: Size(width: 300, height: 300))
  }

  @Test func cardSVG() throws {
    #expect(Snapshot.check(try Self.card().svg(), group: "SVG", name: "readme-card.svg") == nil)
  }

  @Test func flowSVG() throws {
    #expect(Snapshot.check(try Self.flow().svg(), group: "SVG", name: "flow.svg") == nil)
  }

  @Test func cardJSON() throws {
    let json = try Self.card().jsonString(includeEntries: true)
    #expect(Snapshot.check(json, group: "LayoutJSON", name: "readme-card.json") == nil)
  }

  @Test func flowJSON() throws {
    #expect(Snapshot.check(try Self.flow().jsonString(), group: "LayoutJSON", name: "flow.json") == nil)
  }

  @Test func cliLayoutOutput() throws {
    let fixture = PackagePaths.fixtures.appendingPathComponent("hstack-fixed-max-flexible.json")
    let document = try JSONValue.parse(try String(contentsOf: fixture, encoding: .utf8))
    let scene = try #require(document["scene"]).serialized()
    let json = try runTrellis(["layout", "-"], input: scene)
    #expect(json.status == 0, "\(json.stderr)")
    #expect(Snapshot.check(json.stdout, group: "CLI", name: "layout-hstack.json") == nil)
    let svg = try runTrellis(["layout", "-", "--format", "svg"], input: scene)
    #expect(svg.status == 0, "\(svg.stderr)")
    #expect(Snapshot.check(svg.stdout, group: "CLI", name: "layout-hstack.svg") == nil)
  }

  /// A snapshot that differs is reported with the file and the first differing line; a missing one fails.
  @Test func mismatchesAndMissingFilesAreReported() throws {
    guard !Snapshot.isRecording else { return }
    let svg = try Self.card().svg()
    let message = try #require(Snapshot.check(svg + "extra", group: "SVG", name: "readme-card.svg"))
    #expect(message.contains("readme-card.svg differs at line"))
    let missing = try #require(Snapshot.check(svg, group: "SVG", name: "no-such-snapshot.svg"))
    #expect(missing.contains("no snapshot at"))
  }
}

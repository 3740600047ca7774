import Foundation
import Testing
import Trellis

/// `trellis layout` keys frames by id where unique and by the shortest unique id path otherwise (Scenes.md
/// "Output"); siblings with one id still exit 64 naming both paths.
@Suite struct IdentityCLITests {
  static func box(_ id: String, _ width: Int, _ height: Int) -> String {
    #"{"type": "Box", "id": "\#(id)", "width": \#(width), "height": \#(height)}"#
  }

  @Test func outputKeysRepeatedIDsByIDPaths() throws {
    let scene = #"""
      {"root": {"type": "VStack", "id": "page", "spacing": 0, "children": [
        {"type": "HStack", "id": "row1", "spacing": 0, "children": [\#(Self.box("title", 40, 10))]},
        {"type": "HStack", "id": "row2", "spacing": 0, "children": [\#(Self.box("title", 60, 20))]},
        {"type": "HStack", "spacing": 0, "children": [\#(Self.box("a", 5, 5))]},
        {"type": "HStack", "spacing": 0, "children": [\#(Self.box("a", 5, 5))]}]}}
      """#
    let output = try runTrellis(["layout", "-", "--entries"], input: scene)
    #expect(output.status == 0, "\(output.stderr)")
    let json = try JSONValue.parse(output.stdout)
    guard case .object(let frames)? = json["frames"] else {
      Issue.record("no frames in \(output.stdout)")
      return
    }
    #expect(
      frames.map(\.key) == [
        "page", "row1", "row1/title", "row2", "row2/title", "a@root.children[2].children[0]",
        "a@root.children[3].children[0]",
      ])
    #expect(try json["frames"]?["row2/title"] == JSONValue.parse(#"{"x": 0, "y": 10, "width": 60, "height": 20}"#))
    guard case .array(let entries)? = json["entries"] else {
      Issue.record("no entries")
      return
    }
    let titles = entries.filter { $0["id"] == .string("title") }
    #expect(titles.map { $0["key"] } == [.string("row1/title"), .string("row2/title")])
    #expect(entries.first { $0["id"] == .string("page") }?["key"] == nil)
  }

  @Test func siblingDuplicatesExit64NamingBothPaths() throws {
    let scene = #"""
      {"root": {"type": "VStack", "children": [\#(Self.box("x", 1, 1)),
        {"type": "HStack", "children": [\#(Self.box("x", 1, 1)), \#(Self.box("x", 1, 1))]}]}}
      """#
    let output = try runTrellis(["layout", "-"], input: scene)
    #expect(output.status == 64)
    #expect(output.stderr.contains("duplicate id \"x\""), "\(output.stderr)")
    #expect(output.stderr.contains("root.children[1].children[0]"), "\(output.stderr)")
    #expect(output.stderr.contains("root.children[1].children[1]"), "\(output.stderr)")
  }
}

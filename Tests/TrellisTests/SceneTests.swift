import Foundation
import Testing
import Trellis

@Suite struct SceneTests {
  /// Bad scenes: each error class names the JSON path.
  @Test(arguments: [
    (#"{"root": {"type": "HStack", "children": [{"type": "Box", "width": 1, "height": 1}, {"type": "Box", "width": 1, "height": 1}, {"type": "Box", "width": -4, "height": 2}]}}"#,
     "root.children[2].width", "non-negative"),
    (#"{"root": {"type": "Box", "width": 1, "height": 1, "colour": "red"}}"#, "root.colour", "unknown field"),
    (#"{"root": {"type": "Blob"}}"#, "root.type", "unknown node type"),
    (#"{"root": {"type": "Box", "width": "wide", "height": 1}}"#, "root.width", "expected a number"),
    (#"{"root": {"type": "Box", "width": 1}}"#, "root.height", "missing"),
    (#"{"root": {"type": "Box", "width": 1, "height": 1, "children": []}}"#, "root.children", "has no children"),
    (#"{"root": {"type": "Rectangle", "modifiers": [{"type": "frame", "maxWidth": -1}]}}"#, "root.modifiers[0].maxWidth", "non-negative"),
    (#"{"root": {"type": "Rectangle", "modifiers": [{"type": "spin"}]}}"#, "root.modifiers[0].type", "unknown modifier"),
    (#"{"root": {"type": "HStack", "alignment": "middle"}}"#, "root.alignment", "expected one of"),
    (#"{"root": {"type": "Box", "width": 1, "height": 1}, "extra": 1}"#, "extra", "unknown field"),
    (#"{"proposal": {"width": -3}, "root": {"type": "Rectangle"}}"#, "proposal.width", "non-negative"),
    (#"{"proposal": {"width": 10}}"#, "root", "missing"),
    (#"[1, 2]"#, "", "must be an object"),
    (#"{"root": {"type": "Box", "width": 1e999, "height": 1}}"#, "", "out of range"),
    (#"{"root": {"type": "Box", "width": 1, "width": 2, "height": 1}}"#, "", "duplicate key"),
    (#"{"root": {"type": "Rectangle", "modifiers": [{"type": "frame", "width": 10, "maxWidth": 20}]}}"#, "root.modifiers[0]", "mixes fixed"),
  ])
  func badScene(text: String, path: String, message: String) {
    do {
      _ = try Scene.read(text).makeTree()
      Issue.record("expected an error for \(text)")
    } catch {
      #expect(error.path == path, "\(error)")
      #expect(error.message.contains(message), "\(error)")
    }
  }

  @Test func writeThenReadRoundTrips() throws {
    let text = """
      {"proposal": {"width": 300, "height": null}, "root": {"type": "VStack", "id": "v", "alignment": "leading",
       "children": [{"type": "Text", "id": "t", "text": "Hi \\"there\\"", "modifiers": [{"type": "padding", "length": 4}]},
                    {"type": "Rectangle", "modifiers": [{"type": "frame", "maxWidth": "infinity", "alignment": "top"}]},
                    {"type": "ViewThatFits", "in": ["horizontal"], "children": [{"type": "Spacer", "minLength": 3}]}]}}
      """
    let scene = try Scene.read(text)
    let written = scene.jsonString()
    let again = try Scene.read(written)
    #expect(again == scene)
    #expect(try again.layout() == (try scene.layout()))
    #expect(written.contains("\"maxWidth\": \"infinity\""))
  }

  @Test func deepSceneIsAnErrorNotACrash() {
    var text = #"{"type": "Box", "width": 1, "height": 1}"#
    for _ in 0..<300 { text = #"{"type": "VStack", "children": [\#(text)]}"# }
    #expect(throws: SceneError.self) { try Scene.read(#"{"root": \#(text)}"#) }
    var json = "1"
    for _ in 0..<600 { json = "[\(json)]" }
    #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(json) }
  }

  @Test func customNodeType() throws {
    var schema = SceneSchema.standard
    schema.register(
      SceneNodeType(name: "Avatar", parameters: [.init("size", .length, required: true)]) { args, _ in
        Box(width: args.number("size")!, height: args.number("size")!).node
      })
    let result = try Scene.read(#"{"root": {"type": "Avatar", "id": "me", "size": 40}}"#, schema: schema)
      .layout(schema: schema)
    #expect(result["me"] == Rect(x: 0, y: 0, width: 40, height: 40))
  }
}

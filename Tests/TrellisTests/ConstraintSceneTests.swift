import Testing
import Trellis

/// `ConstraintLayout` nodes in scene files.
@Suite struct ConstraintSceneTests {
  @Test func laysOutAConstraintLayoutScene() throws {
    let text = """
      {"proposal": {"width": 300, "height": null},
       "root": {"type": "VStack", "spacing": 0, "children": [
         {"type": "ConstraintLayout", "id": "form", "constraints": [
            "label.leading == container.leading + 8", "field.leading == label.trailing + 8",
            "field.trailing == container.trailing - 8", "label.top == container.top", "field.top == label.top",
            "container.bottom == label.bottom", "field.height == label.height"],
          "children": [
            {"type": "Text", "id": "label", "text": "Name"},
            {"type": "Rectangle", "id": "field", "modifiers": [
              {"type": "contentHuggingPriority", "priority": 200, "axis": "horizontal"}]}]}]}}
      """
    let result = try Scene.read(text).layout()
    #expect(result["form"] == Rect(x: 0, y: 0, width: 300, height: 16))
    #expect(result["label"] == Rect(x: 8, y: 0, width: 32, height: 16))
    #expect(result["field"] == Rect(x: 48, y: 0, width: 244, height: 16))
  }

  @Test(arguments: [
    (#"["a.leading == container.leading + 8", "a.wdth == 3"]"#, "root.constraints[1]", "unknown anchor 'wdth'"),
    (#"["b.width == 3"]"#, "root.constraints[0]", "unknown id 'b'"),
    (#"["a.width = 3"]"#, "root.constraints[0]", "column 9: expected a relation"),
    (#"["width == 3"]"#, "root.constraints[0]", "is not an anchor"),
  ])
  func badConstraints(constraints: String, path: String, message: String) {
    let text =
      #"{"root": {"type": "ConstraintLayout", "constraints": "# + constraints
      + #", "children": [{"type": "Box", "id": "a", "width": 1, "height": 1}]}}"#
    do {
      _ = try Scene.read(text).makeTree()
      Issue.record("expected an error")
    } catch {
      #expect(error.path == path, "\(error)")
      #expect(error.message.contains(message), "\(error)")
    }
  }
}

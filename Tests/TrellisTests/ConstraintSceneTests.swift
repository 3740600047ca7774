import Foundation
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
            {"type": "Text", "id": "label", "text": "Name", "characterWidth": 8},
            {"type": "Rectangle", "id": "field", "modifiers": [
              {"type": "contentHuggingPriority", "priority": 200, "axis": "horizontal"}]}]}]}}
      """
    let result = try Scene.read(text).layout()
    #expect(result["form"] == Rect(x: 0, y: 0, width: 300, height: 16))
    #expect(result["label"] == Rect(x: 8, y: 0, width: 32, height: 16))
    #expect(result["field"] == Rect(x: 48, y: 0, width: 244, height: 16))
  }

  @Test(arguments: [
    (
      #"["a.leading == container.leading + 8", "a.wdth == 3"]"#, "root.constraints[1]",
      SceneError.Reason.unknownAnchor("wdth", known: LayoutAnchors.anchorNames)
    ),
    (#"["b.width == 3"]"#, "root.constraints[0]", .unknownID("b")),
    (#"["width == 3"]"#, "root.constraints[0]", .notAnAnchor("width")),
  ])
  func badConstraints(constraints: String, path: String, reason: SceneError.Reason) {
    let text =
      #"{"root": {"type": "ConstraintLayout", "constraints": "# + constraints
      + #", "children": [{"type": "Box", "id": "a", "width": 1, "height": 1}]}}"#
    #expect(throws: SceneError(path: path, reason: reason)) { try Scene.read(text).makeTree() }
  }

  @Test func proposalPriorityIsAParameter() throws {
    let text = #"""
      {"proposal": {"width": 100, "height": null}, "root": {"type": "ConstraintLayout", "proposalPriority": PRIORITY,
       "constraints": ["a.leading == container.leading", "container.trailing == a.trailing", "a.top == 0",
                       "container.bottom == a.bottom"],
       "children": [{"type": "Box", "id": "a", "width": 150, "height": 10}]}}
      """#
    // At 999 the proposal beats the box's compression resistance (750); at 700 it loses.
    let strong = try Scene.read(text.replacingOccurrences(of: "PRIORITY", with: "999")).layout()
    #expect(strong["a"]?.width == 100)
    let weak = try Scene.read(text.replacingOccurrences(of: "PRIORITY", with: "700")).layout()
    #expect(weak["a"]?.width == 150)
    #expect(throws: SceneError.self) {
      try Scene.read(text.replacingOccurrences(of: "PRIORITY", with: "0")).makeTree()
    }
  }

  @Test func constraintThatDoesNotParseNamesItsColumn() throws {
    let text = #"{"root": {"type": "ConstraintLayout", "constraints": ["a.width = 3"], "children": []}}"#
    let error = try #require(throws: SceneError.self) { try Scene.read(text).makeTree() }
    #expect(error.path == "root.constraints[0]")
    guard case .invalidConstraint(let parse) = error.reason else {
      Issue.record("expected .invalidConstraint, got \(error.reason)")
      return
    }
    #expect(parse.kind == .expectedRelation && parse.column == 9, "\(parse)")
    #expect(error.description == "root.constraints[0]: column 9: \(parse.message)")
  }

  @Test func formatsAndMetrics() throws {
    let text = """
      {"root": {"type": "ConstraintLayout", "id": "row",
        "formats": ["H:|-m-[a]-m-[b]-m-|", "V:|-m-[a]-(>=m)-|", "V:|-m-[b]-(>=m)-|"], "metrics": {"m": 8},
        "children": [{"type": "Box", "id": "a", "width": 40, "height": 20},
                     {"type": "Box", "id": "b", "width": 60, "height": 20}]}}
      """
    let result = try Scene.read(text).layout()
    #expect(result.size == Size(width: 124, height: 36))
    #expect(result["b"] == Rect(x: 56, y: 8, width: 60, height: 20))
  }

  @Test(arguments: [
    (#""formats": ["H:|[a]|", "H:|-(>=m)-[a"], "metrics": {"m": 1}"#, "root.formats[1]", "column 13: expected ']'"),
    (#""formats": ["H:|-m-[a]|"]"#, "root.formats[0]", "column 5: unknown metric 'm'"),
    (#""formats": ["H:|[a]|"], "metrics": [8]"#, "root.metrics", "expected an object of numbers, got an array"),
    (#""formats": ["H:|[a]|"], "metrics": {"m": "8"}"#, "root.metrics.m", "expected a number"),
    (#""formats": "H:|[a]|""#, "root.formats", "expected an array of strings"),
    (#""id": "c""#, "root", "needs constraints or formats"),
  ])
  func badFormats(fields: String, path: String, message: String) {
    let text =
      #"{"root": {"type": "ConstraintLayout", "# + fields
      + #", "children": [{"type": "Box", "id": "a", "width": 1, "height": 1}]}}"#
    let error = #expect(throws: SceneError.self) { try Scene.read(text).makeTree() }
    #expect(error?.path == path, "\(String(describing: error))")
    #expect(error?.description.contains(message) == true, "\(String(describing: error))")
  }
}

import Foundation
import Testing
import Trellis

/// The scene types of the layered and scrolling views: building, errors with their JSON paths, the CLI's exit 64,
/// and the draw order of the SVG.
@Suite struct SceneOverlayTests {
  static func root(_ node: String, proposal: String = #"{"width": 300, "height": 200}"#) -> String {
    #"{"proposal": \#(proposal), "root": \#(node)}"#
  }

  @Test func sceneMatchesSwift() throws {
    let scene = try Scene.read(
      Self.root(
        #"""
        {"type": "Box", "id": "box", "width": 60, "height": 30, "modifiers": [{"type": "padding", "length": 10},
         {"type": "background", "alignment": "topLeading", "content": {"type": "Box", "id": "b", "width": 5, "height": 5}},
         {"type": "overlay", "content": {"type": "Rectangle", "id": "r"}}]}
        """#))
    let fromScene = try scene.layout()
    let swift = try Box(width: 60, height: 30).id("box").padding(10)
      .background(alignment: .topLeading) { Box(width: 5, height: 5).id("b") }
      .overlay(Rectangle().id("r")).layout(in: Size(width: 300, height: 200))
    #expect(fromScene == swift)
    #expect(fromScene["b"] == Rect(x: 0, y: 0, width: 5, height: 5))
    #expect(fromScene["r"] == Rect(x: 0, y: 0, width: 80, height: 50))
  }

  @Test(arguments: [
    (#"{"type": "Box", "width": 1, "height": 1, "modifiers": [{"type": "overlay"}]}"#, "root.modifiers[0].content"),
    (
      #"{"type": "Box", "width": 1, "height": 1, "modifiers": [{"type": "overlay", "content": 3}]}"#,
      "root.modifiers[0].content"
    ),
    (
      #"{"type": "Box", "width": 1, "height": 1, "modifiers": [{"type": "background", "content": {"type": "Box", "width": -1, "height": 1}}]}"#,
      "root.modifiers[0].content.width"
    ),
    (
      #"{"type": "Box", "width": 1, "height": 1, "modifiers": [{"type": "overlay", "alignment": "middle", "content": {"type": "Rectangle"}}]}"#,
      "root.modifiers[0].alignment"
    ),
    (
      #"{"type": "Box", "width": 1, "height": 1, "modifiers": [{"type": "overlay", "content": {"type": "Nope"}}]}"#,
      "root.modifiers[0].content.type"
    ),
    (#"{"type": "ScrollView", "axes": "diagonal", "children": []}"#, "root.axes"),
    (#"{"type": "ScrollView", "showsIndicators": 1}"#, "root.showsIndicators"),
    (#"{"type": "ScrollView", "contentOffset": {"x": "a"}}"#, "root.contentOffset.x"),
    (#"{"type": "ScrollView", "contentOffset": {"z": 1}}"#, "root.contentOffset.z"),
    (#"{"type": "ScrollView", "contentOffset": 5}"#, "root.contentOffset"),
    (#"{"type": "GeometryReader", "size": 5}"#, "root.size"),
  ])
  func badParameterExits64WithPath(node: String, path: String) throws {
    let output = try runTrellis(["layout", "-"], input: Self.root(node))
    #expect(output.status == 64, "\(output.stderr)")
    #expect(output.stderr.contains("\(path):"), "\(output.stderr)")
    #expect(output.stderr.split(separator: "\n").count == 1)
  }

  @Test func cliPrintsScrollViews() throws {
    let scene = Self.root(
      #"""
      {"type": "ScrollView", "id": "s", "contentOffset": {"y": 40},
       "children": [{"type": "Box", "width": 100, "height": 500}]}
      """#)
    let output = try runTrellis(["layout", "-"], input: scene)
    #expect(output.status == 0, "\(output.stderr)")
    let json = try JSONValue.parse(output.stdout)
    #expect(
      try json["scrollViews"]?["s"]
        == JSONValue.parse(
          #"{"contentSize": {"width": 100, "height": 500}, "visibleRect": {"x": -100, "y": 40, "width": 300, "height": 200}}"#
        ))
  }

  @Test func svgDrawsTheBackgroundFirst() throws {
    let scene = Self.root(
      #"""
      {"type": "Box", "id": "primary", "width": 40, "height": 20, "modifiers": [
        {"type": "background", "content": {"type": "Rectangle", "id": "behind"}},
        {"type": "overlay", "content": {"type": "Rectangle", "id": "above"}}]}
      """#)
    let output = try runTrellis(["layout", "-", "--format", "svg"], input: scene)
    #expect(output.status == 0, "\(output.stderr)")
    let svg = output.stdout
    let positions = ["behind", "primary", "above"].map { svg.range(of: ">\($0)<")?.lowerBound }
    let found = positions.compactMap { $0 }
    #expect(found.count == 3, "\(svg)")
    #expect(found == found.sorted())
  }
}

/// A schema whose `overlay` no longer declares `content` as a node: the builder reports it missing, never crashes.
@Suite struct SceneOverlaySchemaTests {
  @Test(arguments: [nil, SceneParameter.Kind.any])
  func undeclaredContentIsMissing(kind: SceneParameter.Kind?) {
    var schema = SceneSchema.standard
    schema.modifierTypes["overlay"]?.parameters.removeAll { $0.name == "content" }
    if let kind { schema.modifierTypes["overlay"]?.parameters.append(SceneParameter("content", kind)) }
    let text = #"{"root": {"type": "Box", "width": 1, "height": 1, "modifiers": [{"type": "overlay"}]}}"#
    #expect(throws: SceneError(path: "root.modifiers[0].content", reason: .missingField("content", owner: "overlay"))) {
      _ = try Scene.read(text, schema: schema).makeTree(schema: schema)
    }
  }
}

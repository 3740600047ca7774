import Foundation
import Testing
import Trellis

@Suite struct SceneTests {
  /// Bad scenes: each error class names the JSON path and its typed reason.
  @Test(arguments: [
    (
      #"{"root": {"type": "HStack", "children": [{"type": "Box", "width": 1, "height": 1}, {"type": "Box", "width": 1, "height": 1}, {"type": "Box", "width": -4, "height": 2}]}}"#,
      "root.children[2].width", SceneError.Reason.outOfRange(value: -4, bound: .nonNegative)
    ),
    (
      #"{"root": {"type": "Box", "width": 1, "height": 1, "colour": "red"}}"#, "root.colour",
      .unknownField("colour", owner: "Box", known: ["id", "modifiers", "width", "height"])
    ),
    (#"{"root": {"type": "Blob"}}"#, "root.type", .unknownType("Blob", known: Self.nodeTypes)),
    (
      #"{"root": {"type": "Box", "width": "wide", "height": 1}}"#, "root.width",
      .wrongKind(expected: "a number", got: #""wide""#)
    ),
    (#"{"root": {"type": "Box", "width": 1}}"#, "root.height", .missingField("height", owner: "Box")),
    (
      #"{"root": {"type": "Box", "width": 1, "height": 1, "children": []}}"#, "root.children",
      .childrenNotAllowed(type: "Box")
    ),
    (
      #"{"root": {"type": "Rectangle", "modifiers": [{"type": "frame", "maxWidth": -1}]}}"#,
      "root.modifiers[0].maxWidth", .outOfRange(value: -1, bound: .nonNegative)
    ),
    (
      #"{"root": {"type": "Rectangle", "modifiers": [{"type": "spin"}]}}"#, "root.modifiers[0].type",
      .unknownModifier("spin", known: Self.modifierTypes)
    ),
    (
      #"{"root": {"type": "HStack", "alignment": "middle"}}"#, "root.alignment",
      .invalidChoice(got: "middle", options: ["bottom", "center", "firstTextBaseline", "lastTextBaseline", "top"])
    ),
    (
      #"{"root": {"type": "Box", "width": 1, "height": 1}, "extra": 1}"#, "extra",
      .unknownField("extra", owner: "a scene", known: ["proposal", "root", "fonts", "device"])
    ),
    (
      #"{"proposal": {"width": -3}, "root": {"type": "Rectangle"}}"#, "proposal.width",
      .outOfRange(value: -3, bound: .nonNegative)
    ),
    (#"{"proposal": {"width": 10}}"#, "root", .missingField("root", owner: "a scene")),
    (#"[1, 2]"#, "", .wrongKind(expected: #"a scene object with "root" (and optionally "proposal")"#, got: "an array")),
    (
      #"{"root": {"type": "Rectangle", "modifiers": [{"type": "frame", "width": 10, "maxWidth": 20}]}}"#,
      "root.modifiers[0]",
      .conflictingParameters(
        ["width", "maxWidth"], detail: "mixes fixed (width) and flexible (maxWidth) dimensions; use two frame modifiers"
      )
    ),
  ])
  func badScene(text: String, path: String, reason: SceneError.Reason) {
    #expect(throws: SceneError(path: path, reason: reason)) { try Scene.read(text).makeTree() }
  }

  static let nodeTypes = SceneSchema.standard.nodeTypes.keys.sorted()
  static let modifierTypes = SceneSchema.standard.modifierTypes.keys.sorted()

  /// Text that is not JSON: the reason carries the parser's detail, the error its line and column.
  @Test(arguments: [
    (#"{"root": {"type": "Box", "width": 1e999, "height": 1}}"#, "number 1e999 is out of range", 1, 35),
    (#"{"root": {"type": "Box", "width": 1, "width": 2, "height": 1}}"#, #"duplicate key "width""#, 1, 38),
  ])
  func notJSON(text: String, detail: String, line: Int, column: Int) {
    #expect(throws: SceneError(path: "", reason: .invalidJSON(detail: detail), line: line, column: column)) {
      try Scene.read(text)
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
    // 300 nodes are 600 JSON levels: the parser's limit (512) is met before the scene's (200 nodes).
    let error = #expect(throws: SceneError.self) { try Scene.read(#"{"root": \#(text)}"#) }
    #expect(error?.reason == .invalidJSON(detail: "nesting deeper than \(JSONValue.maxDepth) levels"))
    #expect(error?.path == "" && error?.line == 1)
    var json = "1"
    for _ in 0..<600 { json = "[\(json)]" }
    #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(json) }
  }

  @Test func customNodeType() throws {
    var schema = SceneSchema.standard
    schema.register(
      SceneNodeType(name: "Avatar", parameters: [.init("size", .length, required: true)]) {
        args, _ throws(SceneError) in
        let size = try args.required("size", .length)
        return Box(width: size, height: size).node
      })
    let result = try Scene.read(#"{"root": {"type": "Avatar", "id": "me", "size": 40}}"#, schema: schema)
      .layout(schema: schema)
    #expect(result["me"] == Rect(x: 0, y: 0, width: 40, height: 40))
  }
}

@Suite struct SceneStrategyTests {
  /// Items whose greedy (shortest-column) masonry is taller than the optimum: 4 columns, FrameUp's greedy gives 290.
  static let heights: [Double] = [100, 90, 80, 70, 60, 50, 40, 30, 120, 110, 20, 10]

  func masonry(_ strategy: String) throws -> LayoutResult {
    let children = Self.heights.enumerated().map {
      #"{"type": "Box", "id": "m\#($0.offset)", "width": 100, "height": \#($0.element)}"#
    }
    let text =
      #"{"root": {"type": "VMasonry", "columns": 4, "maxWidth": 430, "strategy": "\#(strategy)", "children": [\#(children.joined(separator: ","))]}}"#
    return try Scene.read(text).layout()
  }

  @Test func optimalMasonryFromAScene() throws {
    let greedy = try masonry("greedy")
    let optimal = try masonry("optimal")
    let report = try OptimalMasonry.solve(lengths: Self.heights, lanes: 4, spacing: 10)
    #expect(Double(optimal.size.height) == report.tallestColumn)
    #expect(optimal.size.height <= greedy.size.height)
    #expect(Double(greedy.size.height) == report.greedyTallestColumn)
  }

  @Test func balancedFlowFromAScene() throws {
    // Greedy rows for these widths are [0, 3, 5] (squared slack 10,900); the balanced rows are [0, 2, 5] (8,500).
    let widths: [Double] = [70, 50, 30, 30, 60, 100]
    let children = widths.enumerated().map {
      #"{"type": "Box", "id": "w\#($0.offset)", "width": \#($0.element), "height": 20}"#
    }
    func flow(_ strategy: String) throws -> LayoutResult {
      try Scene.read(
        #"{"root": {"type": "HFlow", "maxWidth": 200, "strategy": "\#(strategy)", "children": [\#(children.joined(separator: ","))]}}"#
      )
      .layout()
    }
    let breaks = try FlowKernel.balancedBreaks(widths, maxLength: 200, spacing: 10)
    #expect(breaks.rowStarts == [0, 2, 5])
    #expect(breaks.cost == 8_500)
    let greedy = try flow("greedy")
    let balanced = try flow("balanced")
    #expect(greedy["w2"]?.origin == Point(x: 140, y: 0))
    #expect(balanced["w2"]?.origin == Point(x: 0, y: 30))
    #expect(balanced["w5"]?.origin == Point(x: 0, y: 60))
  }

  @Test func unknownStrategyNamesThePath() {
    #expect(
      throws: SceneError(path: "root.strategy", reason: .invalidChoice(got: "fastest", options: ["greedy", "optimal"]))
    ) { try masonry("fastest") }
  }
}

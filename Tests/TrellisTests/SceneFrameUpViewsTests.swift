import Testing
import Trellis

/// The FrameUp view types of the scene format (SceneSchema+FrameUpViews).
@Suite struct SceneFrameUpViewsTests {
  func layout(_ text: String) throws -> LayoutResult { try Scene.read(text).layout() }

  @Test func relativePaddingModifier() throws {
    let result = try layout(
      #"""
      {"proposal": {"width": 200, "height": 100},
       "root": {"type": "Rectangle", "id": "r", "modifiers": [{"type": "relativePadding", "factor": 0.1}]}}
      """#)
    #expect(result.size == Size(width: 200, height: 100))
    #expect(result["r"] == Rect(x: 20, y: 10, width: 160, height: 80))
    let fixed = try layout(
      #"""
      {"proposal": {"width": 300, "height": 300},
       "root": {"type": "Box", "id": "b", "width": 80, "height": 40,
                "modifiers": [{"type": "relativePadding", "edges": ["leading", "top"], "factor": 0.2}]}}
      """#)
    #expect(fixed.size == Size(width: 100, height: 50))
    #expect(fixed["b"] == Rect(x: 20, y: 10, width: 80, height: 40))
  }

  /// The equal-size modifiers as the Swift API makes them: two boxes of 80 and 30 marked in a width container are
  /// both framed 80 wide (the 30 centred), and in a height container both 50 high; each scene equals its Swift twin.
  @Test(arguments: ["Width", "Height"])
  func equalSizeModifiers(axis: String) throws {
    let scene = try layout(
      #"""
      {"proposal": {"width": 300, "height": 300},
       "root": {"type": "\#(axis == "Width" ? "VStack" : "HStack")", "modifiers": [{"type": "equal\#(axis)Container"}],
                "children": [
         {"type": "Box", "id": "a", "width": 80, "height": 50, "modifiers": [{"type": "equal\#(axis)Preferred"}]},
         {"type": "Box", "id": "b", "width": 30, "height": 20, "modifiers": [{"type": "equal\#(axis)Preferred"}]}]}}
      """#)
    let marked = { (node: Node) in axis == "Width" ? node.equalWidthPreferred() : node.equalHeightPreferred() }
    let children = [marked(Box(width: 80, height: 50).id("a")), marked(Box(width: 30, height: 20).id("b"))]
    let swift =
      axis == "Width"
      ? VStack {
        children[0]
        children[1]
      }.equalWidthContainer()
      : HStack {
        children[0]
        children[1]
      }.equalHeightContainer()
    let api = try swift.layout(proposal: ProposedViewSize(width: 300, height: 300))
    #expect(scene.entries.map(\.frame) == api.entries.map(\.frame))
    // The box marked second sits in a frame as long as the first along the axis, itself centred in it.
    if axis == "Width" {
      #expect(scene["b"] == Rect(x: 25, y: 58, width: 30, height: 20))
    } else {
      #expect(scene["b"] == Rect(x: 88, y: 15, width: 30, height: 20))
    }
  }

  @Test(arguments: [
    (#"{"type": "scaledToFit", "width": 100, "height": 100}"#, Size(width: 100, height: 50)),
    (#"{"type": "scaledToFill", "width": 100, "height": 100}"#, Size(width: 200, height: 100)),
    (#"{"type": "scaledToFrame", "width": 100, "height": 100}"#, Size(width: 100, height: 100)),
    (
      #"{"type": "scaledToFrame", "width": 100, "height": 100, "contentMode": "fit", "scaleMode": "up"}"#,
      Size(width: 200, height: 100)
    ),
    (#"{"type": "scaledToFit", "width": 400, "height": 400, "scaleMode": "down"}"#, Size(width: 200, height: 100)),
    // FrameUp's names; `up` and `down` above are their aliases.
    (
      #"{"type": "scaledToFrame", "width": 100, "height": 100, "contentMode": "fit", "scaleMode": "grow"}"#,
      Size(width: 200, height: 100)
    ),
    (#"{"type": "scaledToFit", "width": 400, "height": 400, "scaleMode": "shrink"}"#, Size(width: 200, height: 100)),
    (#"{"type": "scaledToFit", "width": 400, "height": 400, "scaleMode": "both"}"#, Size(width: 400, height: 200)),
    (#"{"type": "scaledToFit", "width": 50}"#, Size(width: 50, height: 25)),
    (#"{"type": "scaledToFit", "height": 50}"#, Size(width: 100, height: 50)),
  ])
  func scaleModifiers(modifier: String, size: Size) throws {
    let result = try layout(
      #"""
      {"proposal": {"width": 1000, "height": 1000},
       "root": {"type": "Rectangle", "id": "c", "modifiers": [{"type": "frame", "idealWidth": 200, "idealHeight": 100},
                \#(modifier)]}}
      """#)
    #expect(result.size == size)
    #expect(result["c"] == Rect(origin: .zero, size: size))
  }

  @Test func overlappingImageNode() throws {
    let result = try layout(
      #"""
      {"proposal": {"width": 200, "height": 500},
       "root": {"type": "VStack", "children": [
         {"type": "OverlappingImage", "id": "img", "aspectRatio": 1, "top": 0.1, "bottom": 0.25}]}}
      """#)
    #expect(result["img"] == Rect(x: 0, y: 0, width: 200, height: 130))
  }

  @Test func smartScrollViewNode() throws {
    let result = try layout(
      #"""
      {"proposal": {"width": 300, "height": 500},
       "root": {"type": "SmartScrollView", "id": "s", "axes": "vertical", "children": [
         {"type": "Box", "id": "content", "width": 280, "height": 800}]}}
      """#)
    #expect(result["s"] == Rect(x: 0, y: 0, width: 280, height: 500))
    #expect(result["content"] == Rect(x: 0, y: 0, width: 280, height: 800))
    let noShrink = try layout(
      #"""
      {"proposal": {"width": 300, "height": 500},
       "root": {"type": "SmartScrollView", "shrinkToFit": false, "optionalScrolling": false, "children": [
         {"type": "Box", "width": 280, "height": 300}]}}
      """#)
    #expect(noShrink.size == Size(width: 280, height: 500))
  }

  @Test func tabMenuNode() throws {
    let result = try layout(
      #"{"proposal": {"width": 402, "height": 100}, "root": {"type": "TabMenu", "itemCount": 4}}"#)
    #expect(result.size == Size(width: 402, height: 50))
    #expect(result["tab2"] == Rect(x: 211, y: 26, width: 80, height: 22))
    let named = try layout(
      #"""
      {"proposal": {"width": 202, "height": 100},
       "root": {"type": "TabMenu", "hasNames": true, "nameHeight": 14,
                "children": [{"type": "Rectangle", "id": "a"}, {"type": "Rectangle", "id": "b"}]}}
      """#)
    #expect(named["b"] == Rect(x: 111, y: 10, width: 80, height: 38))
  }

  @Test func widgetDemoFrameNode() throws {
    let phone = try layout(
      #"""
      {"proposal": {"width": 390, "height": 844},
       "root": {"type": "WidgetDemoFrame", "size": "medium", "device": "iPhone",
                "screenSize": {"width": 390, "height": 844}, "children": [{"type": "Rectangle", "id": "c"}]}}
      """#)
    #expect(phone.size == Size(width: 338, height: 158))
    #expect(phone["c"] == Rect(x: 0, y: 0, width: 338, height: 158))
    let pad = try layout(
      #"""
      {"root": {"type": "WidgetDemoFrame", "size": "small", "device": "iPad",
                "screenSize": {"width": 1024, "height": 1366}, "children": [{"type": "Rectangle", "id": "c"}]}}
      """#)
    #expect(pad.size == Size(width: 160, height: 160))
    let c = try #require(pad["c"])
    #expect(abs(c.width - 160) < 1e-9 && abs(c.height - 160) < 1e-9)
  }

  @Test func widgetRelativeShapeNode() throws {
    // As `WidgetRelativeShape(.small)` in Swift: a shape that takes its proposal and draws its frame.
    let result = try layout(
      #"""
      {"proposal": {"width": 120, "height": 80},
       "root": {"type": "WidgetRelativeShape", "id": "w", "size": "small"}}
      """#)
    #expect(result["w"] == Rect(x: 0, y: 0, width: 120, height: 80))
    let entry = try #require(result.entries.first { $0.id == "w" })
    #expect(entry.typeName == "WidgetRelativeShape" && entry.style?.shape == .rectangle)
    #expect(throws: SceneError.self) { try layout(#"{"root": {"type": "WidgetRelativeShape", "size": "huge"}}"#) }
  }

  @Test func layoutThatFitsNode() throws {
    func scene(_ width: Double, mode: String = "firstThatFits") -> String {
      #"""
      {"proposal": {"width": \#(width), "height": 250},
       "root": {"type": "LayoutThatFits", "in": "\#(mode == "bestFit" ? "both" : "horizontal")", "mode": "\#(mode)",
                "layouts": [{"type": "HStack"}, {"type": "VStack", "alignment": "leading", "spacing": 8}],
                "children": [{"type": "Box", "id": "a", "width": 50, "height": 50},
                             {"type": "Box", "id": "b", "width": 50, "height": 200},
                             {"type": "Box", "id": "c", "width": 50, "height": 100}]}}
      """#
    }
    #expect(try layout(scene(200)).size == Size(width: 166, height: 200))
    #expect(try layout(scene(150)).size == Size(width: 50, height: 366))
    // bestFit on both axes in 100×250: HStack overflows 66, VStack 116 → HStack.
    #expect(try layout(scene(100, mode: "bestFit")).size == Size(width: 166, height: 200))
  }

  @Test(arguments: [
    (
      #"{"type": "Rectangle", "modifiers": [{"type": "relativePadding"}]}"#, "root.modifiers[0]",
      SceneError.Reason.missingAlternatives(["lengthFactor", "factor"])
    ),
    (
      #"{"type": "Rectangle", "modifiers": [{"type": "scaledToFit", "scaleMode": "sideways", "width": 1}]}"#,
      "root.modifiers[0].scaleMode", .invalidChoice(got: "sideways", options: ["both", "down", "grow", "shrink", "up"])
    ),
    (
      #"{"type": "Rectangle", "modifiers": [{"type": "scaledToFill"}]}"#, "root.modifiers[0]",
      .missingAlternatives(["width", "height"])
    ),
    (
      #"{"type": "OverlappingImage", "aspectRatio": 0}"#, "root.aspectRatio", .outOfRange(value: 0, bound: .positive)
    ),
    (
      #"{"type": "OverlappingImage", "aspectRatio": 1, "top": 0.1, "leading": 0.2}"#, "root",
      .conflictingParameters(
        ["top", "leading"],
        detail: "give top/bottom (vertical overlap) or left/right (horizontal overlap), not both")
    ),
    (#"{"type": "SmartScrollView", "children": []}"#, "root.children", .wrongChildCount(expected: 1, got: 0)),
    (
      #"{"type": "SmartScrollView", "axes": "diagonal", "children": [{"type": "Rectangle"}]}"#, "root.axes",
      .invalidChoice(got: "diagonal", options: ["both", "horizontal", "vertical"])
    ),
    (#"{"type": "TabMenu", "itemCount": -1}"#, "root.itemCount", .outOfRange(value: -1, bound: .integer(minimum: 0))),
    (
      #"{"type": "TabMenu", "itemCount": 2, "children": [{"type": "Rectangle"}]}"#, "root.itemCount",
      .conflictingParameters(["itemCount", "children"], detail: "give itemCount or children, not both")
    ),
    (
      #"{"type": "WidgetDemoFrame", "size": "huge", "screenSize": {"width": 1, "height": 1}, "children": [{"type": "Rectangle"}]}"#,
      "root.size", .invalidChoice(got: "huge", options: SceneFrameUpViewsTests.widgetSizes)
    ),
    (
      #"{"type": "WidgetDemoFrame", "size": "small", "screenSize": {"width": -1, "height": 1}, "children": [{"type": "Rectangle"}]}"#,
      "root.screenSize.width", .outOfRange(value: -1, bound: .nonNegative)
    ),
    (
      #"{"type": "WidgetDemoFrame", "size": "small", "screenSize": {"width": 390}, "children": [{"type": "Rectangle"}]}"#,
      "root.screenSize.height", .missingField("height", owner: "a size")
    ),
    (
      #"{"type": "LayoutThatFits", "layouts": [{"type": "HStack"}, {"type": "Grid"}]}"#, "root.layouts[1].type",
      .invalidChoice(got: "Grid", options: ["HStack", "VStack", "ZStack"])
    ),
    (
      #"{"type": "LayoutThatFits", "layouts": [{"type": "VStack", "alignment": "top"}]}"#, "root.layouts[0].alignment",
      .invalidChoice(got: "top", options: ["center", "leading", "trailing"])
    ),
    (
      #"{"type": "LayoutThatFits", "layouts": [{"type": "HStack", "gap": 3}]}"#, "root.layouts[0].gap",
      .unknownField("gap", owner: "a layout", known: ["type", "alignment", "spacing"])
    ),
    (
      #"{"type": "LayoutThatFits", "layouts": [{"type": "ZStack", "spacing": 3}]}"#, "root.layouts[0].spacing",
      .unknownField("spacing", owner: "a ZStack layout", known: ["type", "alignment"])
    ),
    (
      #"{"type": "LayoutThatFits", "layouts": 3}"#, "root.layouts",
      .wrongKind(expected: "an array of layouts", got: "3")
    ),
    (
      #"{"type": "LayoutThatFits", "mode": "worst", "layouts": []}"#, "root.mode",
      .invalidChoice(got: "worst", options: FitMode.allCases.map(\.rawValue))
    ),
  ])
  func badParametersNameTheirPath(root: String, path: String, reason: SceneError.Reason) {
    #expect(throws: SceneError(path: path, reason: reason)) { try Scene.read(#"{"root": \#(root)}"#).makeTree() }
  }

  static let widgetSizes = [
    "accessoryCircular", "accessoryInline", "accessoryRectangular", "extraLarge", "large", "medium", "small",
  ]
}

extension SceneFrameUpViewsTests {
  @Test func writeThenReadRoundTrips() throws {
    let text = #"""
      {"proposal": {"width": 300, "height": 600}, "root": {"type": "VStack", "children": [
        {"type": "LayoutThatFits", "in": "horizontal", "layouts": [{"type": "HStack", "spacing": 4}, {"type": "VStack"}],
         "children": [{"type": "Box", "id": "a", "width": 50, "height": 50}]},
        {"type": "WidgetDemoFrame", "size": "small", "screenSize": {"width": 390, "height": 844},
         "children": [{"type": "Rectangle", "modifiers": [{"type": "relativePadding", "edges": "horizontal", "factor": 0.1}]}]},
        {"type": "TabMenu", "itemCount": 2}]}}
      """#
    let scene = try Scene.read(text)
    let again = try Scene.read(scene.jsonString())
    #expect(again == scene)
    #expect(try again.layout() == (try scene.layout()))
  }
}

import Foundation
import Testing
import Trellis

/// The views and modifiers issue 31 added to the Swift API, in scenes: `Label` with `labelStyle`, `DatePicker` with
/// `datePickerStyle`, `Gauge` with `gaugeStyle`, `ColorPicker`, `ControlGroup`, `LazyVStack`, `LazyHStack`,
/// `UnevenRoundedRectangle` and `fontWeight`. Each scene lays out as its Swift twin (the same view written with the
/// Swift API) at two proposals; each style or parameter under test changes the frames, so a scene entry that dropped
/// it would fail; and each bad input is a typed error at its JSON path.
@Suite struct SceneStyledControlsTests {
  static let date = Date(timeIntervalSinceReferenceDate: 0)

  /// The frames of the scene whose root node object is `root`, at 390 × 600.
  func frames(_ root: String) throws -> [String] {
    let tree = try Scene.read(#"{"root": \#(root)}"#).makeTree()
    return framesAndDepths(try LayoutEngine().layout(tree, proposal: ProposedViewSize(width: 390, height: 600)))
  }

  /// Expects the node object `open` (written without its closing brace) to lay out differently with `modifier` than
  /// without it, so that a scene entry that dropped the modifier's value would fail the twin tests.
  func expectChanged(_ open: String, by modifier: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let plain = try frames(open + "}")
    #expect(plain != (try frames(open + #", "modifiers": [\#(modifier)]}"#)), sourceLocation: sourceLocation)
  }

  /// Expects a `VStack` of `child` with the style modifier `modifier` of each name in `styles` to lay out as
  /// `VStack { swift }` with the Swift style it is paired with: the style reaches the control below.
  func expectStyles(
    _ modifier: String, on child: String, _ swift: Node, _ styles: [(String, (Node) -> Node)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for (name, style) in styles {
      try expectSceneMatchesSwift(
        #"{"type": "VStack", "children": [\#(child)], "modifiers": [{"type": "\#(modifier)", "style": "\#(name)"}]}"#,
        style(VStack { swift }.node), sourceLocation: sourceLocation)
    }
  }

  @Test func labelsInEveryForm() throws {
    try expectSceneMatchesSwift(
      #"{"type": "Label", "title": "Favourites", "systemImage": "star.fill"}"#,
      Label("Favourites", systemImage: "star.fill").node)
    try expectSceneMatchesSwift(
      #"{"type": "Label", "title": "Photo", "image": "photo"}"#, Label("Photo", image: "photo").node)
    try expectSceneMatchesSwift(
      #"{"type": "Label", "children": [{"type": "Text", "text": "Inbox"}, {"type": "Box", "width": 20, "height": 30}]}"#,
      Label {
        Text("Inbox")
      } icon: {
        Box(width: 20, height: 30)
      }.node)
  }

  @Test func labelStylesReachTheLabelsBelowAndTheInnermostWins() throws {
    let label = #"{"type": "Label", "title": "Favourites", "systemImage": "star.fill""#
    for (name, style) in [
      ("titleOnly", { (node: Node) in node.labelStyle(.titleOnly) }),
      ("iconOnly", { $0.labelStyle(.iconOnly) }), ("titleAndIcon", { $0.labelStyle(.titleAndIcon) }),
      ("automatic", { $0.labelStyle(.automatic) }),
    ] as [(String, (Node) -> Node)] {
      try expectSceneMatchesSwift(
        #"\#(label), "modifiers": [{"type": "labelStyle", "style": "\#(name)"}]}"#,
        style(Label("Favourites", systemImage: "star.fill").node))
    }
    // On a container, with a label of its own style inside.
    try expectSceneMatchesSwift(
      #"""
      {"type": "VStack", "children": [\#(label)},
        \#(label), "modifiers": [{"type": "labelStyle", "style": "iconOnly"}]}],
       "modifiers": [{"type": "labelStyle", "style": "titleOnly"}]}
      """#,
      VStack {
        Label("Favourites", systemImage: "star.fill")
        Label("Favourites", systemImage: "star.fill").labelStyle(.iconOnly)
      }.labelStyle(.titleOnly).node)
    try expectChanged(label, by: #"{"type": "labelStyle", "style": "titleOnly"}"#)
  }

  @Test func datePickersInEveryStyleAndComponents() throws {
    try expectSceneMatchesSwift(
      #"{"type": "DatePicker", "title": "Start"}"#, DatePicker("Start", selection: .constant(Self.date)).node)
    try expectSceneMatchesSwift(
      #"{"type": "DatePicker", "title": "Start", "displayedComponents": "date"}"#,
      DatePicker("Start", selection: .constant(Self.date), displayedComponents: .date).node)
    try expectSceneMatchesSwift(
      #"{"type": "DatePicker", "displayedComponents": ["hourAndMinute"], "children": [{"type": "Text", "text": "At"}]}"#,
      DatePicker(selection: .constant(Self.date), displayedComponents: [.hourAndMinute]) { Text("At") }.node)
    try expectStyles(
      "datePickerStyle",
      on: #"{"type": "DatePicker", "title": "Alarm", "displayedComponents": ["date", "hourAndMinute"]}"#,
      DatePicker("Alarm", selection: .constant(Self.date)).node,
      [
        ("wheel", { $0.datePickerStyle(.wheel) }), ("graphical", { $0.datePickerStyle(.graphical) }),
        ("compact", { $0.datePickerStyle(.compact) }), ("automatic", { $0.datePickerStyle(.automatic) }),
      ])
    #expect(
      try frames(#"{"type": "DatePicker", "title": "A"}"#)
        != frames(#"{"type": "DatePicker", "title": "A", "displayedComponents": "date"}"#))
    try expectChanged(#"{"type": "DatePicker", "title": "A""#, by: #"{"type": "datePickerStyle", "style": "wheel"}"#)
  }

  @Test func gaugesWithTheirLabelsAndStyles() throws {
    try expectSceneMatchesSwift(
      #"{"type": "Gauge", "title": "Battery", "value": 40, "in": [0, 100]}"#,
      Gauge(value: 40.0, in: 0...100) { Text("Battery") }.node)
    try expectSceneMatchesSwift(
      #"{"type": "Gauge", "title": "Speed", "value": 0.4, "currentValueLabel": "40"}"#,
      Gauge(value: 0.4) {
        Text("Speed")
      } currentValueLabel: {
        Text("40")
      }.node)
    try expectSceneMatchesSwift(
      #"{"type": "Gauge", "value": 3, "in": [0, 10], "minimumValueLabel": "0", "maximumValueLabel": "10", "children": [{"type": "Text", "text": "Level"}]}"#,
      Gauge(value: 3.0, in: 0...10) {
        Text("Level")
      } currentValueLabel: {
        EmptyView()
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("10")
      }.node)
    try expectStyles(
      "gaugeStyle", on: #"{"type": "Gauge", "title": "Speed", "value": 0.4}"#, Gauge(value: 0.4) { Text("Speed") }.node,
      [
        ("accessoryCircular", { $0.gaugeStyle(.accessoryCircular) }),
        ("accessoryCircularCapacity", { $0.gaugeStyle(.accessoryCircularCapacity) }),
        ("linearCapacity", { $0.gaugeStyle(.linearCapacity) }),
        ("accessoryLinear", { $0.gaugeStyle(.accessoryLinear) }),
        ("accessoryLinearCapacity", { $0.gaugeStyle(.accessoryLinearCapacity) }),
        ("automatic", { $0.gaugeStyle(.automatic) }),
      ])
    try expectChanged(#"{"type": "Gauge", "title": "A""#, by: #"{"type": "gaugeStyle", "style": "accessoryCircular"}"#)
  }

  @Test func colorPickersAndControlGroups() throws {
    try expectSceneMatchesSwift(
      #"{"type": "ColorPicker", "title": "Tint"}"#, ColorPicker("Tint", selection: .constant(Color.red)).node)
    try expectSceneMatchesSwift(
      #"{"type": "ColorPicker", "supportsOpacity": false, "children": [{"type": "Box", "width": 40, "height": 40}]}"#,
      ColorPicker(selection: .constant(Color.red), supportsOpacity: false) { Box(width: 40, height: 40) }.node)
    try expectSceneMatchesSwift(
      #"{"type": "ControlGroup", "children": [{"type": "Text", "text": "Undo"}, {"type": "Text", "text": "Redo"}]}"#,
      ControlGroup {
        Text("Undo")
        Text("Redo")
      }.node)
    try expectSceneMatchesSwift(
      #"{"type": "ControlGroup", "children": [{"type": "Box", "width": 30, "height": 20}]}"#,
      ControlGroup { Box(width: 30, height: 20) }.node)
  }

  @Test func lazyStacksTakeTheirAlignmentSpacingAndPinnedViews() throws {
    let boxes = #"[{"type": "Box", "width": 50, "height": 20}, {"type": "Box", "width": 80, "height": 10}]"#
    try expectSceneMatchesSwift(
      #"{"type": "LazyVStack", "children": \#(boxes)}"#,
      LazyVStack {
        Box(width: 50, height: 20)
        Box(width: 80, height: 10)
      }.node)
    try expectSceneMatchesSwift(
      #"{"type": "LazyVStack", "alignment": "leading", "spacing": 0, "pinnedViews": ["sectionHeaders"], "children": \#(boxes)}"#,
      LazyVStack(alignment: .leading, spacing: 0, pinnedViews: .sectionHeaders) {
        Box(width: 50, height: 20)
        Box(width: 80, height: 10)
      }.node)
    try expectSceneMatchesSwift(
      #"{"type": "LazyHStack", "alignment": "top", "spacing": 12, "children": \#(boxes)}"#,
      LazyHStack(alignment: .top, spacing: 12) {
        Box(width: 50, height: 20)
        Box(width: 80, height: 10)
      }.node)
    #expect(
      try frames(#"{"type": "LazyVStack", "children": \#(boxes)}"#)
        != frames(#"{"type": "LazyVStack", "alignment": "trailing", "children": \#(boxes)}"#))
    #expect(
      try frames(#"{"type": "LazyHStack", "children": \#(boxes)}"#)
        != frames(#"{"type": "LazyHStack", "spacing": 30, "children": \#(boxes)}"#))
  }

  @Test func unevenRoundedRectanglesRecordTheirFourRadii() throws {
    let rect = CGRect(x: 0, y: 0, width: 80, height: 40)
    func outline(_ root: String) throws -> Path? {
      try Scene.read(#"{"root": \#(root)}"#).makeTree().style?.shape?.path(in: rect)
    }
    let root =
      #"{"type": "UnevenRoundedRectangle", "topLeadingRadius": 12, "bottomLeadingRadius": 2, "bottomTrailingRadius": 6, "topTrailingRadius": 4, "style": "circular"}"#
    let swift = UnevenRoundedRectangle(
      topLeadingRadius: 12, bottomLeadingRadius: 2, bottomTrailingRadius: 6, topTrailingRadius: 4, style: .circular)
    try expectSceneMatchesSwift(root, swift.node)
    #expect(try outline(root) == swift.path(in: rect))
    let corners = #"{"type": "UnevenRoundedRectangle", "cornerRadii": {"topLeading": 12, "bottomTrailing": 12}}"#
    let fromRadii = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 12, bottomTrailing: 12))
    try expectSceneMatchesSwift(corners, fromRadii.node)
    #expect(try outline(corners) == fromRadii.path(in: rect))
    #expect(try outline(corners) != outline(root))
    #expect(try outline(#"{"type": "UnevenRoundedRectangle"}"#) == UnevenRoundedRectangle().path(in: rect))
  }

  @Test func fontWeightOnTextsAndContainers() throws {
    let text = #"{"type": "Text", "text": "Weights of a wrapping line of text""#
    try expectSceneMatchesSwift(
      #"\#(text), "modifiers": [{"type": "fontWeight", "weight": "heavy"}]}"#,
      Text("Weights of a wrapping line of text").node.fontWeight(.heavy))
    try expectSceneMatchesSwift(
      #"""
      {"type": "VStack", "children": [\#(text)}, \#(text), "modifiers": [{"type": "fontWeight", "weight": null}]}],
       "modifiers": [{"type": "fontWeight", "weight": "bold"}, {"type": "font", "size": 20}]}
      """#,
      VStack {
        Text("Weights of a wrapping line of text")
        Text("Weights of a wrapping line of text").fontWeight(nil)
      }.fontWeight(.bold).font(.system(size: 20)).node)
    #expect(
      try frames(#"\#(text), "modifiers": [{"type": "fontWeight", "weight": "black"}]}"#)
        != frames(#"\#(text), "modifiers": [{"type": "fontWeight", "weight": "ultraLight"}]}"#))
  }

  @Test func badInputsAreTypedErrorsAtTheirPaths() {
    expectSceneError(
      #"{"type": "Label", "systemImage": "star"}"#, at: "root", .missingAlternatives(["title", "children"]))
    expectSceneError(#"{"type": "Label", "title": "A"}"#, at: "root", .missingAlternatives(["systemImage", "image"]))
    expectSceneError(
      #"{"type": "Label", "title": "A", "systemImage": "star", "image": "photo"}"#, at: "root.image",
      .conflictingParameters(["systemImage", "image"], detail: "give one icon: a systemImage or an image"))
    expectSceneError(
      #"{"type": "Label", "title": "A", "children": [{"type": "Text", "text": "B"}, {"type": "Text", "text": "C"}]}"#,
      at: "root.title",
      .conflictingParameters(
        ["title", "children"], detail: "give a title and an icon, or the title and the icon as two children"))
    expectSceneError(
      #"{"type": "Label", "children": [{"type": "Text", "text": "B"}]}"#, at: "root.children",
      .wrongChildCount(expected: 2, got: 1))
    expectSceneError(
      #"{"type": "Label", "title": "A", "systemImage": "star", "modifiers": [{"type": "labelStyle", "style": "big"}]}"#,
      at: "root.modifiers[0].style",
      .invalidChoice(got: "big", options: ["automatic", "iconOnly", "titleAndIcon", "titleOnly"]))
    expectSceneError(
      #"{"type": "DatePicker", "title": "A", "displayedComponents": ["date", "seconds"]}"#,
      at: "root.displayedComponents[1]", .invalidChoice(got: "seconds", options: ["date", "hourAndMinute"]))
    expectSceneError(
      #"{"type": "DatePicker", "title": "A", "displayedComponents": 3}"#, at: "root.displayedComponents",
      .wrongKind(expected: #"one of "date", "hourAndMinute""#, got: "3"))
    expectSceneError(#"{"type": "DatePicker"}"#, at: "root", .missingAlternatives(["title", "children"]))
    expectSceneError(
      #"{"type": "VStack", "modifiers": [{"type": "datePickerStyle", "style": "calendar"}]}"#,
      at: "root.modifiers[0].style",
      .invalidChoice(got: "calendar", options: ["automatic", "compact", "graphical", "wheel"]))
    expectSceneError(
      #"{"type": "Gauge", "title": "A", "in": [1, 0]}"#, at: "root.in",
      .custom("the lower bound 1.0 is above the upper bound 0.0"))
    expectSceneError(
      #"{"type": "Gauge", "title": "A", "value": "full"}"#, at: "root.value",
      .wrongKind(expected: "a number", got: "\"full\""))
    expectSceneError(
      #"{"type": "VStack", "modifiers": [{"type": "gaugeStyle"}]}"#, at: "root.modifiers[0].style",
      .missingField("style", owner: "gaugeStyle"))
    expectSceneError(
      #"{"type": "ColorPicker", "title": "A", "supportsOpacity": 1}"#, at: "root.supportsOpacity",
      .wrongKind(expected: "a boolean", got: "1"))
    expectSceneError(
      #"{"type": "LazyVStack", "alignment": "top"}"#, at: "root.alignment",
      .invalidChoice(got: "top", options: ["center", "leading", "trailing"]))
    expectSceneError(
      #"{"type": "LazyHStack", "pinnedViews": ["sectionHeaders", "rows"]}"#, at: "root.pinnedViews[1]",
      .invalidChoice(got: "rows", options: ["sectionFooters", "sectionHeaders"]))
    expectSceneError(
      #"{"type": "LazyVGrid", "columns": [{"type": "fixed", "size": 10}], "pinnedViews": ["headers"]}"#,
      at: "root.pinnedViews[0]", .invalidChoice(got: "headers", options: ["sectionFooters", "sectionHeaders"]))
    expectSceneError(
      #"{"type": "UnevenRoundedRectangle", "topLeadingRadius": -2}"#, at: "root.topLeadingRadius",
      .outOfRange(value: -2, bound: .nonNegative))
    expectSceneError(
      #"{"type": "UnevenRoundedRectangle", "cornerRadii": {"topLeading": 4, "left": 2}}"#, at: "root.cornerRadii.left",
      .unknownField(
        "left", owner: "corner radii", known: ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"]))
    expectSceneError(
      #"{"type": "UnevenRoundedRectangle", "cornerRadii": {"topTrailing": "NaN"}}"#, at: "root.cornerRadii.topTrailing",
      .wrongKind(expected: "a number", got: "\"NaN\""))
    expectSceneError(
      #"{"type": "UnevenRoundedRectangle", "cornerRadii": {}, "bottomLeadingRadius": 3}"#,
      at: "root.bottomLeadingRadius",
      .conflictingParameters(["cornerRadii", "bottomLeadingRadius"], detail: "give cornerRadii or the corners' radii"))
    expectSceneError(
      #"{"type": "Text", "text": "A", "modifiers": [{"type": "fontWeight", "weight": "extraBold"}]}"#,
      at: "root.modifiers[0].weight",
      .invalidChoice(
        got: "extraBold",
        options: ["black", "bold", "heavy", "light", "medium", "regular", "semibold", "thin", "ultraLight"]))
  }
}

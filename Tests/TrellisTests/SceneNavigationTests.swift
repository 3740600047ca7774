import Testing
import Trellis

/// Navigation, lists, tabs and safe areas in scenes, and a scene's `device`: each lays out as the Swift API's form of
/// the same view, at two proposals, and each bad input is a typed error at its JSON path.
@Suite struct SceneNavigationTests {
  let title = #"{"type": "Text", "text": "Inbox", "modifiers": [{"type": "navigationTitle", "title": "Inbox"}]}"#

  @Test func navigationContainersReadTheTitleForTheBar() throws {
    try expectSceneMatchesSwift(
      #"{"type": "NavigationStack", "children": [\#(title)]}"#,
      NavigationStack { Text("Inbox").navigationTitle("Inbox") }.node)
    try expectSceneMatchesSwift(
      #"""
      {"type": "NavigationView", "children": [{"type": "Text", "text": "Inbox", "modifiers": [
        {"type": "navigationTitle", "title": "Inbox"}, {"type": "navigationBarTitleDisplayMode", "displayMode": "inline"}]}]}
      """#,
      NavigationView { Text("Inbox").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) }.node)
    try expectSceneMatchesSwift(
      #"""
      {"type": "NavigationSplitView", "children": [{"type": "Text", "text": "A", "modifiers": [
        {"type": "navigationBarTitle", "title": "A", "displayMode": "large"}]}, {"type": "Text", "text": "B"}]}
      """#,
      NavigationSplitView {
        Text("A").navigationBarTitle("A", displayMode: .large)
        Text("B")
      } detail: {
        Text("Detail")
      }.node)
    try expectSceneMatchesSwift(
      #"""
      {"type": "NavigationStack", "children": [{"type": "Text", "text": "A", "modifiers": [
        {"type": "navigationTitle", "title": "A"}, {"type": "navigationBarHidden", "hidden": true}]}]}
      """#,
      NavigationStack { Text("A").navigationTitle("A").navigationBarHidden(true) }.node)
    // A large title: the content is proposed the height below the 96-point bar.
    let result = try Scene.read(
      #"{"proposal": {"width": 393, "height": 700}, "root": {"type": "NavigationStack", "children": [\#(title)]}}"#
    ).layout()
    #expect(result.entries.count == 2 && result.entries[1].frame.midY == 96 + (700 - 96) / 2)
  }

  @Test func listsSectionsAndForms() throws {
    try expectSceneMatchesSwift(
      #"""
      {"type": "List", "modifiers": [{"type": "listStyle", "style": "plain"}], "children": [
        {"type": "Text", "text": "A"},
        {"type": "Text", "text": "B", "modifiers": [{"type": "listRowInsets", "insets": {"leading": 40}}]}]}
      """#,
      List {
        Text("A")
        Text("B").listRowInsets(EdgeInsets(leading: 40))
      }.listStyle(.plain))
    try expectSceneMatchesSwift(
      #"""
      {"type": "List", "children": [
        {"type": "Section", "header": "Fruit", "footer": "Fresh", "children": [
          {"type": "Text", "text": "Apple"}, {"type": "Text", "text": "Pear"}]},
        {"type": "Section", "header": "Nuts", "children": [{"type": "Text", "text": "Almond"}]},
        {"type": "Section", "footer": "End", "children": [{"type": "Text", "text": "Z"}]}]}
      """#,
      List {
        Section {
          Text("Apple")
          Text("Pear")
        } header: {
          Text("Fruit")
        } footer: {
          Text("Fresh")
        }
        Section("Nuts") { Text("Almond") }
        Section {
          Text("Z")
        } footer: {
          Text("End")
        }
      }.node)
    try expectSceneMatchesSwift(
      #"""
      {"type": "Form", "modifiers": [{"type": "listStyle", "style": "plain"}], "children": [
        {"type": "Section", "children": [{"type": "Toggle", "title": "Wi-Fi"}]}]}
      """#,
      Form { Section { Toggle("Wi-Fi", isOn: .constant(true)) } }.listStyle(.plain))
    // A section outside a list is a column.
    try expectSceneMatchesSwift(
      #"{"type": "Section", "header": "H", "children": [{"type": "Box", "width": 10, "height": 10}]}"#,
      Section("H") { Box(width: 10, height: 10) }.node)
  }

  @Test func tabViewsLayOutTheSelectedTab() throws {
    try expectSceneMatchesSwift(
      #"""
      {"type": "TabView", "selection": 1, "children": [
        {"type": "Box", "width": 10, "height": 10, "modifiers": [{"type": "tabItem", "title": "One"}]},
        {"type": "Box", "width": 20, "height": 30, "modifiers": [{"type": "tabItem", "title": "Two"}]}]}
      """#,
      TabView(selection: .constant(1)) {
        Box(width: 10, height: 10).tabItem { Text("One") }.tag(0)
        Box(width: 20, height: 30).tabItem { Text("Two") }.tag(1)
      }.node)
    try expectSceneMatchesSwift(
      #"""
      {"type": "TabView", "modifiers": [{"type": "tabViewStyle", "style": "page"}], "children": [
        {"type": "Rectangle"}, {"type": "Circle"}]}
      """#,
      TabView {
        Rectangle()
        Circle()
      }.tabViewStyle(.page))
  }

  @Test func safeAreaInsets() throws {
    for (edge, alignment) in [("top", "leading"), ("bottom", "trailing"), ("leading", "top"), ("trailing", "bottom")] {
      let root = #"""
        {"type": "Rectangle", "modifiers": [{"type": "safeAreaInset", "edge": "\#(edge)", "alignment": "\#(alignment)",
          "spacing": 4, "content": {"type": "Box", "width": 30, "height": 20}}]}
        """#
      let inset = { Box(width: 30, height: 20) }
      let swift =
        switch edge {
        case "top": Rectangle().safeAreaInset(edge: .top, alignment: .leading, spacing: 4, content: inset)
        case "bottom": Rectangle().safeAreaInset(edge: .bottom, alignment: .trailing, spacing: 4, content: inset)
        case "leading": Rectangle().safeAreaInset(edge: .leading, alignment: .top, spacing: 4, content: inset)
        default: Rectangle().safeAreaInset(edge: .trailing, alignment: .bottom, spacing: 4, content: inset)
        }
      try expectSceneMatchesSwift(root, swift)
    }
  }

  @Test func aSceneDeviceIsItsScreen() throws {
    let color = #"{"type": "Color", "color": "blue", "modifiers": [{"type": "ignoresSafeArea"}]}"#
    try expectSceneMatchesSwift(
      color, device: #""iPhone 15""#, DeviceScreen(.iPhone15) { Color.blue.ignoresSafeArea() }.node)
    try expectSceneMatchesSwift(
      #"{"type": "Color", "color": "red", "modifiers": [{"type": "edgesIgnoringSafeArea", "edges": "bottom"}]}"#,
      device: #"{"name": "iPhone 11", "orientation": "landscapeLeft"}"#,
      DeviceScreen(.iPhone11.landscape) { Color.red.edgesIgnoringSafeArea(.bottom) }.node)
    // A navigation stack and a list read the device: an iPad's bar and margins.
    try expectSceneMatchesSwift(
      #"{"type": "NavigationStack", "children": [{"type": "List", "children": [\#(title)]}]}"#,
      device: #""iPad Pro (11-inch)""#,
      DeviceScreen(.iPadPro11) { NavigationStack { List { Text("Inbox").navigationTitle("Inbox") } } }.node)
    // The screen is the device's size whatever the proposal; the colour fills it, past the safe area.
    let result = try Scene.read(#"{"device": "iPhone 15", "root": \#(color)}"#).layout()
    #expect(result.size == Size(width: 393, height: 852))
    #expect(result.entries.last?.frame == Rect(x: 0, y: 0, width: 393, height: 852))
    // Written after the root, the device is the same.
    let after = try Scene.readTree(#"{"root": \#(color), "device": "iPhone 15"}"#)
    #expect(framesAndDepths(try LayoutEngine().layout(after.root, proposal: .unspecified)) == framesAndDepths(result))
    // A scene writes its device back.
    let scene = try Scene.read(
      #"{"device": {"name": "iPhone 15", "orientation": "landscapeRight"}, "root": {"type": "Rectangle"}}"#)
    #expect(try Scene.read(scene.jsonString()) == scene)
    #expect(scene.device == Device.iPhone15.rotated(to: .landscapeRight))
  }

  @Test func theCLILaysOutTheNewTypes() throws {
    // Scenes.md's example: the toggle's row below the large title's bar, in the iPhone 15's safe area, inset by the
    // inset-grouped card's 16-point margin and the row's 16: x 32, width 393 − 64 = 329.
    let example = #"""
      {"device": "iPhone 15", "root": {"type": "NavigationStack", "children": [
        {"type": "List", "children": [
          {"type": "Section", "header": "Network", "children": [
            {"type": "Toggle", "id": "wifi", "title": "Wi-Fi", "isOn": true},
            {"type": "Picker", "title": "Band", "options": ["2.4 GHz", "5 GHz"], "selection": 1, "pickerStyle": "segmented"}]}],
         "modifiers": [{"type": "navigationTitle", "title": "Settings"}]}]}}
      """#
    let output = try runTrellis(["layout", "-", "--entries"], input: example)
    #expect(output.status == 0, "\(output.stderr)")
    // The navigation stack is the safe area: 852 − 59 − 34 = 759 high from y 59.
    #expect(output.stdout.contains(#""frame": {"x": 0, "y": 59, "width": 393, "height": 759}"#))
    #expect(output.stdout.contains(#""size": {"width": 393, "height": 852}"#))
    #expect(output.stdout.contains(#""wifi": {"x": 32, "#) && output.stdout.contains(#""width": 329, "height": 31}"#))
    let bad = try runTrellis(
      ["layout", "-"], input: #"{"root": {"type": "Picker", "title": "A", "options": ["x", "y"], "selection": 2}}"#)
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("root.selection: selection 2 is not the index of one of the 2 options"))
  }

  @Test func scenesPageDrawingExampleShowsTheSelectedTab() throws {
    let example = #"""
      {"proposal": {"width": 300, "height": 500}, "root": {"type": "VStack", "children": [
        {"type": "Path", "commands": [{"type": "move", "x": 0, "y": 20}, {"type": "line", "x": 40, "y": 0},
                                      {"type": "line", "x": 40, "y": 40}, {"type": "close"}]},
        {"type": "Circle", "modifiers": [{"type": "trim", "from": 0, "to": 0.75},
                                         {"type": "strokeBorder", "color": "blue", "lineWidth": 4}]},
        {"type": "TabView", "selection": 1, "children": [
          {"type": "Text", "text": "Home", "modifiers": [{"type": "tabItem", "title": "Home"}]},
          {"type": "List", "children": [{"type": "Text", "text": "Row"}],
           "modifiers": [{"type": "tabItem", "title": "List"}]}]}]}}
      """#
    let result = try Scene.read(example).layout()
    // Only the selected tab, the list, is laid out under the tab view.
    #expect(result.entries.map(\.typeName) == ["VStack", "Path", "Circle", "TabView", "List", "Text"])
  }

  @Test func badInputsAreTypedErrorsAtTheirPaths() {
    let devices = ["iPad Pro (11-inch)", "iPhone 11", "iPhone 15", "iPhone 15 Pro Max", "iPhone SE (3rd generation)"]
    expectSceneError(
      #"{"type": "Rectangle"}"#, device: #""iPhone 3G""#, at: "device",
      .invalidChoice(got: "iPhone 3G", options: devices))
    expectSceneError(
      #"{"type": "Rectangle"}"#, device: #"{"orientation": "portrait"}"#, at: "device.name",
      .missingField("name", owner: "a device"))
    expectSceneError(
      #"{"type": "Rectangle"}"#, device: #"{"name": "iPhone 15", "tilt": 3}"#, at: "device.tilt",
      .unknownField("tilt", owner: "a device", known: ["name", "orientation"]))
    expectSceneError(
      #"{"type": "Rectangle"}"#, device: "7", at: "device",
      .wrongKind(expected: #"a device name or an object {"name": …, "orientation": …}"#, got: "7"))
    expectSceneError(
      #"{"type": "Text", "text": "A", "modifiers": [{"type": "navigationBarTitleDisplayMode", "displayMode": "huge"}]}"#,
      at: "root.modifiers[0].displayMode", .invalidChoice(got: "huge", options: ["automatic", "inline", "large"]))
    expectSceneError(
      #"{"type": "Text", "text": "A", "modifiers": [{"type": "navigationTitle"}]}"#, at: "root.modifiers[0].title",
      .missingField("title", owner: "navigationTitle"))
    expectSceneError(
      #"{"type": "List", "modifiers": [{"type": "listStyle", "style": "fancy"}]}"#,
      at: "root.modifiers[0].style",
      .invalidChoice(got: "fancy", options: ["automatic", "grouped", "inset", "insetGrouped", "plain", "sidebar"]))
    expectSceneError(
      #"{"type": "Text", "text": "A", "modifiers": [{"type": "listRowInsets", "insets": {"top": "x"}}]}"#,
      at: "root.modifiers[0].insets.top", .wrongKind(expected: "a number", got: "\"x\""))
    expectSceneError(
      #"{"type": "TabView", "selection": 1, "children": [{"type": "Rectangle"}]}"#, at: "root.selection",
      .custom("selection 1 is not the index of one of the 1 tabs"))
    expectSceneError(
      #"{"type": "TabView", "selection": -1}"#, at: "root.selection",
      .outOfRange(value: -1, bound: .integer(minimum: 0)))
    expectSceneError(
      #"{"type": "Rectangle", "modifiers": [{"type": "safeAreaInset", "edge": "top", "alignment": "bottom", "content": {"type": "Rectangle"}}]}"#,
      at: "root.modifiers[0].alignment",
      .conflictingParameters(["edge", "alignment"], detail: "a top edge takes leading, center or trailing"))
    expectSceneError(
      #"{"type": "Rectangle", "modifiers": [{"type": "safeAreaInset", "edge": "middle", "content": {"type": "Rectangle"}}]}"#,
      at: "root.modifiers[0].edge", .invalidChoice(got: "middle", options: ["top", "bottom", "leading", "trailing"]))
    expectSceneError(
      #"{"type": "Rectangle", "modifiers": [{"type": "safeAreaInset", "edge": "top", "content": {"type": "Box"}}]}"#,
      at: "root.modifiers[0].content.width", .missingField("width", owner: "Box"))
    expectSceneError(
      #"{"type": "Rectangle", "modifiers": [{"type": "ignoresSafeArea", "regions": "keys"}]}"#,
      at: "root.modifiers[0].regions", .invalidChoice(got: "keys", options: ["all", "container", "keyboard"]))
  }
}

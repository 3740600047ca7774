import Testing
import Trellis

/// The controls in scenes (`Toggle`, `Stepper`, `Slider`, `Picker`, `TextField`, `SecureField`, `TextEditor`,
/// `ProgressView`): each lays out as the Swift API's control built with constant bindings, at two proposals, and
/// each bad input is a typed error at its JSON path.
@Suite struct SceneControlsTests {
  @Test func toggleAndStepperAreRowsOfTheirLabelAndControl() throws {
    try expectSceneMatchesSwift(
      #"{"type": "Toggle", "title": "Wi-Fi", "isOn": true}"#, Toggle("Wi-Fi", isOn: .constant(true)).node)
    try expectSceneMatchesSwift(
      #"{"type": "Toggle", "children": [{"type": "Box", "width": 30, "height": 40}]}"#,
      Toggle(isOn: .constant(false)) { Box(width: 30, height: 40) }.node)
    try expectSceneMatchesSwift(
      #"{"type": "Stepper", "title": "Rows", "value": 3, "in": [2, 6]}"#,
      Stepper("Rows", value: .constant(3), in: 2...6).node)
    try expectSceneMatchesSwift(
      #"{"type": "Stepper", "step": 10, "children": [{"type": "Text", "text": "A"}, {"type": "Text", "text": "B"}]}"#,
      Stepper(value: .constant(0.0), step: 10) {
        Text("A")
        Text("B")
      }.node)
    // The switch is 51 × 31 at the trailing edge of the offered width.
    let result = try Scene.read(
      #"{"proposal": {"width": 300, "height": null}, "root": {"type": "Toggle", "title": "On", "id": "t"}}"#
    ).layout()
    #expect(result["t"]?.width == 300)
    #expect(result.entries.last?.frame == Rect(x: 249, y: 0, width: 51, height: 31))
  }

  @Test func slidersTakeTheWidthOffered() throws {
    try expectSceneMatchesSwift(#"{"type": "Slider", "value": 0.5}"#, Slider(value: .constant(0.5)).node)
    try expectSceneMatchesSwift(
      #"{"type": "Slider", "value": 20, "in": [10, 600], "step": 10}"#,
      Slider(value: .constant(20.0), in: 10...600, step: 10).node)
    try expectSceneMatchesSwift(
      #"{"type": "Slider", "in": [0, 10], "minimumValueLabel": "0", "maximumValueLabel": "10"}"#,
      Slider(value: .constant(0.0), in: 0...10, step: 1) {
        Text("Size")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("10")
      }.node)
  }

  @Test func pickersInEveryStyle() throws {
    func swift(_ style: (some PickerStyle)?) -> Node {
      let picker = Picker("Axis", selection: .constant(1)) {
        ForEach(0..<3, id: \.self) { k in Text(["Horizontal", "Vertical", "Both"][k]).tag(k) }
      }
      guard let style else { return picker.node }
      return picker.pickerStyle(style).node
    }
    let options = #""options": ["Horizontal", "Vertical", "Both"], "selection": 1"#
    try expectSceneMatchesSwift(#"{"type": "Picker", "title": "Axis", \#(options)}"#, swift(nil as MenuPickerStyle?))
    try expectSceneMatchesSwift(
      #"{"type": "Picker", "title": "Axis", \#(options), "pickerStyle": "segmented"}"#,
      swift(.segmented as SegmentedPickerStyle?))
    try expectSceneMatchesSwift(
      #"{"type": "Picker", "title": "Axis", \#(options), "pickerStyle": "wheel"}"#, swift(.wheel as WheelPickerStyle?))
    try expectSceneMatchesSwift(
      #"{"type": "Picker", "title": "Axis", \#(options), "pickerStyle": "inline"}"#,
      swift(.inline as InlinePickerStyle?))
    // Options as children: any views.
    try expectSceneMatchesSwift(
      #"""
      {"type": "Picker", "title": "Size", "pickerStyle": "segmented", "children": [
        {"type": "Box", "width": 20, "height": 10}, {"type": "Box", "width": 30, "height": 12}]}
      """#,
      Picker("Size", selection: .constant(0)) {
        Box(width: 20, height: 10).tag(0)
        Box(width: 30, height: 12).tag(1)
      }.pickerStyle(.segmented).node)
  }

  @Test func textInputs() throws {
    try expectSceneMatchesSwift(
      #"{"type": "TextField", "title": "Name"}"#, TextField("Name", text: .constant("")).node)
    try expectSceneMatchesSwift(
      #"{"type": "TextField", "title": "Search", "text": "Swift layout", "prompt": "Title or author"}"#,
      TextField("Search", text: .constant("Swift layout"), prompt: Text("Title or author")).node)
    try expectSceneMatchesSwift(
      #"{"type": "SecureField", "title": "Password", "text": "hunter2"}"#,
      SecureField("Password", text: .constant("hunter2")).node)
    try expectSceneMatchesSwift(
      #"{"type": "TextEditor", "text": "Notes that wrap over a few lines of the editor"}"#,
      TextEditor(text: .constant("Notes that wrap over a few lines of the editor")).node)
  }

  @Test func progressViews() throws {
    try expectSceneMatchesSwift(#"{"type": "ProgressView"}"#, ProgressView().node)
    try expectSceneMatchesSwift(
      #"{"type": "ProgressView", "title": "Downloading", "value": 40, "total": 100}"#,
      ProgressView("Downloading", value: 40.0, total: 100).node)
    try expectSceneMatchesSwift(
      #"{"type": "ProgressView", "progressViewStyle": "circular", "controlSize": "large", "value": 0.5}"#,
      ProgressView(value: 0.5).progressViewStyle(.circular).controlSize(.large).node)
    try expectSceneMatchesSwift(
      #"{"type": "ProgressView", "progressViewStyle": "linear", "children": [{"type": "Text", "text": "Wait"}]}"#,
      ProgressView { Text("Wait") }.progressViewStyle(.linear).node)
  }

  @Test func badInputsAreTypedErrorsAtTheirPaths() {
    expectSceneError(#"{"type": "Toggle"}"#, at: "root", .missingAlternatives(["title", "children"]))
    expectSceneError(
      #"{"type": "Toggle", "title": "A", "children": [{"type": "Text", "text": "B"}]}"#, at: "root",
      .conflictingParameters(["title", "children"], detail: "give a title or label children, not both"))
    expectSceneError(
      #"{"type": "Toggle", "title": "A", "isOn": "yes"}"#, at: "root.isOn",
      .wrongKind(expected: "a boolean", got: "\"yes\""))
    expectSceneError(
      #"{"type": "Stepper", "title": "A", "in": [6, 2]}"#, at: "root.in",
      .custom("the lower bound 6.0 is above the upper bound 2.0"))
    expectSceneError(
      #"{"type": "Slider", "in": [0, "ten"]}"#, at: "root.in[1]", .wrongKind(expected: "a number", got: "\"ten\""))
    expectSceneError(
      #"{"type": "Slider", "in": 5}"#, at: "root.in",
      .wrongKind(expected: "an array of two numbers [lower, upper]", got: "5"))
    expectSceneError(
      #"{"type": "Picker", "title": "A", "options": ["x", "y"], "selection": 2}"#, at: "root.selection",
      .custom("selection 2 is not the index of one of the 2 options"))
    expectSceneError(
      #"{"type": "Picker", "title": "A", "options": ["x"], "children": [{"type": "Text", "text": "y"}]}"#,
      at: "root", .conflictingParameters(["options", "children"], detail: "give options or children"))
    expectSceneError(
      #"{"type": "Picker", "title": "A", "pickerStyle": "radio"}"#, at: "root.pickerStyle",
      .invalidChoice(got: "radio", options: ["automatic", "inline", "menu", "segmented", "wheel"]))
    expectSceneError(#"{"type": "TextField"}"#, at: "root.title", .missingField("title", owner: "TextField"))
    expectSceneError(
      #"{"type": "ProgressView", "total": 0}"#, at: "root.total", .outOfRange(value: 0, bound: .positive))
    expectSceneError(
      #"{"type": "ProgressView", "controlSize": "huge"}"#, at: "root.controlSize",
      .invalidChoice(got: "huge", options: ["extraLarge", "large", "mini", "regular", "small"]))
  }
}

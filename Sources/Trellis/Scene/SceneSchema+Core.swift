extension SceneSchema {
  /// Every node and modifier type Trellis ships.
  public static let standard: SceneSchema = {
    var schema = SceneSchema()
    schema.registerCore()
    schema.registerCoreModifiers()
    schema.registerTextModifiers()
    schema.registerFrameUpLayouts()
    schema.registerFrameUpViews()
    schema.registerFrameUpNames()
    schema.registerReaders()
    schema.registerOverlays()
    schema.registerConstraints()
    schema.registerGrids()
    schema.registerLayoutDirection()
    schema.registerDynamicTypeSize()
    schema.registerLeaves()
    schema.registerControls()
    schema.registerNavigation()
    schema.registerDrawing()
    return schema
  }()

  static let horizontalNames: [String: HorizontalAlignment] = [
    "leading": .leading, "center": .center, "trailing": .trailing,
  ]
  static let verticalNames: [String: VerticalAlignment] = ["top": .top, "center": .center, "bottom": .bottom]
  /// An HStack's alignments: the vertical guides and the text baselines.
  static let baselineNames: [String: VerticalAlignment] = verticalNames.merging([
    "firstTextBaseline": .firstTextBaseline, "lastTextBaseline": .lastTextBaseline,
  ]) { a, _ in a }

  /// Registers SwiftUI's leaves, stacks and ViewThatFits. Absent parameters keep the Swift API's defaults: each
  /// builder starts from the Swift value made without them and replaces only what the scene gives.
  mutating func registerCore() {
    register(
      SceneNodeType(
        name: "Box", parameters: [.init("width", .length, required: true), .init("height", .length, required: true)]
      ) { args, _ throws(SceneError) in
        Box(width: try args.required("width", .length), height: try args.required("height", .length)).node
      })
    for name in ["Rectangle", "Rect"] {
      register(SceneNodeType(name: name) { _, _ in Rectangle().node })
    }
    register(
      SceneNodeType(name: "Spacer", parameters: [.init("minLength", .length)]) { args, _ throws(SceneError) in
        Spacer(minLength: try args.value("minLength", .length)).node
      })
    register(
      SceneNodeType(
        name: "Text",
        parameters: [
          .init("text", .string), .init("markdown", .bool), .init("runs", .any),
          .init("characterWidth", .positiveLength), .init("lineHeight", .positiveLength),
        ]
      ) { args, _ throws(SceneError) in
        let characterWidth = try args.value("characterWidth", .positiveLength)
        let lineHeight = try args.value("lineHeight", .positiveLength)
        let text: Text
        if let runs = args["runs"] {
          if args["text"] != nil {
            throw SceneError(
              path: "\(args.path).text", reason: .custom("a Text takes \"text\" or \"runs\", not both"))
          }
          text = Text(runs: try Self.textRuns(runs, path: "\(args.path).runs"))
        } else {
          guard let string = try args.value("text", .string) else {
            throw SceneError(path: "\(args.path).text", reason: .missingField("text", owner: "Text"))
          }
          // As in SwiftUI, a string is taken as it is; `"markdown": true` parses it as a string literal is.
          text = try args.value("markdown", .bool) == true ? Text(LocalizedStringKey(string)) : Text(verbatim: string)
        }
        if characterWidth == nil && lineHeight == nil { return text.node }
        let standard = MonospacedTextMeasurer.standard
        let measurer = MonospacedTextMeasurer(
          characterWidth: characterWidth ?? standard.characterWidth, lineHeight: lineHeight ?? standard.lineHeight)
        return Text(runs: text.runs, measurer: measurer).node
      })
    registerStacks()
    registerLazyStacks()
  }

  private mutating func registerStacks() {
    for (name, stack) in Self.stacks {
      register(
        SceneNodeType(name: name, parameters: stack.parameters, acceptsChildren: true) {
          args, children throws(SceneError) in
          try stack.node(args, name, children)
        })
    }
    register(
      SceneNodeType(name: "ViewThatFits", parameters: [.init("in", .axes)], acceptsChildren: true) {
        args, children throws(SceneError) in
        var layout = ViewThatFitsLayout()
        try args.read("in", .axes, into: &layout.axes)
        return Node(layout: layout, typeName: "ViewThatFits", children: children)
      })
  }
}

extension SceneSchema {
  /// Every node and modifier type Trellis ships.
  public static let standard: SceneSchema = {
    var schema = SceneSchema()
    schema.registerCore()
    schema.registerFrameUpLayouts()
    schema.registerFrameUpViews()
    schema.registerReaders()
    schema.registerConstraints()
    return schema
  }()

  static let alignmentNames = Alignment.named.keys.sorted()
  static let horizontalNames: [String: HorizontalAlignment] = [
    "leading": .leading, "center": .center, "trailing": .trailing,
  ]
  static let verticalNames: [String: VerticalAlignment] = ["top": .top, "center": .center, "bottom": .bottom]

  /// Registers SwiftUI's leaves, stacks, ViewThatFits and modifiers.
  mutating func registerCore() {
    register(
      SceneNodeType(
        name: "Box", parameters: [.init("width", .length, required: true), .init("height", .length, required: true)]
      ) {
        args, _ in Box(width: args.number("width")!, height: args.number("height")!).node
      })
    for name in ["Rectangle", "Rect"] {
      register(SceneNodeType(name: name) { _, _ in Rectangle().node })
    }
    register(
      SceneNodeType(name: "Spacer", parameters: [.init("minLength", .length)]) { args, _ in
        Spacer(minLength: args.number("minLength")).node
      })
    register(
      SceneNodeType(
        name: "Text",
        parameters: [
          .init("text", .string, required: true), .init("characterWidth", .length), .init("lineHeight", .length),
        ]
      ) { args, _ in
        let measurer = MonospacedTextMeasurer(
          characterWidth: args.number("characterWidth") ?? 8, lineHeight: args.number("lineHeight") ?? 16)
        return Text(args.string("text")!, measurer: measurer).node
      })
    register(
      SceneNodeType(
        name: "HStack",
        parameters: [.init("alignment", .choice(Array(Self.verticalNames.keys).sorted())), .init("spacing", .number)],
        acceptsChildren: true
      ) { args, children in
        Node(
          layout: HStackLayout(
            alignment: Self.verticalNames[args.string("alignment") ?? "center"]!, spacing: args.number("spacing")),
          typeName: "HStack", children: children)
      })
    register(
      SceneNodeType(
        name: "VStack",
        parameters: [
          .init("alignment", .choice(Array(Self.horizontalNames.keys).sorted())), .init("spacing", .number),
        ],
        acceptsChildren: true
      ) { args, children in
        Node(
          layout: VStackLayout(
            alignment: Self.horizontalNames[args.string("alignment") ?? "center"]!, spacing: args.number("spacing")),
          typeName: "VStack", children: children)
      })
    register(
      SceneNodeType(
        name: "ZStack", parameters: [.init("alignment", .choice(Self.alignmentNames))], acceptsChildren: true
      ) {
        args, children in
        Node(
          layout: ZStackLayout(alignment: Alignment.named[args.string("alignment") ?? "center"]!), typeName: "ZStack",
          children: children)
      })
    register(
      SceneNodeType(name: "ViewThatFits", parameters: [.init("in", .axes)], acceptsChildren: true) { args, children in
        Node(layout: ViewThatFitsLayout(in: args.axes("in") ?? .both), typeName: "ViewThatFits", children: children)
      })

    // Modifiers.
    let frameParameters: [SceneParameter] =
      ["width", "height"].map { SceneParameter($0, .length) }
      + ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].map {
        SceneParameter($0, .lengthOrInfinity)
      } + [SceneParameter("alignment", .choice(Self.alignmentNames))]
    register(
      SceneModifierType(name: "frame", parameters: frameParameters) { args, node throws(SceneError) in
        let alignment = Alignment.named[args.string("alignment") ?? "center"]!
        let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].filter {
          args[$0] != nil
        }
        let fixed = ["width", "height"].filter { args[$0] != nil }
        if !flexible.isEmpty && !fixed.isEmpty {
          throw args.error(
            "mixes fixed (\(fixed.joined(separator: ", "))) and flexible (\(flexible.joined(separator: ", "))) dimensions; use two frame modifiers"
          )
        }
        if flexible.isEmpty {
          return node.frame(width: args.number("width"), height: args.number("height"), alignment: alignment)
        }
        return node.frame(
          minWidth: args.number("minWidth"), idealWidth: args.number("idealWidth"), maxWidth: args.number("maxWidth"),
          minHeight: args.number("minHeight"), idealHeight: args.number("idealHeight"),
          maxHeight: args.number("maxHeight"), alignment: alignment)
      })
    register(
      SceneModifierType(
        name: "padding", parameters: [.init("length", .number), .init("edges", .edges), .init("insets", .insets)]
      ) { args, node throws(SceneError) in
        if let insets = args.insets("insets") {
          if args["length"] != nil || args["edges"] != nil {
            throw args.error("give either insets, or edges and length", parameter: "insets")
          }
          return node.padding(insets)
        }
        return node.padding(args.edges("edges") ?? .all, args.number("length"))
      })
    register(
      SceneModifierType(name: "fixedSize", parameters: [.init("horizontal", .bool), .init("vertical", .bool)]) {
        args, node in
        node.fixedSize(horizontal: args.bool("horizontal") ?? true, vertical: args.bool("vertical") ?? true)
      })
    register(
      SceneModifierType(name: "offset", parameters: [.init("x", .number), .init("y", .number)]) { args, node in
        node.offset(x: args.number("x") ?? 0, y: args.number("y") ?? 0)
      })
    register(
      SceneModifierType(
        name: "aspectRatio", parameters: [.init("ratio", .length), .init("contentMode", .choice(["fit", "fill"]))]
      ) { args, node throws(SceneError) in
        if let ratio = args.number("ratio"), ratio <= 0 { throw args.error("must be positive", parameter: "ratio") }
        return node.aspectRatio(
          args.number("ratio"), contentMode: ContentMode(rawValue: args.string("contentMode") ?? "fit")!)
      })
    register(
      SceneModifierType(name: "layoutPriority", parameters: [.init("value", .number, required: true)]) { args, node in
        node.layoutPriority(args.number("value")!)
      })
    let guideNames = ["leading", "center", "trailing", "top", "bottom"]
    register(
      SceneModifierType(
        name: "alignmentGuide",
        parameters: [.init("guide", .choice(guideNames), required: true), .init("value", .number, required: true)]
      ) { args, node in
        let value = args.number("value")!
        switch args.string("guide")! {
        case "top": return node.alignmentGuide(VerticalAlignment.top) { _ in value }
        case "bottom": return node.alignmentGuide(VerticalAlignment.bottom) { _ in value }
        case "leading": return node.alignmentGuide(HorizontalAlignment.leading) { _ in value }
        case "trailing": return node.alignmentGuide(HorizontalAlignment.trailing) { _ in value }
        default: return node.alignmentGuide(HorizontalAlignment.center) { _ in value }
        }
      })
  }
}

extension SceneSchema {
  static let scaleModeNames: [String: ScaleMode] = ["up": .up, "down": .down, "both": .both]
  static let widgetSizeNames: [String: WidgetSize] = [
    "small": .small, "medium": .medium, "large": .large, "extraLarge": .extraLarge,
    "accessoryCircular": .accessoryCircular, "accessoryRectangular": .accessoryRectangular,
    "accessoryInline": .accessoryInline,
  ]
  static let widgetDeviceNames: [String: WidgetDevice] = ["iPhone": .iPhone, "iPad": .iPad]

  /// Registers FrameUp's frame tools, scroll view, tab bar, widget frame and `LayoutThatFits`.
  ///
  /// Readers (`WidthReader`, `HuggingGeometryReader`, …) build their content from a closure, so they have no scene
  /// form. Node types: `OverlappingImage`, `SmartScrollView`, `TabMenu`, `WidgetDemoFrame`, `LayoutThatFits`;
  /// modifiers: `relativePadding`, `scaledToFrame`, `scaledToFit`, `scaledToFill`.
  mutating func registerFrameUpViews() {
    registerFrameTools()
    registerFrameUpContainers()
    registerLayoutThatFits()
  }

  private mutating func registerFrameTools() {
    register(
      SceneModifierType(
        name: "relativePadding", parameters: [.init("edges", .edges), .init("factor", .number, required: true)]
      ) {
        args, node in node.relativePadding(args.edges("edges") ?? .all, args.number("factor")!)
      })
    let scaleMode = SceneParameter("scaleMode", .choice(["both", "down", "up"]))
    let dimensions = [SceneParameter("width", .length), SceneParameter("height", .length)]
    register(
      SceneModifierType(
        name: "scaledToFrame", parameters: dimensions + [.init("contentMode", .choice(["fit", "fill"])), scaleMode]
      ) { args, node throws(SceneError) in
        let (w, h) = try Self.dimensionsGiven(args)
        return node.scaledToFrame(
          width: w, height: h, contentMode: args.string("contentMode").flatMap(ContentMode.init(rawValue:)),
          scaleMode: Self.scaleModeNames[args.string("scaleMode") ?? "both"]!)
      })
    register(
      SceneModifierType(name: "scaledToFit", parameters: dimensions + [scaleMode]) { args, node throws(SceneError) in
        let (w, h) = try Self.dimensionsGiven(args)
        let mode = Self.scaleModeNames[args.string("scaleMode") ?? "both"]!
        switch (w, h) {
        case (let w?, let h?): return node.scaledToFit(width: w, height: h, scaleMode: mode)
        case (let w?, nil): return node.scaledToFit(width: w, scaleMode: mode)
        default: return node.scaledToFit(height: h!, scaleMode: mode)
        }
      })
    register(
      SceneModifierType(name: "scaledToFill", parameters: dimensions + [scaleMode]) { args, node throws(SceneError) in
        let (w, h) = try Self.dimensionsGiven(args)
        let mode = Self.scaleModeNames[args.string("scaleMode") ?? "both"]!
        return node.scaledToFrame(width: w, height: h, contentMode: .fill, scaleMode: mode)
      })
  }

  /// The `width` and `height` of a scaling modifier, at least one of them.
  static func dimensionsGiven(_ args: SceneArguments) throws(SceneError) -> (Double?, Double?) {
    let w = args.number("width")
    let h = args.number("height")
    if w == nil && h == nil { throw args.error("needs a width, a height or both") }
    return (w, h)
  }

  private mutating func registerFrameUpContainers() {
    register(
      SceneNodeType(
        name: "OverlappingImage",
        parameters: [.init("aspectRatio", .length, required: true)]
          + ["top", "bottom", "leading", "trailing"].map { SceneParameter($0, .number) }
      ) { args, _ throws(SceneError) in
        let ratio = args.number("aspectRatio")!
        if ratio <= 0 { throw args.error("must be positive", parameter: "aspectRatio") }
        let vertical = args["top"] != nil || args["bottom"] != nil
        let horizontal = args["leading"] != nil || args["trailing"] != nil
        if vertical && horizontal {
          throw args.error("give top/bottom (vertical overlap) or leading/trailing (horizontal overlap), not both")
        }
        if horizontal {
          return OverlappingImage(
            aspectRatio: ratio, leading: args.number("leading") ?? 0, trailing: args.number("trailing") ?? 0
          ).node
        }
        return OverlappingImage(aspectRatio: ratio, top: args.number("top") ?? 0, bottom: args.number("bottom") ?? 0)
          .node
      })
    register(
      SceneNodeType(
        name: "SmartScrollView",
        parameters: [.init("axes", .axes), .init("optionalScrolling", .bool), .init("shrinkToFit", .bool)],
        acceptsChildren: true
      ) { args, children throws(SceneError) in
        guard children.count == 1 else {
          throw args.error("needs exactly one child, got \(children.count)", parameter: "children")
        }
        let scroll = SmartScrollView(
          args.axes("axes") ?? .vertical, optionalScrolling: args.bool("optionalScrolling") ?? true,
          shrinkToFit: args.bool("shrinkToFit") ?? true)
        return scroll { children[0] }
      })
    register(
      SceneNodeType(
        name: "TabMenu",
        parameters: [.init("itemCount", .integer(minimum: 0)), .init("hasNames", .bool), .init("nameHeight", .length)],
        acceptsChildren: true
      ) { args, children throws(SceneError) in
        let hasNames = args.bool("hasNames") ?? false
        let nameHeight = args.number("nameHeight") ?? 0
        if let count = args.number("itemCount") {
          if !children.isEmpty { throw args.error("give itemCount or children, not both", parameter: "itemCount") }
          return TabMenu(itemCount: Int(count), hasNames: hasNames, nameHeight: nameHeight).node
        }
        return TabMenu(hasNames: hasNames, nameHeight: nameHeight) { children }.node
      })
    register(
      SceneNodeType(
        name: "WidgetDemoFrame",
        parameters: [
          .init("size", .choice(Self.widgetSizeNames.keys.sorted()), required: true),
          .init("device", .choice(Self.widgetDeviceNames.keys.sorted())),
          .init("screenSize", .any, required: true), .init("cornerRadius", .length),
        ],
        acceptsChildren: true
      ) { args, children throws(SceneError) in
        guard children.count == 1 else {
          throw args.error("needs exactly one child, got \(children.count)", parameter: "children")
        }
        let screen = try Self.size(args["screenSize"]!, path: args.path + ".screenSize")
        let demo = WidgetDemoFrame(
          Self.widgetSizeNames[args.string("size")!]!,
          device: Self.widgetDeviceNames[args.string("device") ?? "iPhone"]!,
          screenSize: screen, cornerRadius: args.number("cornerRadius") ?? WidgetDemoFrame.defaultCornerRadius)
        return demo { children[0] }
      })
  }

  /// Reads `{"width": w, "height": h}` (both required, non-negative).
  static func size(_ value: JSONValue, path: String) throws(SceneError) -> Size {
    guard case .object(let pairs) = value else {
      throw mismatch("an object {\"width\": …, \"height\": …}", value, path)
    }
    var width: Double?
    var height: Double?
    for (key, v) in pairs {
      let n = try SceneParameter.Kind.length.read(v, path: "\(path).\(key)", nullable: false)
      switch key {
      case "width": width = n
      case "height": height = n
      default: throw SceneError(path: "\(path).\(key)", message: "unknown field (a size has width and height)")
      }
    }
    guard let width else { throw SceneError(path: "\(path).width", message: "missing") }
    guard let height else { throw SceneError(path: "\(path).height", message: "missing") }
    return Size(width: width, height: height)
  }

  private mutating func registerLayoutThatFits() {
    register(
      SceneNodeType(
        name: "LayoutThatFits",
        parameters: [
          .init("in", .axes), .init("mode", .choice(FitMode.allCases.map(\.rawValue))),
          .init("layouts", .any, required: true),
        ],
        acceptsChildren: true
      ) { args, children throws(SceneError) in
        let path = args.path + ".layouts"
        guard case .array(let items)? = args["layouts"] else {
          throw mismatch("an array of layouts", args["layouts"] ?? .null, path)
        }
        var layouts: [any Layout] = []
        for (k, item) in items.enumerated() {
          layouts.append(try Self.stackLayout(item, path: "\(path)[\(k)]"))
        }
        let fits = LayoutThatFits(
          in: args.axes("in") ?? .both, layouts, mode: FitMode(rawValue: args.string("mode") ?? "firstThatFits")!)
        return Node(layout: fits, typeName: "LayoutThatFits", children: children)
      })
  }

  /// Reads `{"type": "HStack" | "VStack" | "ZStack", "alignment": …, "spacing": …}`.
  static func stackLayout(_ value: JSONValue, path: String) throws(SceneError) -> any Layout {
    guard case .object(let pairs) = value else { throw mismatch("a layout object {\"type\": …}", value, path) }
    var type: String?
    var alignment: String?
    var spacing: Double?
    for (key, v) in pairs {
      switch key {
      case "type":
        guard case .string(let s) = v else { throw mismatch("a layout type", v, "\(path).type") }
        type = s
      case "alignment":
        guard case .string(let s) = v else { throw mismatch("an alignment name", v, "\(path).alignment") }
        alignment = s
      case "spacing":
        spacing = try SceneParameter.Kind.number.read(v, path: "\(path).spacing", nullable: true)
      default:
        throw SceneError(path: "\(path).\(key)", message: "unknown field (a layout has type, alignment, spacing)")
      }
    }
    func badAlignment(_ names: [String]) -> SceneError {
      SceneError(
        path: "\(path).alignment",
        message: "expected one of \(names.map { "\"\($0)\"" }.joined(separator: ", ")), got \"\(alignment ?? "")\"")
    }
    switch type {
    case "HStack":
      guard let a = Self.verticalNames[alignment ?? "center"] else {
        throw badAlignment(Self.verticalNames.keys.sorted())
      }
      return HStackLayout(alignment: a, spacing: spacing)
    case "VStack":
      guard let a = Self.horizontalNames[alignment ?? "center"] else {
        throw badAlignment(Self.horizontalNames.keys.sorted())
      }
      return VStackLayout(alignment: a, spacing: spacing)
    case "ZStack":
      if spacing != nil { throw SceneError(path: "\(path).spacing", message: "a ZStack has no spacing") }
      guard let a = Alignment.named[alignment ?? "center"] else { throw badAlignment(Self.alignmentNames) }
      return ZStackLayout(alignment: a)
    case nil:
      throw SceneError(path: "\(path).type", message: "missing")
    case let other?:
      throw SceneError(path: "\(path).type", message: "expected \"HStack\", \"VStack\" or \"ZStack\", got \"\(other)\"")
    }
  }
}

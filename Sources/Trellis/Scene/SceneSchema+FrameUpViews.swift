extension SceneSchema {
  /// FrameUp's names (`shrink`, `grow`, `both`), plus Trellis's earlier `up` (= grow) and `down` (= shrink).
  static let scaleModeNames: [String: ScaleMode] = [
    "shrink": .shrink, "grow": .grow, "both": .both, "up": .grow, "down": .shrink,
  ]
  /// The Swift API's default scale mode (that of a `ScaledView` made without one).
  static let defaultScaleMode = ScaledView(width: nil, height: nil).scaleMode
  static let widgetSizeNames: [String: WidgetSize] = [
    "small": .small, "medium": .medium, "large": .large, "extraLarge": .extraLarge,
    "accessoryCircular": .accessoryCircular, "accessoryRectangular": .accessoryRectangular,
    "accessoryInline": .accessoryInline,
  ]
  static let widgetDeviceNames: [String: WidgetDevice] = ["iPhone": .iPhone, "iPad": .iPad]

  /// Registers FrameUp's frame tools, scroll view, tab bar, widget frame and shape, and `LayoutThatFits`.
  ///
  /// Node types: `OverlappingImage`, `SmartScrollView`, `TabMenu`, `WidgetDemoFrame`, `WidgetRelativeShape`,
  /// `LayoutThatFits`; modifiers: `relativePadding`, `unclippedTextRenderer`, `scaledToFrame`, `scaledToFit`,
  /// `scaledToFill`, the equal-size modifiers (`equalWidthPreferred`, `equalWidthContainer` and their height twins).
  /// The readers are
  /// registered by ``registerReaders()``.
  mutating func registerFrameUpViews() {
    registerFrameTools()
    registerEqualSizes()
    registerFrameUpContainers()
    registerLayoutThatFits()
  }

  private mutating func registerFrameTools() {
    register(
      SceneModifierType(name: "unclippedTextRenderer", parameters: []) { _, node in node.unclippedTextRenderer() })
    register(
      SceneModifierType(
        name: "relativePadding",
        parameters: [.init("edges", .edges), .init("lengthFactor", .number), .init("factor", .number)]
      ) { args, node throws(SceneError) in
        // FrameUp's parameter is `lengthFactor`; `factor` is the scene format's earlier name for it.
        guard let factor: CGFloat = try Self.oneOf(args, "lengthFactor", alias: "factor", .number) else {
          throw args.error(.missingAlternatives(["lengthFactor", "factor"]))
        }
        // `edges` is an unlabelled first parameter, so Swift cannot leave it out while passing `factor`.
        return node.relativePadding(try args.value("edges", .edges) ?? .all, factor)
      })
    let scaleMode = SceneParameter("scaleMode", .choice(Self.scaleModeNames))
    let dimensions = [SceneParameter("width", .length), SceneParameter("height", .length)]
    register(
      SceneModifierType(
        name: "scaledToFrame",
        parameters: dimensions + [.init("contentMode", .choice(of: ContentMode.self)), scaleMode]
      ) { args, node throws(SceneError) in
        let (w, h) = try Self.bounds(args, "width", "height", .length).pair
        return node.scaledToFrame(
          width: w, height: h, contentMode: try args.value("contentMode", .choice(of: ContentMode.self)),
          scaleMode: try Self.scaleMode(args))
      })
    register(
      SceneModifierType(name: "scaledToFit", parameters: dimensions + [scaleMode]) { args, node throws(SceneError) in
        let mode = try Self.scaleMode(args)
        switch try Self.bounds(args, "width", "height", .length) {
        case .both(let w, let h): return node.scaledToFit(width: w, height: h, scaleMode: mode)
        case .width(let w): return node.scaledToFit(width: w, scaleMode: mode)
        case .height(let h): return node.scaledToFit(height: h, scaleMode: mode)
        }
      })
    register(
      SceneModifierType(name: "scaledToFill", parameters: dimensions + [scaleMode]) { args, node throws(SceneError) in
        let (w, h) = try Self.bounds(args, "width", "height", .length).pair
        return node.scaledToFrame(width: w, height: h, contentMode: .fill, scaleMode: try Self.scaleMode(args))
      })
  }

  /// FrameUp's equal-size modifiers, none with parameters: `equalWidthPreferred`, `equalWidthContainer`,
  /// `equalHeightPreferred`, `equalHeightContainer`.
  private mutating func registerEqualSizes() {
    let modifiers: [(String, @Sendable (Node) -> Node)] = [
      ("equalWidthPreferred", { $0.equalWidthPreferred() }), ("equalWidthContainer", { $0.equalWidthContainer() }),
      ("equalHeightPreferred", { $0.equalHeightPreferred() }), ("equalHeightContainer", { $0.equalHeightContainer() }),
    ]
    for (name, apply) in modifiers {
      register(SceneModifierType(name: name, parameters: []) { _, node throws(SceneError) in apply(node) })
    }
  }

  static func scaleMode(_ args: SceneArguments) throws(SceneError) -> ScaleMode {
    try args.value("scaleMode", .choice(Self.scaleModeNames)) ?? defaultScaleMode
  }

  private mutating func registerFrameUpContainers() {
    register(
      SceneNodeType(
        name: "OverlappingImage",
        parameters: [.init("aspectRatio", .length, required: true)]
          + ["top", "bottom", "left", "right", "leading", "trailing"].map { SceneParameter($0, .number) }
      ) { args, _ throws(SceneError) in try Self.overlappingImage(args).node })
    register(
      SceneNodeType(
        name: "SmartScrollView",
        parameters: [
          .init("axes", .axes), .init("showsIndicators", .bool), .init("optionalScrolling", .bool),
          .init("shrinkToFit", .bool),
        ],
        acceptsChildren: true
      ) { args, children throws(SceneError) in
        let child = try Self.onlyChild(args, children)
        var scroll = SmartScrollView()
        try args.read("axes", .axes, into: &scroll.axes)
        try args.read("showsIndicators", .bool, into: &scroll.showsIndicators)
        try args.read("optionalScrolling", .bool, into: &scroll.optionalScrolling)
        try args.read("shrinkToFit", .bool, into: &scroll.shrinkToFit)
        return scroll { child }
      })
    register(
      SceneNodeType(
        name: "TabMenu",
        parameters: [.init("itemCount", .nodeCount), .init("hasNames", .bool), .init("nameHeight", .length)],
        acceptsChildren: true
      ) { args, children throws(SceneError) in
        // TabMenu's defaults are those of its layout.
        let defaults = TabMenuLayout()
        let hasNames = try args.value("hasNames", .bool) ?? defaults.hasNames
        let nameHeight = try args.value("nameHeight", .length) ?? defaults.nameHeight
        guard let count = try args.value("itemCount", .nodeCount) else {
          return TabMenu(hasNames: hasNames, nameHeight: nameHeight) { children }.node
        }
        if !children.isEmpty {
          throw args.error(
            .conflictingParameters(["itemCount", "children"], detail: "give itemCount or children, not both"),
            parameter: "itemCount")
        }
        return TabMenu(itemCount: count, hasNames: hasNames, nameHeight: nameHeight).node
      })
    register(
      SceneNodeType(
        name: "WidgetDemoFrame",
        parameters: [
          .init("size", .choice(Self.widgetSizeNames), required: true),
          .init("device", .choice(Self.widgetDeviceNames)), .init("screenSize", .any, required: true),
          .init("cornerRadius", .length),
        ],
        acceptsChildren: true
      ) { args, children throws(SceneError) in
        let child = try Self.onlyChild(args, children)
        let screen = try SceneValues.size(try args.required("screenSize", .json), path: args.path + ".screenSize")
        // The Swift API has no default device; the scene format's is the iPhone.
        let demo = WidgetDemoFrame(
          try args.required("size", .choice(Self.widgetSizeNames)),
          device: try args.value("device", .choice(Self.widgetDeviceNames)) ?? .iPhone, screenSize: screen,
          cornerRadius: try args.value("cornerRadius", .length) ?? WidgetDemoFrame.defaultCornerRadius)
        return demo { child }
      })
    register(
      SceneNodeType(
        name: "WidgetRelativeShape", parameters: [.init("size", .choice(Self.widgetSizeNames), required: true)]
      ) { args, _ throws(SceneError) in
        WidgetRelativeShape(try args.required("size", .choice(Self.widgetSizeNames))).node
      })
  }

  /// The one child of a node that takes exactly one.
  static func onlyChild(_ args: SceneArguments, _ children: [Node]) throws(SceneError) -> Node {
    guard children.count == 1, let child = children.first else {
      throw args.error(.wrongChildCount(expected: 1, got: children.count), parameter: "children")
    }
    return child
  }

  /// An `OverlappingImage`: left/right (FrameUp's names; leading/trailing are their aliases) give the horizontal
  /// form, top/bottom (or nothing) the vertical one.
  static func overlappingImage(_ args: SceneArguments) throws(SceneError) -> OverlappingImage {
    let ratio = try args.required("aspectRatio", .length)
    if ratio <= 0 { throw args.error(.outOfRange(value: ratio, bound: .positive), parameter: "aspectRatio") }
    let givenVertical = args.given(["top", "bottom"])
    let givenHorizontal = args.given(["left", "right", "leading", "trailing"])
    if !givenVertical.isEmpty && !givenHorizontal.isEmpty {
      throw args.error(
        .conflictingParameters(
          givenVertical + givenHorizontal,
          detail: "give top/bottom (vertical overlap) or left/right (horizontal overlap), not both"))
    }
    let left: CGFloat? = try oneOf(args, "left", alias: "leading", .number)
    let right: CGFloat? = try oneOf(args, "right", alias: "trailing", .number)
    let vertical = withGiven(
      try args.value("top", .number), try args.value("bottom", .number),
      // No overlap: the Swift call needs one overlap argument to pick a form; zero is no overlap on either.
      none: { OverlappingImage(aspectRatio: ratio, top: .zero) },
      first: { OverlappingImage(aspectRatio: ratio, top: $0) },
      second: { OverlappingImage(aspectRatio: ratio, bottom: $0) },
      both: { OverlappingImage(aspectRatio: ratio, top: $0, bottom: $1) })
    return withGiven(
      left, right, none: { vertical },
      first: { OverlappingImage(aspectRatio: ratio, left: $0) },
      second: { OverlappingImage(aspectRatio: ratio, right: $0) },
      both: { OverlappingImage(aspectRatio: ratio, left: $0, right: $1) })
  }

  /// The value of parameter `name` or of its alias `alias` (giving both is an error; `nil` when neither is given).
  static func oneOf<T>(
    _ args: SceneArguments, _ name: String, alias: String, _ reader: SceneArguments.Reader<T>
  ) throws(SceneError) -> T? {
    let primary = try args.value(name, reader)
    let secondary = try args.value(alias, reader)
    if primary != nil && secondary != nil {
      throw args.error(
        .conflictingParameters([name, alias], detail: "\(alias) is another name for \(name); give one of them"),
        parameter: alias)
    }
    return primary ?? secondary
  }
}

extension SceneSchema {
  static let fuAlignmentNames = FUAlignment.allCases.map(\.rawValue)
  static let placementNames = ["shortest", "sequential"]

  /// Registers FrameUp's layouts: HFlow, VFlow, VMasonry, HMasonry, the FULayout stacks, TagView and LineBreak.
  ///
  /// `HFlow` without `maxWidth` (and `VFlow` without `maxHeight`, the masonries without theirs) take the proposal,
  /// as the `…Layout` forms do.
  mutating func registerFrameUpLayouts() {
    let spacing: [SceneParameter] = [.init("horizontalSpacing", .length), .init("verticalSpacing", .length)]
    let flowOptions: [SceneParameter] = [
      .init("lineBreaks", .any), .init("lastRowAlignment", .choice(["leading", "center", "trailing", "justified"])),
      .init("strategy", .choice(Self.flowStrategies.keys.sorted())),
    ]
    register(
      SceneNodeType(
        name: "HFlow",
        parameters: [
          .init("alignment", .choice(Self.fuAlignmentNames)), .init("maxWidth", .lengthOrInfinity),
          .init("maxItemWidth", .lengthOrInfinity), .init("layoutDirection", .choice(["leftToRight", "rightToLeft"])),
          .init("maxRows", .integer(minimum: 0)),
        ] + spacing + flowOptions, acceptsChildren: true
      ) { args, children throws(SceneError) in
        let flow = try Self.hflow(args)
        if args["maxWidth"] == nil { return Node(layout: HFlowLayout(flow), typeName: "HFlow", children: children) }
        return Node(layout: FULayoutContainer(flow), typeName: "HFlow", children: children)
      })
    register(
      SceneNodeType(
        name: "VFlow",
        parameters: [
          .init("alignment", .choice(Self.fuAlignmentNames)), .init("maxHeight", .lengthOrInfinity),
          .init("maxItemHeight", .lengthOrInfinity), .init("maxColumns", .integer(minimum: 0)),
        ] + spacing + flowOptions, acceptsChildren: true
      ) { args, children throws(SceneError) in
        let flow = try Self.vflow(args)
        if args["maxHeight"] == nil { return Node(layout: VFlowLayout(flow), typeName: "VFlow", children: children) }
        return Node(layout: FULayoutContainer(flow), typeName: "VFlow", children: children)
      })
    let masonryOptions: [SceneParameter] = [
      .init("placement", .choice(Self.placementNames)), .init("tolerance", .length),
      .init("strategy", .choice(Self.masonryStrategies.keys.sorted())),
    ]
    register(
      SceneNodeType(
        name: "VMasonry",
        parameters: [
          .init("alignment", .choice(Self.fuAlignmentNames)), .init("columns", .integer(minimum: 1), required: true),
          .init("maxWidth", .length),
        ] + spacing + masonryOptions, acceptsChildren: true
      ) { args, children throws(SceneError) in
        let masonry = try Self.vmasonry(args)
        if args["maxWidth"] == nil {
          return Node(layout: VMasonryLayout(masonry), typeName: "VMasonry", children: children)
        }
        return Node(layout: FULayoutContainer(masonry), typeName: "VMasonry", children: children)
      })
    register(
      SceneNodeType(
        name: "HMasonry",
        parameters: [
          .init("alignment", .choice(Self.fuAlignmentNames)), .init("rows", .integer(minimum: 1), required: true),
          .init("maxHeight", .length),
        ] + spacing + masonryOptions, acceptsChildren: true
      ) { args, children throws(SceneError) in
        let masonry = try Self.hmasonry(args)
        if args["maxHeight"] == nil {
          return Node(layout: HMasonryLayout(masonry), typeName: "HMasonry", children: children)
        }
        return Node(layout: FULayoutContainer(masonry), typeName: "HMasonry", children: children)
      })
    register(
      SceneNodeType(
        name: "HStackFULayout",
        parameters: [
          .init("alignment", .choice(Array(Self.verticalNames.keys).sorted())), .init("spacing", .number),
          .init("maxHeight", .lengthOrInfinity, required: true), .init("maxItemWidth", .lengthOrInfinity),
        ], acceptsChildren: true
      ) { args, children in
        Node(layout: FULayoutContainer(Self.hstackFU(args)), typeName: "HStackFULayout", children: children)
      })
    register(
      SceneNodeType(
        name: "VStackFULayout",
        parameters: [
          .init("alignment", .choice(Array(Self.horizontalNames.keys).sorted())), .init("spacing", .number),
          .init("maxWidth", .lengthOrInfinity, required: true), .init("maxItemHeight", .lengthOrInfinity),
        ], acceptsChildren: true
      ) { args, children in
        Node(layout: FULayoutContainer(Self.vstackFU(args)), typeName: "VStackFULayout", children: children)
      })
    register(
      SceneNodeType(
        name: "ZStackFULayout",
        parameters: [
          .init("alignment", .choice(Self.alignmentNames)), .init("maxWidth", .lengthOrInfinity, required: true),
          .init("maxHeight", .lengthOrInfinity, required: true),
        ], acceptsChildren: true
      ) { args, children in
        Node(layout: FULayoutContainer(Self.zstackFU(args)), typeName: "ZStackFULayout", children: children)
      })
    register(
      SceneNodeType(
        name: "TagView",
        parameters: [.init("maxWidth", .lengthOrInfinity)] + spacing, acceptsChildren: true
      ) { args, children in
        let flow = HFlow(
          maxWidth: args.number("maxWidth") ?? .infinity, horizontalSpacing: args.number("horizontalSpacing") ?? 0,
          verticalSpacing: args.number("verticalSpacing") ?? 0)
        if args["maxWidth"] == nil { return Node(layout: HFlowLayout(flow), typeName: "TagView", children: children) }
        return Node(layout: FULayoutContainer(flow), typeName: "TagView", children: children)
      })
    register(SceneNodeType(name: "LineBreak") { _, _ in LineBreak().node })
    let fitParameters: [SceneParameter] = [
      .init("maxWidth", .lengthOrInfinity), .init("maxHeight", .lengthOrInfinity),
      .init("mode", .choice(FitMode.allCases.map(\.rawValue))),
    ]
    register(
      SceneNodeType(name: "FUViewThatFits", parameters: fitParameters, acceptsChildren: true) {
        args, children throws(SceneError) in
        let mode = FitMode(rawValue: args.string("mode") ?? "firstThatFits")!
        let layout: FUViewThatFits
        switch (args.number("maxWidth"), args.number("maxHeight")) {
        case (let w?, let h?): layout = FUViewThatFits(maxWidth: w, maxHeight: h, mode: mode)
        case (let w?, nil): layout = FUViewThatFits(maxWidth: w, mode: mode)
        case (nil, let h?): layout = FUViewThatFits(maxHeight: h, mode: mode)
        case (nil, nil): throw args.error("needs maxWidth, maxHeight or both")
        }
        return Node(layout: FULayoutContainer(layout), typeName: "FUViewThatFits", children: children)
      })
    register(
      SceneNodeType(
        name: "FULayoutThatFits", parameters: fitParameters + [.init("layouts", .any, required: true)],
        acceptsChildren: true
      ) { args, children throws(SceneError) in
        let mode = FitMode(rawValue: args.string("mode") ?? "firstThatFits")!
        guard case .array(let specs)? = args["layouts"] else {
          throw args.error("expected an array of FrameUp layouts", parameter: "layouts")
        }
        var layouts: [any FULayout] = []
        for (k, spec) in specs.enumerated() {
          layouts.append(try Self.fuLayout(spec, path: "\(args.path).layouts[\(k)]"))
        }
        let layout: FULayoutThatFits
        switch (args.number("maxWidth"), args.number("maxHeight")) {
        case (let w?, let h?): layout = FULayoutThatFits(maxWidth: w, maxHeight: h, layouts: layouts, mode: mode)
        case (let w?, nil): layout = FULayoutThatFits(maxWidth: w, layouts: layouts, mode: mode)
        case (nil, let h?): layout = FULayoutThatFits(maxHeight: h, layouts: layouts, mode: mode)
        case (nil, nil): throw args.error("needs maxWidth, maxHeight or both")
        }
        return Node(layout: layout, typeName: "FULayoutThatFits", children: children)
      })
  }

  /// A FrameUp layout value from a scene object such as `{"type": "VStackFULayout", "maxWidth": 150}`: the node types
  /// HStackFULayout, VStackFULayout, ZStackFULayout, HFlow, VFlow, VMasonry and HMasonry with their parameters
  /// (no children; flows and masonries need their maximum size here).
  static func fuLayout(_ json: JSONValue, path: String) throws(SceneError) -> any FULayout {
    let node = try SceneNode.read(json, path: path, schema: .standard)
    if !node.children.isEmpty || !node.modifiers.isEmpty || node.id != nil {
      throw SceneError(path: path, message: "a layout in \"layouts\" has only a type and parameters")
    }
    let args = SceneArguments(node.parameters, path: path)
    func need(_ name: String) throws(SceneError) {
      if args[name] == nil { throw args.error("missing: \(node.type) needs \(name) here", parameter: name) }
    }
    switch node.type {
    case "HStackFULayout": return hstackFU(args)
    case "VStackFULayout": return vstackFU(args)
    case "ZStackFULayout": return zstackFU(args)
    case "HFlow":
      try need("maxWidth")
      return try hflow(args)
    case "VFlow":
      try need("maxHeight")
      return try vflow(args)
    case "VMasonry":
      try need("maxWidth")
      return try vmasonry(args)
    case "HMasonry":
      try need("maxHeight")
      return try hmasonry(args)
    default: throw SceneError(path: "\(path).type", message: "\(node.type) is not a FrameUp layout")
    }
  }

  static func hflow(_ args: SceneArguments) throws(SceneError) -> HFlow {
    HFlow(
      alignment: fuAlignment(args), maxWidth: args.number("maxWidth") ?? .infinity,
      maxItemWidth: args.number("maxItemWidth"), horizontalSpacing: args.number("horizontalSpacing") ?? 10,
      verticalSpacing: args.number("verticalSpacing") ?? 10,
      layoutDirection: LayoutDirection(rawValue: args.string("layoutDirection") ?? "leftToRight")!,
      maxRows: args.number("maxRows").map { Int($0) }, lineBreaks: try lineBreaks(args),
      lastRowAlignment: lastRow(args), strategy: flowStrategy(args))
  }

  static func vflow(_ args: SceneArguments) throws(SceneError) -> VFlow {
    VFlow(
      alignment: fuAlignment(args), maxHeight: args.number("maxHeight") ?? .infinity,
      maxItemHeight: args.number("maxItemHeight"), horizontalSpacing: args.number("horizontalSpacing") ?? 10,
      verticalSpacing: args.number("verticalSpacing") ?? 10, maxColumns: args.number("maxColumns").map { Int($0) },
      lineBreaks: try lineBreaks(args), lastColumnAlignment: lastRow(args), strategy: flowStrategy(args))
  }

  static func vmasonry(_ args: SceneArguments) throws(SceneError) -> VMasonry {
    VMasonry(
      alignment: FUAlignment(rawValue: args.string("alignment") ?? "top")!, columns: Int(args.number("columns") ?? 1),
      maxWidth: args.number("maxWidth") ?? 0, horizontalSpacing: args.number("horizontalSpacing") ?? 10,
      verticalSpacing: args.number("verticalSpacing") ?? 10, placement: try placement(args),
      strategy: masonryStrategy(args))
  }

  static func hmasonry(_ args: SceneArguments) throws(SceneError) -> HMasonry {
    HMasonry(
      alignment: FUAlignment(rawValue: args.string("alignment") ?? "leading")!, rows: Int(args.number("rows") ?? 1),
      maxHeight: args.number("maxHeight") ?? 0, horizontalSpacing: args.number("horizontalSpacing") ?? 10,
      verticalSpacing: args.number("verticalSpacing") ?? 10, placement: try placement(args),
      strategy: masonryStrategy(args))
  }

  static func hstackFU(_ args: SceneArguments) -> HStackFULayout {
    HStackFULayout(
      alignment: verticalNames[args.string("alignment") ?? "center"]!, spacing: args.number("spacing") ?? 10,
      maxHeight: args.number("maxHeight") ?? .infinity, maxItemWidth: args.number("maxItemWidth"))
  }

  static func vstackFU(_ args: SceneArguments) -> VStackFULayout {
    VStackFULayout(
      alignment: horizontalNames[args.string("alignment") ?? "center"]!, spacing: args.number("spacing") ?? 10,
      maxWidth: args.number("maxWidth") ?? .infinity, maxItemHeight: args.number("maxItemHeight"))
  }

  static func zstackFU(_ args: SceneArguments) -> ZStackFULayout {
    ZStackFULayout(
      alignment: Alignment.named[args.string("alignment") ?? "center"]!, maxWidth: args.number("maxWidth") ?? .infinity,
      maxHeight: args.number("maxHeight") ?? .infinity)
  }

  /// Flow strategies by scene name.
  static let flowStrategies: [String: FlowStrategy] = ["greedy": .greedy, "balanced": .balanced]
  /// Masonry strategies by scene name.
  static let masonryStrategies: [String: MasonryStrategy] = ["greedy": .greedy, "optimal": .optimal]

  static func fuAlignment(_ args: SceneArguments) -> FUAlignment {
    FUAlignment(rawValue: args.string("alignment") ?? "topLeading")!
  }

  static func flowStrategy(_ args: SceneArguments) -> FlowStrategy {
    flowStrategies[args.string("strategy") ?? "greedy"] ?? .greedy
  }

  static func masonryStrategy(_ args: SceneArguments) -> MasonryStrategy {
    masonryStrategies[args.string("strategy") ?? "greedy"] ?? .greedy
  }

  static func lastRow(_ args: SceneArguments) -> FlowKernel.LastRowAlignment {
    switch args.string("lastRowAlignment") {
    case "center": .center
    case "trailing": .trailing
    case "justified": .justified
    default: .leading
    }
  }

  static func placement(_ args: SceneArguments) throws(SceneError) -> MasonryPlacement {
    if let tolerance = args.number("tolerance") {
      if args.string("placement") == "sequential" {
        throw args.error("tolerance applies to the shortest placement only", parameter: "tolerance")
      }
      return .shortest(tolerance: tolerance)
    }
    return args.string("placement") == "sequential" ? .sequential : .shortest
  }

  static func lineBreaks(_ args: SceneArguments) throws(SceneError) -> [Int] {
    guard let value = args["lineBreaks"] else { return [] }
    guard case .array(let items) = value else {
      throw args.error("expected an array of item indices", parameter: "lineBreaks")
    }
    var breaks: [Int] = []
    for (k, item) in items.enumerated() {
      guard case .number(let n) = item, n == n.rounded(), n >= 0, n < 1e9 else {
        throw args.error("expected a non-negative integer", parameter: "lineBreaks[\(k)]")
      }
      breaks.append(Int(n))
    }
    return breaks.sorted()
  }
}

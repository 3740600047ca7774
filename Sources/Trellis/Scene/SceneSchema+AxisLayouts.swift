/// The parameters every flow and masonry has.
protocol SceneSpacedLayout: FULayout {
  var alignment: FUAlignment { get set }
  var horizontalSpacing: CGFloat { get set }
  var verticalSpacing: CGFloat { get set }
  /// The bound of the main axis (`maxWidth` for HFlow and VMasonry).
  static var bound: WritableKeyPath<Self, CGFloat> { get }
}

/// The parameters HFlow and VFlow share, so one scene reader serves both axes.
protocol SceneFlow: SceneSpacedLayout {
  var options: FlowKernel.Options { get set }
  var strategy: FlowStrategy { get set }
  /// The item limit on the main axis (`maxItemWidth` for HFlow).
  static var itemBound: WritableKeyPath<Self, CGFloat?> { get }
}

/// The parameters VMasonry and HMasonry share.
protocol SceneMasonry: SceneSpacedLayout {
  var placement: MasonryPlacement { get set }
  var strategy: MasonryStrategy { get set }
}

extension HFlow: SceneFlow {
  static var bound: WritableKeyPath<HFlow, CGFloat> { \.maxWidth }
  static var itemBound: WritableKeyPath<HFlow, CGFloat?> { \.maxItemWidthLimit }
}

extension VFlow: SceneFlow {
  static var bound: WritableKeyPath<VFlow, CGFloat> { \.maxHeight }
  static var itemBound: WritableKeyPath<VFlow, CGFloat?> { \.maxItemHeightLimit }
}

extension VMasonry: SceneMasonry {
  static var bound: WritableKeyPath<VMasonry, CGFloat> { \.maxWidth }
}

extension HMasonry: SceneMasonry {
  static var bound: WritableKeyPath<HMasonry, CGFloat> { \.maxHeight }
}

/// One axis of a flow or masonry in the scene format: its node type, the parameter that bounds its main axis
/// (`maxWidth` for HFlow), and how to build the Swift value. Without the bound the node takes the proposal (the
/// `…Layout` form); with it, the FrameUp layout itself.
struct SceneAxisLayout<Value: FULayout>: Sendable {
  /// The node type (`"HFlow"`).
  let name: String
  /// The bounding parameter (`"maxWidth"`).
  let bound: String
  /// Every parameter, the bound included.
  let parameters: [SceneParameter]
  /// The proposal-driven form (`HFlowLayout(flow)`).
  let proposalDriven: @Sendable (Value) -> any Layout
  /// The value with the scene's parameters, the bound included when given.
  let make: @Sendable (SceneArguments) throws(SceneError) -> Value

  /// The node type.
  var nodeType: SceneNodeType {
    SceneNodeType(name: name, parameters: parameters, acceptsChildren: true) { args, children throws(SceneError) in
      let value = try make(args)
      let layout: any Layout = args[bound] == nil ? proposalDriven(value) : FULayoutContainer(value)
      return Node(layout: layout, typeName: name, children: children)
    }
  }
}

extension SceneSchema {
  static let spacingParameters: [SceneParameter] = [
    .init("horizontalSpacing", .length), .init("verticalSpacing", .length),
  ]
  /// Flow strategies by scene name.
  static let flowStrategies: [String: FlowStrategy] = ["greedy": .greedy, "balanced": .balanced]
  /// Masonry strategies by scene name.
  static let masonryStrategies: [String: MasonryStrategy] = ["greedy": .greedy, "optimal": .optimal]
  static let placements: [String: MasonryPlacement] = ["shortest": .shortest, "sequential": .sequential]
  static let lastRowAlignments: [String: FlowKernel.LastRowAlignment] = [
    "leading": .leading, "center": .center, "trailing": .trailing, "justified": .justified,
  ]
  /// `layoutDirection` names (those of ``LayoutDirection``) as the flow kernel's directions.
  static let flowDirections: [String: FlowKernel.Direction] = [
    "leftToRight": .leftToRight, "rightToLeft": .rightToLeft,
  ]

  static let hflow = flow(
    "HFlow", unbounded: HFlowLayout().flow, bound: "maxWidth", item: "maxItemWidth", lines: "maxRows",
    directional: true, proposalDriven: HFlowLayout.init)
  static let vflow = flow(
    "VFlow", unbounded: VFlowLayout().flow, bound: "maxHeight", item: "maxItemHeight", lines: "maxColumns",
    directional: false, proposalDriven: VFlowLayout.init)
  static let vmasonry = masonry(
    "VMasonry", lines: "columns", bound: "maxWidth", unbounded: { VMasonryLayout(columns: $0).masonry },
    proposalDriven: VMasonryLayout.init)
  static let hmasonry = masonry(
    "HMasonry", lines: "rows", bound: "maxHeight", unbounded: { HMasonryLayout(rows: $0).masonry },
    proposalDriven: HMasonryLayout.init)

  /// A flow axis. `unbounded` is the Swift API's default flow, so absent parameters keep its defaults.
  static func flow<Flow: SceneFlow & Sendable>(
    _ name: String, unbounded: Flow, bound: String, item: String, lines: String, directional: Bool,
    proposalDriven: @escaping @Sendable (Flow) -> some Layout
  ) -> SceneAxisLayout<Flow> {
    let parameters: [SceneParameter] =
      [
        .init("alignment", .choice(of: FUAlignment.self)), .init(bound, .lengthOrInfinity),
        .init(item, .lengthOrInfinity),
      ] + (directional ? [.init("layoutDirection", .choice(Self.flowDirections))] : [])
      + [.init(lines, .integer(minimum: 0))] + spacingParameters
      + [
        .init("lineBreaks", .any), .init("lastRowAlignment", .choice(Self.lastRowAlignments)),
        .init("strategy", .choice(Self.flowStrategies)),
      ]
    return SceneAxisLayout(name: name, bound: bound, parameters: parameters, proposalDriven: proposalDriven) {
      args throws(SceneError) in
      var flow = unbounded
      try args.read(bound, .lengthOrInfinity, into: &flow[keyPath: Flow.bound])
      try args.read(item, .lengthOrInfinity, into: &flow[keyPath: Flow.itemBound])
      try args.read("layoutDirection", .choice(Self.flowDirections), into: &flow.options.direction)
      try args.read(lines, .integer(minimum: 0), into: &flow.options.maxRows)
      try readCommon(args, into: &flow)
      if let breaks = try lineBreaks(args) { flow.options.forcedBreaks = breaks }
      try args.read("lastRowAlignment", .choice(Self.lastRowAlignments), into: &flow.options.lastRowAlignment)
      try args.read("strategy", .choice(Self.flowStrategies), into: &flow.strategy)
      return flow
    }
  }

  /// A masonry axis. `unbounded` makes the Swift API's default masonry for a column (row) count.
  static func masonry<Masonry: SceneMasonry & Sendable>(
    _ name: String, lines: String, bound: String, unbounded: @escaping @Sendable (Int) -> Masonry,
    proposalDriven: @escaping @Sendable (Masonry) -> some Layout
  ) -> SceneAxisLayout<Masonry> {
    let parameters: [SceneParameter] =
      [
        .init("alignment", .choice(of: FUAlignment.self)), .init(lines, .laneCount, required: true),
        .init(bound, .length),
      ] + spacingParameters + [
        .init("placement", .choice(Self.placements)), .init("tolerance", .length),
        .init("strategy", .choice(Self.masonryStrategies)),
      ]
    return SceneAxisLayout(name: name, bound: bound, parameters: parameters, proposalDriven: proposalDriven) {
      args throws(SceneError) in
      var masonry = unbounded(try args.required(lines, .laneCount))
      try args.read(bound, .length, into: &masonry[keyPath: Masonry.bound])
      try readCommon(args, into: &masonry)
      let placement = try args.value("placement", .choice(Self.placements))
      if let placement { masonry.placement = placement }
      if let tolerance = try args.value("tolerance", .length) {
        if placement == .sequential {
          throw args.error(
            .conflictingParameters(
              ["tolerance", "placement"], detail: "tolerance applies to the shortest placement only"),
            parameter: "tolerance")
        }
        masonry.placement = .shortest(tolerance: tolerance)
      }
      try args.read("strategy", .choice(Self.masonryStrategies), into: &masonry.strategy)
      return masonry
    }
  }

  /// Reads the alignment and spacings every flow and masonry has.
  private static func readCommon<L: SceneSpacedLayout>(_ args: SceneArguments, into layout: inout L) throws(SceneError)
  {
    try args.read("alignment", .choice(of: FUAlignment.self), into: &layout.alignment)
    try args.read("horizontalSpacing", .length, into: &layout.horizontalSpacing)
    try args.read("verticalSpacing", .length, into: &layout.verticalSpacing)
  }

  /// `lineBreaks`: item indices that start a new row, sorted.
  static func lineBreaks(_ args: SceneArguments) throws(SceneError) -> [Int]? {
    guard let value = args["lineBreaks"] else { return nil }
    let path = "\(args.path).lineBreaks"
    guard case .array(let items) = value else { throw mismatch("an array of item indices", value, path) }
    var breaks: [Int] = []
    let index = SceneArguments.Reader<Int>.integer(minimum: 0)
    for (k, item) in items.enumerated() { breaks.append(try index.read(item, "\(path)[\(k)]")) }
    return breaks.sorted()
  }
}

/// A stack whose alignment the scene names (`"top"`, `"leading"`, …).
protocol SceneAlignedStack {
  associatedtype Guide: Sendable
  var alignment: Guide { get set }
}

/// HStack and VStack: an alignment and an optional spacing, with the Swift API's defaults in ``standard``.
protocol SceneSpacedStack: SceneAlignedStack, Layout {
  var spacing: CGFloat? { get set }
  /// The stack made without arguments.
  static var standard: Self { get }
}

extension HStackLayout: SceneSpacedStack {
  static var standard: HStackLayout { HStackLayout() }
}

extension VStackLayout: SceneSpacedStack {
  static var standard: VStackLayout { VStackLayout() }
}

/// HStackFULayout and VStackFULayout: an alignment, a spacing and an item limit on the main axis.
protocol SceneFUStack: SceneAlignedStack, FULayout {
  var spacing: CGFloat { get set }
  /// The item limit (`maxItemWidth` for HStackFULayout).
  static var itemBound: WritableKeyPath<Self, CGFloat?> { get }
}

extension HStackFULayout: SceneFUStack {
  static var itemBound: WritableKeyPath<HStackFULayout, CGFloat?> { \.maxItemWidth }
}

extension VStackFULayout: SceneFUStack {
  static var itemBound: WritableKeyPath<VStackFULayout, CGFloat?> { \.maxItemHeight }
}

extension SceneSchema {
  /// A stack type of the scene format: its parameters and how to build it.
  struct StackForm: Sendable {
    let parameters: [SceneParameter]
    let make: @Sendable (SceneArguments) throws(SceneError) -> any Layout
    /// The stack's node (type name, children): the layout `make` builds, not boxed as `any Layout` on the way.
    let node: @Sendable (SceneArguments, String, [Node]) throws(SceneError) -> Node

    /// A stack form from the function that builds its layout.
    init<Stack: Layout>(
      parameters: [SceneParameter], layout: @escaping @Sendable (SceneArguments) throws(SceneError) -> Stack
    ) {
      self.parameters = parameters
      make = { args throws(SceneError) in try layout(args) }
      node = { args, name, children throws(SceneError) in
        Node(layout: try layout(args), typeName: name, children: children)
      }
    }
  }

  /// SwiftUI's stacks by type, each from the Swift API's default value with the scene's parameters.
  static let stacks: [String: StackForm] = [
    "HStack": spacedStack(HStackLayout.self, baselineNames),
    "VStack": spacedStack(VStackLayout.self, horizontalNames),
    "ZStack": StackForm(parameters: [.init("alignment", .choice(Alignment.named))]) { args throws(SceneError) in
      var layout = ZStackLayout()
      try args.read("alignment", .choice(Alignment.named), into: &layout.alignment)
      return layout
    },
  ]

  /// A stack's `alignment` (one of `names`) and `spacing` (any number; absent: the children's preferences), as
  /// `HStack`, `VStack`, the lazy stacks and the lazy grids take them.
  static func alignmentAndSpacing(_ names: [String: some Sendable]) -> [SceneParameter] {
    [.init("alignment", .choice(names)), .init("spacing", .number)]
  }

  /// The sections a lazy stack or grid pins (SwiftUI's `PinnedScrollableViews`): accepted, as in the Swift API, and
  /// changing nothing (Trellis has no sections).
  static let pinnedViewNames: [String: PinnedScrollableViews] = [
    "sectionHeaders": .sectionHeaders, "sectionFooters": .sectionFooters,
  ]

  /// A lazy stack's or grid's `pinnedViews`: an array of ``pinnedViewNames``, each checked at its own path
  /// (`root.pinnedViews[1]`).
  static func pinnedViews(_ args: SceneArguments) throws(SceneError) -> PinnedScrollableViews {
    try args.value("pinnedViews", optionSet(pinnedViewNames)) ?? []
  }

  /// Registers `LazyVStack` and `LazyHStack`: the Swift initialisers with the scene's alignment, spacing and pinned
  /// views (each a stack in a frame as long as the proposal across its axis).
  mutating func registerLazyStacks() {
    let pinned = SceneParameter("pinnedViews", .strings)
    register(
      SceneNodeType(
        name: "LazyVStack", parameters: Self.alignmentAndSpacing(Self.horizontalNames) + [pinned],
        acceptsChildren: true
      ) { args, children throws(SceneError) in
        LazyVStack(
          alignment: try args.value("alignment", .choice(Self.horizontalNames)) ?? .center,
          spacing: try args.value("spacing", .number), pinnedViews: try Self.pinnedViews(args)
        ) { children }.node
      })
    register(
      SceneNodeType(
        name: "LazyHStack", parameters: Self.alignmentAndSpacing(Self.baselineNames) + [pinned], acceptsChildren: true
      ) { args, children throws(SceneError) in
        LazyHStack(
          alignment: try args.value("alignment", .choice(Self.baselineNames)) ?? .center,
          spacing: try args.value("spacing", .number), pinnedViews: try Self.pinnedViews(args)
        ) { children }.node
      })
  }

  static func spacedStack<Stack: SceneSpacedStack>(_: Stack.Type, _ names: [String: Stack.Guide]) -> StackForm {
    StackForm(parameters: alignmentAndSpacing(names)) {
      args throws(SceneError) -> Stack in
      var layout = Stack.standard
      // The choice reader (a closure over the names) is made only when the scene gives an alignment.
      if args["alignment"] != nil { try args.read("alignment", .choice(names), into: &layout.alignment) }
      try args.read("spacing", .number, into: &layout.spacing)
      return layout
    }
  }

  /// FrameUp's `FUVerticalAlignment` names (HStackFULayout).
  static let fuVerticalNames: [String: FUVerticalAlignment] = [
    "top": .top, "center": .center, "bottom": .bottom, "justified": .justified,
  ]
  /// FrameUp's `FUHorizontalAlignment` names (VStackFULayout).
  static let fuHorizontalNames: [String: FUHorizontalAlignment] = [
    "leading": .leading, "center": .center, "trailing": .trailing, "justified": .justified,
  ]

  /// HStackFULayout, VStackFULayout and ZStackFULayout.
  static let fuStacks: [(String, FULayoutForm)] = [
    (
      "HStackFULayout",
      fuStack(fuVerticalNames, bound: "maxHeight", item: "maxItemWidth") { HStackFULayout(maxHeight: $0) }
    ),
    (
      "VStackFULayout",
      fuStack(fuHorizontalNames, bound: "maxWidth", item: "maxItemHeight") { VStackFULayout(maxWidth: $0) }
    ),
    (
      "ZStackFULayout",
      FULayoutForm(
        parameters: [
          .init("alignment", .choice(of: FUAlignment.self)), .init("maxWidth", .lengthOrInfinity, required: true),
          .init("maxHeight", .lengthOrInfinity, required: true),
        ], neededInLayouts: []
      ) { args throws(SceneError) in
        var stack = ZStackFULayout(
          maxWidth: try args.required("maxWidth", .lengthOrInfinity),
          maxHeight: try args.required("maxHeight", .lengthOrInfinity))
        if let alignment = try args.value("alignment", .choice(of: FUAlignment.self)) {
          // Through the initialiser, so a justified component becomes leading / top as in the Swift API.
          stack = ZStackFULayout(alignment: alignment, maxWidth: stack.maxWidth, maxHeight: stack.maxHeight)
        }
        return stack
      }
    ),
  ]

  /// A FrameUp stack bounded by `bound` across its axis; `make` is its Swift initialiser with only that bound.
  static func fuStack<Stack: SceneFUStack>(
    _ names: [String: Stack.Guide], bound: String, item: String, make: @escaping @Sendable (CGFloat) -> Stack
  ) -> FULayoutForm {
    let parameters: [SceneParameter] = [
      .init("alignment", .choice(names)), .init("spacing", .number), .init(bound, .lengthOrInfinity, required: true),
      .init(item, .lengthOrInfinity),
    ]
    return FULayoutForm(parameters: parameters, neededInLayouts: []) { args throws(SceneError) in
      var stack = make(try args.required(bound, .lengthOrInfinity))
      try args.read("alignment", .choice(names), into: &stack.alignment)
      try args.read("spacing", .number, into: &stack.spacing)
      try args.read(item, .lengthOrInfinity, into: &stack[keyPath: Stack.itemBound])
      return stack
    }
  }
}

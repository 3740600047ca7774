extension SceneSchema {
  /// Registers FrameUp's layouts: HFlow, VFlow, VMasonry, HMasonry, the FULayout stacks, TagView, LineBreak and the
  /// FrameUp fits.
  ///
  /// `HFlow` without `maxWidth` (and `VFlow` without `maxHeight`, the masonries without theirs) take the proposal,
  /// as the `…Layout` forms do.
  mutating func registerFrameUpLayouts() {
    for form in [Self.hflow.nodeType, Self.vflow.nodeType, Self.vmasonry.nodeType, Self.hmasonry.nodeType] {
      register(form)
    }
    for (name, stack) in Self.fuStacks {
      register(
        SceneNodeType(name: name, parameters: stack.parameters, acceptsChildren: true) {
          args, children throws(SceneError) in
          Node(layout: Self.container(try stack.make(args)), typeName: name, children: children)
        })
    }
    register(
      SceneNodeType(
        name: "TagView", parameters: [.init("maxWidth", .lengthOrInfinity)] + Self.spacingParameters,
        acceptsChildren: true
      ) { args, children throws(SceneError) in
        guard var flow = Self.tagViewFlow else { throw args.error("TagView's Swift form is no longer an HFlowLayout") }
        try args.read("horizontalSpacing", .length, into: &flow.horizontalSpacing)
        try args.read("verticalSpacing", .length, into: &flow.verticalSpacing)
        guard let maxWidth = try args.value("maxWidth", .lengthOrInfinity) else {
          return Node(layout: HFlowLayout(flow), typeName: "TagView", children: children)
        }
        flow.maxWidth = maxWidth
        return Node(layout: FULayoutContainer(flow), typeName: "TagView", children: children)
      })
    register(SceneNodeType(name: "LineBreak") { _, _ in LineBreak().node })
    registerFrameUpFits()
  }

  /// A FrameUp layout as a `Layout` bounded by its own maximum size.
  static func container(_ layout: some FULayout) -> any Layout { FULayoutContainer(layout) }

  /// The flow of a Swift `TagView`, whose spacings are the scene's defaults.
  static let tagViewFlow: HFlow? = (TagView(elements: [Int]()) { _ in [Node]() }.node.layout as? HFlowLayout)?.flow

  /// A FrameUp layout of the scene format: its parameters and how to build it.
  struct FULayoutForm: Sendable {
    let parameters: [SceneParameter]
    /// Parameters that must be given when the layout is one of `layouts` (its bound).
    let neededInLayouts: [String]
    let make: @Sendable (SceneArguments) throws(SceneError) -> any FULayout
  }

  /// The FrameUp layouts a `layouts` array may hold, by type.
  static let fuLayoutForms: [String: FULayoutForm] = {
    func form<L>(_ axis: SceneAxisLayout<L>) -> (String, FULayoutForm) {
      (
        axis.name,
        FULayoutForm(parameters: axis.parameters, neededInLayouts: [axis.bound]) { args throws(SceneError) in
          try axis.make(args)
        }
      )
    }
    return Dictionary(fuStacks + [form(hflow), form(vflow), form(vmasonry), form(hmasonry)]) { first, _ in first }
  }()

  /// A FrameUp layout value from a scene object such as `{"type": "VStackFULayout", "maxWidth": 150}`: the node types
  /// HStackFULayout, VStackFULayout, ZStackFULayout, HFlow, VFlow, VMasonry and HMasonry with their parameters
  /// (no children; flows and masonries need their maximum size here).
  static func fuLayout(_ json: JSONValue, path: String) throws(SceneError) -> any FULayout {
    let node = try SceneNode.read(json, path: path, schema: .standard)
    let owner = "a layout in \"layouts\""
    guard let form = fuLayoutForms[node.type] else {
      throw SceneError(
        path: "\(path).type", reason: .invalidChoice(got: node.type, options: fuLayoutForms.keys.sorted()))
    }
    let extra = [("id", node.id != nil), ("children", !node.children.isEmpty), ("modifiers", !node.modifiers.isEmpty)]
    if let (field, _) = extra.first(where: { $0.1 }) {
      let known = ["type"] + form.parameters.map(\.name)
      throw SceneError(path: "\(path).\(field)", reason: .unknownField(field, owner: owner, known: known))
    }
    let args = SceneArguments(node.parameters, path: path, owner: "\(node.type) in \"layouts\"")
    for name in form.neededInLayouts where args[name] == nil {
      throw args.error(.missingField(name, owner: args.owner), parameter: name)
    }
    return try form.make(args)
  }
}

/// The proposal-driven form of a flow or masonry under FrameUp's `…Layout` name.
extension SceneAxisLayout {
  /// The node type `HFlowLayout` (`VFlowLayout`, …): the parameters of `HFlow` without its bound, always taking the
  /// proposal, as FrameUp's `LayoutFromFULayout` types do.
  var layoutNodeType: SceneNodeType {
    let name = self.name + "Layout"
    let make = self.make
    let proposalDriven = self.proposalDriven
    return SceneNodeType(name: name, parameters: parameters.filter { $0.name != bound }, acceptsChildren: true) {
      args, children throws(SceneError) in
      Node(layout: proposalDriven(try make(args)), typeName: name, children: children)
    }
  }
}

extension SceneSchema {
  /// Registers FrameUp's names that the scene format spelt differently or lacked: `HFlowLayout`, `VFlowLayout`,
  /// `HMasonryLayout`, `VMasonryLayout` (the proposal-driven forms, which `HFlow` and friends without their bound
  /// keep giving) and `TagViewForScrollView` (`TagView` with a required `maxWidth`). Parameter aliases (`scaleMode`
  /// `up`/`down`, `OverlappingImage` `leading`/`trailing`, `relativePadding` `factor`) live with their types.
  mutating func registerFrameUpNames() {
    register(Self.hflow.layoutNodeType)
    register(Self.vflow.layoutNodeType)
    register(Self.vmasonry.layoutNodeType)
    register(Self.hmasonry.layoutNodeType)
    register(
      SceneNodeType(
        name: "TagViewForScrollView",
        parameters: [.init("maxWidth", .lengthOrInfinity, required: true)] + Self.spacingParameters,
        acceptsChildren: true
      ) { args, children throws(SceneError) in
        guard var flow = Self.tagViewFlow else { throw args.error("TagView's Swift form is no longer an HFlowLayout") }
        flow.maxWidth = try args.required("maxWidth", .lengthOrInfinity)
        try args.read("horizontalSpacing", .length, into: &flow.horizontalSpacing)
        try args.read("verticalSpacing", .length, into: &flow.verticalSpacing)
        return Node(layout: FULayoutContainer(flow), typeName: "TagViewForScrollView", children: children)
      })
  }
}

extension SceneSchema {
  /// The unit points `gridCellAnchor` names (SwiftUI's static members of `UnitPoint`).
  static let unitPointNames: [String: UnitPoint] = [
    "zero": .zero, "topLeading": .topLeading, "top": .top, "topTrailing": .topTrailing, "leading": .leading,
    "center": .center, "trailing": .trailing, "bottomLeading": .bottomLeading, "bottom": .bottom,
    "bottomTrailing": .bottomTrailing,
  ]

  /// Registers `Grid`, `GridRow`, `LazyVGrid`, `LazyHGrid` and the grid cell modifiers.
  mutating func registerGrids() {
    register(
      SceneNodeType(
        name: "Grid",
        parameters: [
          .init("alignment", .choice(Alignment.named)), .init("horizontalSpacing", .number),
          .init("verticalSpacing", .number),
        ], acceptsChildren: true
      ) { args, children throws(SceneError) in
        var layout = GridLayout()
        try args.read("alignment", .choice(Alignment.named), into: &layout.alignment)
        try args.read("horizontalSpacing", .number, into: &layout.horizontalSpacing)
        try args.read("verticalSpacing", .number, into: &layout.verticalSpacing)
        return Node(layout: layout, typeName: "Grid", children: children)
      })
    register(
      SceneNodeType(
        name: "GridRow", parameters: [.init("alignment", .choice(Self.verticalNames))], acceptsChildren: true
      ) { args, children throws(SceneError) in
        var layout = GridRowLayout()
        try args.read("alignment", .choice(Self.verticalNames), into: &layout.alignment)
        return Node(layout: layout, typeName: "GridRow", children: children)
      })
    registerLazyGrid("LazyVGrid", lanes: "columns", Self.horizontalNames) {
      items, alignment, spacing, pinned, children in
      LazyVGrid(columns: items, alignment: alignment, spacing: spacing, pinnedViews: pinned) { children }.node
    }
    registerLazyGrid("LazyHGrid", lanes: "rows", Self.verticalNames) { items, alignment, spacing, pinned, children in
      LazyHGrid(rows: items, alignment: alignment, spacing: spacing, pinnedViews: pinned) { children }.node
    }
    registerGridCellModifiers()
  }

  private mutating func registerLazyGrid<Guide: Sendable>(
    _ name: String, lanes: String, _ names: [String: Guide],
    make: @escaping @Sendable ([GridItem], Guide, CGFloat?, PinnedScrollableViews, [Node]) -> Node
  ) {
    register(
      SceneNodeType(
        name: name,
        parameters: [.init(lanes, .any, required: true)] + Self.alignmentAndSpacing(names)
          + [.init("pinnedViews", .strings)], acceptsChildren: true
      ) { args, children throws(SceneError) in
        let items = try Self.gridItems(try args.required(lanes, .json), path: "\(args.path).\(lanes)")
        guard let center = names["center"] else { throw args.error("no center alignment") }
        let alignment = try args.value("alignment", .choice(names)) ?? center
        return make(items, alignment, try args.value("spacing", .number), try Self.pinnedViews(args), children)
      })
  }

  private mutating func registerGridCellModifiers() {
    register(
      SceneModifierType(
        name: "gridCellColumns", parameters: [.init("count", .columnSpan, required: true)]
      ) { args, node throws(SceneError) in node.gridCellColumns(try args.required("count", .columnSpan)) })
    register(
      SceneModifierType(
        name: "gridColumnAlignment", parameters: [.init("guide", .choice(Self.horizontalNames), required: true)]
      ) { args, node throws(SceneError) in
        node.gridColumnAlignment(try args.required("guide", .choice(Self.horizontalNames)))
      })
    register(
      SceneModifierType(name: "gridCellUnsizedAxes", parameters: [.init("axes", .axes, required: true)]) {
        args, node throws(SceneError) in node.gridCellUnsizedAxes(try args.required("axes", .axes))
      })
    register(
      SceneModifierType(
        name: "gridCellAnchor", parameters: [.init("anchor", .choice(Self.unitPointNames), required: true)]
      ) { args, node throws(SceneError) in
        node.gridCellAnchor(try args.required("anchor", .choice(Self.unitPointNames)))
      })
  }
}

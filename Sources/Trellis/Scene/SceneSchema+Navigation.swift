extension SceneSchema {
  /// The title display modes a scene names (SwiftUI's `NavigationBarItem.TitleDisplayMode` cases).
  static let titleDisplayModes: [String: NavigationBarItem.TitleDisplayMode] = [
    "automatic": .automatic, "inline": .inline, "large": .large,
  ]
  /// The list styles a scene names, as `listStyle(_:)` takes them.
  static let listStyles: [String: @Sendable (Node) -> Node] = [
    "automatic": { $0.listStyle(.automatic) }, "plain": { $0.listStyle(.plain) },
    "grouped": { $0.listStyle(.grouped) }, "insetGrouped": { $0.listStyle(.insetGrouped) },
    "inset": { $0.listStyle(.inset) }, "sidebar": { $0.listStyle(.sidebar) },
  ]
  /// The tab view styles a scene names.
  static let tabViewStyles: [String: @Sendable (Node) -> Node] = [
    "automatic": { $0.tabViewStyle(.automatic) }, "page": { $0.tabViewStyle(.page) },
  ]
  /// The alignments `safeAreaInset` takes: horizontal ones for a vertical edge, vertical ones for a horizontal edge.
  static let insetAlignments = ["leading", "center", "trailing", "top", "bottom"]
  /// The safe-area regions a scene names (SwiftUI's `SafeAreaRegions`).
  static let safeAreaRegions: [String: SafeAreaRegions] = ["all": .all, "container": .container, "keyboard": .keyboard]
  /// The edges `safeAreaInset` takes: the vertical ones and the horizontal ones.
  static let insetEdges = ["top", "bottom", "leading", "trailing"]

  /// The content of a container: its one child, or its children as a group (what a `@ViewBuilder` closure of several
  /// views makes).
  static func content(_ children: [Node]) -> Node { children.count == 1 ? children[0] : Node(grouping: children) }

  /// Registers navigation, lists, tabs and safe areas (Layout.md, "Navigation, lists and safe areas"): the
  /// containers `NavigationStack`, `NavigationView`, `NavigationSplitView`, `List`, `Section`, `Form`, `TabView`, and
  /// the modifiers the containers read (`navigationTitle`, `navigationBarTitle`, `navigationBarTitleDisplayMode`,
  /// `navigationBarHidden`, `listStyle`, `listRowInsets`, `tabItem`, `tabViewStyle`), `safeAreaInset`,
  /// `ignoresSafeArea` and `edgesIgnoringSafeArea` (which change frames in a scene with a `device`).
  mutating func registerNavigation() {
    register(
      SceneNodeType(name: "NavigationStack", acceptsChildren: true) { _, children in
        NavigationStack { Self.content(children) }.node
      })
    register(
      SceneNodeType(name: "NavigationView", acceptsChildren: true) { _, children in
        NavigationView { Self.content(children) }.node
      })
    register(
      SceneNodeType(name: "NavigationSplitView", acceptsChildren: true) { _, children in
        // The children are the sidebar: a split view is laid out collapsed, and its other columns are not laid out.
        NavigationSplitView {
          Self.content(children)
        } detail: {
          EmptyView()
        }.node
      })
    register(
      SceneModifierType(name: "navigationTitle", parameters: [.init("title", .string, required: true)]) {
        args, node throws(SceneError) in node.navigationTitle(try args.required("title", .string))
      })
    register(
      SceneModifierType(
        name: "navigationBarTitle",
        parameters: [.init("title", .string, required: true), .init("displayMode", .choice(Self.titleDisplayModes))]
      ) { args, node throws(SceneError) in
        let title = try args.required("title", .string)
        guard let mode = try args.value("displayMode", .choice(Self.titleDisplayModes)) else {
          return node.navigationBarTitle(title)
        }
        return node.navigationBarTitle(title, displayMode: mode)
      })
    register(
      SceneModifierType(
        name: "navigationBarTitleDisplayMode",
        parameters: [.init("displayMode", .choice(Self.titleDisplayModes), required: true)]
      ) { args, node throws(SceneError) in
        node.navigationBarTitleDisplayMode(try args.required("displayMode", .choice(Self.titleDisplayModes)))
      })
    register(
      SceneModifierType(name: "navigationBarHidden", parameters: [.init("hidden", .bool, required: true)]) {
        args, node throws(SceneError) in node.navigationBarHidden(try args.required("hidden", .bool))
      })
    registerLists()
    registerTabs()
    registerSafeAreas()
  }

  private mutating func registerLists() {
    register(
      SceneNodeType(name: "List", acceptsChildren: true) { _, children in List { Self.content(children) }.node })
    register(
      SceneNodeType(name: "Form", acceptsChildren: true) { _, children in Form { Self.content(children) }.node })
    register(
      SceneNodeType(
        name: "Section", parameters: [.init("header", .string), .init("footer", .string)], acceptsChildren: true
      ) { args, children throws(SceneError) in
        let header = try args.value("header", .string)
        let footer = try args.value("footer", .string)
        let content = Self.content(children)
        switch (header, footer) {
        case (let header?, let footer?):
          return Section {
            content
          } header: {
            Text(header)
          } footer: {
            Text(footer)
          }.node
        case (let header?, nil):
          return Section {
            content
          } header: {
            Text(header)
          }.node
        case (nil, let footer?):
          return Section {
            content
          } footer: {
            Text(footer)
          }.node
        case (nil, nil): return Section { content }.node
        }
      })
    register(Self.styleModifier("listStyle", Self.listStyles))
    register(
      SceneModifierType(name: "listRowInsets", parameters: [.init("insets", .insets)]) {
        args, node throws(SceneError) in node.listRowInsets(try args.value("insets", .insets))
      })
  }

  private mutating func registerTabs() {
    register(
      SceneNodeType(name: "TabView", parameters: [.init("selection", .integer(minimum: 0))], acceptsChildren: true) {
        args, children throws(SceneError) in
        // The selection is the index of a child (a scene has no tags): the selected tab is laid out, as SwiftUI's
        // `TabView(selection:)` lays out the tab tagged with the selection.
        let selection = try args.value("selection", .integer(minimum: 0)) ?? 0
        if selection > 0, selection >= children.count {
          throw args.error(
            .custom("selection \(selection) is not the index of one of the \(children.count) tabs"),
            parameter: "selection")
        }
        let tabs = children.enumerated().map { $0.element.tag($0.offset) }
        return TabView(selection: .constant(selection)) { Node(grouping: tabs) }.node
      })
    register(
      SceneModifierType(name: "tabItem", parameters: [.init("title", .string)]) { args, node throws(SceneError) in
        // The bar is not laid out: as in Swift, the label (a plain text in a scene) is never built, only the tab item
        // recorded.
        let title = try args.value("title", .string)
        return node.tabItem { Self.optionalText(title) }
      })
    register(Self.styleModifier("tabViewStyle", Self.tabViewStyles))
  }

  private mutating func registerSafeAreas() {
    register(
      SceneModifierType(
        name: "safeAreaInset",
        parameters: [
          .init("edge", .choice(Self.insetEdges), required: true),
          .init("alignment", .choice(Self.insetAlignments)),
          .init("spacing", .number), .init("content", .node, required: true),
        ]
      ) { args, node throws(SceneError) in try Self.safeAreaInset(args, node) })
    register(
      SceneModifierType(
        name: "ignoresSafeArea", parameters: [.init("regions", .choice(Self.safeAreaRegions)), .init("edges", .edges)]
      ) { args, node throws(SceneError) in
        node.ignoresSafeArea(
          try args.value("regions", .choice(Self.safeAreaRegions)) ?? .all,
          edges: try args.value("edges", .edges) ?? .all)
      })
    register(
      SceneModifierType(name: "edgesIgnoringSafeArea", parameters: [.init("edges", .edges, required: true)]) {
        args, node throws(SceneError) in node.edgesIgnoringSafeArea(try args.required("edges", .edges))
      })
  }

  /// `safeAreaInset`: `content` along `edge`, aligned by `alignment`.
  private static func safeAreaInset(_ args: SceneArguments, _ node: Node) throws(SceneError) -> Node {
    let edge = try args.required("edge", .string)
    guard insetEdges.contains(edge) else {
      throw args.error(.invalidChoice(got: edge, options: insetEdges), parameter: "edge")
    }
    let spacing: CGFloat? = try args.value("spacing", .number)
    guard let content = args.node("content") else {
      throw args.error(.missingField("content", owner: "safeAreaInset"), parameter: "content")
    }
    // A vertical edge's content is aligned horizontally, a horizontal edge's vertically.
    let alignment = try args.value("alignment", .string) ?? "center"
    let vertical = edge == "top" || edge == "bottom"
    if vertical {
      guard let horizontal = horizontalNames[alignment] else {
        throw args.error(
          .conflictingParameters(["edge", "alignment"], detail: "a \(edge) edge takes leading, center or trailing"),
          parameter: "alignment")
      }
      let side: VerticalEdge = edge == "top" ? .top : .bottom
      return node.safeAreaInset(edge: side, alignment: horizontal, spacing: spacing) { content }
    }
    guard let verticalAlignment = verticalNames[alignment] else {
      throw args.error(
        .conflictingParameters(["edge", "alignment"], detail: "a \(edge) edge takes top, center or bottom"),
        parameter: "alignment")
    }
    let side: HorizontalEdge = edge == "leading" ? .leading : .trailing
    return node.safeAreaInset(edge: side, alignment: verticalAlignment, spacing: spacing) { content }
  }
}

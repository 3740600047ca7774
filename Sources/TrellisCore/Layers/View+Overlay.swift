/// SwiftUI's `overlay` and `background` modifiers (see ``OverlayLayout``).
///
/// - Complexity: O(1) for every member (O(k) for k views built by a content closure).
extension View {
  /// Lays `content` over this view, proposed this view's size and aligned to it by `alignment`. This view keeps its
  /// size, spacing and alignment guides; several views in `content` are stacked as in a `ZStack(alignment:)`.
  ///
  /// ```swift
  /// Box(width: 100, height: 50).overlay(alignment: .bottomTrailing) { Box(width: 20, height: 20) }
  /// // 100×50; the small box at (80, 30)
  /// ```
  public func overlay(alignment: Alignment = .center, @NodeBuilder content: () -> [Node]) -> Node {
    layered(content(), alignment: alignment, isBackground: false)
  }

  /// Lays `content` behind this view, proposed this view's size and aligned to it by `alignment` (drawn first).
  ///
  /// ```swift
  /// Box(width: 60, height: 30).padding(10).background { Rectangle() }  // the rectangle is 80×50 at (0, 0)
  /// ```
  public func background(alignment: Alignment = .center, @NodeBuilder content: () -> [Node]) -> Node {
    layered(content(), alignment: alignment, isBackground: true)
  }

  /// Lays `view` over this one (`.overlay(Rectangle())`); a shape fills this view.
  public func overlay(_ view: some View, alignment: Alignment = .center) -> Node {
    layered([view.node], alignment: alignment, isBackground: false)
  }

  /// Lays `view` behind this one (`.background(Rectangle())`, `.background(Color.blue)`); a shape fills this view.
  public func background(_ view: some View, alignment: Alignment = .center) -> Node {
    layered([view.node], alignment: alignment, isBackground: true)
  }

  /// Fills the view's frame with `color` behind it (SwiftUI's `background(_:ignoresSafeAreaEdges:)` with a colour
  /// style, so `.background(.blue)` reads as in SwiftUI); the same as `.background(Color.blue)`. There is no safe
  /// area headless: `ignoresSafeAreaEdges` is accepted and has no effect.
  public func background(_ color: Color, ignoresSafeAreaEdges: Edge.Set = .all) -> Node {
    layered([color.node], alignment: .center, isBackground: true)
  }

  /// Fills the view's frame with `material` behind it (`.background(.regularMaterial)`; recorded as the
  /// material's tint, see ``Material``). `ignoresSafeAreaEdges` is accepted and has no effect headless.
  public func background(_ material: Material, ignoresSafeAreaEdges: Edge.Set = .all) -> Node {
    layered([Rectangle().fill(material)], alignment: .center, isBackground: true)
  }

  /// Fills the view's frame with `style` behind it (SwiftUI's `background(_:ignoresSafeAreaEdges:)`), for any
  /// shape style: `.background(Gradient(colors: [.red, .blue]))`, `.background(.tint)`. The frame is the view's, as
  /// with a `Rectangle().fill(style)` background. A style that is also a view (`Color`, `LinearGradient`) takes the
  /// view overload, with the same frames. `ignoresSafeAreaEdges` is accepted and has no effect headless.
  @_disfavoredOverload
  public func background(_ style: some ShapeStyle, ignoresSafeAreaEdges: Edge.Set = .all) -> Node {
    layered([Rectangle().fill(style)], alignment: .center, isBackground: true)
  }

  /// Fills the view's frame with `style` over it (SwiftUI's `overlay(_:ignoresSafeAreaEdges:)`), for any shape
  /// style: `.overlay(Gradient(colors: [.clear, .black]))`. The frame is the view's; a style that is also a view
  /// takes the view overload, with the same frames. `ignoresSafeAreaEdges` is accepted and has no effect headless.
  @_disfavoredOverload
  public func overlay(_ style: some ShapeStyle, ignoresSafeAreaEdges: Edge.Set = .all) -> Node {
    layered([Rectangle().fill(style)], alignment: .center, isBackground: false)
  }

  /// Fills the view's frame with `style` drawn in `shape` behind it (`.background(.blue, in: Capsule())`).
  public func background(_ style: some ShapeStyle, in shape: some Shape, fillStyle: FillStyle = FillStyle()) -> Node {
    layered([shape.fill(style)], alignment: .center, isBackground: true)
  }

  /// Fills the view's frame with the foreground style drawn in `shape` behind it (`.background(in: Capsule())`).
  public func background(in shape: some Shape, fillStyle: FillStyle = FillStyle()) -> Node {
    layered([shape.fill()], alignment: .center, isBackground: true)
  }

  /// This view with `nodes` over it (or behind it), aligned by `alignment`: none is the view itself, one is laid over
  /// it, several are stacked in a `ZStack` first. The view's layout priority and values pass through.
  func layered(_ nodes: [Node], alignment: Alignment, isBackground: Bool) -> Node {
    let secondary: Node
    switch nodes.count {
    case 0: return node
    case 1: secondary = nodes[0]
    default: secondary = Node(layout: ZStackLayout(alignment: alignment), typeName: "ZStack", children: nodes)
    }
    let layered = Node(
      layout: OverlayLayout(alignment: alignment, isBackground: isBackground),
      typeName: isBackground ? "background" : "overlay",
      children: isBackground ? [secondary, node] : [node, secondary])
    // The primary's layout priority and layout values stay visible to the parent, as through any modifier.
    let passed = node.passedThroughAttributes()
    return passed.isEmpty ? layered : layered.with(attributes: passed)
  }
}

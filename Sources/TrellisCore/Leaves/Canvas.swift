import Foundation

/// A view that draws with a closure (SwiftUI's `Canvas`): it takes the size it is proposed, as `Color` and
/// `Rectangle` do (10 points along an axis proposed nothing), and its renderer closure is drawing, never layout.
///
/// ```swift
/// let canvas = Canvas { context, size in
///   context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
/// }
/// let frame = try canvas.frame(width: 80, height: 40).layout(proposal: .unspecified, configuration: .monospaced)
/// let drawing = try canvas.recording(in: CGSize(width: 80, height: 40), configuration: .monospaced)
/// drawing.commands   // one fill of the 80 × 40 ellipse, in blue
/// ```
///
/// **Recording.** ``recording(in:configuration:)`` runs the renderer with a recording ``GraphicsContext`` of the given
/// size (the canvas's laid-out size) and returns what it drew. The renderer runs only then, on the caller's task. The
/// canvas's node keeps the drawing (``DrawingStyle/canvas``, a ``CanvasDrawing``), so TrellisRender's display list
/// of a laid-out tree records it at the canvas's frame and paints it there, unclipped (`.clipped()` clips it). As
/// SwiftUI's renderer runs on the main actor, it may read a view's state, which need not be `Sendable`: the node
/// carries it unchecked, as a ``GeometryReader`` carries its content closure, so an object it captures must not be
/// changed by another task while a tree that holds it is rendered.
///
/// **Symbols.** The views of `symbols` are laid out at their ideal size when the recording starts, and
/// `GraphicsContext.resolveSymbol(id:)` finds each by its `.tag(_:)`.
///
/// `opaque`, `colorMode` and `rendersAsynchronously` are accepted and kept (``isOpaque``, ``colorMode``,
/// ``rendersAsynchronously``); they change no frame and no recording.
///
/// - Complexity: layout is O(1); a recording costs the renderer's calls plus laying out each symbol once.
public struct Canvas<Symbols: View>: View {
  /// The drawing closure: given a recording context and the canvas's size.
  public let renderer: (inout GraphicsContext, CGSize) -> Void
  /// The views the renderer can draw by their tags.
  public let symbols: Symbols
  /// Whether the canvas promises to cover every pixel (`opaque:`); recorded.
  public let isOpaque: Bool
  /// The colour space of its drawing (`colorMode:`); recorded.
  public let colorMode: ColorRenderingMode
  /// Whether SwiftUI may draw it off the main thread (`rendersAsynchronously:`); recorded.
  public let rendersAsynchronously: Bool

  /// A canvas drawn by `renderer`, which may draw the views of `symbols` by their tags.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
  ) {
    self.renderer = renderer
    self.symbols = symbols()
    self.isOpaque = opaque
    self.colorMode = colorMode
    self.rendersAsynchronously = rendersAsynchronously
  }

  /// The canvas: a flexible leaf that takes its proposal (10 along an axis proposed nothing), with its drawing in its
  /// style for renderers.
  public var node: Node {
    let canvas = self
    var style = DrawingStyle()
    style.canvas = CanvasDrawing { size, configuration throws(LayoutError) in
      try canvas.recording(in: size, configuration: configuration)
    }
    return Node(leaf: FlexibleLeaf(), typeName: "Canvas").with(style: style)
  }

  /// What the renderer draws in a canvas of `size`: runs it once with a recording ``GraphicsContext``, its symbols
  /// laid out at their ideal sizes with `configuration` (which also measures the texts the renderer resolves).
  /// A non-finite or negative size is taken as zero.
  ///
  /// - Complexity: the renderer's calls, plus one layout of each symbol.
  public func recording(in size: CGSize, configuration: LayoutConfiguration) throws(LayoutError)
    -> GraphicsContext.Recording
  {
    let size = CGSize(
      width: size.width.isFinite ? max(size.width, 0) : 0, height: size.height.isFinite ? max(size.height, 0) : 0)
    var resolved: [String: GraphicsContext.ResolvedSymbol] = [:]
    for node in Self.flattened(symbols.node) {
      guard let tag = node.style?.handlers.last(where: { $0.hasPrefix("tag(") }) else { continue }
      let id = String(tag.dropFirst(4).dropLast())
      let ideal = try node.layout(proposal: .unspecified, configuration: configuration).size
      resolved[id] = GraphicsContext.ResolvedSymbol(id: id, size: ideal)
    }
    let recorder = GraphicsContext.Recorder(symbols: resolved, configuration: configuration)
    var context = GraphicsContext(recorder: recorder)
    renderer(&context, size)
    return GraphicsContext.Recording(size: size, commands: recorder.commands, symbols: resolved)
  }

  /// The views of a built tree with groups opened (a `ForEach` of symbols is a group of them).
  static func flattened(_ node: Node) -> [Node] {
    node.isGroup ? node.children.flatMap(flattened) : [node]
  }
}

extension Canvas where Symbols == EmptyView {
  /// A canvas drawn by `renderer`, without symbols.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
    self.symbols = EmptyView()
    self.isOpaque = opaque
    self.colorMode = colorMode
    self.rendersAsynchronously = rendersAsynchronously
  }
}

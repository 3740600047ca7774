import Trellis

/// Draws a view into an image or a document: SwiftUI's `ImageRenderer`, headless, through Cairo.
///
/// The view is laid out for ``proposedSize`` with the standard configuration (texts shaped in real fonts), and drawn
/// as its ``DisplayList`` says: shapes and colours, texts from the measurer's shaped glyphs, pictures from PNG and
/// JPEG files, opacity, clipping, hidden views skipped, `zIndex` order.
///
/// ```swift
/// let renderer = ImageRenderer(content: card)
/// renderer.scale = 2
/// let png = try renderer.pngData()      // @2x
/// let pdf = try renderer.pdfData()      // vector, in points
/// ```
///
/// | SwiftUI | Trellis |
/// |---|---|
/// | `cgImage`, `uiImage`, `nsImage` (`nil` on failure) | ``rasterImage()``, ``pngData()`` (throw why) |
/// | `render(rasterizationScale:renderer:)` hands a `CGContext` | hands a Cairo context (`cairo_t *`) |
/// | `@MainActor`, `ObservableObject` | neither: use it from any one thread at a time |
/// | `isOpaque`, `colorMode` | ``background`` (`nil`: transparent); 8-bit sRGB |
///
/// - Complexity: every output lays the view out once and draws it: O(nodes + characters) plus drawing.
public final class ImageRenderer<Content: View> {
  /// The view drawn.
  public var content: Content
  /// Pixels per point of ``rasterImage()`` and ``pngData()`` (default 1; 2 for @2x).
  public var scale: Double = 1
  /// The size proposed to the view (default: unspecified, the view's ideal size).
  public var proposedSize: ProposedViewSize = .unspecified
  /// The colour under the drawing, or `nil` (default) for a transparent background.
  public var background: Color? = nil
  /// The folder ``Image`` names are looked up in when not absolute (default: the current folder).
  public var imageDirectory: String? = nil

  /// How ``svgData()`` draws text (default: glyph outlines).
  public var svgText: SVGTextMode = .outlines

  /// A renderer of `content`.
  public init(content: Content) {
    self.content = content
  }

  /// The view laid out for ``proposedSize``.
  ///
  /// - Throws: ``LayoutError``.
  public func layout() throws(LayoutError) -> LayoutResult {
    try content.layout(proposal: proposedSize)
  }

  /// What the view draws.
  ///
  /// - Throws: ``LayoutError``.
  public func displayList() throws(LayoutError) -> DisplayList { DisplayList(try layout()) }

  /// The view rasterized at ``scale``.
  ///
  /// - Throws: ``LayoutError`` or ``RenderError``.
  public func rasterImage() throws -> RasterImage { try displayList().rasterImage(options(scale: scale)) }

  /// The view as a PNG file at ``scale``.
  ///
  /// - Throws: ``LayoutError`` or ``RenderError``.
  public func pngData() throws -> [UInt8] { try displayList().data(.png, options: options(scale: scale)) }

  /// The view as a one-page PDF document, in points.
  ///
  /// - Throws: ``LayoutError`` or ``RenderError``.
  public func pdfData() throws -> [UInt8] { try displayList().data(.pdf, options: options(scale: 1)) }

  /// The view as an SVG document, in points, text as ``svgText`` says.
  ///
  /// - Throws: ``LayoutError`` or ``RenderError``.
  public func svgData() throws -> [UInt8] { try displayList().data(.svg, options: options(scale: 1)) }

  /// Lays the view out and hands `renderer` its size in points and a function that draws it into a Cairo context
  /// (`cairo_t *`), in points from the context's current transform, as SwiftUI's
  /// `render(rasterizationScale:renderer:)` hands a `CGContext` drawer. `rasterizationScale` is accepted for
  /// SwiftUI compatibility: Cairo rasterizes at the context's own scale. The drawer throws ``RenderError`` (a missing
  /// picture, a Cairo failure).
  ///
  /// ```swift
  /// try renderer.render { size, draw in
  ///   // make a Cairo surface of `size`, then: try draw(context)
  /// }
  /// ```
  ///
  /// - Throws: ``LayoutError``, or what `renderer` throws.
  public func render(
    rasterizationScale: Double = 1,
    renderer: (Size, (OpaquePointer) throws(RenderError) -> Void) throws -> Void
  ) throws {
    let list = try displayList()
    let options = options(scale: rasterizationScale)
    try renderer(list.size) { (context: OpaquePointer) throws(RenderError) in
      try list.draw(into: context, options: options)
    }
  }

  private func options(scale: Double) -> RenderOptions {
    var options = RenderOptions(scale: scale, background: background, imageDirectory: imageDirectory)
    options.svgText = svgText
    return options
  }
}

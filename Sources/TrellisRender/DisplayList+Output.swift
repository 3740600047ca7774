import CCairo
import Trellis

/// The files a drawing can be written as.
public enum RenderFormat: String, Sendable, CaseIterable {
  /// A PNG image, `scale` pixels per point (transparent where nothing is drawn unless a background is given).
  case png
  /// A one-page PDF document the size of the drawing in points (text as embedded font subsets, with the character
  /// maps Cairo derives from the fonts; the characters of a ligature are not recorded).
  case pdf
  /// An SVG document the size of the drawing in points (``DisplayList/svgDocument(_:textMode:)``): text as glyph
  /// outlines (so that it looks the same where the fonts are not installed) or as `<text>`
  /// (``RenderOptions/svgText``), pictures embedded, shadows as blur filters.
  case svg
}

/// - Complexity: every output is O(items + glyphs + picture pixels) plus Cairo's rasterization.
extension DisplayList {
  /// The drawing as a file of `format`.
  ///
  /// - Throws: ``RenderError`` when a picture cannot be loaded, the raster size is out of range, or Cairo fails.
  public func data(_ format: RenderFormat, options: RenderOptions = RenderOptions()) throws(RenderError) -> [UInt8] {
    switch format {
    case .png: return try rasterImage(options).pngData()
    case .svg: return Array(try svgDocument(options, textMode: options.svgText).utf8)
    case .pdf:
      let writer = ByteWriter()
      let closure = Unmanaged.passUnretained(writer).toOpaque()
      let write: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<ByteWriter>.fromOpaque(closure).takeUnretainedValue().append(data, Int(length))
        return CAIRO_STATUS_SUCCESS
      }
      let width = max(1, size.width)
      let height = max(1, size.height)
      guard let surface = cairo_pdf_surface_create_for_stream(write, closure, width, height) else {
        throw .cairo("no surface")
      }
      // No creation date: the same drawing makes the same file.
      cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Trellis")
      cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
      try withExtendedLifetime(writer) { () throws(RenderError) in
        defer { cairo_surface_destroy(surface) }
        try draw(on: surface, scale: 1, options: options)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
      }
      return writer.bytes
    }
  }

  /// The drawing rasterized at `options.scale` pixels per point: `ceil(size × scale)` pixels on each side.
  ///
  /// - Throws: ``RenderError``; ``RenderError/invalidSize(width:height:)`` when a side would be below 1 or above
  ///   ``RenderOptions/maximumPixelSide`` pixels.
  public func rasterImage(_ options: RenderOptions = RenderOptions()) throws(RenderError) -> RasterImage {
    let scale = options.scale
    let width = (size.width * scale).rounded(.up)
    let height = (size.height * scale).rounded(.up)
    let limit = Double(RenderOptions.maximumPixelSide)
    guard scale.isFinite, scale > 0, width >= 1, height >= 1, width <= limit, height <= limit else {
      throw .invalidSize(width: width, height: height)
    }
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
      throw .cairo("no surface")
    }
    defer { cairo_surface_destroy(surface) }
    try draw(on: surface, scale: scale, options: options)
    cairo_surface_flush(surface)
    return try RasterImage(surface: surface, scale: scale)
  }

  /// Draws the list into `context` (a `cairo_t *`), in points from the context's current origin and scale.
  ///
  /// - Throws: ``RenderError`` when a picture cannot be loaded or Cairo fails.
  public func draw(into context: OpaquePointer, options: RenderOptions = RenderOptions()) throws(RenderError) {
    cairo_save(context)
    defer { cairo_restore(context) }
    try CairoPainter(context: context, options: options).paint(self)
  }

  private func draw(on surface: OpaquePointer, scale: Double, options: RenderOptions) throws(RenderError) {
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
      throw .cairo(String(cString: cairo_status_to_string(status)))
    }
    defer { cairo_destroy(context) }
    cairo_scale(context, scale, scale)
    try draw(into: context, options: options)
  }
}

extension LayoutResult {
  /// The result drawn (its ``DisplayList``) as a file of `format`.
  ///
  /// ```swift
  /// let png = try card.layout(proposal: .unspecified).rendered(.png, options: RenderOptions(scale: 2))
  /// ```
  ///
  /// - Throws: ``RenderError``.
  /// - Complexity: O(entries + characters of the texts), plus drawing.
  public func rendered(_ format: RenderFormat, options: RenderOptions = RenderOptions()) throws(RenderError)
    -> [UInt8]
  {
    try DisplayList(self).data(format, options: options)
  }
}

/// Bytes Cairo writes piece by piece.
final class ByteWriter {
  var bytes: [UInt8] = []

  func append(_ data: UnsafePointer<UInt8>, _ count: Int) {
    bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: count))
  }
}

import CCairo

/// A rasterized drawing: pixels in sRGB with premultiplied alpha (SwiftUI's `ImageRenderer.cgImage`, headless).
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct RasterImage: Hashable, Sendable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// Pixels per point it was drawn at (1 when decoded from a file).
  public let scale: Double
  /// The pixels, rows top to bottom, each a 32-bit `0xAARRGGBB` with premultiplied colour.
  public let pixels: [UInt32]

  /// The colour of pixel (`x`, `y`) without premultiplication: red, green, blue and alpha, 0…255.
  public func rgba(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let pixel = pixels[y * width + x]
    let alpha = UInt32(pixel >> 24)
    func channel(_ shift: UInt32) -> UInt8 {
      let value = (pixel >> shift) & 0xFF
      return alpha == 0 ? 0 : UInt8(min(255, (value * 255 + alpha / 2) / alpha))
    }
    return (channel(16), channel(8), channel(0), UInt8(alpha))
  }

  /// Copies the pixels of a flushed Cairo ARGB32 image surface.
  init(surface: OpaquePointer, scale: Double) throws(RenderError) {
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    self.width = width
    self.height = height
    self.scale = scale
    let stride = Int(cairo_image_surface_get_stride(surface))
    let format = cairo_image_surface_get_format(surface)
    // An opaque PNG decodes as RGB24: the same layout with an unused top byte, made opaque here.
    guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
      let data = cairo_image_surface_get_data(surface)
    else { throw .cairo("not an ARGB32 or RGB24 image") }
    var pixels = [UInt32](repeating: 0, count: width * height)
    let rowBytes = width * 4
    pixels.withUnsafeMutableBytes { out in
      for y in 0..<height {
        (out.baseAddress! + y * rowBytes).copyMemory(from: data + y * stride, byteCount: rowBytes)
      }
    }
    if format == CAIRO_FORMAT_RGB24 {
      for index in pixels.indices { pixels[index] |= 0xFF00_0000 }
    }
    self.pixels = pixels
  }

  /// Decodes a PNG file's bytes (any PNG colour type; Cairo converts it to premultiplied ARGB).
  ///
  /// - Throws: ``RenderError/imageUnreadable(name:path:reason:)`` when the bytes are not a PNG file.
  /// - Complexity: O(pixels).
  public init(pngData: [UInt8]) throws(RenderError) {
    let picture = try Picture.decodePNG(pngData, name: "(data)", path: "(data)")
    cairo_surface_flush(picture.surface)
    try self.init(surface: picture.surface, scale: 1)
  }

  /// The image as a PNG file (8-bit RGBA; Cairo undoes the premultiplication).
  ///
  /// - Throws: ``RenderError/cairo(_:)`` when Cairo cannot encode it.
  /// - Complexity: O(pixels).
  public func pngData() throws(RenderError) -> [UInt8] {
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
    else { throw .cairo("no surface") }
    defer { cairo_surface_destroy(surface) }
    cairo_surface_flush(surface)
    pixels.withUnsafeBytes { source in
      for y in 0..<height {
        (data + y * stride).withMemoryRebound(to: UInt8.self, capacity: width * 4) {
          $0.update(
            from: source.baseAddress!.assumingMemoryBound(to: UInt8.self) + y * width * 4, count: width * 4)
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    let writer = ByteWriter()
    let status = withExtendedLifetime(writer) {
      cairo_surface_write_to_png_stream(
        surface,
        { closure, data, length in
          guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
          Unmanaged<ByteWriter>.fromOpaque(closure).takeUnretainedValue().append(data, Int(length))
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(writer).toOpaque())
    }
    guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
    return writer.bytes
  }
}

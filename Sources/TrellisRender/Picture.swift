import CCairo
import CJPEG
import Foundation

/// A picture loaded from a PNG or JPEG file into a Cairo image surface (owned: destroyed with the picture).
final class Picture {
  let surface: OpaquePointer
  let width: Int
  let height: Int

  /// The most pixels a JPEG may have (the largest raster side squared would be far beyond memory; 2²⁸ is 1 GiB).
  static let maximumPixels = 1 << 28

  private init(surface: OpaquePointer) {
    self.surface = surface
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
  }

  deinit { cairo_surface_destroy(surface) }

  /// The paths an image name is looked up at: the name (in `directory` unless absolute), then with `.png`, `.jpg`
  /// and `.jpeg` appended when it has no extension.
  static func candidates(_ name: String, directory: String?) -> [String] {
    let base = name.hasPrefix("/") || directory == nil ? name : directory! + "/" + name
    let file = name.split(separator: "/").last ?? ""
    guard !file.contains(".") else { return [base] }
    return [base, base + ".png", base + ".jpg", base + ".jpeg"]
  }

  /// The picture named `name`, from the first candidate file that exists.
  static func load(_ name: String, directory: String?) throws(RenderError) -> Picture {
    let (path, bytes, isPNG) = try file(name, directory: directory)
    return isPNG ? try decodePNG(bytes, name: name, path: path) : try jpeg(bytes, name: name, path: path)
  }

  /// The path and bytes of the first candidate file for `name` that exists, and whether it is a PNG file (else a
  /// JPEG file, by their signatures).
  static func file(_ name: String, directory: String?) throws(RenderError) -> (String, [UInt8], Bool) {
    let tried = candidates(name, directory: directory)
    var isDirectory: ObjCBool = false
    guard
      let path = tried.first(where: {
        FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && !isDirectory.boolValue
      }),
      let data = FileManager.default.contents(atPath: path)
    else { throw .imageNotFound(name: name, tried: tried) }
    let bytes = [UInt8](data)
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return (path, bytes, true) }
    if bytes.starts(with: [0xFF, 0xD8]) { return (path, bytes, false) }
    throw .imageUnreadable(name: name, path: path, reason: "neither a PNG nor a JPEG file")
  }

  /// Decodes a PNG file's bytes with Cairo.
  static func decodePNG(_ bytes: [UInt8], name: String, path: String) throws(RenderError) -> Picture {
    let reader = ByteReader(bytes)
    let surface = withExtendedLifetime(reader) {
      cairo_image_surface_create_from_png_stream(
        { closure, data, length in
          guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
          let reader = Unmanaged<ByteReader>.fromOpaque(closure).takeUnretainedValue()
          return reader.read(into: data, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }, Unmanaged.passUnretained(reader).toOpaque())
    }
    guard let surface else { throw .imageUnreadable(name: name, path: path, reason: "out of memory") }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw .imageUnreadable(name: name, path: path, reason: String(cString: cairo_status_to_string(status)))
    }
    return Picture(surface: surface)
  }

  /// Decodes a JPEG file's bytes with libjpeg (through the CJPEG shim) into a Cairo image surface.
  private static func jpeg(_ bytes: [UInt8], name: String, path: String) throws(RenderError) -> Picture {
    var width: Int32 = 0
    var height: Int32 = 0
    var pixels: UnsafeMutablePointer<UInt8>? = nil
    var message = [CChar](repeating: 0, count: 256)
    let decoded = bytes.withUnsafeBufferPointer { buffer in
      trellis_jpeg_decode(
        buffer.baseAddress, buffer.count, maximumPixels, &width, &height, &pixels, &message, message.count)
    }
    guard decoded == 1, let pixels else {
      let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw .imageUnreadable(name: name, path: path, reason: reason.isEmpty ? "not a JPEG file" : reason)
    }
    defer { free(pixels) }
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
    else { throw .imageUnreadable(name: name, path: path, reason: "out of memory") }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let row = Int(width) * 4
    for y in 0..<Int(height) {
      (data + y * stride).update(from: pixels + y * row, count: row)
    }
    cairo_surface_mark_dirty(surface)
    return Picture(surface: surface)
  }
}

/// Bytes handed to Cairo's PNG reader piece by piece.
private final class ByteReader {
  let bytes: [UInt8]
  var offset = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  func read(into destination: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
    guard count <= bytes.count - offset else { return false }
    bytes.withUnsafeBufferPointer { destination.update(from: $0.baseAddress! + offset, count: count) }
    offset += count
    return true
  }
}

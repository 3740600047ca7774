/// Why a drawing could not be made.
///
/// - Complexity: O(1) for every member.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// An ``Image`` names a picture that is not a readable file (the paths tried are listed).
  case imageNotFound(name: String, tried: [String])
  /// A picture's file is not a PNG or JPEG file Trellis can decode (the reason from the decoder).
  case imageUnreadable(name: String, path: String, reason: String)
  /// The drawing is too large or empty for a raster image (pixel width and height asked for).
  case invalidSize(width: Double, height: Double)
  /// Cairo failed (its status message).
  case cairo(String)

  public var description: String {
    switch self {
    case .imageNotFound(let name, let tried):
      "image \"\(name)\" not found (tried \(tried.joined(separator: ", ")))"
    case .imageUnreadable(let name, let path, let reason):
      "image \"\(name)\" (\(path)) cannot be read: \(reason)"
    case .invalidSize(let width, let height):
      "cannot make a raster image of \(width)×\(height) pixels (each side must be 1…\(RenderOptions.maximumPixelSide))"
    case .cairo(let message): "cairo: \(message)"
    }
  }
}

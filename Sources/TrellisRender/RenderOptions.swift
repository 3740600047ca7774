import Trellis

/// How a drawing is made: its scale, its background, where pictures are found.
///
/// - Complexity: O(1) for every member.
public struct RenderOptions: Sendable {
  /// The largest raster side, in pixels (32,768, Cairo's own limit for image surfaces).
  public static let maximumPixelSide = 32_768

  /// Pixels per point for raster output (2 for @2x, 3 for @3x; default 1). PDF and SVG are in points and ignore it.
  public var scale: Double = 1
  /// The colour under the drawing, or `nil` (the default) for none: a transparent PNG, as SwiftUI's `ImageRenderer`.
  public var background: Color? = nil
  /// The folder an ``Image``'s name is looked up in when it is not an absolute path (default: the current folder).
  public var imageDirectory: String? = nil

  /// How SVG output draws text (default: glyph outlines).
  public var svgText: SVGTextMode = .outlines

  /// The default options.
  public init() {}

  /// Options with `scale`, `background` and `imageDirectory`.
  public init(scale: Double, background: Color? = nil, imageDirectory: String? = nil) {
    self.scale = scale
    self.background = background
    self.imageDirectory = imageDirectory
  }
}

/// How an image is drawn (SwiftUI's `Image.renderingMode(_:)`, `interpolation(_:)` and `antialiased(_:)`): recorded
/// in the image's `style.handlers` for renderers, never a change of frame.
extension Image {
  /// Whether an image is drawn as a template, tinted by the foreground style, or with its own colours (SwiftUI's
  /// `Image.TemplateRenderingMode`).
  public enum TemplateRenderingMode: String, Hashable, Sendable, CaseIterable {
    /// Drawn as a mask filled with the foreground style.
    case template
    /// Drawn with the image's own colours.
    case original
  }

  /// The quality of the scaling when a resized image is drawn (SwiftUI's `Image.Interpolation`).
  public enum Interpolation: String, Hashable, Sendable, CaseIterable {
    /// Nearest pixel: no smoothing.
    case none
    /// Low-quality smoothing.
    case low
    /// Medium-quality smoothing.
    case medium
    /// High-quality smoothing.
    case high
  }

  /// The image drawn in `renderingMode` (`nil`: the image's own default), recorded as
  /// `"renderingMode(template)"` or `"renderingMode(original)"`; no frame changes.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    guard let renderingMode else { return self }
    return recording("renderingMode(\(renderingMode.rawValue))")
  }

  /// The image scaled with `interpolation` when drawn, recorded as `"interpolation(high)"`; no frame changes.
  public func interpolation(_ interpolation: Interpolation) -> Image {
    recording("interpolation(\(interpolation.rawValue))")
  }

  /// The image drawn with or without antialiased edges, recorded as `"antialiased(true)"`; no frame changes.
  public func antialiased(_ isAntialiased: Bool) -> Image {
    recording("antialiased(\(isAntialiased))")
  }

  /// The image with `name` added to what its node records.
  private func recording(_ name: String) -> Image {
    var image = self
    image.records.append(name)
    return image
  }
}

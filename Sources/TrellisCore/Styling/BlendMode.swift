/// How a view's colours combine with what is behind it (SwiftUI's `BlendMode`): recorded by ``View/blendMode(_:)``
/// for renderers; no frame changes.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
  // The cases are SwiftUI's, in its order.
  /// The view over the content behind.
  case normal
  /// Multiply.
  case multiply
  /// Screen.
  case screen
  /// Overlay.
  case overlay
  /// Darken.
  case darken
  /// Lighten.
  case lighten
  /// Colour dodge.
  case colorDodge
  /// Colour burn.
  case colorBurn
  /// Soft light.
  case softLight
  /// Hard light.
  case hardLight
  /// Difference.
  case difference
  /// Exclusion.
  case exclusion
  /// Hue.
  case hue
  /// Saturation.
  case saturation
  /// Colour.
  case color
  /// Luminosity.
  case luminosity
  /// Source atop.
  case sourceAtop
  /// Destination over.
  case destinationOver
  /// Destination out.
  case destinationOut
  /// Plus darker.
  case plusDarker
  /// Plus lighter.
  case plusLighter
}

extension View {
  /// Records how this view's colours combine with what is behind it (SwiftUI's `blendMode(_:)`), as
  /// `blendMode(name)` in ``DrawingStyle/handlers``; no frame changes and no renderer draws it yet.
  ///
  /// - Complexity: O(1), plus copying the node's handlers.
  public func blendMode(_ mode: BlendMode) -> Node { recording("blendMode(\(mode.rawValue))") }
}

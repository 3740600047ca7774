import TrellisCore

/// FrameUp's renderer behind `unclippedTextRenderer()`: draws every line as it was laid out, and sizes the text as
/// the text sizes itself.
struct UnclippedTextRenderer: TextRenderer {
  func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    for line in layout { context.draw(line) }
  }
}

extension View {
  /// FrameUp's `unclippedTextRenderer()`: the text drawn with a text renderer that draws every line as it is laid
  /// out, which in SwiftUI lifts the clip a `Text` otherwise puts at its frame (a glyph of a flourished font may reach
  /// outside it). Layout is unchanged: FrameUp's renderer sizes the text as the text sizes itself, so the frame is
  /// the text's own. Recorded for renderers as `textRenderer(UnclippedTextRenderer)` in ``DrawingStyle/handlers``
  /// (``View/textRenderer(_:)``); Trellis's renderers never clip a text to its frame, so they draw it the same either
  /// way.
  ///
  /// ```swift
  /// Text("f").font(.custom("Zapfino", size: 30)).unclippedTextRenderer().border(Color.red)
  /// ```
  ///
  /// - Complexity: O(1).
  public func unclippedTextRenderer() -> Node { textRenderer(UnclippedTextRenderer()) }
}

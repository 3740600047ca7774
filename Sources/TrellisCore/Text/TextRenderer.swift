import Foundation

/// A renderer that draws a text's laid-out lines itself (iOS 18's `TextRenderer`), applied with
/// ``View/textRenderer(_:)``. Recorded for renderers as `textRenderer(TypeName)` in ``DrawingStyle/handlers``; the
/// text's frame is the one it lays out to, and ``draw(layout:in:)`` is not run by Trellis's renderers.
///
/// ```swift
/// struct Plain: TextRenderer {
///   func draw(layout: Text.Layout, in context: inout GraphicsContext) {
///     for line in layout { context.draw(line) }
///   }
/// }
/// Text("f").textRenderer(Plain())
/// ```
///
/// | SwiftUI | Trellis |
/// | --- | --- |
/// | `sizeThatFits(proposal:text:)` sizes the text | the text lays out as it measures itself (a renderer that answers another size changes no frame) |
/// | `draw(layout:in:)` draws the text | recorded by the renderer's type name; renderers draw the text's own glyphs |
///
/// - Complexity: applying one is O(1).
public protocol TextRenderer: Sendable {
  /// Draws `layout`'s lines into `context`.
  func draw(layout: Text.Layout, in context: inout GraphicsContext)
  /// The text's size for `proposal` (default: the text's own, `text.sizeThatFits(proposal)`).
  func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
  /// How far outside the text's frame the renderer may draw (default: none).
  var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
  /// The text's own size for `proposal`.
  public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }
  /// No padding.
  public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a ``TextRenderer`` sizes (SwiftUI's `TextProxy`).
///
/// - Complexity: ``sizeThatFits(_:)`` costs one layout of the text.
public struct TextProxy {
  let text: Text
  let configuration: LayoutConfiguration

  /// The text's size for `proposal`, as it lays out.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    (try? text.node.layout(proposal: proposal, configuration: configuration).size) ?? .zero
  }
}

extension Text {
  /// A text's lines as laid out, handed to a ``TextRenderer`` (SwiftUI's `Text.Layout`).
  ///
  /// - Complexity: O(1) for every member.
  public struct Layout: RandomAccessCollection {
    /// The lines, top to bottom.
    public let lines: [Line]
    /// The index of the first line.
    public var startIndex: Int { lines.startIndex }
    /// The index past the last line.
    public var endIndex: Int { lines.endIndex }
    /// The line at `index`.
    public subscript(index: Int) -> Line { lines[index] }

    /// One laid-out line: its characters and where they sit in the text's frame.
    public struct Line: Hashable, Sendable {
      /// The line's characters.
      public let text: String
      /// The line's box in the text's frame.
      public let typographicBounds: CGRect
    }
  }
}

extension GraphicsContext {
  /// Draws a laid-out line of a text where it was laid out. `options` are accepted.
  public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = Text.Layout.DrawingOptions()) {
    record(.text(line.text, in: line.typographicBounds))
  }
}

extension Text.Layout {
  /// Options of drawing a line (SwiftUI's `Text.Layout.DrawingOptions`); accepted, not read.
  public struct DrawingOptions: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// Options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Draw the text without its subpixel quantisation.
    public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1)
  }
}

extension View {
  /// The text drawn by `renderer` (iOS 18): recorded as `textRenderer(TypeName)` in ``DrawingStyle/handlers``; no
  /// frame changes (``TextRenderer``'s table says how this differs from SwiftUI).
  ///
  /// - Complexity: O(1).
  public func textRenderer<Renderer: TextRenderer>(_ renderer: Renderer) -> Node {
    restyled { $0.handlers.append("textRenderer(\(Renderer.self))") }
  }
}

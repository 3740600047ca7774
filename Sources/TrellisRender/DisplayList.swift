import Trellis

/// What a laid-out view draws, in drawing order: the walk over a ``LayoutResult``'s frames and recorded styles that
/// every output (PNG, PDF, SVG, a caller's Cairo context) draws from.
///
/// Entries are visited parents first, siblings in `zIndex` order (``LayoutResult/entries``). A hidden entry and
/// everything below it draw nothing. For each other entry:
/// - an `opacity` below 1 opens a group that is composited at that opacity when the entry's subtree is drawn;
/// - `clipShape`, `clipped()`, `cornerRadius` and a ``ScrollView``'s frame clip the entry and its subtree;
/// - a shape leaf fills its outline with its gradient, else its fill, else the inherited foreground colour, else
///   black (SwiftUI's default style), and strokes it when it records a stroke; a ``Color``, ``LinearGradient`` or
///   ``RadialGradient`` fills its frame;
/// - a ``Text`` draws its measured lines from the measurer's shaped glyphs in the inherited foreground colour
///   (black by default);
/// - an ``Image`` with a name draws that picture stretched to its frame;
/// - a `border` is drawn over the entry's content, inside its frame;
/// - `scaleEffect` and `rotationEffect` draw the entry and its subtree through their transform, about their anchor
///   in the entry's frame (``DrawingStyle/transform(in:)``);
/// - a `shadow` is the entry's drawing (clipped, bordered) in the shadow's colour, offset and blurred (a Gaussian of
///   standard deviation `radius / 2`: three box blurs in raster output, a blur filter in SVG), drawn under it.
///
/// | SwiftUI | Trellis |
/// |---|---|
/// | a shadow is cast by all the view draws | by what it draws within its frame grown by the blur |
/// | `RoundedCornerStyle.continuous` | drawn as circular arcs |
/// | `bold()`/`italic()` on a container restyle texts | texts draw in the font they were measured with |
///
/// - Complexity: building is O(entries + characters of the texts) (each text line is shaped again).
public struct DisplayList: Sendable {
  /// An outline: a shape drawn in a frame.
  public struct Outline: Hashable, Sendable {
    /// The shape.
    public var shape: ShapeKind
    /// The frame it is drawn in, in points.
    public var frame: Rect
    /// A corner radius for a rectangle (`cornerRadius`), limited to half the shorter side when drawn.
    public var cornerRadius: Double

    /// An outline of `shape` in `frame`, its corners rounded by `cornerRadius` when it is a rectangle.
    public init(_ shape: ShapeKind, in frame: Rect, cornerRadius: Double = 0) {
      self.shape = shape
      self.frame = frame
      self.cornerRadius = cornerRadius
    }
  }

  /// One line of a text: its glyph runs and where its left edge meets its baseline.
  public struct TextLineGlyphs: Sendable {
    /// The line as the measurer set it (``TextLine``: its characters, position in the text's frame, width,
    /// direction).
    public var line: TextLine
    /// The line's left edge at its baseline, in points.
    public var origin: Point
    /// The glyph runs, left to right, positioned from ``origin``.
    public var runs: [GlyphRun]
  }

  /// A text to draw.
  public struct TextRun: Sendable {
    /// The text entry's frame.
    public var frame: Rect
    /// The colour the glyphs are filled with.
    public var color: Color
    /// The font the text was measured in (after inheritance and scaling for Dynamic Type).
    public var font: Font
    /// The lines.
    public var lines: [TextLineGlyphs]
    /// The entry's index in ``LayoutResult/entries``.
    public var entry: Int

    /// The union of the glyphs' ink boxes in points, in the result's coordinates before any `scaleEffect` or
    /// `rotationEffect`, or `nil` when no glyph has ink.
    ///
    /// - Complexity: O(runs).
    public var inkBounds: Rect? {
      var ink: Rect? = nil
      for line in lines {
        for run in line.runs {
          guard let box = run.inkBounds?.offsetBy(dx: line.origin.x, dy: line.origin.y) else { continue }
          ink = ink.map { $0.union(box) } ?? box
        }
      }
      return ink
    }
  }

  /// A drawing operation.
  public enum Item: Sendable {
    /// Draws what follows, up to the matching ``endTransform``, through `transform` (`scaleEffect`,
    /// `rotationEffect`), in the result's coordinates.
    case beginTransform(CGAffineTransform)
    /// Ends the innermost transform.
    case endTransform
    /// Starts a group that ``endGroup`` composites at `opacity`.
    case beginGroup(opacity: Double)
    /// Composites the innermost open group.
    case endGroup
    /// Starts what casts `shadow`: the items up to the matching ``endShadow``, whose shadow is computed from the
    /// part of them within `frame` grown by the blur.
    case beginShadow(DrawingStyle.Shadow, frame: Rect)
    /// Draws the innermost open shadow, then what cast it over it.
    case endShadow
    /// Clips what follows to the outline until the matching ``endClip``.
    case beginClip(Outline)
    /// Ends the innermost clip.
    case endClip
    /// Fills an outline.
    case fill(Outline, Color)
    /// Fills an outline with a gradient, its unit points taken in the outline's frame.
    case gradient(Outline, GradientFill)
    /// Strokes an outline, centred on it, `lineWidth` points wide.
    case stroke(Outline, Color, lineWidth: Double)
    /// Draws a text's glyphs.
    case text(TextRun)
    /// Draws the picture named `name` stretched to `frame`.
    case image(name: String, frame: Rect)
  }

  /// The size of the drawing: the root's size, in points.
  public let size: Size
  /// The operations, in drawing order (groups and clips balanced).
  public let items: [Item]

  /// The texts among ``items``.
  ///
  /// - Complexity: O(items).
  public var texts: [TextRun] {
    items.compactMap {
      if case .text(let text) = $0 { return text }
      return nil
    }
  }

  /// The display list of `result`, its texts' glyphs shaped by `measurer` (the measurer the standard configuration
  /// lays out with, unless given another).
  ///
  /// - Complexity: O(entries + characters of the texts).
  public init(_ result: LayoutResult, measurer: ShapingTextMeasurer = .shared) {
    size = result.size
    let entries = result.entries
    var items: [Item] = []
    var foreground: [Color?] = []
    foreground.reserveCapacity(entries.count)
    // The entries whose subtree is open (parents come before their children), each with what closes it and
    // whether it is hidden (itself or an ancestor).
    var open: [(entry: Int, closing: [Item], isHidden: Bool)] = []
    for (index, entry) in entries.enumerated() {
      while let last = open.last, last.entry != entry.parent {
        items += last.closing
        open.removeLast()
      }
      let style = entry.style
      foreground.append(style?.foregroundColor ?? entry.parent.flatMap { foreground[$0] })
      if style?.isHidden == true || open.last?.isHidden == true {
        open.append((index, [], true))
        continue
      }
      var closing: [Item] = []
      if let transform = style?.transform(in: entry.frame), !transform.isIdentity {
        items.append(.beginTransform(transform))
        closing.append(.endTransform)
      }
      if let opacity = style?.opacity, opacity < 1 {
        items.append(.beginGroup(opacity: opacity))
        closing.insert(.endGroup, at: 0)
      }
      if let shadow = style?.shadow, shadow.color.opacity > 0 {
        items.append(.beginShadow(shadow, frame: entry.frame))
        closing.insert(.endShadow, at: 0)
      }
      if let clip = Self.clip(entry) {
        items.append(.beginClip(clip))
        closing.insert(.endClip, at: 0)
      }
      items += Self.content(entry, index: index, foreground: foreground[index], measurer: measurer)
      if let border = style?.border, border.width > 0 {
        let f = entry.frame
        let width = min(border.width, f.width / 2, f.height / 2)
        let inset = Rect(x: f.minX + width / 2, y: f.minY + width / 2, width: f.width - width, height: f.height - width)
        closing.insert(.stroke(Outline(.rectangle, in: inset), border.color, lineWidth: width), at: 0)
      }
      open.append((index, closing, false))
    }
    while let last = open.popLast() { items += last.closing }
    self.items = items
  }

  /// The outline an entry clips itself and its subtree to, if any.
  private static func clip(_ entry: LayoutResult.Entry) -> Outline? {
    let style = entry.style
    if let shape = style?.clipShape { return Outline(shape, in: entry.frame, cornerRadius: style?.cornerRadius ?? 0) }
    if let radius = style?.cornerRadius, radius > 0 {
      return Outline(.rectangle, in: entry.frame, cornerRadius: radius)
    }
    if entry.typeName == "ScrollView" || entry.typeName == "ScrollViewLayout" {
      return Outline(.rectangle, in: entry.frame)
    }
    return nil
  }

  /// What an entry draws itself: its shape or colour, its text, its picture, its canvas's drawing.
  private static func content(
    _ entry: LayoutResult.Entry, index: Int, foreground: Color?, measurer: ShapingTextMeasurer
  ) -> [Item] {
    var items: [Item] = []
    let style = entry.style
    let frame = entry.frame
    if let style, entry.role == .leaf, style.shape != nil || style.fill != nil || style.gradient != nil {
      let outline = Outline(style.shape ?? .rectangle, in: frame)
      // A shape with only a stroke draws only its stroke (`Circle().stroke(.red)`).
      if let gradient = style.gradient {
        items.append(.gradient(outline, gradient))
      } else if let fill = style.fill ?? (style.stroke == nil ? foreground ?? .black : nil) {
        items.append(.fill(outline, fill))
      }
      if let stroke = style.stroke {
        items.append(.stroke(outline, stroke, lineWidth: style.lineWidth ?? 1))
      }
    }
    if let attributes = entry.textAttributes, let measurement = entry.textMeasurement {
      let lines = entry.textLines.map { line in
        TextLineGlyphs(
          line: line, origin: Point(x: frame.minX + line.x, y: frame.minY + line.baseline),
          runs: measurer.glyphRuns(of: line, attributes: attributes, fontSize: measurement.fontSize))
      }
      items.append(
        .text(TextRun(frame: frame, color: foreground ?? .black, font: attributes.font, lines: lines, entry: index)))
    }
    if let name = style?.imageName { items.append(.image(name: name, frame: frame)) }
    if let canvas = style?.canvas {
      // The drawing at the canvas's laid-out size, moved to its frame; a drawing whose symbols cannot be laid out
      // (or a frame that is not finite) draws nothing.
      let configuration = LayoutConfiguration(textMeasurer: measurer)
      if [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite),
        let recording = try? canvas.recording(in: frame.size, configuration: configuration)
      {
        let drawn = DisplayList(recording).items
        if !drawn.isEmpty {
          items.append(.beginTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY)))
          items += drawn
          items.append(.endTransform)
        }
      }
    }
    return items
  }
}

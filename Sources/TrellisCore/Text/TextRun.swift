import Foundation

/// How one run of a text is set: its font (or the text's), the font traits applied to it, and the attributes that
/// change no frame, which are recorded for renderers (colour, strikethrough, underline, link), and the run's
/// spacing (kern, tracking, baseline offset: ``TextSpacing`` per run). A concatenation (`Text("a").bold() + Text("b").font(.title)`), a Markdown
/// literal and an `AttributedString` become runs of this one type.
///
/// | attribute | measured | SwiftUI |
/// | --- | --- | --- |
/// | ``font``, ``weight``, ``isItalic``, ``design``, ``usesMonospacedDigits`` | yes: the run is shaped in its face, at its size | the same |
/// | ``foregroundColor``, ``strikethrough``, ``underline``, ``link`` | recorded only (no frame changes) | drawn |
/// | ``kern``, ``tracking``, ``baselineOffset`` | yes: added to the run's clusters (tracking turns its ligatures off); the offset grows the ascent or descent of the lines it is on; drawn at the offset of each line's first run, without per-run letter spacing | measured and drawn per run |
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct TextRunStyle: Hashable, Sendable {
  /// The run's font, or `nil` for the text's (its own `.font(_:)` or the inherited one).
  public var font: Font?
  /// The weight applied to whichever font the run gets (`bold()`: ``Font/Weight/bold``), or `nil` for the font's.
  public var weight: Font.Weight?
  /// Whether the run is set in the italic variant of its font.
  public var isItalic: Bool
  /// The design applied to whichever font the run gets (Markdown's `code`: ``Font/Design/monospaced``), or `nil`.
  public var design: Font.Design?
  /// Whether the run's digits take equal widths.
  public var usesMonospacedDigits: Bool
  /// The run's colour (recorded).
  public var foregroundColor: Color?
  /// The run's strikethrough (recorded; Markdown's `~~…~~`).
  public var strikethrough: Text.LineStyle?
  /// The run's underline (recorded).
  public var underline: Text.LineStyle?
  /// The run's link (recorded; Markdown's `[text](url)`).
  public var link: URL?
  /// Points added after each of the run's grapheme clusters (``Text/kerning(_:)``; `nil`: the text's), measured.
  public var kern: CGFloat?
  /// Points added after each of the run's clusters, hanging at a line's end (``Text/tracking(_:)``; `nil`: the
  /// text's), measured; a nonzero tracking turns the run's optional ligatures off.
  public var tracking: CGFloat?
  /// Points the run's glyphs are raised (``Text/baselineOffset(_:)``; `nil`: the text's): the lines it is on grow
  /// to hold them.
  public var baselineOffset: CGFloat?

  /// A style with the given attributes (none set by default: the text's font, nothing recorded).
  public init(
    font: Font? = nil, weight: Font.Weight? = nil, isItalic: Bool = false, design: Font.Design? = nil,
    usesMonospacedDigits: Bool = false, foregroundColor: Color? = nil, strikethrough: Text.LineStyle? = nil,
    underline: Text.LineStyle? = nil, link: URL? = nil, kern: CGFloat? = nil, tracking: CGFloat? = nil,
    baselineOffset: CGFloat? = nil
  ) {
    self.font = font
    self.weight = weight
    self.isItalic = isItalic
    self.design = design
    self.usesMonospacedDigits = usesMonospacedDigits
    self.foregroundColor = foregroundColor
    self.strikethrough = strikethrough
    self.underline = underline
    self.link = link
    self.kern = kern
    self.tracking = tracking
    self.baselineOffset = baselineOffset
  }

  /// The font the run is measured in when the text's font is `base`: ``font`` (or `base`) with ``weight``,
  /// ``isItalic``, ``design`` and ``usesMonospacedDigits`` applied.
  public func resolvedFont(base: Font) -> Font {
    var font = self.font ?? base
    if let weight { font.weight = weight }
    if isItalic { font.isItalic = true }
    if let design {
      font.design = design
      font.customFamily = nil
    }
    if usesMonospacedDigits { font.usesMonospacedDigits = true }
    return font
  }

  /// Whether the run is measured exactly as the text's own font (no font or trait of its own).
  var measuresAsText: Bool {
    font == nil && weight == nil && !isItalic && design == nil && !usesMonospacedDigits
  }

  /// These attributes where set, `outer`'s elsewhere (a run's own attributes win over its text's).
  func inheriting(_ outer: TextRunStyle) -> TextRunStyle {
    var merged = self
    merged.font = font ?? outer.font
    merged.weight = weight ?? outer.weight
    merged.isItalic = isItalic || outer.isItalic
    merged.design = design ?? outer.design
    merged.usesMonospacedDigits = usesMonospacedDigits || outer.usesMonospacedDigits
    merged.foregroundColor = foregroundColor ?? outer.foregroundColor
    merged.strikethrough = strikethrough ?? outer.strikethrough
    merged.underline = underline ?? outer.underline
    merged.link = link ?? outer.link
    merged.kern = kern ?? outer.kern
    merged.tracking = tracking ?? outer.tracking
    merged.baselineOffset = baselineOffset ?? outer.baselineOffset
    return merged
  }
}

/// One run of a text: a string and its ``TextRunStyle``. `Text("a").bold() + Text("b")` is two runs, set as one
/// paragraph (``Text/runs``).
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct TextRun: Hashable, Sendable {
  /// The run's characters.
  public var string: String
  /// How the run is set.
  public var style: TextRunStyle

  /// A run of `string` set in `style`.
  public init(_ string: String, style: TextRunStyle = TextRunStyle()) {
    self.string = string
    self.style = style
  }
}

extension Text {
  /// How a strikethrough or underline is drawn, as SwiftUI's `Text.LineStyle` (recorded; no frame changes).
  ///
  /// - Complexity: O(1) for every member whose documentation does not say otherwise.
  public struct LineStyle: Hashable, Sendable {
    /// The dash pattern of a line, as SwiftUI's `Text.LineStyle.Pattern`.
    public enum Pattern: String, Hashable, Sendable, CaseIterable {
      /// A solid line.
      case solid
      /// A dotted line.
      case dot
      /// A dashed line.
      case dash
      /// Dashes and dots.
      case dashDot
      /// Dashes and pairs of dots.
      case dashDotDot
    }

    /// The pattern.
    public var pattern: Pattern
    /// The colour, or `nil` for the text's.
    public var color: Color?

    /// A line of `pattern` in `color`.
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A solid line in the text's colour.
    public static let single = LineStyle()
  }
}

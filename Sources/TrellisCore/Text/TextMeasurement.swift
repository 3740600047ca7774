/// What a ``TextMeasurer`` answers for a string, attributes and a proposal: the size, the baselines, and (from
/// ``TextMeasurer/lines(of:attributes:proposal:)``) the lines to draw.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct TextMeasurement: Hashable, Sendable {
  /// The size: the widest line × `lines × line height + (lines − 1) × lineSpacing`.
  public var size: Size
  /// The number of lines shown.
  public var lineCount: Int
  /// The distance from the top to the first line's baseline (the alignment guide `firstTextBaseline`; a
  /// ``TextSpacing/baselineOffset`` draws the glyphs that far above it).
  public var firstBaseline: CGFloat
  /// The distance from the top to the last line's baseline.
  public var lastBaseline: CGFloat
  /// Whether text was cut (by the height, the line limit, or a width too small for one grapheme and the ellipsis).
  public var isTruncated: Bool
  /// The font size the text was measured at (smaller than requested when `minimumScaleFactor` shrank it).
  public var fontSize: CGFloat
  /// The family of the face the text was measured with (`"DejaVu Sans"`), followed by those of the fallback faces
  /// some of its characters came from, as a CSS font-family list (`"DejaVu Sans, WenQuanYi Micro Hei"`); `nil` for
  /// a metric-only measurer.
  public var fontFamily: String?
  /// The characters (Unicode scalars) of the string that no installed font has a glyph for, each once, in the order
  /// first met, at most the first 32 (``uncoveredScalarCount`` counts them all): each was measured as the face's
  /// missing-glyph box. Controls, marks, joiners and variation selectors, which draw nothing of their own, are not
  /// listed. Empty for a metric-only measurer.
  public var uncoveredScalars: [Unicode.Scalar]
  /// How many distinct characters no installed font covers: at least ``uncoveredScalars``' count, more when the
  /// list was cut.
  public var uncoveredScalarCount: Int
  /// The custom family the font names (``Font/custom(_:size:)``) when neither a registered nor an installed font has
  /// it: the text was measured in the default family instead, as SwiftUI falls back to the system font. `nil` when
  /// the family was found, for the system fonts, and for a metric-only measurer.
  public var missingFontFamily: String?

  /// A measurement.
  public init(
    size: Size, lineCount: Int, firstBaseline: CGFloat, lastBaseline: CGFloat, isTruncated: Bool = false,
    fontSize: CGFloat, fontFamily: String? = nil, uncoveredScalars: [Unicode.Scalar] = []
  ) {
    self.size = size
    self.lineCount = lineCount
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.isTruncated = isTruncated
    self.fontSize = fontSize
    self.fontFamily = fontFamily
    self.uncoveredScalars = uncoveredScalars
    self.uncoveredScalarCount = uncoveredScalars.count
    self.missingFontFamily = nil
  }
}

/// One line of measured text, for drawing.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct TextLine: Hashable, Sendable {
  /// The characters shown (trailing spaces removed, an ellipsis where truncated).
  public var text: String
  /// The line's left edge in the text's frame (after `multilineTextAlignment`).
  public var x: CGFloat
  /// The baseline the glyphs sit on, from the top of the text's frame: the line's baseline (the one
  /// ``TextMeasurement/firstBaseline`` reports) raised by ``TextSpacing/baselineOffset``.
  public var baseline: CGFloat
  /// The shaped width of the line.
  public var width: CGFloat
  /// Whether the line's paragraph runs right to left (UAX #9: its first strong character is Arabic, Hebrew, …): a
  /// renderer starts it at its right edge, `x + width`, and reorders its runs from there.
  public var isRightToLeft: Bool

  /// A line.
  public init(text: String, x: CGFloat, baseline: CGFloat, width: CGFloat, isRightToLeft: Bool = false) {
    self.text = text
    self.x = x
    self.baseline = baseline
    self.width = width
    self.isRightToLeft = isRightToLeft
  }
}

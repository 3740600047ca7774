/// How a ``Text`` is set: its font and the paragraph settings SwiftUI keeps in the environment (`lineLimit`,
/// `lineSpacing`, `multilineTextAlignment`, `truncationMode`, `minimumScaleFactor`, `allowsTightening`), and the
/// spacing of its characters (``TextSpacing``: `tracking`, `kerning`, `baselineOffset`).
///
/// The defaults are SwiftUI's: ``Font/body``, no line limit, no extra spacing, leading alignment, tail truncation,
/// no scaling, no tightening, left to right.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct TextAttributes: Hashable, Sendable {
  /// The font.
  public var font: Font
  /// The maximum number of lines (`nil`: no limit). Values below 1 are measured as 1.
  public var lineLimit: Int?
  /// Extra space between lines, in points (negative or non-finite values are measured as 0).
  public var lineSpacing: CGFloat
  /// How lines of a multi-line text are aligned to each other.
  public var multilineTextAlignment: TextAlignment
  /// Where text that does not fit is cut.
  public var truncationMode: TruncationMode
  /// The smallest scale the font may shrink to so that the text fits without truncation (1: never shrink).
  public var minimumScaleFactor: CGFloat
  /// The layout direction the text is set in (SwiftUI's `\.layoutDirection`): which edge ``TextAlignment/leading``
  /// and ``TextAlignment/trailing`` mean, and the direction of a paragraph that has no strong character (digits,
  /// punctuation). A paragraph with one takes its first strong character's direction (UAX #9 rules P2–P3).
  public var layoutDirection: LayoutDirection
  /// Tracking, kerning and baseline offset (``TextSpacing``).
  public var spacing: TextSpacing
  /// Whether letter spacing may be squeezed before the text is truncated (SwiftUI's `allowsTightening(_:)`): by at
  /// most ``maximumTightening`` of the font's size per grapheme cluster (Trellis's approximation: CoreText's amount
  /// is not published).
  public var allowsTightening: Bool

  /// The most a cluster's advance is reduced by under ``allowsTightening``, as a fraction of the font's size
  /// (0.05 em: Trellis's choice, see Documentation/Text.md).
  public static let maximumTightening: CGFloat = 0.05

  /// Attributes with SwiftUI's defaults unless given.
  public init(
    font: Font = .body, lineLimit: Int? = nil, lineSpacing: CGFloat = 0,
    multilineTextAlignment: TextAlignment = .leading, truncationMode: TruncationMode = .tail,
    minimumScaleFactor: CGFloat = 1, layoutDirection: LayoutDirection = .leftToRight,
    spacing: TextSpacing = .none, allowsTightening: Bool = false
  ) {
    self.font = font
    self.lineLimit = lineLimit
    self.lineSpacing = lineSpacing
    self.multilineTextAlignment = multilineTextAlignment
    self.truncationMode = truncationMode
    self.minimumScaleFactor = minimumScaleFactor
    self.layoutDirection = layoutDirection
    self.spacing = spacing
    self.allowsTightening = allowsTightening
  }

  /// The defaults.
  public static let standard = TextAttributes()

  /// ``lineLimit`` as measured: at least 1, or `nil`.
  public var validatedLineLimit: Int? { lineLimit.map { max(1, $0) } }
  /// ``lineSpacing`` as measured: finite and at least 0.
  public var validatedLineSpacing: CGFloat { lineSpacing.isFinite ? max(0, lineSpacing) : 0 }
  /// ``minimumScaleFactor`` as measured: in 0.01 ... 1 (NaN: 1).
  public var validatedMinimumScaleFactor: CGFloat {
    minimumScaleFactor.isNaN ? 1 : min(1, max(0.01, minimumScaleFactor))
  }
}

/// How the lines of a multi-line text are aligned, as SwiftUI's `TextAlignment`.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
  /// Lines start at the leading edge: the left one left to right, the right one under a right-to-left layout
  /// direction.
  case leading
  /// Lines are centred.
  case center
  /// Lines end at the trailing edge: the right one left to right, the left one right to left.
  case trailing
}

/// Where a truncated line is cut, as SwiftUI's `Text.TruncationMode`.
public enum TruncationMode: String, Hashable, Sendable, CaseIterable {
  /// The start of the line is cut: `…end of text`.
  case head
  /// The middle of the line is cut: `start…text`.
  case middle
  /// The end of the line is cut: `start of…`.
  case tail
}

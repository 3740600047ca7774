/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension Text {
  /// The text set in `font` (`nil`: ``Font/body``), as SwiftUI's `Text.font(_:)`.
  public func font(_ font: Font?) -> Text { with { $0.font = font ?? .body } }

  /// The text in the bold variant of its font (its own or the inherited one).
  public func bold() -> Text { withTraits { $0.weight = .bold } }

  /// The text in the italic variant of its font.
  public func italic() -> Text { withTraits { $0.isItalic = true } }

  /// The text in another weight of its font (`nil`: the font's own).
  public func fontWeight(_ weight: Font.Weight?) -> Text { withTraits { $0.weight = weight } }

  /// The text with digits of equal widths.
  public func monospacedDigit() -> Text { withTraits { $0.usesMonospacedDigits = true } }

  /// At most `limit` lines (`nil`: no limit), as SwiftUI's `lineLimit(_:)`.
  public func lineLimit(_ limit: Int?) -> Text { with { $0.lineLimit = LineLimit(limit) } }

  /// `spacing` points between lines, as SwiftUI's `lineSpacing(_:)`.
  public func lineSpacing(_ spacing: CGFloat) -> Text { with { $0.lineSpacing = spacing } }

  /// How the lines are aligned to each other, as SwiftUI's `multilineTextAlignment(_:)`.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> Text {
    with { $0.multilineTextAlignment = alignment }
  }

  /// Where text that does not fit is cut, as SwiftUI's `truncationMode(_:)`.
  public func truncationMode(_ mode: TruncationMode) -> Text { with { $0.truncationMode = mode } }

  /// How far the font may shrink so that the text fits, as SwiftUI's `minimumScaleFactor(_:)`.
  public func minimumScaleFactor(_ factor: CGFloat) -> Text { with { $0.minimumScaleFactor = factor } }

  /// The text with `tracking` points added after each grapheme cluster (SwiftUI's `tracking(_:)`; negative values
  /// tighten): the tracking after a line's last cluster does not count toward its width, and the font's optional
  /// ligatures are not used (``TextSpacing``).
  public func tracking(_ tracking: CGFloat) -> Text { withSpacing { $0.tracking = tracking } }

  /// The text with `kerning` points added after each grapheme cluster, a line's last included (SwiftUI's
  /// `kerning(_:)`; negative values tighten; ligatures are kept).
  public func kerning(_ kerning: CGFloat) -> Text { withSpacing { $0.kerning = kerning } }

  /// The text's glyphs raised `offset` points above the baseline (SwiftUI's `baselineOffset(_:)`; negative values
  /// lower them): each line grows by `|offset|` so that the glyphs stay in the frame.
  public func baselineOffset(_ offset: CGFloat) -> Text { withSpacing { $0.baselineOffset = offset } }

  /// The text underlined (SwiftUI's `underline(_:color:)`): a line drawn under the glyphs changes no frame; it is
  /// recorded in the text's runs (``TextRunStyle/underline``), not drawn (Layout.md's differences table).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    var text = self
    text.recorded.underline = isActive ? Text.LineStyle(color: color) : nil
    return text
  }

  /// The text struck through (SwiftUI's `strikethrough(_:color:)`): like ``underline(_:color:)``, recorded in the
  /// text's runs (``TextRunStyle/strikethrough``), not drawn.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    var text = self
    text.recorded.strikethrough = isActive ? Text.LineStyle(color: color) : nil
    return text
  }

  private func with(_ change: (inout TextEnvironment) -> Void) -> Text {
    var text = self
    change(&text.overrides)
    return text
  }

  private func withSpacing(_ change: (inout SpacingSettings) -> Void) -> Text {
    with {
      var spacing = $0.spacing ?? SpacingSettings()
      change(&spacing)
      $0.spacing = spacing
    }
  }

  private func withTraits(_ change: (inout FontTraits) -> Void) -> Text {
    var text = self
    change(&text.fontTraits)
    return text
  }
}

/// What `bold()`, `italic()`, `fontWeight(_:)` and `monospacedDigit()` on a ``Text`` change in whichever font the
/// text ends up with (its own or an inherited one).
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
struct FontTraits: Hashable, Sendable {
  /// The weight to use, or `nil` for the font's.
  var weight: Font.Weight?
  /// Whether to use the italic variant.
  var isItalic = false
  /// Whether digits take equal widths.
  var usesMonospacedDigits = false
  /// The design to use (a single Markdown `code` run), or `nil` for the font's.
  var design: Font.Design?

  /// No change.
  init() {}

  /// `font` with these traits.
  func applied(to font: Font) -> Font {
    var font = font
    if let weight { font.weight = weight }
    if isItalic { font.isItalic = true }
    if usesMonospacedDigits { font.usesMonospacedDigits = true }
    if let design {
      font.design = design
      font.customFamily = nil
    }
    return font
  }
}

import Foundation

/// Texts of several styles: concatenation, Markdown in literals, `AttributedString` (Text.md, "Runs").
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension Text {
  /// A text of `key`'s string with its inline Markdown parsed, as SwiftUI's `Text(_:tableName:bundle:comment:)`
  /// for a string literal: `**bold**`, `*italic*`, `~~struck~~`, `` `code` ``, `[link](url)`, backslash escapes
  /// (Text.md, "Markdown"). There are no string tables headless. Interpolated values are not parsed.
  /// `Text(verbatim:)` and `Text(someString)` take the string as it is.
  ///
  /// - Complexity: O(n) to find a literal has no marker; O(n × markers) to parse one that has.
  public init(_ key: LocalizedStringKey) {
    guard let runs = InlineMarkdown.runs(key.markdownSource) else {
      self.init(key.text)
      return
    }
    self.init(runs: runs)
  }

  /// A text of `key` looked up in the string table `tableName` of `bundle` (SwiftUI's
  /// `Text(_:tableName:bundle:comment:)`): there are no string tables headless, so it is ``init(_:)-LocalizedStringKey``
  /// of the key itself; `tableName`, `bundle` and `comment` are accepted and not read.
  ///
  /// - Complexity: as ``init(_:)-LocalizedStringKey``.
  public init(_ key: LocalizedStringKey, tableName: String?, bundle: Bundle? = nil, comment: StaticString? = nil) {
    self.init(key)
  }

  /// A text of `content` as it is, without Markdown, as SwiftUI's `Text(verbatim:)`.
  public init(verbatim content: String) { self.init(content) }

  /// A text of `runs`, each set in its own style as one paragraph (``runs``), measured by `measurer` (`nil`: the
  /// configuration's); runs of one style make a text of one style.
  ///
  /// - Complexity: O(runs + characters).
  public init(runs: [TextRun], measurer: (any TextMeasurer)? = nil) {
    self.init(runs.map(\.string).joined(), measurer: measurer)
    setRuns(runs)
  }

  /// The text's runs: one for a text of one style (its string, its font if it set one, its traits and recorded
  /// attributes), or the runs of a concatenation, Markdown or `AttributedString`, with the modifiers applied to the
  /// whole text under their own.
  ///
  /// - Complexity: O(runs).
  public var runs: [TextRun] {
    let own = ownStyle
    guard let storedRuns else { return [TextRun(string, style: own)] }
    return storedRuns.map { TextRun($0.string, style: $0.style.inheriting(own)) }
  }

  /// The style of the text's own modifiers: its font, traits, recorded attributes and its own tracking, kerning and
  /// baseline offset (so that `Text("a").tracking(2) + Text("b")` tracks only its first run, as SwiftUI).
  var ownStyle: TextRunStyle {
    var style = recorded
    if let spacing = overrides.spacing {
      style.tracking = spacing.tracking ?? style.tracking
      style.kern = spacing.kerning ?? style.kern
      style.baselineOffset = spacing.baselineOffset ?? style.baselineOffset
    }
    style.font = overrides.font
    style.weight = fontTraits.weight
    style.isItalic = fontTraits.isItalic
    style.usesMonospacedDigits = fontTraits.usesMonospacedDigits
    style.design = fontTraits.design
    return style
  }

  /// `lhs` followed by `rhs` in one paragraph, each keeping its font, traits and recorded attributes, as SwiftUI's
  /// `Text + Text`: `Text("a").bold() + Text("b").font(.title)` wraps, truncates and aligns as one text, each run
  /// shaped in its own font; an operand's `tracking(_:)`, `kerning(_:)` and `baselineOffset(_:)` are measured for its
  /// run only (Text.md, "Runs"). Paragraph settings (`lineLimit`, `lineSpacing`, alignment, truncation, scaling) of
  /// the operands are dropped: set them on the sum or its container (SwiftUI's are environment values too).
  ///
  /// - Complexity: O(runs + characters).
  public static func + (lhs: Text, rhs: Text) -> Text {
    var text = Text(lhs.string + rhs.string, measurer: lhs.measurer ?? rhs.measurer, attributes: lhs.attributes)
    text.setRuns(lhs.runs + rhs.runs)
    return text
  }

  /// The text in `color` (SwiftUI's `Text.foregroundColor(_:)`): recorded in its runs (``TextRunStyle/foregroundColor``)
  /// and, as ``View/foregroundColor(_:)``, for renderers on the text's node.
  public func foregroundColor(_ color: Color?) -> Text {
    var text = self
    text.recorded.foregroundColor = color
    return text
  }

  /// The text in `color`, as ``foregroundColor(_:)``.
  public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }

  /// Sets the text's runs: merged where neighbours have one style; a single style becomes the text's own modifiers
  /// (so that it is measured as any text of one font).
  private mutating func setRuns(_ runs: [TextRun]) {
    var merged: [TextRun] = []
    for run in runs where !run.string.isEmpty {
      if let last = merged.last, last.style == run.style {
        merged[merged.count - 1].string += run.string
      } else {
        merged.append(run)
      }
    }
    guard merged.count > 1 else {
      let style = merged.first?.style ?? runs.first?.style ?? TextRunStyle()
      storedRuns = nil
      recorded = style
      recorded.font = nil
      recorded.weight = nil
      recorded.isItalic = false
      recorded.design = nil
      recorded.usesMonospacedDigits = false
      recorded.kern = nil
      recorded.tracking = nil
      recorded.baselineOffset = nil
      var overrides = self.overrides
      if style.kern != nil || style.tracking != nil || style.baselineOffset != nil {
        var spacing = overrides.spacing ?? SpacingSettings()
        spacing.kerning = style.kern ?? spacing.kerning
        spacing.tracking = style.tracking ?? spacing.tracking
        spacing.baselineOffset = style.baselineOffset ?? spacing.baselineOffset
        overrides.spacing = spacing
      }
      overrides.font = style.font.map { style.resolvedFont(base: $0) }
      self.overrides = overrides
      var traits = FontTraits()
      traits.weight = style.weight
      traits.isItalic = style.isItalic
      traits.usesMonospacedDigits = style.usesMonospacedDigits
      if style.font == nil, let design = style.design { traits.design = design }
      fontTraits = traits
      return
    }
    storedRuns = merged
  }
}

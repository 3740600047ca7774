import TrellisCore

/// Measures text with real fonts: fontconfig finds the face, HarfBuzz shapes it (kerning, ligatures, marks,
/// right-to-left scripts), libunibreak finds the UAX #14 line-break opportunities, and lines are broken greedily as
/// SwiftUI does (Documentation/Text.md).
///
/// ```swift
/// let measurer = ShapingTextMeasurer.shared
/// measurer.measure("Hello", attributes: TextAttributes(font: .title), proposal: .unspecified).size
/// ```
///
/// - With no width proposed, each paragraph (split at newlines) is one line: the text's ideal size.
/// - With a width, lines are no wider than it; a word wider than a line breaks between graphemes.
/// - With a height or a line limit, the lines that fit are kept (at least one) and the last is truncated with "…" at
///   its end, start or middle (``TextAttributes/truncationMode``); ``TextAttributes/minimumScaleFactor`` first
///   shrinks the font, down to that factor, to avoid it.
/// - Each run of one direction (FriBidi's UAX #9 levels) is shaped in that direction; characters the face lacks are
///   shaped in fontconfig's fallback face for them (CJK: WenQuanYi Micro Hei on Debian).
/// - Width = the widest line's shaped advances; height = `lines × line height + (lines − 1) × lineSpacing`, the line
///   height being the face's ascender + descender + line gap.
/// - When no font can be loaded, text is measured by ``MonospacedTextMeasurer/standard`` (said once on stderr).
///
/// Measuring is thread-safe; faces and shaped strings are shared between threads (``FontLibrary``,
/// the shaped-text cache), so concurrent layouts give identical answers.
///
/// - Complexity: O(segments) per measurement once the string is shaped; shaping is O(characters), once per
///   string and face.
public struct ShapingTextMeasurer: TextMeasurer {
  /// The fonts.
  public let library: FontLibrary
  let cache: ShapedTextCache

  /// The measurer of `Trellis`'s standard configuration (`LayoutConfiguration.standard`), over ``FontLibrary/shared``,
  /// with one cache of shaped strings for the process; a measurer made with `init(library:)` keeps its own.
  public static let shared = ShapingTextMeasurer()

  /// A measurer over `library`, with its own cache of shaped strings.
  public init(library: FontLibrary = .shared) {
    self.library = library
    self.cache = ShapedTextCache()
  }

  /// The size of `string` in ``Font/body`` for `proposal`.
  ///
  /// - Complexity: see ``measure(_:attributes:proposal:)``.
  public func size(of string: String, proposal: ProposedViewSize) -> Size {
    measure(string, attributes: .standard, proposal: proposal).size
  }

  /// The size and baselines of `string` set with `attributes` for `proposal`.
  ///
  /// - Complexity: O(segments) (O(graphemes) when a word is wider than a line), after shaping once per string.
  public func measure(_ string: String, attributes: TextAttributes, proposal: ProposedViewSize) -> TextMeasurement {
    var none: [TextLine]? = nil
    return set(string, attributes: attributes, proposal: proposal, lines: &none)
  }

  /// The lines of `string` as ``measure(_:attributes:proposal:)`` sets them, with their positions, for drawing.
  ///
  /// - Complexity: O(characters).
  public func lines(of string: String, attributes: TextAttributes, proposal: ProposedViewSize) -> [TextLine] {
    var lines: [TextLine]? = []
    _ = set(string, attributes: attributes, proposal: proposal, lines: &lines)
    return lines ?? []
  }

  /// The face `font` is measured with, or `nil` when none can be loaded.
  ///
  /// - Complexity: O(1) after the first request of the font.
  public func face(for font: Font) -> FontFace? { library.face(for: font) }

  /// `string` found in its face and shaped (or the monospaced fallback when no font loads), ready to measure at
  /// any proposal without another lookup: what ``Text`` keeps.
  ///
  /// - Complexity: O(1) when the string was shaped before in this face, else O(characters).
  public func prepare(_ string: String, attributes: TextAttributes) -> any PreparedText {
    let font = attributes.font
    let (found, missingFamily) = library.resolve(font)
    guard let face = found else {
      return MonospacedTextMeasurer.standard.prepare(string, attributes: attributes)
    }
    // A nonzero tracking turns the optional ligatures off (CoreText's rule); the spacing itself is added by the
    // prepared text, over the cached shaping.
    let ligatures = attributes.spacing.validatedTracking == 0
    let key = ShapedTextCache.Key(
      string: string, face: face.id, tabularDigits: font.usesMonospacedDigits, ligatures: ligatures)
    let shaped = cache.shaped(key) {
      ShapedText(string, face: face, font: font, library: library, ligatures: ligatures)
    }
    return ShapedPreparedText(shaped: shaped, face: face, attributes: attributes, missingFontFamily: missingFamily)
  }

  /// `runs` set as one paragraph, each shaped in its own face at its own size (its font resolved from
  /// `attributes.font`, ``TextRunStyle/resolvedFont(base:)``), with fallback faces chosen per run; runs that all
  /// resolve to one font are prepared as one string in it. The text's size (``TextMeasurement/fontSize``, what
  /// `minimumScaleFactor` shrinks in proportion) is its largest run's; each line is as high as the largest ascent,
  /// descent and line gap of the runs on it (Text.md, "Runs"). Each run's tracking, kerning and baseline offset
  /// (its own, else `attributes.spacing`) are measured per run: its graphemes get its tracking and kerning, and
  /// its baseline offset grows the ascent (raised) or descent (lowered) of the lines it is on; a nonzero tracking
  /// turns its optional ligatures off. A text of several styles is shaped per ``Text``
  /// (the text keeps it), not kept in the cache of shaped strings.
  ///
  /// - Complexity: O(characters) plus HarfBuzz's shaping, once per text.
  public func prepare(_ runs: [TextRun], attributes: TextAttributes) -> any PreparedText {
    let runs = runs.filter { !$0.string.isEmpty }
    let fonts = runs.map { $0.style.resolvedFont(base: attributes.font) }
    let string = runs.map(\.string).joined()
    // Each run's tracking, kerning and baseline offset: its own, else the text's.
    let spacings = runs.map { run in
      TextSpacing(
        tracking: run.style.tracking ?? attributes.spacing.tracking,
        kerning: run.style.kern ?? attributes.spacing.kerning,
        baselineOffset: run.style.baselineOffset ?? attributes.spacing.baselineOffset)
    }
    guard let first = fonts.first,
      fonts.contains(where: { $0 != first }) || spacings.contains(where: { $0 != spacings[0] })
    else {
      var one = attributes
      one.font = fonts.first ?? attributes.font
      one.spacing = spacings.first ?? attributes.spacing
      return prepare(string, attributes: one)
    }
    var faces: [FontFace] = []
    var missingFamily: String? = nil
    for font in fonts {
      let (face, missing) = library.resolve(font)
      guard let face else { return MonospacedTextMeasurer.standard.prepare(string, attributes: attributes) }
      faces.append(face)
      missingFamily = missingFamily ?? missing
    }
    let baseSize = fonts.map(\.validatedSize).max() ?? 0
    var base = attributes
    base.font = first
    base.font.size = baseSize
    var styles: [ShapedTextBuilder.StyleRun] = []
    var offset = 0
    for (index, run) in runs.enumerated() {
      let count = run.string.utf8.count
      let scale = baseSize > 0 ? fonts[index].validatedSize / baseSize : 0
      styles.append(
        ShapedTextBuilder.StyleRun(
          bytes: offset..<(offset + count), face: faces[index], font: fonts[index], scale: scale,
          spacing: spacings[index]))
      offset += count
    }
    let shaped = ShapedText(string, face: faces[0], font: base.font, library: library, styles: styles)
    return ShapedPreparedText(shaped: shaped, face: faces[0], attributes: base, missingFontFamily: missingFamily)
  }

  private func set(
    _ string: String, attributes: TextAttributes, proposal: ProposedViewSize, lines: inout [TextLine]?
  ) -> TextMeasurement {
    let prepared = prepare(string, attributes: attributes)
    if lines != nil { lines = prepared.lines(proposal) }
    return prepared.measure(proposal)
  }
}

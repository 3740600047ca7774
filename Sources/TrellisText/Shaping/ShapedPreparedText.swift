import TrellisCore

/// A shaped string in its face with its attributes, what a ``Text`` keeps: measured at each proposal by a
/// ``LineSetter``, with the ideal measurement (one line per paragraph) worked out once, since every proposal at
/// least as wide as the text answers it.
final class ShapedPreparedText: PreparedText {
  let shaped: ShapedText
  let face: FontFace
  let attributes: TextAttributes
  /// The custom family the font names when no registered or installed font has it (``FontLibrary/resolve(_:)``).
  let missingFontFamily: String?
  /// The measurement with no width proposed, its size (kept apart: reading it copies no string), its width in ems
  /// and line count for the comparison with a proposal, and whether wide proposals may answer it at all (not when a
  /// line limit cut it or the font was shrunk).
  private let ideal: TextMeasurement
  private let idealSize: Size
  private let idealWidth: Double
  private let idealLineCount: Double
  private let idealIsFinal: Bool
  private let size: Double
  /// The line height and spacing, for the height test of ``answersIdeal(_:)``.
  private let lineHeight: Double
  private let lineSpacing: Double

  /// The unspaced shaping and the spacing in ems, when `allowsTightening` may squeeze the text.
  private let tightening: Tightening?

  init(shaped base: ShapedText, face: FontFace, attributes: TextAttributes, missingFontFamily: String? = nil) {
    let size = attributes.font.validatedSize
    let spacing = attributes.spacing
    // A text of several styles has each style's spacing (the run's own, else the text's) in its style metrics.
    let styles = base.styles
    let kerning = size > 0 && styles == nil ? spacing.validatedKerning / size : 0
    let tracking = size > 0 && styles == nil ? spacing.validatedTracking / size : 0
    let shaped =
      kerning != 0 || tracking != 0 || styles?.changesAdvances == true
      ? ShapedText(spacing: base, kerning: kerning, tracking: tracking) : base
    self.shaped = shaped
    self.face = face
    self.attributes = attributes
    self.missingFontFamily = missingFontFamily
    self.size = size
    self.idealWidth = shaped.idealWidth
    self.lineHeight = face.lineHeight(size: size) + abs(spacing.validatedBaselineOffset)
    self.lineSpacing = attributes.validatedLineSpacing
    let tightening =
      attributes.allowsTightening ? Tightening(base: base, kerning: kerning, tracking: tracking) : nil
    self.tightening = tightening
    var none: [TextLine]? = nil
    let ideal = Self.set(
      LineSetter(shaped: shaped, face: face, attributes: attributes, proposal: .unspecified), attributes,
      tightening: tightening, missingFontFamily: missingFontFamily, lines: &none)
    self.ideal = ideal
    self.idealSize = ideal.size
    self.idealLineCount = Double(ideal.lineCount)
    self.idealIsFinal =
      !ideal.isTruncated && ideal.fontSize == size && ideal.lineCount <= (attributes.validatedLineLimit ?? Int.max)
  }

  func measure(_ proposal: ProposedViewSize) -> TextMeasurement {
    if answersIdeal(proposal) { return ideal }
    var none: [TextLine]? = nil
    return Self.set(
      setter(proposal), attributes, tightening: tightening, missingFontFamily: missingFontFamily, lines: &none)
  }

  func size(_ proposal: ProposedViewSize) -> Size {
    answersIdeal(proposal) ? idealSize : measure(proposal).size
  }

  func lines(_ proposal: ProposedViewSize) -> [TextLine] {
    var lines: [TextLine]? = []
    _ = Self.set(
      setter(proposal), attributes, tightening: tightening, missingFontFamily: missingFontFamily, lines: &lines)
    return lines ?? []
  }

  /// Whether `proposal` gets the ideal measurement: no width or one at least the widest paragraph's (so greedy
  /// breaking keeps each paragraph on one line, the same comparison the line breaker makes), and a height that
  /// holds every line.
  private func answersIdeal(_ proposal: ProposedViewSize) -> Bool {
    guard idealIsFinal else { return false }
    if let width = proposal.width, width.isFinite, !(max(0, width) / size * (1 + 1e-12) + 1e-12 >= idealWidth) {
      return false
    }
    guard let height = proposal.height, height.isFinite else { return true }
    // Lines of several styles differ in height: the setter decides.
    if shaped.styles != nil { return height >= idealSize.height }
    let fits = ((max(0, height) + lineSpacing) / (lineHeight + lineSpacing) + 1e-9).rounded(.down)
    return fits >= idealLineCount
  }

  private func setter(_ proposal: ProposedViewSize) -> LineSetter {
    LineSetter(shaped: shaped, face: face, attributes: attributes, proposal: proposal)
  }

  /// The measurement by `setter`, tightened (`allowsTightening`) or else shrunk by `minimumScaleFactor` when
  /// truncated, with what the string's shaping and the font's lookup found (uncovered characters, a missing
  /// family).
  private static func set(
    _ setter: LineSetter, _ attributes: TextAttributes, tightening: Tightening?, missingFontFamily: String?,
    lines: inout [TextLine]?
  ) -> TextMeasurement {
    let size = attributes.font.validatedSize
    var result = setter.measure(size: size, lines: &lines)
    if result.isTruncated, let tightening, let tightened = tightening.fitting(setter, size: size) {
      result = tightened.measure(size: size, lines: &lines)
      result.uncoveredScalarCount = setter.shaped.uncoveredScalarCount
      result.missingFontFamily = missingFontFamily
      return result
    }
    let factor = attributes.validatedMinimumScaleFactor
    if result.isTruncated && factor < 1 {
      result = setter.shrunk(size: size, factor: factor, lines: &lines)
    }
    result.uncoveredScalarCount = setter.shaped.uncoveredScalarCount
    result.missingFontFamily = missingFontFamily
    return result
  }
}

/// What `allowsTightening` squeezes: the text shaped without spacing, and its kerning and tracking in ems.
private struct Tightening {
  let base: ShapedText
  let kerning: Double
  let tracking: Double

  /// How many times the amount of tightening is halved in the search for the least that fits.
  static let steps = 10

  /// `setter` over the text tightened just enough that nothing is truncated at `size` points (each grapheme at most
  /// ``TextAttributes/maximumTightening`` em narrower, the amount bisected), or `nil` when even the most tightening
  /// truncates. The tightening is extra negative tracking: it hangs at a line's end as tracking does.
  ///
  /// - Complexity: O(steps × (graphemes + segments)).
  func fitting(_ setter: LineSetter, size: Double) -> LineSetter? {
    var none: [TextLine]? = nil
    let most = Double(TextAttributes.maximumTightening)
    let tightest = squeezed(setter, by: most)
    guard !tightest.measure(size: size, lines: &none).isTruncated else { return nil }
    var low = 0.0
    var high = most
    var best = tightest
    for _ in 0..<Self.steps {
      let middle = (low + high) / 2
      let candidate = squeezed(setter, by: middle)
      if candidate.measure(size: size, lines: &none).isTruncated {
        low = middle
      } else {
        high = middle
        best = candidate
      }
    }
    return best
  }

  private func squeezed(_ setter: LineSetter, by amount: Double) -> LineSetter {
    LineSetter(
      shaped: ShapedText(spacing: base, kerning: kerning, tracking: tracking - amount), face: setter.face,
      attributes: setter.attributes, proposal: setter.proposal)
  }
}

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

  init(shaped: ShapedText, face: FontFace, attributes: TextAttributes, missingFontFamily: String? = nil) {
    self.shaped = shaped
    self.face = face
    self.attributes = attributes
    self.missingFontFamily = missingFontFamily
    self.size = attributes.font.validatedSize
    self.idealWidth = shaped.idealWidth
    self.lineHeight = face.lineHeight(size: size)
    self.lineSpacing = attributes.validatedLineSpacing
    var none: [TextLine]? = nil
    let ideal = Self.set(
      LineSetter(shaped: shaped, face: face, attributes: attributes, proposal: .unspecified), attributes,
      missingFontFamily: missingFontFamily, lines: &none)
    self.ideal = ideal
    self.idealSize = ideal.size
    self.idealLineCount = Double(ideal.lineCount)
    self.idealIsFinal =
      !ideal.isTruncated && ideal.fontSize == size && ideal.lineCount <= (attributes.validatedLineLimit ?? Int.max)
  }

  func measure(_ proposal: ProposedViewSize) -> TextMeasurement {
    if answersIdeal(proposal) { return ideal }
    var none: [TextLine]? = nil
    return Self.set(setter(proposal), attributes, missingFontFamily: missingFontFamily, lines: &none)
  }

  func size(_ proposal: ProposedViewSize) -> Size {
    answersIdeal(proposal) ? idealSize : measure(proposal).size
  }

  func lines(_ proposal: ProposedViewSize) -> [TextLine] {
    var lines: [TextLine]? = []
    _ = Self.set(setter(proposal), attributes, missingFontFamily: missingFontFamily, lines: &lines)
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

  /// The measurement by `setter`, shrunk by `minimumScaleFactor` when truncated, with what the string's shaping and
  /// the font's lookup found (uncovered characters, a missing family).
  private static func set(
    _ setter: LineSetter, _ attributes: TextAttributes, missingFontFamily: String?, lines: inout [TextLine]?
  ) -> TextMeasurement {
    let size = attributes.font.validatedSize
    var result = setter.measure(size: size, lines: &lines)
    let factor = attributes.validatedMinimumScaleFactor
    if result.isTruncated && factor < 1 {
      result = setter.shrunk(size: size, factor: factor, lines: &lines)
    }
    result.uncoveredScalarCount = setter.shaped.uncoveredScalarCount
    result.missingFontFamily = missingFontFamily
    return result
  }
}

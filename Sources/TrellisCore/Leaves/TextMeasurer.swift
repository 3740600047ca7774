/// Measures text for a proposal: the pluggable part of ``Text``.
///
/// Trellis ships ``MonospacedTextMeasurer`` here and a shaping measurer (HarfBuzz, fontconfig, UAX #14 line
/// breaking) in `TrellisText`, which `Trellis`'s standard configuration uses. Implement it with other font metrics
/// (CoreText, a browser) to lay out with those.
public protocol TextMeasurer: Sendable {
  /// The size of `string` with the default attributes for `proposal`: wrapped to the proposed width when one is given.
  func size(of string: String, proposal: ProposedViewSize) -> Size

  /// The size and baselines of `string` set with `attributes` for `proposal`. The default measures
  /// ``size(of:proposal:)`` and puts both baselines at the bottom.
  func measure(_ string: String, attributes: TextAttributes, proposal: ProposedViewSize) -> TextMeasurement

  /// The lines of `string` to draw, as ``measure(_:attributes:proposal:)`` sets them. The default is no lines.
  func lines(of string: String, attributes: TextAttributes, proposal: ProposedViewSize) -> [TextLine]

  /// `string` and `attributes` made ready to measure at many proposals (see ``PreparedText``).
  func prepare(_ string: String, attributes: TextAttributes) -> any PreparedText

  /// `runs` set as one paragraph, each in its own font (``TextRunStyle/resolvedFont(base:)`` of `attributes.font`),
  /// made ready to measure: what a ``Text`` of several styles prepares. The default measures the runs' joined
  /// string in `attributes.font` (one font).
  func prepare(_ runs: [TextRun], attributes: TextAttributes) -> any PreparedText
}

/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension TextMeasurer {
  /// ``size(of:proposal:)`` with both baselines at the bottom.
  ///
  /// - Complexity: that of ``size(of:proposal:)``.
  public func measure(_ string: String, attributes: TextAttributes, proposal: ProposedViewSize) -> TextMeasurement {
    let size = size(of: string, proposal: proposal)
    return TextMeasurement(
      size: size, lineCount: size.height > 0 ? 1 : 0, firstBaseline: size.height, lastBaseline: size.height,
      fontSize: attributes.font.validatedSize)
  }

  /// No lines.
  public func lines(of string: String, attributes: TextAttributes, proposal: ProposedViewSize) -> [TextLine] { [] }
}

/// A string and its attributes made ready by a measurer (for a shaping measurer: the face found and the string
/// shaped), measured at many proposals without looking anything up again. ``Text`` prepares itself once per
/// attributes and keeps the result.
public protocol PreparedText: Sendable {
  /// The measurement for `proposal`, as ``TextMeasurer/measure(_:attributes:proposal:)``.
  func measure(_ proposal: ProposedViewSize) -> TextMeasurement
  /// The size for `proposal`: `measure(proposal).size`, which a layout asks most often (the default calls
  /// ``measure(_:)``; a measurer may answer it without building the rest).
  func size(_ proposal: ProposedViewSize) -> Size
  /// The lines for `proposal`, as ``TextMeasurer/lines(of:attributes:proposal:)``.
  func lines(_ proposal: ProposedViewSize) -> [TextLine]
}

/// - Complexity: that of ``PreparedText/measure(_:)``.
extension PreparedText {
  /// `measure(proposal).size`.
  public func size(_ proposal: ProposedViewSize) -> Size { measure(proposal).size }
}

/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension TextMeasurer {
  /// `string` and `attributes` ready to measure. The default keeps them and calls the measurer each time.
  public func prepare(_ string: String, attributes: TextAttributes) -> any PreparedText {
    MeasurerPreparedText(measurer: self, string: string, attributes: attributes)
  }

  /// The runs' joined string prepared in `attributes.font`.
  ///
  /// - Complexity: O(characters) to join them, then ``prepare(_:attributes:)-(String,_)``'s.
  public func prepare(_ runs: [TextRun], attributes: TextAttributes) -> any PreparedText {
    prepare(runs.map(\.string).joined(), attributes: attributes)
  }
}

/// The default ``PreparedText``: the measurer, the string and the attributes.
struct MeasurerPreparedText<Measurer: TextMeasurer>: PreparedText {
  let measurer: Measurer
  let string: String
  let attributes: TextAttributes

  func measure(_ proposal: ProposedViewSize) -> TextMeasurement {
    measurer.measure(string, attributes: attributes, proposal: proposal)
  }

  func lines(_ proposal: ProposedViewSize) -> [TextLine] {
    measurer.lines(of: string, attributes: attributes, proposal: proposal)
  }
}

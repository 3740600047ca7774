/// Measures text for a proposal: the pluggable part of ``Text``.
///
/// Trellis ships ``MonospacedTextMeasurer`` here and a shaping measurer (HarfBuzz, fontconfig, UAX #14 line
/// breaking) in `TrellisText`, which `import Trellis` makes the default. Implement it with other font metrics
/// (CoreText, a browser) to lay out with those.
public protocol TextMeasurer: Sendable {
  /// The size of `string` with the default attributes for `proposal`: wrapped to the proposed width when one is given.
  func size(of string: String, proposal: ProposedViewSize) -> Size

  /// The size and baselines of `string` set with `attributes` for `proposal`. The default measures
  /// ``size(of:proposal:)`` and puts both baselines at the bottom.
  func measure(_ string: String, attributes: TextAttributes, proposal: ProposedViewSize) -> TextMeasurement

  /// The lines of `string` to draw, as ``measure(_:attributes:proposal:)`` sets them. The default is no lines.
  func lines(of string: String, attributes: TextAttributes, proposal: ProposedViewSize) -> [TextLine]
}

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
  ///
  /// - Complexity: O(1).
  public func lines(of string: String, attributes: TextAttributes, proposal: ProposedViewSize) -> [TextLine] { [] }
}

/// Measures text for a proposal: the pluggable part of ``Text``.
///
/// Implement it with real font metrics (FreeType, CoreText, a browser) to lay out real text; Trellis ships
/// ``MonospacedTextMeasurer``.
public protocol TextMeasurer: Sendable {
  /// The size of `string` for `proposal`: wrapped to the proposed width when one is given.
  func size(of string: String, proposal: ProposedViewSize) -> Size
}

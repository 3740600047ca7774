import TrellisCore

/// The embedded content of the one-axis readers (``WidthReader``, ``HeightReader``, ``HorizontalGeometryReader``,
/// ``VerticalGeometryReader``): takes the proposed length `L` on `axis`, builds the content with it, proposes the
/// content `L` on `axis` and nothing across it (its ideal length there), and is `L` long on `axis` and as long as
/// the content across it. The content is aligned on `axis` by the alignment's default value (explicit guides of the
/// content are not consulted).
///
/// With no proposal on `axis` (or an infinite one, as stacks probe with), the content is built with 0, measured at
/// its ideal length `l`, then built again with `l`: the reader is then `l` long.
struct AxisReaderContent: EmbeddedContent {
  let axis: Axis
  /// The alignment's default value along `axis` for a length: `alignment(L) − alignment(content)` is the offset.
  let guide: @Sendable (CGFloat) -> CGFloat
  let content: @Sendable (CGFloat) -> Node

  func layout(proposal: ProposedViewSize, engine: LayoutEngine) throws(LayoutError) -> LayoutResult {
    var length: CGFloat
    if let given = proposal[axis], given.isFinite {
      length = given
    } else {
      // No usable length: the content's own ideal length, measured with a provisional 0.
      let probe = try engine.sizeThatFits(content(0), proposal: .unspecified)
      length = probe[axis]
    }
    if !(length >= 0) || !length.isFinite { length = 0 }
    let result = try LayoutResult.nested(
      content(length), proposal: ProposedViewSize(axis, along: length, across: nil), engine: engine)
    let offset = guide(length) - guide(result.size[axis])
    switch axis {
    case .horizontal:
      return result.moved(dx: offset, dy: 0, size: Size(width: length, height: result.size.height))
    case .vertical:
      return result.moved(dx: 0, dy: offset, size: Size(width: result.size.width, height: length))
    }
  }
}

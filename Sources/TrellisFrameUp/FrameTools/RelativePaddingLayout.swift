import TrellisCore

/// The layout of `relativePadding(_:_:)`: padding proportional to the padded view's size (``RelativePadding``).
///
/// The child is proposed `P · (1 − k·f)` per axis (an unspecified dimension stays unspecified) and answers `c`; the
/// padded view is `c / (1 − k·f)` per axis — the proposal itself for flexible content, `C / (1 − k·f)` for fixed
/// content `C`. The child is placed at `(f·S.width, f·S.height)` on the padded leading/top edges. A negative factor
/// overlaps the content past the edges; `k·f ≥ 1` drops the padding on that axis (see ``RelativePadding``). A finite
/// factor whose padding or size overflows the double range (`1e308` around a 10-point view) fails the layout with
/// `LayoutError.invalidInput` naming the node and the factor.
///
/// - Complexity: O(1) plus one child measurement.
public struct RelativePaddingLayout: Layout, PropagatesChildGuides {
  /// The padding geometry.
  public var padding: RelativePadding

  /// Relative padding.
  public init(padding: RelativePadding) { self.padding = padding }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    guard let child = subviews.first else { return .zero }
    let content = child.sizeThatFits(padding.contentProposal(for: proposal))
    let size = padding.size(forContent: content)
    if content.width.isFinite && content.height.isFinite && !(size.width.isFinite && size.height.isFinite) {
      return overflow(subviews, "makes its size overflow the double range around content of \(content.formatted)")
    }
    return size
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let child = subviews.first else { return }
    let insets = padding.insets(forSize: bounds.size)
    guard insets.top.isFinite && insets.leading.isFinite && insets.bottom.isFinite && insets.trailing.isFinite else {
      _ = overflow(subviews, "makes its padding overflow the double range for a size of \(bounds.size.formatted)")
      return
    }
    child.place(
      at: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), anchor: .topLeading,
      proposal: padding.contentProposal(for: proposal))
  }

  /// Records the overflow at its cause, the factor (the CLI exits 64 naming the node), and answers a neutral size.
  private func overflow(_ subviews: Subviews, _ what: String) -> Size {
    subviews.reportInvalidInput("its relativePadding lengthFactor \(formatNumber(padding.factor)) \(what)")
    return .zero
  }
}

import TrellisCore

/// The layout of a ``SmartScrollView`` container: hugs its content up to the available size and scrolls the rest.
///
/// The content is measured at its ideal size on the scroll axes (the proposal on the other axis is kept): `C`. The
/// node's size is ``SmartScrollView/frameSize(content:available:)`` with the proposal as the available size (an
/// unspecified dimension is unlimited). The content is placed at its size `C` with its top-leading corner at the
/// node's (scroll offset 0); it may extend past the node on the scrolling axes.
///
/// - Complexity: O(1) plus one child measurement.
public struct SmartScrollLayout: Layout {
  /// The scroll view's geometry.
  public var geometry: SmartScrollView

  /// Told the content's edge insets when the view is placed (the full initialiser's `onScroll`).
  var onScroll: ScrollReportState?

  /// A smart scroll view layout.
  public init(geometry: SmartScrollView) { self.geometry = geometry }

  func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: geometry.axes.contains(.horizontal) ? nil : proposal.width,
      height: geometry.axes.contains(.vertical) ? nil : proposal.height)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    guard let child = subviews.first else { return .zero }
    let content = child.sizeThatFits(contentProposal(proposal))
    let available = Size(width: proposal.width ?? .infinity, height: proposal.height ?? .infinity)
    return geometry.frameSize(content: content, available: available)
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let child = subviews.first else { return }
    child.place(at: bounds.origin, anchor: .topLeading, proposal: contentProposal(proposal))
    if let onScroll {
      let content = child.sizeThatFits(contentProposal(proposal))
      onScroll.report(geometry.edgeInsets(contentFrame: Rect(origin: .zero, size: content), frame: bounds.size))
    }
  }
}

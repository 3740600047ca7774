/// The layout of `aspectRatio(_:contentMode:)`, whose documentation states the rule.
///
/// - Complexity: O(1) plus up to two child measurements.
struct AspectRatioLayout: Layout, PropagatesChildGuides {
  var ratio: CGFloat?
  var contentMode: ContentMode

  /// Content kept at `ratio` (width / height). Non-positive or non-finite ratios act like `nil`.
  init(ratio: CGFloat?, contentMode: ContentMode) {
    self.ratio = ratio.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    self.contentMode = contentMode
  }

  func childProposal(_ p: ProposedViewSize, _ child: LayoutSubview) -> ProposedViewSize {
    // SwiftUI's rule: a fully unspecified proposal passes through (the child's ideal size).
    if p.width == nil && p.height == nil { return p }
    var r = ratio
    if r == nil {
      let ideal = child.sizeThatFits(.unspecified)
      if ideal.width > 0, ideal.height > 0, ideal.isFinite { r = ideal.width / ideal.height }
    }
    guard let r else { return p }
    switch (p.width, p.height) {
    case (let w?, let h?):
      if w.isInfinite && h.isInfinite { return p }
      let byWidth = Size(width: w, height: w / r)
      let byHeight = Size(width: h * r, height: h)
      let fitsByWidth = byWidth.height <= h
      switch contentMode {
      case .fit: return ProposedViewSize(fitsByWidth ? byWidth : byHeight)
      case .fill: return ProposedViewSize(fitsByWidth ? byHeight : byWidth)
      }
    case (let w?, nil): return ProposedViewSize(width: w, height: w / r)
    case (nil, let h?): return ProposedViewSize(width: h * r, height: h)
    case (nil, nil): return p
    }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    guard let child = subviews.first else { return .zero }
    return child.sizeThatFits(childProposal(proposal, child))
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let child = subviews.first else { return }
    child.place(at: bounds.point(at: .center), anchor: .center, proposal: childProposal(proposal, child))
  }
}

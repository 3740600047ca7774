/// The layout of `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, whose
/// documentation states the rules.
///
/// - Complexity: O(1) plus one child measurement.
struct FlexFrameLayout: Layout, PropagatesChildGuides {
  var minWidth: CGFloat?
  var idealWidth: CGFloat?
  var maxWidth: CGFloat?
  var minHeight: CGFloat?
  var idealHeight: CGFloat?
  var maxHeight: CGFloat?
  var alignment: Alignment

  /// A flexible frame. Inconsistent bounds are normalised as SwiftUI does (max ≥ ideal ≥ min ≥ 0).
  init(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) {
    (self.minWidth, self.idealWidth, self.maxWidth) = Self.normalise(minWidth, idealWidth, maxWidth)
    (self.minHeight, self.idealHeight, self.maxHeight) = Self.normalise(minHeight, idealHeight, maxHeight)
    self.alignment = alignment
  }

  static func normalise(_ lo: CGFloat?, _ ideal: CGFloat?, _ hi: CGFloat?) -> (CGFloat?, CGFloat?, CGFloat?) {
    let lo = lo.map { max(0, $0) }
    var ideal = ideal
    if let i = ideal, let l = lo { ideal = max(l, i) }
    var hi = hi
    if let h = hi {
      if let i = ideal { hi = max(i, h) } else if let l = lo { hi = max(l, h) }
    }
    return (lo, ideal, hi)
  }

  struct AxisFrame {
    let lo: CGFloat?
    let ideal: CGFloat?
    let hi: CGFloat?

    /// The size along this axis without consulting the child, when the rules allow it.
    func fixedLength(_ p: CGFloat?) -> CGFloat? {
      if let p, let lo, let hi { return min(max(p, lo), hi) }
      if p == nil, let ideal { return ideal }
      return nil
    }

    func childProposal(_ p: CGFloat?) -> CGFloat? {
      guard var value = p ?? ideal else { return nil }
      if let hi { value = min(value, hi) }
      if let lo { value = max(value, lo) }
      return value
    }

    func length(_ p: CGFloat?, child: CGFloat) -> CGFloat {
      switch (lo, hi) {
      case (let lo?, let hi?): return min(max(child, lo), hi)
      case (let lo?, nil): return max(min(p ?? .infinity, child), lo)
      case (nil, let hi?): return min(max(p ?? -.infinity, child), hi)
      case (nil, nil): return child
      }
    }
  }

  var horizontal: AxisFrame { AxisFrame(lo: minWidth, ideal: idealWidth, hi: maxWidth) }
  var vertical: AxisFrame { AxisFrame(lo: minHeight, ideal: idealHeight, hi: maxHeight) }

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: horizontal.childProposal(proposal.width), height: vertical.childProposal(proposal.height))
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    let fixedW = horizontal.fixedLength(proposal.width)
    let fixedH = vertical.fixedLength(proposal.height)
    if let fixedW, let fixedH { return Size(width: fixedW, height: fixedH) }
    let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    return Size(
      width: fixedW ?? horizontal.length(proposal.width, child: child.width),
      height: fixedH ?? vertical.length(proposal.height, child: child.height))
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let child = subviews.first else { return }
    placeAligned(child, in: bounds, alignment: alignment, proposal: childProposal(proposal))
  }
}

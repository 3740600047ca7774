/// The layout of `padding`: the child is proposed the inset proposal; the size is the child's plus the insets.
///
/// - Complexity: O(1) plus one child measurement.
public struct PaddingLayout: Layout, PropagatesChildGuides {
  public var insets: EdgeInsets

  /// Padding by `insets`.
  ///
  /// - Complexity: O(1).
  public init(insets: EdgeInsets) { self.insets = insets }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    let child = subviews.first?.sizeThatFits(proposal.inset(by: insets)) ?? .zero
    return Size(width: max(0, child.width + insets.horizontal), height: max(0, child.height + insets.vertical))
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(
      at: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), anchor: .topLeading,
      proposal: proposal.inset(by: insets))
  }
}

/// The layout of `fixedSize(horizontal:vertical:)`: proposes `nil` (the child's ideal) on the chosen axes.
///
/// - Complexity: O(1) plus one child measurement.
public struct FixedSizeLayout: Layout, PropagatesChildGuides {
  public var horizontal: Bool
  public var vertical: Bool

  /// Fixes the chosen axes at the child's ideal size.
  ///
  /// - Complexity: O(1).
  public init(horizontal: Bool = true, vertical: Bool = true) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(at: bounds.point(at: .center), anchor: .center, proposal: childProposal(proposal))
  }
}

/// The layout of `offset(x:y:)`: the size is the child's; the child is drawn moved by the offset.
///
/// - Complexity: O(1) plus one child measurement.
public struct OffsetLayout: Layout, PropagatesChildGuides {
  public var x: Double
  public var y: Double

  /// An offset.
  ///
  /// - Complexity: O(1).
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(at: Point(x: bounds.minX + x, y: bounds.minY + y), anchor: .topLeading, proposal: proposal)
  }
}

/// The layout of `aspectRatio(_:contentMode:)`: proposes the child a size of the given ratio (width / height)
/// that fits or fills the proposal; with a `nil` ratio, the ratio of the child's ideal size.
///
/// An unspecified dimension is derived from the other; with both unspecified the child's ideal width is kept.
/// - Complexity: O(1) plus up to two child measurements.
public struct AspectRatioLayout: Layout, PropagatesChildGuides {
  public var ratio: Double?
  public var contentMode: ContentMode

  /// Content kept at `ratio` (width / height). Non-positive or non-finite ratios act like `nil`.
  ///
  /// - Complexity: O(1).
  public init(ratio: Double?, contentMode: ContentMode) {
    self.ratio = ratio.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    self.contentMode = contentMode
  }

  func childProposal(_ p: ProposedViewSize, _ child: LayoutSubview) -> ProposedViewSize {
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
    case (nil, nil):
      let w = child.sizeThatFits(.unspecified).width
      return ProposedViewSize(width: w, height: w / r)
    }
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    guard let child = subviews.first else { return .zero }
    return child.sizeThatFits(childProposal(proposal, child))
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let child = subviews.first else { return }
    child.place(at: bounds.point(at: .center), anchor: .center, proposal: childProposal(proposal, child))
  }
}

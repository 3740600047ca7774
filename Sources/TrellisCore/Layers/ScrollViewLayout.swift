/// The layout of ``ScrollView``: one content view, scrolled along `axes` by `contentOffset`.
///
/// The content is proposed nothing (its ideal length) along the scrolling axes and the scroll view's proposal across
/// them. The scroll view's size is its proposal (it is flexible); an unspecified dimension takes the content's size.
/// Along a scrolling axis the content starts at the leading or top edge, moved back by the content offset; across
/// one, a content narrower or wider than the scroll view is centred. The offset is not clamped: an offset beyond the
/// content shows the overscroll a rubber-banding scroll view would.
///
/// - Complexity: O(1) plus one content measurement per distinct proposal.
public struct ScrollViewLayout: Layout, Hashable {
  /// The scrolling axes.
  public var axes: Axis.Set
  /// How far the content is scrolled: the point of the content shown at the scroll view's top-leading corner (only
  /// the components along `axes` count).
  public var contentOffset: Point

  /// A scroll view layout.
  public init(axes: Axis.Set = .vertical, contentOffset: Point = .zero) {
    self.axes = axes
    self.contentOffset = contentOffset
  }

  /// What the content is proposed for the scroll view's `proposal`.
  public func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width, height: axes.contains(.vertical) ? nil : proposal.height
    )
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
    let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
    return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let childProposal = contentProposal(proposal)
    for subview in subviews {
      let size = subview.sizeThatFits(childProposal)
      let x =
        axes.contains(.horizontal) ? bounds.minX - contentOffset.x : bounds.minX + (bounds.width - size.width) / 2
      let y = axes.contains(.vertical) ? bounds.minY - contentOffset.y : bounds.minY + (bounds.height - size.height) / 2
      subview.place(at: Point(x: x, y: y), anchor: .topLeading, proposal: childProposal)
    }
  }

  /// A scroll view has no explicit guides of its content's, and the default spacing.
  public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

extension ScrollViewLayout: NoExplicitBuiltInGuides {}

/// The layout of ``ScrollView`` (one content view, scrolled along `axes` by `contentOffset`), whose documentation
/// states the rule.
///
/// - Complexity: O(1) plus one content measurement per distinct proposal.
package struct ScrollViewLayout: Layout, Hashable {
  /// The scrolling axes.
  package var axes: Axis.Set
  /// How far the content is scrolled: the point of the content shown at the scroll view's top-leading corner (only
  /// the components along `axes` count).
  package var contentOffset: Point

  /// A scroll view layout.
  package init(axes: Axis.Set = .vertical, contentOffset: Point = .zero) {
    self.axes = axes
    self.contentOffset = contentOffset
  }

  /// What the content is proposed for the scroll view's `proposal`.
  package func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width, height: axes.contains(.vertical) ? nil : proposal.height
    )
  }

  package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
    let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
    return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
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
  package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

extension ScrollViewLayout: NoExplicitBuiltInGuides {}

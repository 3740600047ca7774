/// The layout of ``ViewThatFits``, whose documentation states the rule.
///
/// - Complexity: O(children) measurements.
package struct ViewThatFitsLayout: Layout, HidesUnplacedSubviews, Hashable {
  /// The axes on which children must fit.
  package var axes: Axis.Set

  /// Chooses among children on `axes`.
  package init(in axes: Axis.Set = [.horizontal, .vertical]) { self.axes = axes }

  /// Index of the chosen child for `proposal`.
  func choice(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Int? {
    guard !subviews.isEmpty else { return nil }
    if axes.isEmpty { return subviews.startIndex }
    let ideal = ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
    for index in subviews.indices {
      let size = subviews[index].sizeThatFits(ideal)
      let fitsW = !axes.contains(.horizontal) || size.width <= (proposal.width ?? .infinity) + Tolerance.epsilon
      let fitsH = !axes.contains(.vertical) || size.height <= (proposal.height ?? .infinity) + Tolerance.epsilon
      if fitsW && fitsH { return index }
    }
    return subviews.endIndex - 1
  }

  package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    guard let k = choice(proposal, subviews) else { return .zero }
    return subviews[k].sizeThatFits(proposal)
  }

  package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let k = choice(proposal, subviews) else { return }
    subviews[k].place(at: bounds.point(at: .center), anchor: .center, proposal: proposal)
  }
}

/// Shows the first child that fits the proposal on the constrained axes, else the last (SwiftUI's `ViewThatFits`).
///
/// Each child is asked its size for the proposal with the constrained axes unspecified (its ideal size there); it fits
/// when that size is no larger than the proposal on every constrained axis (an unspecified proposal is infinite).
/// With no axes the first child is chosen. Only the chosen child appears in the result.
///
/// ```swift
/// ViewThatFits(in: .horizontal) { Text("A long label"); Text("Short") }
/// ```
/// - Complexity: O(children) measurements.
public struct ViewThatFitsLayout: Layout, HidesUnplacedSubviews, Hashable {
  /// The axes on which children must fit.
  public var axes: Axis.Set

  /// Chooses among children on `axes`.
  public init(in axes: Axis.Set = [.horizontal, .vertical]) { self.axes = axes }

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

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    guard let k = choice(proposal, subviews) else { return .zero }
    return subviews[k].sizeThatFits(proposal)
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let k = choice(proposal, subviews) else { return }
    subviews[k].place(at: bounds.point(at: .center), anchor: .center, proposal: proposal)
  }
}

/// The layout of a node that stands for views a count asked for, when that count is above ``TrellisLimits/maxNodes``
/// (a `TabMenu`'s `itemCount`, a ``ForEach`` over more elements): it has no children, and measuring it fails the
/// pass with `LayoutError.invalidInput` naming the count and the limit. The views are never built, so the count
/// allocates nothing.
///
/// - Complexity: O(1).
package struct CountLimitLayout: Layout {
  /// What the count is, as the user wrote it (`"itemCount"`, `"ForEach"`).
  package let name: String
  package let count: Int

  /// A layout that reports `count` of `name` as above the node limit.
  package init(name: String, count: Int) {
    self.name = name
    self.count = count
  }

  package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    subviews.reportInvalidInput(
      "\(name): \(count) is above the limit of \(TrellisLimits.maxNodes) nodes (TrellisLimits.maxNodes)")
    return .zero
  }

  package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

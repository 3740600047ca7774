/// The layout of `position(x:y:)` (SwiftUI's `_PositionLayout`): it takes its whole proposal (10 for an unspecified
/// dimension, like a shape), proposes that proposal to its child, and centres the child at (x, y) in its own
/// coordinates.
///
/// ```swift
/// Box(width: 20, height: 10).position(x: 50, y: 30)  // in 200×100: the position view is 200×100, the box at (40, 25)
/// ```
///
/// A NaN coordinate is reported as a `LayoutError` (the child's frame would be NaN).
///
/// - Complexity: O(1) plus one child measurement.
public struct PositionLayout: Layout {
  /// Where the child's centre goes.
  public var x: CGFloat
  public var y: CGFloat

  /// A position.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    _ = subviews.first?.sizeThatFits(proposal)
    return proposal.replacingUnspecifiedDimensions()
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(
      at: Point(x: bounds.origin.x + x, y: bounds.origin.y + y), anchor: .center, proposal: proposal)
  }
}

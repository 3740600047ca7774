import TrellisCore

/// The layout of the `scaledToFrame` / `scaledToFit` / `scaledToFill` modifiers (``ScaledView``).
///
/// The child's ideal size `C` (proposal unspecified) is scaled to the frame: the node's size is
/// ``ScaledView/size(forContent:)`` `= C · scale`, whatever the node is proposed. Frames have no scale effect, so the
/// child is then **proposed the scaled size** and centred in the node: flexible content (a rectangle, an image)
/// reports exactly the rectangle it is drawn in; fixed content (a box of fixed size) keeps its own size, centred, and
/// the scale it would be drawn at is ``scale(forContent:)`` (``ScaledView/scale(forContent:)`` of its ideal size).
///
/// - Complexity: O(1) plus up to two child measurements.
public struct ScaledFrameLayout: Layout, PropagatesChildGuides {
  /// The scaling geometry.
  public var scaled: ScaledView

  /// A scaled frame.
  public init(scaled: ScaledView) { self.scaled = scaled }

  /// The scale factors applied to content of ideal size `content`.
  public func scale(forContent content: Size) -> ScaleFactors { scaled.scale(forContent: content) }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    guard let child = subviews.first else { return .zero }
    return scaled.size(forContent: child.sizeThatFits(.unspecified))
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let child = subviews.first else { return }
    child.place(at: bounds.point(at: .center), anchor: .center, proposal: ProposedViewSize(bounds.size))
  }
}

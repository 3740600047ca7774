import TrellisCore

/// The geometry of FrameUp's `relativePadding(edges:lengthFactor:)`: padding proportional to the padded view's size.
///
/// With `S` the size of the padded view, the insets are `top/bottom = f · S.height` and
/// `leading/trailing = f · S.width` on the chosen edges. Let `k` be the number of padded edges on an axis (0, 1 or 2).
/// - Flexible content: `S` is the proposal `P`; the content is proposed `P · (1 − k·f)` (``contentProposal(for:)``).
/// - Fixed content `C`: `S = C / (1 − k·f)` per axis (``size(forContent:)``).
///
/// A negative factor overlaps the content past the view's edges.
///
/// **Degenerate input.** When `k·f ≥ 1` on an axis the padding would swallow the whole view (and `C / (1 − k·f)`
/// divides by zero or a negative number). On such an axis the content is proposed 0 and a fixed-size content keeps
/// its own size (the padding is dropped, ``isSatisfiable(along:)`` is `false`). A NaN or infinite factor counts as 0.
///
/// ```swift
/// let padding = RelativePadding(edges: [.leading, .top], factor: 0.2)
/// padding.size(forContent: Size(width: 80, height: 40))  // 100×50
/// padding.insets(forSize: Size(width: 100, height: 50))  // top 10, leading 20
/// ```
///
/// - Complexity: O(1) for every member.
public struct RelativePadding: Hashable, Sendable {
  /// The padded edges.
  public var edges: Edge.Set
  /// The fraction of the view's width (leading/trailing) or height (top/bottom) used as padding.
  public var factor: CGFloat

  /// Creates relative padding on `edges` (all by default) of `factor` times the view's size.
  @inlinable public init(edges: Edge.Set = .all, factor: CGFloat) {
    self.edges = edges
    self.factor = factor
  }

  /// ``factor`` with NaN and ±∞ replaced by 0.
  @inlinable public var effectiveFactor: CGFloat { factor.isFinite ? factor : 0 }

  /// The number of padded edges along `axis` (0, 1 or 2).
  @inlinable public func paddedEdgeCount(along axis: Axis) -> Int {
    let pair: (Edge.Set, Edge.Set) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
    return (edges.contains(pair.0) ? 1 : 0) + (edges.contains(pair.1) ? 1 : 0)
  }

  /// The fraction of the view's length along `axis` left to the content: `1 − k·f`.
  @inlinable public func contentFraction(along axis: Axis) -> CGFloat {
    1 - CGFloat(paddedEdgeCount(along: axis)) * effectiveFactor
  }

  /// Whether the padding leaves the content a positive share of the view along `axis` (`k·f < 1`).
  @inlinable public func isSatisfiable(along axis: Axis) -> Bool { contentFraction(along: axis) > 0 }

  /// The insets for a padded view of size `size`.
  public func insets(forSize size: Size) -> EdgeInsets {
    let f = effectiveFactor
    return EdgeInsets(
      top: edges.contains(.top) ? f * size.height : 0, leading: edges.contains(.leading) ? f * size.width : 0,
      bottom: edges.contains(.bottom) ? f * size.height : 0, trailing: edges.contains(.trailing) ? f * size.width : 0)
  }

  /// The proposal for the content when the padded view is proposed `proposal` (flexible content):
  /// `P · (1 − k·f)` per specified dimension, never below 0; an unspecified dimension stays unspecified.
  public func contentProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { scaledProposal($0, along: .horizontal) },
      height: proposal.height.map { scaledProposal($0, along: .vertical) })
  }

  /// The size of the padded view around content of fixed size `content`: `C / (1 − k·f)` per axis
  /// (`C` itself on an axis where ``isSatisfiable(along:)`` is `false`).
  public func size(forContent content: Size) -> Size {
    Size(width: paddedLength(content.width, along: .horizontal), height: paddedLength(content.height, along: .vertical))
  }

  /// The content's frame inside a padded view of size `size`: origin `(leading, top)`, size `S · (1 − k·f)` per axis
  /// (0 on an unsatisfiable axis). With a negative factor the frame extends past the view.
  public func contentFrame(inSize size: Size) -> Rect {
    let insets = insets(forSize: size)
    return Rect(
      x: insets.leading, y: insets.top,
      width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
  }

  private func scaledProposal(_ length: CGFloat, along axis: Axis) -> CGFloat {
    let fraction = contentFraction(along: axis)
    guard fraction > 0 else { return 0 }
    return max(0, length * fraction)
  }

  private func paddedLength(_ length: CGFloat, along axis: Axis) -> CGFloat {
    let fraction = contentFraction(along: axis)
    guard fraction > 0 else { return length }
    return length / fraction
  }
}

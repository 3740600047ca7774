import Foundation

/// Distances inward from each edge of a rectangle.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct EdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge.
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge.
  public var trailing: CGFloat

  /// Creates insets; every edge defaults to zero.
  @inlinable public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset `length` on every edge in `edges`, zero elsewhere.
  @inlinable init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
  }

  /// Zero on every edge.
  static let zero = EdgeInsets()

  /// leading + trailing.
  @inlinable package var horizontal: CGFloat { leading + trailing }
  /// top + bottom.
  @inlinable package var vertical: CGFloat { top + bottom }

  /// The total inset along `axis`.
  @inlinable func total(along axis: Axis) -> CGFloat { axis == .horizontal ? horizontal : vertical }
}

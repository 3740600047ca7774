import TrellisCore

/// Horizontal and vertical scale factors (the `scaleEffect` that ``ScaledView`` applies).
///
/// - Complexity: O(1) for every member.
public struct ScaleFactors: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal scale.
  public var x: CGFloat
  /// The vertical scale.
  public var y: CGFloat

  /// Creates scale factors.
  @inlinable public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// No scaling: 1 on both axes.
  public static let identity = ScaleFactors(x: 1, y: 1)

  /// The factors as `(x, y)`.
  public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}

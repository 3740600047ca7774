/// A location in a two-dimensional coordinate space, y growing downwards (as in SwiftUI).
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The x coordinate.
  public var x: Double
  /// The y coordinate.
  public var y: Double

  /// Creates a point.
  @inlinable public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// The coordinate along `axis`.
  @inlinable public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? x : y }
    set { if axis == .horizontal { x = newValue } else { y = newValue } }
  }

  /// This point moved by `dx`, `dy`.
  @inlinable public func offsetBy(dx: Double, dy: Double) -> Point { Point(x: x + dx, y: y + dy) }

  public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}

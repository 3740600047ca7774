/// A rectangle: an origin (its top-left corner) and a size.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: Point
  /// The width and height.
  public var size: Size

  /// Creates a rectangle from its top-left corner and size.
  @inlinable public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from coordinates.
  @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(origin: .zero, size: .zero)

  @inlinable public var minX: Double { origin.x }
  @inlinable public var minY: Double { origin.y }
  @inlinable public var maxX: Double { origin.x + size.width }
  @inlinable public var maxY: Double { origin.y + size.height }
  @inlinable public var midX: Double { origin.x + size.width / 2 }
  @inlinable public var midY: Double { origin.y + size.height / 2 }
  @inlinable public var width: Double { size.width }
  @inlinable public var height: Double { size.height }

  /// The smallest rectangle containing both.
  @inlinable public func union(_ other: Rect) -> Rect {
    let x0 = min(minX, other.minX)
    let y0 = min(minY, other.minY)
    return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }

  /// Whether the two rectangles share interior area (touching edges do not count).
  @inlinable public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// Whether `other` lies inside this rectangle, allowing ``Tolerance/epsilon`` (absolute) of rounding.
  @inlinable public func contains(_ other: Rect) -> Bool {
    other.minX >= minX - Tolerance.epsilon && other.minY >= minY - Tolerance.epsilon
      && other.maxX <= maxX + Tolerance.epsilon && other.maxY <= maxY + Tolerance.epsilon
  }

  /// This rectangle moved by `dx`, `dy`.
  @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
  }

  /// The rectangle inset by `insets` (sizes never go below zero).
  @inlinable public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.leading, y: minY + insets.top,
      width: max(0, width - insets.leading - insets.trailing),
      height: max(0, height - insets.top - insets.bottom))
  }

  /// The point at a unit position inside the rectangle (`.topLeading` is the origin, `.bottomTrailing` the far corner).
  @inlinable public func point(at unit: UnitPoint) -> Point {
    Point(x: minX + unit.x * width, y: minY + unit.y * height)
  }

  public var description: String {
    "(\(formatNumber(minX)), \(formatNumber(minY)), \(formatNumber(width)), \(formatNumber(height)))"
  }
}

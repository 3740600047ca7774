import Foundation

/// Trellis's short name for Foundation's `CGRect`: an origin (its top-left corner) and a size.
///
/// It is the same type, not a copy (see ``Size``), with Core Graphics' behaviour: `minX`, `maxX`, `width` and the
/// rest read the rectangle standardized (a negative width counts from the other side), `contains(_:)` is exact, and
/// `intersects(_:)` counts touching edges. Frames Trellis computes never have a negative size.
public typealias Rect = CGRect

extension CGRect {
  /// The rectangle inset by `insets` (sizes never go below zero).
  ///
  /// - Complexity: O(1).
  @inlinable public func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.leading, y: origin.y + insets.top,
      width: max(0, size.width - insets.leading - insets.trailing),
      height: max(0, size.height - insets.top - insets.bottom))
  }

  /// The point at a unit position inside the rectangle (`.topLeading` is the origin, `.bottomTrailing` the far corner).
  ///
  /// - Complexity: O(1).
  @inlinable public func point(at unit: UnitPoint) -> CGPoint {
    CGPoint(x: origin.x + unit.x * size.width, y: origin.y + unit.y * size.height)
  }

  /// Whether `other` lies inside this rectangle, allowing ``Tolerance/epsilon`` (absolute) of rounding on each edge.
  /// Core Graphics' `contains(_:)` allows none.
  ///
  /// - Complexity: O(1).
  @inlinable package func containsApproximately(_ other: CGRect) -> Bool {
    other.minX >= minX - Tolerance.epsilon && other.minY >= minY - Tolerance.epsilon
      && other.maxX <= maxX + Tolerance.epsilon && other.maxY <= maxY + Tolerance.epsilon
  }

  /// Whether the two rectangles share interior area; touching edges do not count, as they do for `intersects(_:)`.
  ///
  /// - Complexity: O(1).
  @inlinable package func overlapsInterior(_ other: CGRect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// The rectangle as Trellis's messages and text output write it: `(16, 68, 358, 201.375)`.
  package var formatted: String {
    "(\(formatNumber(origin.x)), \(formatNumber(origin.y)), \(formatNumber(size.width)), \(formatNumber(size.height)))"
  }
}

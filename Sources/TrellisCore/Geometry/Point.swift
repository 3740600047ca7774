import Foundation

/// Trellis's short name for Foundation's `CGPoint`: a location, y growing downwards (as in SwiftUI).
///
/// It is the same type, not a copy (see ``Size``).
public typealias Point = CGPoint

extension CGPoint {
  /// The coordinate along `axis`.
  ///
  /// - Complexity: O(1).
  @inlinable public subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? x : y }
    set { if axis == .horizontal { x = newValue } else { y = newValue } }
  }

  /// This point moved by `dx`, `dy`.
  ///
  /// - Complexity: O(1).
  @inlinable func offsetBy(dx: CGFloat, dy: CGFloat) -> CGPoint { CGPoint(x: x + dx, y: y + dy) }

  /// The point as Trellis's messages and text output write it: `(16, 68)`.
  package var formatted: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}

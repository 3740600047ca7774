/// An angle, stored in degrees so that whole-degree values stay exact (SwiftUI's `Angle`).
///
/// ```swift
/// Angle.degrees(90).radians  // π/2
/// ```
///
/// - Complexity: O(1) for every member.
public struct Angle: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The angle in degrees.
  public var degrees: Double

  /// Creates an angle of `degrees` degrees.
  @inlinable public init(degrees: Double) { self.degrees = degrees }

  /// Creates an angle of `radians` radians.
  @inlinable public init(radians: Double) { self.degrees = radians * 180 / Double.pi }

  /// The angle in radians.
  @inlinable public var radians: Double {
    get { degrees * Double.pi / 180 }
    set { degrees = newValue * 180 / Double.pi }
  }

  /// An angle of `degrees` degrees.
  @inlinable public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  /// An angle of `radians` radians.
  @inlinable public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

  /// The zero angle.
  public static let zero = Angle(degrees: 0)

  /// The angle in degrees reduced to `[0, 360)` (NaN for NaN or infinite angles).
  @inlinable public var normalizedDegrees: Double {
    var d = degrees.truncatingRemainder(dividingBy: 360)
    if d < 0 { d += 360 }
    return d >= 360 ? d - 360 : d
  }

  /// Orders angles by their degree value (no reduction modulo 360).
  @inlinable public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.degrees < rhs.degrees }
  /// The sum of two angles.
  @inlinable public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(degrees: lhs.degrees + rhs.degrees) }
  /// The difference of two angles.
  @inlinable public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(degrees: lhs.degrees - rhs.degrees) }
  /// The opposite angle.
  @inlinable public static prefix func - (angle: Angle) -> Angle { Angle(degrees: -angle.degrees) }

  /// The angle in degrees, for example `90°`.
  public var description: String { "\(formatNumber(degrees))°" }
}

/// Angles add and subtract, and so `angle += .degrees(90)` works, as SwiftUI's `Angle` does (its vector arithmetic).
extension Angle: AdditiveArithmetic {}

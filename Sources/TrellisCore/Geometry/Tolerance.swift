/// The one tolerance Trellis uses when comparing computed coordinates, and the one approximate comparison.
///
/// Layout arithmetic is exact for the integral sizes most tests use, but divisions (justified spacing,
/// masonry column widths, solver output) leave rounding noise. Never approximate inside `==`; call
/// ``isApproximatelyEqual(_:_:tolerance:)`` where a comparison must tolerate that noise.
public enum Tolerance {
  /// The tolerance for coordinates in points: 1e-9. `CGRect.containsApproximately(_:)` allows it as an absolute margin; the
  /// comparison below scales it by the magnitude above 1.
  public static let epsilon: Double = 1e-9

  /// Whether two coordinates agree within `tolerance` (by default ``epsilon``): `|a − b| ≤ tolerance × max(1, |a|,
  /// |b|)`, so absolute for values up to 1 and relative for larger ones. Equal values (infinities included) agree.
  @inlinable
  package static func isApproximatelyEqual<T: BinaryFloatingPoint>(_ a: T, _ b: T, tolerance: T = T(epsilon)) -> Bool {
    if a == b { return true }
    let scale = max(1, abs(a), abs(b))
    return abs(a - b) <= tolerance * scale
  }
}

/// The one tolerance Trellis uses when comparing computed coordinates.
///
/// Layout arithmetic is exact for the integral sizes most tests use, but divisions (justified spacing,
/// masonry column widths, solver output) leave rounding noise. Never approximate inside `==`; call
/// ``isApproximatelyEqual(_:_:tolerance:)`` where a comparison must tolerate that noise.
public enum Tolerance {
  /// Absolute tolerance for coordinates in points: 1e-9.
  public static let epsilon: Double = 1e-9
}

/// Whether two coordinates are equal within ``Tolerance/epsilon`` (absolute) or a relative 1e-12 for large values.
///
/// - Complexity: O(1).
@inlinable
public func isApproximatelyEqual(_ a: Double, _ b: Double, tolerance: Double = Tolerance.epsilon) -> Bool {
  if a == b { return true }
  let scale = max(1, abs(a), abs(b))
  return abs(a - b) <= tolerance * scale
}

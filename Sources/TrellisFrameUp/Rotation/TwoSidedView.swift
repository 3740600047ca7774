import TrellisCore

/// The geometry of FrameUp's two-sided `rotation3DEffect(_:axis:anchor:anchorZ:perspective:back:)`.
///
/// The front is visible iff cos(angle) > 0, the back iff cos(angle) < 0, and neither when the view is exactly edge-on;
/// the answer does not depend on the axis, anchor or perspective. The back view is pre-rotated 180° so that it reads
/// correctly once turned around.
///
/// ```swift
/// TwoSidedView.visibleSide(for: .degrees(135))  // .back
/// TwoSidedView.backRotationAxis(for: RotationAxis3D(x: 0, y: 1, z: 0))  // .yAxis
/// ```
///
/// - Complexity: O(1) for every member.
public enum TwoSidedView {
  /// The side visible at `angle`.
  ///
  /// The decision is made on the angle in degrees reduced to `[0, 360)`, not on a floating-point cosine (which is not
  /// exactly 0 at 90°): `[0, 90)` and `(270, 360)` are the front, `(90, 270)` the back, 90 and 270 neither.
  /// A NaN or infinite angle shows neither side.
  public static func visibleSide(for angle: Angle) -> VisibleSide {
    let d = angle.normalizedDegrees
    guard !d.isNaN else { return .neither }
    if d == 90 || d == 270 { return .neither }
    return d < 90 || d > 270 ? .front : .back
  }

  /// The axis the back view is pre-rotated 180° about: `backAxis` when given, otherwise (automatic) the x-axis if
  /// `|axis.x| ≥ |axis.y|` and the y-axis if not.
  public static func backRotationAxis(for axis: RotationAxis3D, backAxis: RotationAxis3D? = nil) -> RotationAxis3D {
    if let backAxis { return backAxis }
    return abs(axis.x) >= abs(axis.y) ? .xAxis : .yAxis
  }
}

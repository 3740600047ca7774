import TrellisCore

/// The axis of a 3D rotation, as the `(x, y, z)` tuple of SwiftUI's `rotation3DEffect`.
///
/// - Complexity: O(1) for every member.
public struct RotationAxis3D: Hashable, Sendable {
  /// The x component.
  public var x: CGFloat
  /// The y component.
  public var y: CGFloat
  /// The z component.
  public var z: CGFloat

  /// Creates an axis.
  @inlinable public init(x: CGFloat, y: CGFloat, z: CGFloat) {
    self.x = x
    self.y = y
    self.z = z
  }

  /// The x-axis (1, 0, 0): a rotation that tips the top away or towards the viewer.
  public static let xAxis = RotationAxis3D(x: 1, y: 0, z: 0)
  /// The y-axis (0, 1, 0): a rotation that turns the view like a page.
  public static let yAxis = RotationAxis3D(x: 0, y: 1, z: 0)
}

import TrellisCore

/// The shape of a rectangle: square, taller than wide, or wider than tall (FrameUp's `AspectFormat`).
///
/// - Complexity: O(1) for every member.
public enum AspectFormat: Hashable, Sendable, CaseIterable {
  /// Width equals height exactly.
  case square
  /// Taller than wide (aspect ratio < 1).
  case portrait
  /// Wider than tall, and every shape whose ratio is undefined (0×0 gives landscape, as in FrameUp).
  case landscape

  /// FrameUp's `forRatio(_:)`: square iff `aspectRatio` is exactly 1, portrait iff it is < 1, otherwise landscape
  /// (NaN included).
  @inlinable public static func forRatio(_ aspectRatio: CGFloat) -> AspectFormat {
    if aspectRatio == 1 { return .square }
    if aspectRatio < 1 { return .portrait }
    return .landscape
  }
}

import TrellisCore

/// Which way ``ScaledView`` may scale content (FrameUp's `ScaleMode`).
///
/// - Complexity: O(1) for every member.
public enum ScaleMode: Hashable, Sendable, CaseIterable {
  /// Only grow: a scale below 1 becomes 1 (`max(v, 1)`).
  case up
  /// Only shrink: a scale above 1 becomes 1 (`min(v, 1)`).
  case down
  /// Grow or shrink: the scale is used as is.
  case both

  /// `scale` limited by this mode.
  @inlinable public func clamp(_ scale: Double) -> Double {
    switch self {
    case .up: max(scale, 1)
    case .down: min(scale, 1)
    case .both: scale
    }
  }
}

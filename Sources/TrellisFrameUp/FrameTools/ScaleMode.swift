import TrellisCore

/// Which way ``ScaledView`` may scale content (FrameUp's `ScaleMode`, with FrameUp's case names).
///
/// Trellis's earlier names `.up` and `.down` remain as aliases of ``grow`` and ``shrink``.
///
/// - Complexity: O(1) for every member.
public enum ScaleMode: String, Hashable, Sendable, CaseIterable {
  /// Only shrink: a scale above 1 becomes 1 (`min(v, 1)`).
  case shrink
  /// Only grow: a scale below 1 becomes 1 (`max(v, 1)`).
  case grow
  /// Grow or shrink: the scale is used as is.
  case both

  /// Trellis's earlier name for ``grow``.
  @available(*, deprecated, renamed: "grow")
  public static var up: ScaleMode { .grow }

  /// Trellis's earlier name for ``shrink``.
  @available(*, deprecated, renamed: "shrink")
  public static var down: ScaleMode { .shrink }

  /// `scale` limited by this mode.
  @inlinable public func clamp(_ scale: CGFloat) -> CGFloat {
    switch self {
    case .grow: max(scale, 1)
    case .shrink: min(scale, 1)
    case .both: scale
    }
  }
}

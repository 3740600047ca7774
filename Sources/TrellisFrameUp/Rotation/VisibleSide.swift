import TrellisCore

/// Which side of a two-sided view faces the viewer.
///
/// - Complexity: O(1) for every member.
public enum VisibleSide: Hashable, Sendable, CaseIterable {
  /// The front (cos(angle) > 0).
  case front
  /// The back (cos(angle) < 0).
  case back
  /// Neither: the view is edge-on (exactly ±90° or ±270°).
  case neither
}

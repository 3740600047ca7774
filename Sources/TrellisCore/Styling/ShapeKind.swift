/// The outline a shape leaf draws in its frame (recorded for renderers; every shape sizes like ``Rectangle``).
///
/// - Complexity: O(1) for every member.
public enum ShapeKind: Hashable, Sendable {
  /// The frame itself.
  case rectangle
  /// The frame with rounded corners of `cornerRadius` (limited to half the shorter side when drawn).
  case roundedRectangle(cornerRadius: CGFloat, style: RoundedCornerStyle)
  /// The largest circle inscribed in the frame, centred.
  case circle
  /// The ellipse filling the frame.
  case ellipse
  /// The frame with fully rounded ends (corner radius half the shorter side).
  case capsule(style: RoundedCornerStyle)
}

/// How rounded corners are drawn (SwiftUI's `RoundedCornerStyle`); renderers without continuous curves draw both
/// as circular arcs.
public enum RoundedCornerStyle: String, Hashable, Sendable, CaseIterable {
  /// Quarter circles.
  case circular
  /// Apple's continuous curvature (a smoother join with the straight edges).
  case continuous
}

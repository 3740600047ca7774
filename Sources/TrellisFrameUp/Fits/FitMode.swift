import TrellisCore

/// How ``LayoutThatFits`` chooses when no candidate fits.
///
/// - Complexity: O(1) for every member.
public enum FitMode: String, Hashable, Sendable, CaseIterable {
  /// The first candidate that fits, else the last (FrameUp's rule).
  case firstThatFits
  /// The first candidate that fits, else the one that overflows least: the smallest total overflow summed over the
  /// checked axes (ties go to the earliest candidate).
  case bestFit
}

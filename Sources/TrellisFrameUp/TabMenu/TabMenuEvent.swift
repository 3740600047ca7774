import TrellisCore

/// What a tap on a tab menu item did.
///
/// - Complexity: O(1) for every member.
public enum TabMenuEvent<Tab: Hashable & Sendable>: Hashable, Sendable {
  /// Another tab became active.
  case selected(Tab)
  /// The active tab was tapped again (run `onReselect`).
  case reselected
  /// The active tab was tapped twice within the double-tap interval (run `onDoubleTap`).
  case doubleTapped
}

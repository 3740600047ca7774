import TrellisCore

/// An action with a name (FrameUp's `NamedAction`), used for a tab menu's `onReselect` and `onDoubleTap`; the name
/// labels the matching accessibility action.
///
/// ```swift
/// let reselect = NamedAction("Reselect") { print("scroll to top") }
/// reselect()
/// ```
///
/// - Complexity: O(1) for every member, plus the cost of the action when called.
public struct NamedAction: Sendable {
  /// The action's name.
  public var name: String
  /// The work to do.
  public var action: @Sendable () -> Void

  /// Creates a named action.
  public init(_ name: String, action: @escaping @Sendable () -> Void) {
    self.name = name
    self.action = action
  }

  /// Runs the action.
  ///
  /// - Complexity: the cost of the action.
  public func callAsFunction() { action() }
}

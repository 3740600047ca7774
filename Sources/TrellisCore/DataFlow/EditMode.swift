/// Whether a view lets the user edit its content (SwiftUI's `EditMode`), read from ``EnvironmentValues/editMode``.
/// Headless nothing is edited: a list in ``active`` mode lays out its rows as in ``inactive`` mode (SwiftUI shows
/// delete and move controls beside them; Layout.md's differences table).
public enum EditMode: Sendable, Hashable {
  /// Not editing.
  case inactive
  /// Editing for a moment (a swipe to delete).
  case transient
  /// Editing.
  case active

  /// Whether the mode is ``active`` or ``transient``.
  ///
  /// - Complexity: O(1).
  public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
  /// The edit mode of the views below, as a binding (`nil` unless set with `.environment(\.editMode, $mode)`);
  /// recorded for views that read it, no layout reads it.
  ///
  /// - Complexity: O(1).
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

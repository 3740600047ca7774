/// A navigation container (SwiftUI's `NavigationView`), laid out as a plain container: its content in a ``ZStack``
/// that fills the proposed size, centred, with no navigation bar, title or back button (Layout.md's differences
/// table: iOS places the content below a 44 pt bar, more with a large title).
///
/// ```swift
/// NavigationView { List { … }.navigationTitle("Inbox") }
/// ```
///
/// - Complexity: that of building the content; O(1) otherwise.
public struct NavigationView: View, Sendable {
  public let node: Node

  /// A navigation container of `content`.
  public init(@ViewBuilder content: () -> some View) {
    let content = content().node
    node = ZStack { content }.frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

/// How a navigation title is shown (SwiftUI's `NavigationBarItem.TitleDisplayMode`); recorded with the title.
public enum NavigationBarItem {
  /// The title's display mode.
  public enum TitleDisplayMode: String, Hashable, Sendable {
    /// The mode inherited from the previous view (large at the root).
    case automatic
    /// A small title in the bar.
    case inline
    /// A large title below the bar.
    case large
  }
}

/// Navigation titles are recorded, not laid out: Trellis has no navigation bar (see ``NavigationView``). Each is
/// recorded in ``DrawingStyle/handlers`` as `navigationTitle`; no frame changes and no node is added.
///
/// - Complexity: O(1) for every member, plus copying the node's handlers.
extension View {
  /// Records the title of the navigation bar (SwiftUI's `navigationTitle(_:)` with a string).
  public func navigationTitle<S: StringProtocol>(_ title: S) -> Node { recording("navigationTitle") }

  /// Records the title of the navigation bar (SwiftUI's `navigationTitle(_:)` with a text).
  public func navigationTitle(_ title: Text) -> Node { recording("navigationTitle") }

  /// Records the title of the navigation bar (SwiftUI's older `navigationBarTitle(_:)` with a text).
  public func navigationBarTitle(_ title: Text) -> Node { recording("navigationTitle") }

  /// Records the title of the navigation bar (SwiftUI's older `navigationBarTitle(_:)` with a string).
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> Node { recording("navigationTitle") }

  /// Records the title and its display mode (SwiftUI's older `navigationBarTitle(_:displayMode:)`).
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> Node {
    recording("navigationTitle")
  }

  /// Records the title and its display mode (SwiftUI's older `navigationBarTitle(_:displayMode:)`).
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> Node {
    recording("navigationTitle")
  }

  /// Records the title's display mode (SwiftUI's `navigationBarTitleDisplayMode(_:)`).
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> Node {
    recording("navigationBarTitleDisplayMode(\(displayMode.rawValue))")
  }
}

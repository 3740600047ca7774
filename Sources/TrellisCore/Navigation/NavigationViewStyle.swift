/// How a ``NavigationView`` presents its columns (SwiftUI's `NavigationViewStyle`): recorded with
/// ``View/navigationViewStyle(_:)``, never read, since a navigation view always lays out collapsed, as one stack
/// (Layout.md, "Navigation, lists and safe areas").
public protocol NavigationViewStyle: Sendable {
  /// The name recorded (`"stack"`).
  var recordedName: String { get }
}

/// The platform's default navigation view style (SwiftUI's `DefaultNavigationViewStyle`, `.automatic`).
public struct DefaultNavigationViewStyle: NavigationViewStyle, Hashable {
  /// The style.
  public init() {}
  /// `"automatic"`.
  public var recordedName: String { "automatic" }
}

/// One column at a time (SwiftUI's `StackNavigationViewStyle`, `.stack`).
public struct StackNavigationViewStyle: NavigationViewStyle, Hashable {
  /// The style.
  public init() {}
  /// `"stack"`.
  public var recordedName: String { "stack" }
}

/// Columns side by side where there is room (SwiftUI's `ColumnNavigationViewStyle`, `.columns`).
public struct ColumnNavigationViewStyle: NavigationViewStyle, Hashable {
  /// The style.
  public init() {}
  /// `"columns"`.
  public var recordedName: String { "columns" }
}

/// Two columns side by side where there is room (SwiftUI's deprecated `DoubleColumnNavigationViewStyle`).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle, Hashable {
  /// The style.
  public init() {}
  /// `"doubleColumn"`.
  public var recordedName: String { "doubleColumn" }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's default style.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One column at a time.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// Columns side by side where there is room.
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
  /// Records the navigation view style (`"navigationViewStyle(stack)"`); no frame changes: a navigation view lays
  /// out as one stack whatever its style.
  ///
  /// - Complexity: O(1), plus copying the node's handlers.
  public func navigationViewStyle(_ style: some NavigationViewStyle) -> Node {
    recording("navigationViewStyle(\(style.recordedName))")
  }
}

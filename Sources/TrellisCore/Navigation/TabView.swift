/// Tabs with a tab bar (SwiftUI's `TabView`): the selected tab (the one whose ``View/tag(_:)`` matches the selection,
/// else the first) above a tab bar of ``TabBarMetrics/height`` points; the other tabs are built but not laid out.
/// The view fills its proposal; the tab is proposed the area above the bar and centred in it. The bar holds no nodes.
/// With `tabViewStyle(.page)` there is no bar.
///
/// ```swift
/// TabView { Home().tabItem { Label("Home", systemImage: "house") } }  // Home gets the height less 49
/// ```
///
/// - Complexity: building is O(k) for k tabs; the layout is O(1) plus the selected tab's.
public struct TabView: View, Sendable {
  public let node: Node

  /// Tabs built by `content`, the first selected.
  public init(@ViewBuilder content: () -> some View) {
    node = Self.make(content().node, selected: nil)
  }

  /// Tabs built by `content`, the one tagged with `selection`'s value selected.
  public init<SelectionValue: Hashable>(selection: Binding<SelectionValue>, @ViewBuilder content: () -> some View) {
    node = Self.make(content().node, selected: "tag(\(selection.wrappedValue))")
  }

  /// Tabs built by `content`, with an optional selection.
  public init<SelectionValue: Hashable>(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> some View) {
    node = Self.make(content().node, selected: selection.wrappedValue.map { "tag(\($0))" })
  }

  private static func make(_ content: Node, selected tag: String?) -> Node {
    let tabs = content.isGroup ? content.children : [content]
    let chosen = tag.flatMap { tag in tabs.first { $0.style?.handlers.contains(tag) == true } } ?? tabs.first
    return Node(
      layout: BarLayout(top: 0, bottom: TabBarMetrics.height(on: EnvironmentValues.current.device), isTabView: true),
      typeName: "TabView", children: chosen.map { [$0] } ?? [])
  }
}

/// The tab bar's height (points): 49 on an iPhone in portrait, 32 in landscape, 50 on an iPad. The iPad's 50 is
/// measured (hacknicity.medium.com, "iPad Navigation Bar and Toolbar Height Changes in iOS 12"); the iPhone's are
/// commonly quoted figures with no source found (Layout.md's differences table). On a device with a home
/// indicator the bar also covers the bottom safe-area inset, outside the safe area the tab is laid out in.
///
/// - Complexity: O(1).
public enum TabBarMetrics {
  /// The tab bar's height on `device`.
  public static func height(on device: Device) -> CGFloat {
    if device.idiom == .pad { return 50 }
    return device.orientation.isLandscape ? 32 : 49
  }
}

/// The style of a ``TabView`` (SwiftUI's `TabViewStyle`): ``DefaultTabViewStyle`` (`.automatic`, a tab bar) or
/// ``PageTabViewStyle`` (`.page`, swiped pages without a bar).
public protocol TabViewStyle: Sendable {}

/// A tab bar (SwiftUI's `DefaultTabViewStyle`).
public struct DefaultTabViewStyle: TabViewStyle {
  /// The style.
  public init() {}
}

/// Pages without a tab bar (SwiftUI's `PageTabViewStyle`).
public struct PageTabViewStyle: TabViewStyle {
  /// When the page indicator shows (SwiftUI's `PageTabViewStyle.IndexDisplayMode`); the dots take no room.
  public enum IndexDisplayMode: Hashable, Sendable {
    /// The system's choice.
    case automatic
    /// Always.
    case always
    /// Never.
    case never
  }

  /// The style.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// A tab bar.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages without a tab bar.
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// Pages without a tab bar, with an index display mode.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

extension View {
  /// Records a tab's item in the tab bar (SwiftUI's `tabItem(_:)`); the bar is not drawn, so the label is not built.
  ///
  /// - Complexity: O(1) plus copying the node's handlers.
  public func tabItem(@ViewBuilder _ label: () -> some View) -> Node { recording("tabItem") }

  /// Sets the style of the tab views below (SwiftUI's `tabViewStyle(_:)`): `.page` removes their tab bar.
  ///
  /// - Complexity: O(n) for the n nodes below.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> Node {
    let bottom = style is PageTabViewStyle ? 0 : TabBarMetrics.height(on: EnvironmentValues.current.device)
    return node.replacingLayouts(BarLayout.self) { layout in
      layout.isTabView && layout.bottom != bottom ? BarLayout(top: 0, bottom: bottom, isTabView: true) : nil
    }
  }
}

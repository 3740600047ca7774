/// A navigation container (SwiftUI's `NavigationStack`): its root view below a navigation bar. The bar is not drawn
/// and holds no nodes; its height is taken from the content area: 44 pt with an inline title (or none), 96 with a
/// large one (the 44 pt bar and the 52 pt large title), 32 on an iPhone in landscape, 50 and 102 on an iPad
/// (``NavigationBarMetrics``). The stack fills its proposal; the root view is proposed the area below the bar and
/// centred in it.
///
/// The title and its mode are found in the content when the stack is built: the first `navigationTitle` and
/// `navigationBarTitleDisplayMode` recorded on a view inside (not inside a nested stack). `.automatic` is large at
/// the root, as on iOS; `navigationBarHidden(true)` or `toolbar(.hidden)` hides the bar.
///
/// ```swift
/// NavigationStack { List { … }.navigationTitle("Inbox") }  // the list starts 96 pt below the stack's top
/// ```
///
/// - Complexity: building walks the content's nodes once, O(n); the layout is O(1) plus the content's.
public struct NavigationStack: View, Sendable {
  public let node: Node

  /// A navigation stack of `root`.
  public init(@ViewBuilder root: () -> some View) {
    node = NavigationBarMetrics.navigationNode(root().node, typeName: "NavigationStack")
  }

  /// A navigation stack of `root` with a path of pushed values (not pushed headless: the root is shown).
  public init<Path>(path: Binding<Path>, @ViewBuilder root: () -> some View) {
    self.init(root: root)
  }
}

/// The older navigation container (SwiftUI's `NavigationView`), laid out as ``NavigationStack``: one column, as on
/// an iPhone.
///
/// - Complexity: as ``NavigationStack``.
public struct NavigationView: View, Sendable {
  public let node: Node

  /// A navigation container of `content`.
  public init(@ViewBuilder content: () -> some View) {
    node = NavigationBarMetrics.navigationNode(content().node, typeName: "NavigationView")
  }
}

/// A split navigation container (SwiftUI's `NavigationSplitView`), laid out collapsed, as in a compact width: one
/// ``NavigationStack`` of the sidebar. The other columns are built only as SwiftUI values (their bodies are not
/// built) and not laid out (Layout.md's differences table: regular widths show the columns side by side on iOS).
///
/// - Complexity: as ``NavigationStack``.
public struct NavigationSplitView: View, Sendable {
  public let node: Node

  /// A two-column split view.
  public init(@ViewBuilder sidebar: () -> some View, @ViewBuilder detail: () -> some View) {
    node = NavigationBarMetrics.navigationNode(sidebar().node, typeName: "NavigationSplitView")
  }

  /// A three-column split view.
  public init(
    @ViewBuilder sidebar: () -> some View, @ViewBuilder content: () -> some View,
    @ViewBuilder detail: () -> some View
  ) {
    node = NavigationBarMetrics.navigationNode(sidebar().node, typeName: "NavigationSplitView")
  }

  /// A two-column split view with a column visibility binding (accepted; the layout is collapsed).
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> some View,
    @ViewBuilder detail: () -> some View
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }
}

/// Which columns of a ``NavigationSplitView`` are shown (SwiftUI's `NavigationSplitViewVisibility`); accepted.
public enum NavigationSplitViewVisibility: Hashable, Sendable {
  /// The system's choice.
  case automatic
  /// Every column.
  case all
  /// The content and detail columns.
  case doubleColumn
  /// Only the detail column.
  case detailOnly
}

/// How a navigation title is shown (SwiftUI's `NavigationBarItem.TitleDisplayMode`).
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

/// The navigation bar's heights (points), by idiom and orientation. Sources: a 44 pt bar and a 52 pt large title
/// (96 in all) on iPhone, 50 pt on iPad since iOS 12 (hacknicity.medium.com, "iPad Navigation Bar and Toolbar Height
/// Changes in iOS 12", measured in the simulator); a 32 pt bar on an iPhone in landscape (useyourloaf.com,
/// "Supporting iPhone X"). The iPad's large title adding the same 52 pt is an assumption (Layout.md's differences
/// table).
///
/// - Complexity: O(1) for every member; ``navigationNode(_:typeName:)`` walks the content once.
public enum NavigationBarMetrics {
  /// A bar with an inline title on an iPhone in portrait.
  public static let inlineHeight: CGFloat = 44
  /// What a large title adds below the bar.
  public static let largeTitleHeight: CGFloat = 52
  /// A bar on an iPhone in landscape (no large title there).
  public static let compactHeight: CGFloat = 32
  /// A bar on an iPad.
  public static let padHeight: CGFloat = 50

  /// The bar's height for `mode` on `device` (`nil` mode: no title).
  public static func barHeight(_ mode: NavigationBarItem.TitleDisplayMode?, on device: Device) -> CGFloat {
    if device.idiom == .phone, device.orientation.isLandscape { return compactHeight }
    let bar = device.idiom == .pad ? padHeight : inlineHeight
    switch mode {
    case .large?, .automatic?: return bar + largeTitleHeight
    case .inline?, nil: return bar
    }
  }

  /// The node of a navigation container: `content` below a bar sized for the title found in it.
  static func navigationNode(_ content: Node, typeName: String) -> Node {
    var found = FoundTitle()
    found.search(content, isRoot: true)
    let height: CGFloat
    if found.hidden {
      height = 0
    } else {
      height = barHeight(found.hasTitle ? (found.mode ?? .automatic) : nil, on: EnvironmentValues.current.device)
    }
    return Node(layout: BarLayout(top: height, bottom: 0), typeName: typeName, children: [content])
  }

  /// What the content records about its title and bar.
  private struct FoundTitle {
    var hasTitle = false
    var mode: NavigationBarItem.TitleDisplayMode?
    var hidden = false

    mutating func search(_ node: Node, isRoot: Bool) {
      if !isRoot, node.layout is BarLayout, node.typeName.hasPrefix("Navigation") { return }
      if let handlers = node.style?.handlers {
        for handler in handlers {
          if handler == "navigationTitle" { hasTitle = true }
          if mode == nil, handler.hasPrefix("navigationBarTitleDisplayMode(") {
            let raw = handler.dropFirst("navigationBarTitleDisplayMode(".count).dropLast()
            mode = NavigationBarItem.TitleDisplayMode(rawValue: String(raw))
          }
          if handler == "navigationBarHidden(true)" || handler == "toolbar(hidden)" { hidden = true }
        }
      }
      if hasTitle && mode != nil { return }
      for child in node.children { search(child, isRoot: false) }
    }
  }
}

/// The layout of a navigation container and of a ``TabView``: it fills its proposal; its child is proposed the area
/// between a bar of `top` points at the top and one of `bottom` points at the bottom, and centred in it.
/// Unspecified, the width is the child's and the height the child's plus the bars.
///
/// - Complexity: O(1) plus one child measurement.
struct BarLayout: Layout {
  var top: CGFloat
  var bottom: CGFloat
  /// Whether this is a ``TabView``'s (which `tabViewStyle` restyles).
  var isTabView = false

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - top - bottom) })
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
    let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    return Size(width: proposal.width ?? child.width, height: proposal.height ?? child.height + top + bottom)
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let area = max(0, bounds.size.height - top - bottom)
    for subview in subviews {
      subview.place(
        at: Point(x: bounds.origin.x + bounds.size.width / 2, y: bounds.origin.y + top + area / 2),
        anchor: .center, proposal: ProposedViewSize(width: bounds.size.width, height: area))
    }
  }
}

/// A view that pushes a destination when tapped (SwiftUI's `NavigationLink`), laid out as its label (a list row's
/// disclosure chevron is not added). The destination is kept as a value and never built headless; the link is
/// recorded (``DrawingStyle/handlers``: `NavigationLink`).
///
/// - Complexity: that of building the label.
public struct NavigationLink: View, Sendable {
  public let node: Node

  /// A link labelled by `label` to `destination`.
  public init(destination: some View, @ViewBuilder label: () -> some View) {
    node = label().node.recording("NavigationLink")
  }

  /// A link with a destination closure (`NavigationLink { Detail() } label: { Text("Open") }`).
  public init(@ViewBuilder destination: () -> some View, @ViewBuilder label: () -> some View) {
    node = label().node.recording("NavigationLink")
  }

  /// A link that is active while `isActive` is true (SwiftUI's deprecated form).
  public init(destination: some View, isActive: Binding<Bool>, @ViewBuilder label: () -> some View) {
    node = label().node.recording("NavigationLink")
  }

  /// A link labelled by a title.
  public init<S: StringProtocol>(_ title: S, destination: some View) {
    node = Text(String(title)).node.recording("NavigationLink")
  }

  /// A link labelled by a localized title.
  public init(_ titleKey: LocalizedStringKey, destination: some View) {
    node = Text(titleKey).node.recording("NavigationLink")
  }

  /// A link labelled by a title, with a destination closure.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> some View) {
    node = Text(String(title)).node.recording("NavigationLink")
  }

  /// A link that presents `value` (for `navigationDestination(for:destination:)`).
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> some View) {
    node = label().node.recording("NavigationLink")
  }

  /// A link labelled by a title that presents `value`.
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    node = Text(String(title)).node.recording("NavigationLink")
  }
}

/// Navigation titles, bars and destinations are recorded in ``DrawingStyle/handlers`` (no frame changes and no node
/// is added here); the navigation container around them reads the title and its mode for its bar's height.
///
/// - Complexity: O(1) for every member, plus copying the node's handlers.
extension View {
  /// Records the title of the navigation bar (SwiftUI's `navigationTitle(_:)` with a string).
  public func navigationTitle<S: StringProtocol>(_ title: S) -> Node { recording("navigationTitle") }

  /// Records the title of the navigation bar (SwiftUI's `navigationTitle(_:)` with a text).
  public func navigationTitle(_ title: Text) -> Node { recording("navigationTitle") }

  /// Records the title of the navigation bar (SwiftUI's `navigationTitle(_:)` with a localized key).
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> Node { recording("navigationTitle") }

  /// Records the title of the navigation bar (SwiftUI's older `navigationBarTitle(_:)` with a text).
  public func navigationBarTitle(_ title: Text) -> Node { recording("navigationTitle") }

  /// Records the title of the navigation bar (SwiftUI's older `navigationBarTitle(_:)` with a string).
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> Node { recording("navigationTitle") }

  /// Records the title and its display mode (SwiftUI's older `navigationBarTitle(_:displayMode:)`).
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> Node {
    recording("navigationTitle").navigationBarTitleDisplayMode(displayMode)
  }

  /// Records the title and its display mode (SwiftUI's older `navigationBarTitle(_:displayMode:)`).
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> Node {
    recording("navigationTitle").navigationBarTitleDisplayMode(displayMode)
  }

  /// Records the title's display mode (SwiftUI's `navigationBarTitleDisplayMode(_:)`).
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> Node {
    recording("navigationBarTitleDisplayMode(\(displayMode.rawValue))")
  }

  /// Records whether the navigation bar is hidden (SwiftUI's `navigationBarHidden(_:)`): hidden, the navigation
  /// container gives the bar no height.
  public func navigationBarHidden(_ hidden: Bool) -> Node { recording("navigationBarHidden(\(hidden))") }

  /// Records whether the back button is hidden (SwiftUI's `navigationBarBackButtonHidden(_:)`).
  public func navigationBarBackButtonHidden(_ hidden: Bool = true) -> Node {
    recording("navigationBarBackButtonHidden")
  }

  /// Records the destination views for values of `type` (SwiftUI's `navigationDestination(for:destination:)`);
  /// nothing is pushed headless.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> Node {
    recording("navigationDestination")
  }

  /// Records a destination shown while `isPresented` is true (SwiftUI's `navigationDestination(isPresented:destination:)`).
  public func navigationDestination(isPresented: Binding<Bool>, @ViewBuilder destination: () -> some View) -> Node {
    recording("navigationDestination")
  }
}

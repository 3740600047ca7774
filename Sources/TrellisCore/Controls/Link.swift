import Foundation

/// A control that opens a URL (SwiftUI's `Link`), for layout: it lays out as its label, as a ``Button`` does (a
/// ``View/buttonStyle(_:)`` around it reaches it too). The destination is recorded as `link(URL)` in
/// ``DrawingStyle/handlers``; nothing is opened headless.
///
/// ```swift
/// Link("Terms", destination: URL(string: "https://example.com/terms")!)
/// ```
///
/// - Complexity: that of building the label; O(1) otherwise.
public struct Link: View, Sendable {
  public let node: Node

  /// A link to `destination` labelled by `label`.
  public init(destination: URL, @ViewBuilder label: () -> some View) {
    node = Button.styleable(label().node.recording("link(\(destination.absoluteString))"))
  }

  /// A link to `destination` labelled by `title` as a ``Text``.
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    node = Button.styleable(Text(String(title)).recording("link(\(destination.absoluteString))"))
  }

  /// A link to `destination` labelled by `titleKey`'s text (see ``LocalizedStringKey``).
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    node = Button.styleable(Text(titleKey.text).recording("link(\(destination.absoluteString))"))
  }

  /// `true`: the label may be several views (in a container they are its children).
  public static var mayBeGroup: Bool { true }
}

/// A button that shows a menu (SwiftUI's `Menu`), for layout: it lays out as its label, as a ``Button`` does on
/// iOS; the menu's items are not laid out (the menu is not open headless): their count is recorded as `menu(N)` in
/// ``DrawingStyle/handlers``, and ``content`` keeps them.
///
/// ```swift
/// Menu("Sort") {
///   Button("Name") {}
///   Button("Date") {}
/// }
/// ```
///
/// - Complexity: that of building the label and the items; O(1) otherwise.
public struct Menu: View, Sendable {
  public let node: Node
  /// The menu's items (a group of them, or one view), kept as built and not laid out.
  public let content: Node

  /// A menu of `content` labelled by `label`.
  public init(@ViewBuilder content: () -> some View, @ViewBuilder label: () -> some View) {
    self.content = content().node
    node = Self.labelled(label().node, content: self.content)
  }

  /// A menu of `content` labelled by `title` as a ``Text``.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> some View) {
    self.content = content().node
    node = Self.labelled(Text(String(title)).node, content: self.content)
  }

  /// A menu of `content` labelled by `titleKey`'s text (see ``LocalizedStringKey``).
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> some View) {
    self.content = content().node
    node = Self.labelled(Text(titleKey.text).node, content: self.content)
  }

  /// A menu with a primary action (never run) labelled by `label`.
  public init(
    @ViewBuilder content: () -> some View, @ViewBuilder label: () -> some View, primaryAction: @escaping () -> Void
  ) {
    self.content = content().node
    node = Self.labelled(label().node, content: self.content)
  }

  /// `true`: the label may be several views.
  public static var mayBeGroup: Bool { true }

  /// The label recording how many items the menu has.
  static func labelled(_ label: Node, content: Node) -> Node {
    Button.styleable(label.recording("menu(\(content.isGroup ? content.children.count : 1))"))
  }
}

/// A style of ``Menu`` (SwiftUI's `MenuStyle`): accepted; every style lays out as the menu's label.
public protocol MenuStyle: Sendable {}

/// The default menu style.
public struct DefaultMenuStyle: MenuStyle {
  /// The default style.
  public init() {}
}

/// A menu drawn as a button.
public struct ButtonMenuStyle: MenuStyle {
  /// The button style.
  public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// The default style.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
  /// A button.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

/// Controls shown together (SwiftUI's `ControlGroup`), for layout: its controls in a row with no spacing, as iOS's
/// default (navigation) style draws them side by side in one capsule; the capsule's insets are not published, so
/// Trellis adds none (Layout.md's differences table).
///
/// ```swift
/// ControlGroup {
///   Button("Undo") {}
///   Button("Redo") {}
/// }
/// ```
///
/// - Complexity: that of building the content; O(children) otherwise.
public struct ControlGroup: View, Sendable {
  public let node: Node

  /// A group of `content`'s controls.
  public init(@ViewBuilder content: () -> some View) {
    let controls = content().node
    node = Node(
      layout: HStackLayout(alignment: .center, spacing: 0), typeName: "ControlGroup",
      children: controlRow { controls })
  }

  /// A group of `content`'s controls with a label (shown only when the group is collapsed into a menu, which it
  /// is not headless).
  public init(@ViewBuilder content: () -> some View, @ViewBuilder label: () -> some View) {
    self.init(content: content)
  }
}

extension View {
  /// Records `style` for the menus in this view (SwiftUI's `menuStyle(_:)`) as `menuStyle(Name)` in
  /// ``DrawingStyle/handlers``: every menu style lays out as the menu's label, so no frame changes.
  ///
  /// - Complexity: O(1), plus copying the node's handlers.
  public func menuStyle<S: MenuStyle>(_ style: S) -> Node { recording("menuStyle(\(S.self))") }
}

/// A title with an icon (SwiftUI's `Label`), for layout: in the default style (iOS's `.titleAndIcon` outside a list)
/// a row of the icon then the title, centred vertically, with the default spacing between views; `.titleOnly` is the
/// title, `.iconOnly` the icon.
///
/// ```swift
/// Label("Favourites", systemImage: "star.fill")
/// Label { Text("Inbox") } icon: { Image(systemName: "tray") }
///     .labelStyle(.iconOnly)
/// ```
///
/// A system image is sized as a symbol in the font around it (``Image/init(systemName:)``), so a label's icon follows
/// its `font`. A ``View/labelStyle(_:)`` set on the label or on any view around it makes its body (the innermost
/// style wins). SwiftUI does not document the icon-to-title spacing of the default style: Trellis's default spacing
/// between a symbol and a text is Layout.md's (differences table, "Label").
///
/// - Complexity: that of building the title and icon; O(1) otherwise.
public struct Label: View, Sendable {
  public let node: Node

  /// A label of `title` and `icon`.
  public init(@ViewBuilder title: () -> some View, @ViewBuilder icon: () -> some View) {
    node = Self.styleable(title: title().node, icon: icon().node)
  }

  /// A label of `title` as a ``Text`` and the system symbol `systemImage`.
  public init<S: StringProtocol>(_ title: S, systemImage: String) {
    node = Self.styleable(title: Text(String(title)).node, icon: Image(systemName: systemImage).node)
  }

  /// A label of `titleKey`'s text and the system symbol `systemImage`.
  public init(_ titleKey: LocalizedStringKey, systemImage: String) {
    node = Self.styleable(title: Text(titleKey.text).node, icon: Image(systemName: systemImage).node)
  }

  /// A label of `title` as a ``Text`` and the image named `image`: headless there is no asset catalogue, so the icon
  /// is a 0 × 0 image of that name.
  public init<S: StringProtocol>(_ title: S, image: String) {
    node = Self.styleable(title: Text(String(title)).node, icon: Image(image, size: .zero).node)
  }

  /// The default style's body, with the record that lets a label style set above rebuild it.
  static func styleable(title: Node, icon: Node) -> Node {
    Node.control(titleAndIcon(title: title, icon: icon), kinds: .label) { style, _ in
      guard case .label(let body) = style else { return nil }
      return body(title, icon)
    }
  }

  /// Icon then title in a row, centred, with the default spacing.
  static func titleAndIcon(title: Node, icon: Node) -> Node {
    Node(
      layout: HStackLayout(alignment: .center, spacing: nil), typeName: "Label",
      children: controlRow {
        icon
        title
      })
  }
}

/// A style that makes a label's body from its title and icon (SwiftUI's `LabelStyle`).
///
/// ```swift
/// struct Stacked: LabelStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack { configuration.icon; configuration.title }
///   }
/// }
/// ```
public protocol LabelStyle {
  /// The view `makeBody` returns.
  associatedtype Body: View
  /// The label's body, from its title and icon.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What `makeBody` receives.
  typealias Configuration = LabelStyleConfiguration
}

/// What a ``LabelStyle`` makes a label's body from.
public struct LabelStyleConfiguration: Sendable {
  /// A label's title, as a view.
  public typealias Title = ButtonStyleConfiguration.Label
  /// A label's icon, as a view.
  public typealias Icon = ButtonStyleConfiguration.Label
  /// The title.
  public let title: Title
  /// The icon.
  public let icon: Icon
}

/// The default label style: the title and icon in a row on iOS (`.titleAndIcon`).
public struct DefaultLabelStyle: LabelStyle, Sendable {
  /// The default style.
  public init() {}
  /// Icon, then title.
  public func makeBody(configuration: Configuration) -> some View {
    Label.titleAndIcon(title: configuration.title.node, icon: configuration.icon.node)
  }
}

/// The icon then the title, in a row.
public struct TitleAndIconLabelStyle: LabelStyle, Sendable {
  /// The title-and-icon style.
  public init() {}
  /// Icon, then title.
  public func makeBody(configuration: Configuration) -> some View {
    Label.titleAndIcon(title: configuration.title.node, icon: configuration.icon.node)
  }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle, Sendable {
  /// The title-only style.
  public init() {}
  /// The title.
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle, Sendable {
  /// The icon-only style.
  public init() {}
  /// The icon.
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The default style: icon and title.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// Icon and title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension View {
  /// This view with `style` making the body of every ``Label`` in it that has no style yet (SwiftUI's
  /// `labelStyle(_:)`, on a label or any view around labels: the innermost style wins).
  ///
  /// - Complexity: O(n) for the n nodes of the view's tree, plus the labels' `makeBody`.
  public func labelStyle<S: LabelStyle>(_ style: S) -> Node {
    node.applyingControlStyle(
      .label { title, icon in
        style.makeBody(configuration: LabelStyleConfiguration(title: .init(node: title), icon: .init(node: icon))).node
      })
  }
}

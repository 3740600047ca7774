/// A style that makes a button's body from its label and whether it is pressed (SwiftUI's `ButtonStyle`).
///
/// ```swift
/// struct Pill: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label
///       .padding(.horizontal, 12)
///       .background(Color.blue)
///   }
/// }
/// Button("Go") { go() }.buttonStyle(Pill())
/// ```
///
/// Trellis calls `makeBody` once per button, when the style is applied, with `isPressed` false (nothing is pressed
/// headless); the body is what lays out. A style set on a container reaches every button inside that has no style
/// of its own (`buttonStyle(_:)`).
public protocol ButtonStyle {
  /// The view `makeBody` returns.
  associatedtype Body: View
  /// The button's body, from its label.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What `makeBody` receives.
  typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` makes a button's body from: its label, and whether it is pressed (never, headless).
public struct ButtonStyleConfiguration: Sendable {
  /// A button's label, as a view (SwiftUI's `ButtonStyleConfiguration.Label`).
  public struct Label: View, Sendable {
    public let node: Node
    /// The label of a button whose label view built `node`.
    public init(node: Node) { self.node = node }
  }

  /// The button's label.
  public let label: Label
  /// Whether the button is pressed: `false`, nothing presses it headless.
  public let isPressed: Bool
  /// The button's role: `nil` (Trellis's ``Button`` has no role).
  public let role: ButtonRole?
}

/// A style that makes a button's whole body, action included (SwiftUI's `PrimitiveButtonStyle`); the built-in styles
/// `.automatic`, `.plain`, `.borderless`, `.bordered` and `.borderedProminent` are primitive styles.
///
/// ```swift
/// Button("Save") { save() }.buttonStyle(.bordered)
/// ```
public protocol PrimitiveButtonStyle {
  /// The view `makeBody` returns.
  associatedtype Body: View
  /// The button's body, from its label.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What `makeBody` receives.
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a ``PrimitiveButtonStyle`` makes a button's body from: its label, and its action (never run headless).
public struct PrimitiveButtonStyleConfiguration: Sendable {
  /// A button's label, as a view.
  public typealias Label = ButtonStyleConfiguration.Label
  /// The button's label.
  public let label: Label
  /// The button's role: `nil` (Trellis's ``Button`` has no role).
  public let role: ButtonRole?
  /// Performs the button's action: does nothing, the action is not kept headless.
  public func trigger() {}
}

/// A button's role (SwiftUI's `ButtonRole`), for styles that read it.
public struct ButtonRole: Hashable, Sendable {
  /// The role's name.
  let name: String
  /// A button that deletes or removes something.
  public static let destructive = ButtonRole(name: "destructive")
  /// A button that cancels an operation.
  public static let cancel = ButtonRole(name: "cancel")
}

/// The built-in button styles lay out as the label alone. SwiftUI's `.bordered` and `.borderedProminent` draw a
/// rounded background with padding around the label; Apple publishes no figure for that padding, so Trellis adds
/// none (Layout.md's differences table, "button styles").
public struct DefaultButtonStyle: PrimitiveButtonStyle, Sendable {
  /// The automatic style.
  public init() {}
  /// The label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button style that draws the label alone (SwiftUI's `.plain`): the label.
public struct PlainButtonStyle: PrimitiveButtonStyle, Sendable {
  /// The plain style.
  public init() {}
  /// The label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button style without a border (SwiftUI's `.borderless`; iOS's automatic style outside lists): the label.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, Sendable {
  /// The borderless style.
  public init() {}
  /// The label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button style with a rounded background (SwiftUI's `.bordered`): the label, without the background's padding
/// (no published figure; see ``DefaultButtonStyle``).
public struct BorderedButtonStyle: PrimitiveButtonStyle, Sendable {
  /// The bordered style.
  public init() {}
  /// The label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button style with a prominent, tinted background (SwiftUI's `.borderedProminent`): the label, without the
/// background's padding (no published figure; see ``DefaultButtonStyle``).
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, Sendable {
  /// The prominent bordered style.
  public init() {}
  /// The label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The automatic style: the label.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The plain style: the label.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// The borderless style: the label.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// The bordered style: the label (no padding, see ``DefaultButtonStyle``).
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// The prominent bordered style: the label (no padding, see ``DefaultButtonStyle``).
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension View {
  /// This view with `style` making the body of every ``Button`` in it that has no style yet (SwiftUI's
  /// `buttonStyle(_:)`, on a button or on any view around buttons: the innermost style wins). `makeBody` is called
  /// once per button, here, with `isPressed` false.
  ///
  /// ```swift
  /// VStack {
  ///   Button("One") {}
  ///   Button("Two") {}.buttonStyle(.bordered)  // keeps .bordered
  /// }
  /// .buttonStyle(Pill())
  /// ```
  ///
  /// - Complexity: O(n) for the n nodes of the view's tree, plus the buttons' `makeBody`.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> Node {
    node.applyingControlStyle(
      .button { label in
        style.makeBody(configuration: ButtonStyleConfiguration(label: .init(node: label), isPressed: false, role: nil))
          .node
      })
  }

  /// This view with the primitive `style` (`.plain`, `.bordered`, … or your own) making the body of every
  /// ``Button`` in it that has no style yet (the innermost style wins).
  ///
  /// - Complexity: O(n) for the n nodes of the view's tree, plus the buttons' `makeBody`.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> Node {
    node.applyingControlStyle(
      .button { label in
        style.makeBody(configuration: PrimitiveButtonStyleConfiguration(label: .init(node: label), role: nil)).node
      })
  }
}

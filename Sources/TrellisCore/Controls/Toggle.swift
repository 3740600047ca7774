/// A switch with a label (SwiftUI's `Toggle`, iOS's default switch style), for layout: a row of the label, a
/// ``Spacer`` and the switch, a 51 × 31 pt box (`UISwitch`'s size), so a toggle takes the width it is offered and
/// the switch sits at its trailing edge.
///
/// ```swift
/// Toggle(isOn: $isOn) { Text("Wi-Fi") }
/// Toggle("Airplane Mode", isOn: $airplane)
///     .toggleStyle(.button)
/// ```
///
/// The binding is read once, when the toggle is built (a ``ToggleStyle`` sees `isOn`), and never written: nothing is
/// drawn or tapped headless. The row's spacing is the default spacing between its views (Layout.md, "Controls"). A
/// ``View/toggleStyle(_:)`` set on the toggle or on any view around it makes its body (the innermost style wins).
///
/// - Complexity: that of building the label; O(1) otherwise.
public struct Toggle: View, Sendable {
  public let node: Node

  /// A toggle labelled by `label`.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> some View) {
    node = Self.styleable(label: label().node, isOn: isOn.wrappedValue)
  }

  /// A toggle labelled by `title`, shown as a ``Text``.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    node = Self.styleable(label: Text(String(title)).node, isOn: isOn.wrappedValue)
  }

  /// A toggle labelled by `titleKey`'s text (an interpolation with `specifier:`, see ``LocalizedStringKey``).
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    node = Self.styleable(label: Text(titleKey.text).node, isOn: isOn.wrappedValue)
  }

  /// The default (switch) row, with the record that lets a toggle style set above rebuild it.
  static func styleable(label: Node, isOn: Bool) -> Node {
    Node.control(row(label: label), kinds: .toggle) { style, _ in
      guard case .toggle(let body) = style else { return nil }
      return body(label, isOn)
    }
  }

  /// Label, spacer, switch: SwiftUI's default toggle style on iOS.
  static func row(label: Node) -> Node {
    labelledControlRow(label: label, control: ControlMetrics.switchSize, typeName: "Toggle")
  }
}

/// A style that makes a toggle's body from its label and state (SwiftUI's `ToggleStyle`).
///
/// ```swift
/// struct Check: ToggleStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///       configuration.label
///     }
///   }
/// }
/// ```
///
/// Trellis calls `makeBody` once per toggle, when the style is applied, with the value the binding had when the
/// toggle was built.
public protocol ToggleStyle {
  /// The view `makeBody` returns.
  associatedtype Body: View
  /// The toggle's body, from its label and state.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What `makeBody` receives.
  typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` makes a toggle's body from.
public struct ToggleStyleConfiguration {
  /// A toggle's label, as a view.
  public typealias Label = ButtonStyleConfiguration.Label
  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on (the binding's value when the toggle was built); writing it changes nothing headless.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that differ: `false`.
  public var isMixed: Bool { false }
}

/// The default toggle style: a switch on iOS.
public struct DefaultToggleStyle: ToggleStyle, Sendable {
  /// The default style.
  public init() {}
  /// Label, spacer, switch.
  public func makeBody(configuration: Configuration) -> some View { Toggle.row(label: configuration.label.node) }
}

/// A toggle drawn as a switch (`UISwitch`, 51 × 31 pt) after its label and a spacer.
public struct SwitchToggleStyle: ToggleStyle, Sendable {
  /// The switch style.
  public init() {}
  /// The switch style in `tint` (not drawn).
  public init(tint: Color) {}
  /// Label, spacer, switch.
  public func makeBody(configuration: Configuration) -> some View { Toggle.row(label: configuration.label.node) }
}

/// A toggle drawn as a button that stays pressed while on (SwiftUI's `.button`): its label, as a bordered button
/// lays out in Trellis (without the background's padding, see ``DefaultButtonStyle``).
public struct ButtonToggleStyle: ToggleStyle, Sendable {
  /// The button style.
  public init() {}
  /// The label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The default style: a switch.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button: the label.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
  /// This view with `style` making the body of every ``Toggle`` in it that has no style yet (SwiftUI's
  /// `toggleStyle(_:)`, on a toggle or any view around toggles: the innermost style wins).
  ///
  /// - Complexity: O(n) for the n nodes of the view's tree, plus the toggles' `makeBody`.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> Node {
    node.applyingControlStyle(
      .toggle { label, isOn in
        style.makeBody(configuration: ToggleStyleConfiguration(label: .init(node: label), isOn: .constant(isOn))).node
      })
  }
}

/// A button, for layout: it lays out as its label (SwiftUI's automatic style on iOS, which adds no padding).
///
/// ```swift
/// Button { start() } label: { Text("Start") }
/// Button("Reset") { reset() }
/// ```
///
/// Trellis draws nothing and nothing taps it, so the action is not kept and never called; the button's node is its
/// label's, so modifiers and ids on the button apply to the label. A `buttonStyle(_:)` set on
/// the button or on any view around it makes its body (the innermost style wins), except for a button whose label is
/// several views without a stack: such a label stays as it is.
public struct Button: View, Sendable {
  public let node: Node

  /// A button showing `label`.
  ///
  /// - Complexity: that of building the label.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> some View) {
    node = Self.styleable(label().node)
  }

  /// A button showing `title` as a ``Text``.
  public init(_ title: String, action: @escaping () -> Void) {
    node = Self.styleable(Text(title).node)
  }

  /// A button showing `titleKey`'s text (an interpolation with `specifier:`, see ``LocalizedStringKey``).
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    node = Self.styleable(Text(titleKey.text).node)
  }

  /// A button with a role (`.cancel`, `.destructive`) showing `label`. The role changes no frame on iOS and is not
  /// kept: a style's configuration reads `role` as `nil`.
  ///
  /// - Complexity: that of building the label.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> some View) {
    self.init(action: action, label: label)
  }
  /// A button with a role showing `title` as a ``Text`` (see ``init(role:action:label:)``).
  public init(_ title: String, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(title, action: action)
  }
  /// A button with a role showing `titleKey`'s text (see ``init(role:action:label:)``).
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(titleKey, action: action)
  }
  /// `label` with the record that lets a button style set above rebuild it.
  static func styleable(_ label: Node) -> Node {
    Node.control(label, kinds: .button, keepsModifiers: false) { style, current in
      guard case .button(let body) = style else { return nil }
      return Node.restyledLabel(current, body: body)
    }
  }

  /// `true`: the label may be several views (in a container they are its children).
  public static var mayBeGroup: Bool { true }
}

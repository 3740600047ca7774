/// A button, for layout: it lays out as its label (SwiftUI's automatic style on iOS, which adds no padding).
///
/// ```swift
/// Button { start() } label: { Text("Start") }
/// Button("Reset") { reset() }
/// ```
///
/// Trellis draws nothing and nothing taps it, so the action is not kept and never called; the button's node is its
/// label's, so modifiers and ids on the button apply to the label.
public struct Button: View, Sendable {
  public let node: Node

  /// A button showing `label`.
  ///
  /// - Complexity: that of building the label.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> some View) {
    node = label().node
  }

  /// A button showing `title` as a ``Text``.
  public init(_ title: String, action: @escaping () -> Void) {
    node = Text(title).node
  }

  /// A button showing `titleKey`'s text (an interpolation with `specifier:`, see ``LocalizedStringKey``).
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    node = Text(titleKey.text).node
  }

  /// `true`: the label may be several views (in a container they are its children).
  public static var mayBeGroup: Bool { true }
}

/// A switch with a label (SwiftUI's `Toggle`, iOS's default switch style), for layout: a row of the label, a
/// ``Spacer`` and the switch, a 51 × 31 pt box (`UISwitch`'s size), so a toggle takes the width it is offered and
/// the switch sits at its trailing edge.
///
/// ```swift
/// Toggle(isOn: $isOn) { Text("Wi-Fi") }
/// Toggle("Airplane Mode", isOn: $airplane)
/// ```
///
/// The binding is not read or written: nothing is drawn or tapped headless. The row's spacing is the default
/// spacing between its views (Layout.md, "Controls").
///
/// - Complexity: that of building the label; O(1) otherwise.
public struct Toggle: View, Sendable {
  public let node: Node

  /// A toggle labelled by `label`.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> some View) {
    node = Self.row(label: label().node)
  }

  /// A toggle labelled by `title`, shown as a ``Text``.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    node = Self.row(label: Text(String(title)).node)
  }

  /// A toggle labelled by `titleKey`'s text (an interpolation with `specifier:`, see ``LocalizedStringKey``).
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    node = Self.row(label: Text(titleKey.text).node)
  }

  /// Label, spacer, switch: SwiftUI's default toggle style on iOS.
  static func row(label: Node) -> Node {
    labelledControlRow(label: label, control: ControlMetrics.switchSize, typeName: "Toggle")
  }
}

/// A colour well with a label (SwiftUI's `ColorPicker`, iOS 14), for layout: as a ``Toggle``, a row of the label, a
/// ``Spacer`` and the well, a 28 × 28 pt box (`UIColorWell`'s size, **unverified**: no published figure was found,
/// see Layout.md's differences table), so a colour picker takes the width it is offered and the well sits at its
/// trailing edge.
///
/// ```swift
/// ColorPicker("Tint", selection: $tint)   // offered 300 wide: the label at 0, the well at 272…300
/// ```
///
/// The binding is not read or written, and no picker is presented headless.
///
/// - Complexity: that of building the label; O(1) otherwise.
public struct ColorPicker: View, Sendable {
  public let node: Node

  /// A colour picker labelled by `label`.
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> some View) {
    node = Self.row(label: label().node)
  }

  /// A colour picker labelled by `title`, shown as a ``Text``.
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    node = Self.row(label: Text(String(title)).node)
  }

  /// A colour picker labelled by `titleKey`'s text.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    node = Self.row(label: Text(titleKey.text).node)
  }

  /// Label, spacer, well.
  static func row(label: Node) -> Node {
    labelledControlRow(label: label, control: ControlMetrics.colorWellSize, typeName: "ColorPicker")
  }
}

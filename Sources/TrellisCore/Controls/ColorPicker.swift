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

/// How a ``Toggle`` is drawn (SwiftUI's `ToggleStyle`): recorded with ``View/toggleStyle(_:)``, never read. A
/// ``Toggle`` always lays out as iOS's switch row, which is what `.switch` and `.automatic` are on iOS.
public protocol ToggleStyle: Sendable {
  /// The name recorded (`"switch"`).
  var recordedName: String { get }
}

/// A switch (SwiftUI's `SwitchToggleStyle`, `.switch`), optionally tinted (the tint is not drawn).
public struct SwitchToggleStyle: ToggleStyle, Hashable {
  /// The switch's tint when on, if given.
  public var tint: Color?
  /// A switch style.
  public init() { tint = nil }
  /// A switch style tinted `tint` (SwiftUI's deprecated `init(tint:)`).
  public init(tint: Color) { self.tint = tint }
  /// `"switch"`.
  public var recordedName: String { "switch" }
}

/// The platform's default toggle style (SwiftUI's `DefaultToggleStyle`, `.automatic`): a switch on iOS.
public struct DefaultToggleStyle: ToggleStyle, Hashable {
  /// The style.
  public init() {}
  /// `"automatic"`.
  public var recordedName: String { "automatic" }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's default (a switch on iOS).
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension View {
  /// Records the toggle style of the toggles below (`"toggleStyle(switch)"`); no frame changes: a ``Toggle`` lays
  /// out as iOS's switch row, which both built-in styles are on iOS.
  ///
  /// - Complexity: O(1), plus copying the node's handlers.
  public func toggleStyle(_ style: some ToggleStyle) -> Node { recording("toggleStyle(\(style.recordedName))") }
}

/// A choice among options (SwiftUI's `Picker`), for layout, in the style set by ``View/pickerStyle(_:)`` on the
/// picker or on any view around it (the innermost style wins):
///
/// | style | lays out as | size |
/// | --- | --- | --- |
/// | ``MenuPickerStyle`` (`.menu`), ``DefaultPickerStyle`` (`.automatic`, iOS 16's default outside a form) | its label | the label's |
/// | ``SegmentedPickerStyle`` (`.segmented`) | the options in a row | the proposed width (the options' width when unspecified) × 32 pt (`UISegmentedControl`) |
/// | ``WheelPickerStyle`` (`.wheel`), ``InlinePickerStyle`` (`.inline`, a wheel outside a form) | a wheel | the proposed width (320 pt when unspecified) × 216 pt (`UIPickerView`) |
///
/// ```swift
/// Picker("Axis", selection: $axis) {
///   ForEach(Axis.allCases, id: \.self) { Text($0.rawValue).tag($0) }
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// Headless there is no menu and no selection drawn: the binding is not read, a menu picker shows its label (iOS
/// shows the selected option's text; Layout.md's differences table), a wheel's options are not laid out, and a
/// segmented picker's options keep their own widths inside the control (iOS gives its segments equal widths).
///
/// - Complexity: that of building the content and label; O(1) otherwise.
public struct Picker: View, Sendable {
  /// The label's node.
  let label: Node
  /// The options' node (a group of the options, or one view).
  let content: Node
  /// The style, `nil`: automatic (menu).
  let style: (any PickerStyle)?

  /// A picker of `selection` among `content`'s options (each with its ``View/tag(_:)``), labelled by `label`.
  public init<SelectionValue: Hashable>(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> some View, @ViewBuilder label: () -> some View
  ) {
    self.label = label().node
    self.content = content().node
    style = nil
  }

  /// A picker of `selection` among `content`'s options, labelled by `title` as a ``Text``.
  public init<S: StringProtocol, SelectionValue: Hashable>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> some View
  ) {
    label = Text(String(title)).node
    self.content = content().node
    style = nil
  }

  /// A picker of `selection` among `content`'s options, labelled by `titleKey`'s text (see
  /// ``LocalizedStringKey``).
  public init<SelectionValue: Hashable>(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> some View
  ) {
    label = Text(titleKey.text).node
    self.content = content().node
    style = nil
  }

  private init(label: Node, content: Node, style: any PickerStyle) {
    self.label = label
    self.content = content
    self.style = style
  }

  public var node: Node {
    guard style == nil else { return styledNode }
    return Node.control(styledNode, kinds: .picker) { [label, content] style, _ in
      guard case .picker(let pickerStyle) = style else { return nil }
      return Picker(label: label, content: content, style: pickerStyle).node
    }
  }

  /// The picker's node in its style (a menu's when it has none).
  private var styledNode: Node {
    switch style {
    case is SegmentedPickerStyle:
      let options = Node(
        layout: HStackLayout(alignment: .center, spacing: 0), typeName: "Picker", children: controlRow { content })
      return options.frame(maxWidth: .infinity).frame(height: ControlMetrics.segmentedHeight)
    case is WheelPickerStyle, is InlinePickerStyle:
      let size = ControlMetrics.wheelSize
      return Node(leaf: FlexibleWidthLeaf(idealWidth: size.width, height: size.height), typeName: "Picker")
    default:
      return label
    }
  }
}

/// How a ``Picker`` looks (SwiftUI's `PickerStyle`): Trellis lays out the styles below; another style conforming
/// to it lays out as ``MenuPickerStyle``.
public protocol PickerStyle: Sendable {}

/// The platform's default picker style: a menu on iOS 16 and later outside a form.
public struct DefaultPickerStyle: PickerStyle {
  /// The default style.
  public init() {}
}

/// A button that shows a menu of the options.
public struct MenuPickerStyle: PickerStyle {
  /// The menu style.
  public init() {}
}

/// The options as segments of a `UISegmentedControl`.
public struct SegmentedPickerStyle: PickerStyle {
  /// The segmented style.
  public init() {}
}

/// The options on a turning wheel (`UIPickerView`).
public struct WheelPickerStyle: PickerStyle {
  /// The wheel style.
  public init() {}
}

/// The options inline with the content: a wheel outside a form on iOS.
public struct InlinePickerStyle: PickerStyle {
  /// The inline style.
  public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The platform's default style.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A menu of the options.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// Segments in a row.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A wheel.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// Inline with the content (a wheel outside a form).
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension View {
  /// This view with `style` for every ``Picker`` in it that has no style yet (SwiftUI's `pickerStyle(_:)`, on a
  /// picker or on any view around pickers: the innermost style wins).
  ///
  /// - Complexity: O(n) for the n nodes of the view's tree, plus rebuilding the pickers.
  public func pickerStyle(_ style: some PickerStyle) -> Node { node.applyingControlStyle(.picker(style)) }

  /// Records the value that identifies this view among a ``Picker``'s options (SwiftUI's `tag(_:)`), as
  /// `tag(value)` in ``DrawingStyle/handlers``; no frame changes.
  ///
  /// - Complexity: O(1), plus copying the node's handlers.
  public func tag<V: Hashable>(_ tag: V) -> Node { recording("tag(\(tag))") }
}

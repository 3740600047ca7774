/// A stepper with a label (SwiftUI's `Stepper`, iOS's default style), for layout: a row of the label, a ``Spacer``
/// and the stepper, a 94 × 32 pt box (`UIStepper`'s size), so a stepper takes the width it is offered and its
/// buttons sit at the trailing edge.
///
/// ```swift
/// Stepper("Rows", value: $rows, in: 2...6)
/// Stepper(value: $padding, in: 0...100, step: 10) { Text("Padding") }
/// ```
///
/// The binding is not read or written and the actions are never called: nothing is tapped headless.
///
/// - Complexity: that of building the label; O(1) otherwise.
public struct Stepper: View, Sendable {
  public let node: Node

  /// A stepper of `value` within `bounds`, labelled by `label`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> some View
  ) {
    node = Self.row(label: label().node)
  }

  /// A stepper of `value`, unbounded, labelled by `label`.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> some View
  ) {
    node = Self.row(label: label().node)
  }

  /// A stepper that calls `onIncrement` and `onDecrement` (never called), labelled by `label`.
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> some View
  ) {
    node = Self.row(label: label().node)
  }

  /// A stepper that calls `onIncrement` and `onDecrement` (never called), labelled by `title` as a ``Text``.
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    node = Self.row(label: Text(String(title)).node)
  }

  /// A stepper that calls `onIncrement` and `onDecrement` (never called), labelled by `titleKey`'s text (see
  /// ``LocalizedStringKey``).
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    node = Self.row(label: Text(titleKey.text).node)
  }

  /// A stepper of `value` within `bounds`, labelled by `title` as a ``Text``.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    node = Self.row(label: Text(String(title)).node)
  }

  /// A stepper of `value`, unbounded, labelled by `title` as a ``Text``.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    node = Self.row(label: Text(String(title)).node)
  }

  /// A stepper of `value` within `bounds`, labelled by `titleKey`'s text (see ``LocalizedStringKey``).
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    node = Self.row(label: Text(titleKey.text).node)
  }

  /// A stepper of `value`, unbounded, labelled by `titleKey`'s text (see ``LocalizedStringKey``).
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    node = Self.row(label: Text(titleKey.text).node)
  }

  /// Label, spacer, stepper: SwiftUI's default stepper style on iOS.
  static func row(label: Node) -> Node {
    labelledControlRow(label: label, control: ControlMetrics.stepperSize, typeName: "Stepper")
  }
}

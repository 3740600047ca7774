/// A slider (SwiftUI's `Slider`), for layout: a track of `UISlider`'s height, 31 pt, that takes the width it is
/// offered (31 pt when the width is unspecified, see ``ControlMetrics``). As in SwiftUI on iOS outside a `Form`, the
/// label is not shown; minimum and maximum value labels, when given, sit before and after the track in a row.
///
/// ```swift
/// Slider(value: $volume, in: 0...1)
/// Slider(value: $size, in: 10...600, step: 10) { Text("Size") }
/// ```
///
/// The binding is not read or written: nothing is drawn or dragged headless.
///
/// - Complexity: that of building the labels; O(1) otherwise.
public struct Slider: View, Sendable {
  public let node: Node

  /// A slider over `bounds`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    node = Self.track
  }

  /// A slider over `bounds` in steps of `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    node = Self.track
  }

  /// A slider with a label (not shown outside a form, as in SwiftUI on iOS).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> some View,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    node = Self.track
  }

  /// A slider in steps with a label (not shown), and value labels before and after the track.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> some View,
    @ViewBuilder minimumValueLabel: () -> some View, @ViewBuilder maximumValueLabel: () -> some View,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    let minimum = minimumValueLabel().node
    let maximum = maximumValueLabel().node
    node = Node(
      layout: HStackLayout(alignment: .center, spacing: nil), typeName: "Slider",
      children: controlRow {
        minimum
        Self.track
        maximum
      })
  }

  /// The track: the proposed width, `UISlider`'s height.
  static var track: Node {
    Node(
      leaf: FlexibleWidthLeaf(idealWidth: ControlMetrics.sliderIdealWidth, height: ControlMetrics.sliderHeight),
      typeName: "Slider")
  }
}

/// A value within a range (SwiftUI's `Gauge`), for layout, in the style set by ``View/gaugeStyle(_:)`` on the gauge or
/// on any view around it (the innermost style wins):
///
/// | style | lays out as |
/// | --- | --- |
/// | `.automatic` (iOS: `.linearCapacity`), `.linearCapacity`, `.accessoryLinear`, `.accessoryLinearCapacity` | the label above a row of the minimum label, a bar that takes the proposed width at 4 pt high, and the maximum label, leading-aligned with the default spacing |
/// | `.accessoryCircular`, `.accessoryCircularCapacity` | a 58 × 58 pt circle, its labels inside it |
///
/// Apple publishes neither the bar's height nor the circle's size: the bar is as tall as a ``ProgressView``'s, and the
/// circle's side is Trellis's estimate (Layout.md's differences table, "Gauge"). The current value's label is not laid
/// out by the linear styles (it sits inside the circle of the circular ones).
///
/// ```swift
/// Gauge(value: battery, in: 0...100) { Text("Battery") }
/// Gauge(value: 0.4) { Text("Speed") }.gaugeStyle(.accessoryCircular)
/// ```
///
/// The value is not read: the frames do not depend on it.
///
/// - Complexity: that of building the labels; O(1) otherwise.
public struct Gauge: View, Sendable {
  /// The label.
  let label: Node
  /// The minimum and maximum value labels, if given.
  let minimumLabel: Node?
  let maximumLabel: Node?
  /// The style, `nil`: automatic (linear).
  var style: GaugeStyleKind? = nil

  /// A gauge of `value` within `bounds`, labelled by `label`.
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> some View)
  {
    self.label = label().node
    minimumLabel = nil
    maximumLabel = nil
  }

  /// A gauge of `value` within `bounds`, labelled by `label`, with a label for the current value (inside a circular
  /// gauge; not laid out by a linear one).
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> some View,
    @ViewBuilder currentValueLabel: () -> some View
  ) {
    self.init(value: value, in: bounds, label: label)
  }

  /// A gauge of `value` within `bounds`, labelled by `label`, with labels for the current value and the bounds.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> some View,
    @ViewBuilder currentValueLabel: () -> some View, @ViewBuilder minimumValueLabel: () -> some View,
    @ViewBuilder maximumValueLabel: () -> some View
  ) {
    self.label = label().node
    minimumLabel = minimumValueLabel().node
    maximumLabel = maximumValueLabel().node
  }

  public var node: Node {
    guard style == nil else { return styledNode }
    return Node.control(styledNode, kinds: .gauge) { [self] style, _ in
      guard case .gauge(let kind) = style else { return nil }
      var copy = self
      copy.style = kind
      return copy.node
    }
  }

  /// The gauge's node in its style.
  private var styledNode: Node {
    switch style ?? .linear {
    case .circular:
      let side = GaugeMetrics.circularSide
      return Node(leaf: FixedSizeLeaf(size: Size(width: side, height: side)), typeName: "Gauge")
    case .linear:
      let bar = Node(
        leaf: FlexibleWidthLeaf(idealWidth: ControlMetrics.sliderIdealWidth, height: ControlMetrics.progressBarHeight),
        typeName: "Gauge")
      let track: Node
      if minimumLabel != nil || maximumLabel != nil {
        track = Node(
          layout: HStackLayout(alignment: .center, spacing: nil), typeName: "Gauge",
          children: [minimumLabel, bar, maximumLabel].compactMap { $0 })
      } else {
        track = bar
      }
      return Node(
        layout: VStackLayout(alignment: .leading, spacing: nil), typeName: "Gauge",
        children: controlRow {
          label
          track
        })
    }
  }
}

/// Trellis's estimate of a circular gauge's size (no published figure).
enum GaugeMetrics {
  /// The side of `.accessoryCircular`'s circle, in points: estimated.
  static let circularSide: CGFloat = 58
}

/// The kind of a gauge's style.
enum GaugeStyleKind: Hashable, Sendable {
  case linear, circular

  /// The kind of `style`: circular for the circular styles, linear for every other.
  init(_ style: some GaugeStyle) {
    self = style is AccessoryCircularGaugeStyle || style is AccessoryCircularCapacityGaugeStyle ? .circular : .linear
  }
}

/// A style of ``Gauge`` (SwiftUI's `GaugeStyle`); another style conforming to it lays out as `.linearCapacity`.
public protocol GaugeStyle: Sendable {}

/// The default gauge style: linear capacity on iOS.
public struct DefaultGaugeStyle: GaugeStyle {
  /// The default style.
  public init() {}
}

/// A bar filled to the value.
public struct LinearCapacityGaugeStyle: GaugeStyle {
  /// The linear capacity style.
  public init() {}
}

/// A bar with a marker at the value.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  /// The accessory linear style.
  public init() {}
}

/// A bar filled to the value, in an accessory's size.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  /// The accessory linear capacity style.
  public init() {}
}

/// An open ring with a marker at the value.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  /// The accessory circular style.
  public init() {}
}

/// A closed ring filled to the value.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  /// The accessory circular capacity style.
  public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The default style: linear capacity.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A bar filled to the value.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A bar with a marker.
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// A bar filled to the value.
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// An open ring.
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A closed ring.
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}

extension View {
  /// This view with `style` for every ``Gauge`` in it that has no style yet (SwiftUI's `gaugeStyle(_:)`, on a gauge
  /// or any view around it: the innermost style wins).
  ///
  /// - Complexity: O(n) for the n nodes of the view's tree, plus rebuilding the gauges.
  public func gaugeStyle(_ style: some GaugeStyle) -> Node { node.applyingControlStyle(.gauge(GaugeStyleKind(style))) }
}

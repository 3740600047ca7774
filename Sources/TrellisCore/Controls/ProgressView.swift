/// A progress indicator (SwiftUI's `ProgressView`), for layout: without a value, iOS's spinning indicator, a square
/// box (20 × 20, 37 × 37 at `.controlSize(.large)`); with a value, a bar that takes the proposed width at 4 pt high
/// (``ControlMetrics``). A label sits below a spinner, and above a bar at its leading edge, with the default spacing.
///
/// ```swift
/// ProgressView()
/// ProgressView("Downloading…", value: 40, total: 100)
/// ProgressView().progressViewStyle(.circular).controlSize(.large)
/// ```
///
/// The value is not read: the bar's frame does not depend on it, and nothing is drawn headless.
/// ``View/progressViewStyle(_:)`` and ``View/controlSize(_:)`` set on the indicator or on any view around it reach it
/// (the innermost wins).
///
/// - Complexity: that of building the label; O(1) otherwise.
public struct ProgressView: View, Sendable {
  /// The label, if any.
  let label: Node?
  /// Whether a value was given (a bar) or not (a spinner), before a style says otherwise.
  let isDeterminate: Bool
  /// The value as a fraction of the total, for a custom style (`nil` without a value).
  var fractionCompleted: Double? = nil
  /// The current value's label, if any (shown by a custom style).
  var currentValueLabel: Node? = nil
  /// The style set with `progressViewStyle`, if any.
  var style: ProgressViewStyleKind? = nil
  /// The size set with `controlSize`, if any.
  var size: ControlSize? = nil

  /// A spinner without a label.
  public init() {
    label = nil
    isDeterminate = false
  }

  /// A spinner labelled by `label`.
  public init(@ViewBuilder label: () -> some View) {
    self.label = label().node
    isDeterminate = false
  }

  /// A spinner labelled by `title` as a ``Text``.
  public init<S: StringProtocol>(_ title: S) {
    label = Text(String(title)).node
    isDeterminate = false
  }

  /// A bar for `value` out of `total` (a spinner when `value` is `nil`, as in SwiftUI), without a label.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    label = nil
    isDeterminate = value != nil
    fractionCompleted = Self.fraction(value, total)
  }

  /// A bar for `value` out of `total` (a spinner when `value` is `nil`), labelled by `title` as a ``Text``.
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    label = Text(String(title)).node
    isDeterminate = value != nil
    fractionCompleted = Self.fraction(value, total)
  }

  /// A bar for `value` out of `total` (a spinner when `value` is `nil`), labelled by `label`.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> some View) {
    self.label = label().node
    isDeterminate = value != nil
    fractionCompleted = Self.fraction(value, total)
  }

  /// A bar for `value` out of `total` (a spinner when `value` is `nil`), labelled by `label`, with a label for the
  /// current value that only a custom style shows (iOS's built-in styles do not).
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> some View,
    @ViewBuilder currentValueLabel: () -> some View
  ) {
    self.label = label().node
    isDeterminate = value != nil
    fractionCompleted = Self.fraction(value, total)
    self.currentValueLabel = currentValueLabel().node
  }

  /// The indicator a style's configuration describes (SwiftUI's `init(_:)` taking a
  /// `ProgressViewStyleConfiguration`, written in a custom style's `makeBody`): its labels and value, in the style
  /// set further out (or the automatic one).
  public init(_ configuration: ProgressViewStyleConfiguration) {
    label = configuration.label?.node
    isDeterminate = configuration.fractionCompleted != nil
    fractionCompleted = configuration.fractionCompleted
    currentValueLabel = configuration.currentValueLabel?.node
  }

  /// `value / total`, clamped to 0…1; `nil` without a value, and 0 for a total that is not positive or a fraction
  /// that is not finite.
  static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    guard let value else { return nil }
    let fraction = Double(value) / Double(total)
    guard total > 0, fraction.isFinite else { return 0 }
    return min(max(fraction, 0), 1)
  }

  /// What a custom style's `makeBody` receives.
  var configuration: ProgressViewStyleConfiguration {
    ProgressViewStyleConfiguration(
      fractionCompleted: fractionCompleted, label: label.map { .init(node: $0) },
      currentValueLabel: currentValueLabel.map { .init(node: $0) })
  }

  public var node: Node {
    var unset: ControlStyleKinds = []
    if style == nil { unset.insert(.progressView) }
    if size == nil { unset.insert(.controlSize) }
    return Node.control(styledNode, kinds: unset) { [self] style, _ in
      var copy = self
      switch style {
      case .progressView(let kind): copy.style = kind
      case .progressViewBody(let body): return body(configuration)
      case .controlSize(let size): copy.size = size
      default: return nil
      }
      return copy.node
    }
  }

  /// The indicator in its style and size.
  private var styledNode: Node {
    let style = self.style ?? .automatic
    let isBar = style == .linear || (style == .automatic && isDeterminate)
    let indicator: Node
    if isBar {
      indicator = Node(
        leaf: FlexibleWidthLeaf(idealWidth: ControlMetrics.sliderIdealWidth, height: ControlMetrics.progressBarHeight),
        typeName: "ProgressView")
    } else {
      let side =
        size == .large || size == .extraLarge ? ControlMetrics.largeSpinnerSide : ControlMetrics.spinnerSide
      indicator = Node(leaf: FixedSizeLeaf(size: Size(width: side, height: side)), typeName: "ProgressView")
    }
    guard let label else { return indicator }
    return Node(
      layout: VStackLayout(alignment: isBar ? .leading : .center, spacing: nil), typeName: "ProgressView",
      children: isBar ? [label, indicator] : [indicator, label])
  }
}

/// A fixed-size control leaf (a spinner).
struct FixedSizeLeaf: LeafContent {
  let size: Size
  func sizeThatFits(_ proposal: ProposedViewSize) -> Size { size }
}

/// The size of a control (SwiftUI's `ControlSize`); Trellis's ``ProgressView`` reads it (the other controls accept it
/// and keep iOS's regular size: no published figures for the others).
public enum ControlSize: Hashable, Sendable, CaseIterable {
  /// The smallest size.
  case mini
  /// A small size.
  case small
  /// The default size.
  case regular
  /// A large size.
  case large
  /// The largest size.
  case extraLarge
}

/// The kind of a progress view's style.
enum ProgressViewStyleKind: Hashable, Sendable {
  case automatic, circular, linear

  /// The kind of `style`: circular and linear for those styles, automatic for any other.
  init(_ style: some ProgressViewStyle) {
    switch style {
    case is CircularProgressViewStyle: self = .circular
    case is LinearProgressViewStyle: self = .linear
    default: self = .automatic
    }
  }
}

/// A style of ``ProgressView`` (SwiftUI's `ProgressViewStyle`): `.automatic`, `.circular`, `.linear`, or one of your
/// own, whose `makeBody(configuration:)` builds the indicator's body from its value and labels.
///
/// ```swift
/// struct Thermometer: ProgressViewStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Capsule().frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 8)
///   }
/// }
/// ProgressView(value: 0.25).progressViewStyle(Thermometer())   // a 25 × 8 capsule
/// ```
public protocol ProgressViewStyle {
  /// The view `makeBody` returns.
  associatedtype Body: View
  /// The indicator's body, from its value and labels.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What `makeBody` receives.
  typealias Configuration = ProgressViewStyleConfiguration
}

/// What a ``ProgressViewStyle`` makes an indicator's body from (SwiftUI's `ProgressViewStyleConfiguration`).
public struct ProgressViewStyleConfiguration: Sendable {
  /// The indicator's label, as a view.
  public typealias Label = ButtonStyleConfiguration.Label
  /// The current value's label, as a view.
  public typealias CurrentValueLabel = ButtonStyleConfiguration.Label
  /// The value as a fraction of the total, 0…1; `nil` for an indicator without a value.
  public let fractionCompleted: Double?
  /// The label, if the indicator has one.
  public var label: Label?
  /// The current value's label, if the indicator has one.
  public var currentValueLabel: CurrentValueLabel?
}

/// The styles Trellis lays out itself (`.automatic`, `.circular`, `.linear`): setting one rebuilds the indicators in
/// that style, and its `makeBody` is the indicator of the configuration in that style.
public protocol BuiltInProgressViewStyle: ProgressViewStyle, Sendable {}

extension BuiltInProgressViewStyle {
  /// The indicator of `configuration` in this style.
  public func makeBody(configuration: Configuration) -> Node {
    ProgressView(configuration).progressViewStyle(self)
  }
}

/// The automatic progress style: a spinner without a value, a bar with one.
public struct DefaultProgressViewStyle: BuiltInProgressViewStyle {
  /// The automatic style.
  public init() {}
}

/// The circular progress style: a spinner. Its tint is accepted and not drawn.
public struct CircularProgressViewStyle: BuiltInProgressViewStyle {
  /// The circular style.
  public init() {}
  /// The circular style in `tint` (not drawn).
  public init(tint: Color) {}
}

/// The linear progress style: a bar. Its tint is accepted and not drawn.
public struct LinearProgressViewStyle: BuiltInProgressViewStyle {
  /// The linear style.
  public init() {}
  /// The linear style in `tint` (not drawn).
  public init(tint: Color) {}
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The automatic style.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// The circular style: a spinner.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// The linear style: a bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension View {
  /// This view with `style` for every ``ProgressView`` in it that has no style yet (SwiftUI's
  /// `progressViewStyle(_:)`, on an indicator or any view around it: the innermost style wins). A style of your own
  /// makes each indicator's body with its `makeBody(configuration:)`.
  ///
  /// - Complexity: O(n) for the n nodes of the view's tree, plus rebuilding the indicators (and their `makeBody`).
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> Node {
    if style is any BuiltInProgressViewStyle {
      return node.applyingControlStyle(.progressView(ProgressViewStyleKind(style)))
    }
    return node.applyingControlStyle(.progressViewBody { style.makeBody(configuration: $0).node })
  }

  /// This view with controls of `size` (SwiftUI's `controlSize(_:)`, on a control or any view around controls: the
  /// innermost size wins). Trellis's ``ProgressView`` spinner reads it (37 × 37 at `.large` and `.extraLarge`); the
  /// other controls keep their regular size.
  ///
  /// - Complexity: O(n) for the n nodes of the view's tree, plus rebuilding the controls that read it.
  public func controlSize(_ size: ControlSize) -> Node { node.applyingControlStyle(.controlSize(size)) }
}

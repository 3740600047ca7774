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
  }

  /// A bar for `value` out of `total` (a spinner when `value` is `nil`), labelled by `title` as a ``Text``.
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    label = Text(String(title)).node
    isDeterminate = value != nil
  }

  /// A bar for `value` out of `total` (a spinner when `value` is `nil`), labelled by `label`.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> some View) {
    self.label = label().node
    isDeterminate = value != nil
  }

  public var node: Node {
    var unset: ControlStyleKinds = []
    if style == nil { unset.insert(.progressView) }
    if size == nil { unset.insert(.controlSize) }
    return Node.control(styledNode, kinds: unset) { [self] style, _ in
      var copy = self
      switch style {
      case .progressView(let kind): copy.style = kind
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

/// A style of ``ProgressView`` (SwiftUI's `ProgressViewStyle`): `.automatic`, `.circular` or `.linear`. A style of
/// your own compiles and lays out as `.automatic`: its `makeBody` is not called (it would need the progress value,
/// which Trellis does not keep; Layout.md's differences table).
public protocol ProgressViewStyle: Sendable {}

/// The automatic progress style: a spinner without a value, a bar with one.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// The automatic style.
  public init() {}
}

/// The circular progress style: a spinner. Its tint is accepted and not drawn.
public struct CircularProgressViewStyle: ProgressViewStyle {
  /// The circular style.
  public init() {}
  /// The circular style in `tint` (not drawn).
  public init(tint: Color) {}
}

/// The linear progress style: a bar. Its tint is accepted and not drawn.
public struct LinearProgressViewStyle: ProgressViewStyle {
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
  /// lays out as `.automatic`.
  ///
  /// - Complexity: O(n) for the n nodes of the view's tree, plus rebuilding the indicators.
  public func progressViewStyle(_ style: some ProgressViewStyle) -> Node {
    node.applyingControlStyle(.progressView(ProgressViewStyleKind(style)))
  }

  /// This view with controls of `size` (SwiftUI's `controlSize(_:)`, on a control or any view around controls: the
  /// innermost size wins). Trellis's ``ProgressView`` spinner reads it (37 × 37 at `.large` and `.extraLarge`); the
  /// other controls keep their regular size.
  ///
  /// - Complexity: O(n) for the n nodes of the view's tree, plus rebuilding the controls that read it.
  public func controlSize(_ size: ControlSize) -> Node { node.applyingControlStyle(.controlSize(size)) }
}

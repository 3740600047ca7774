/// The root of a device's screen: the content is built with the device in the environment (``EnvironmentValues/device``,
/// its size classes and scale) and laid out inside the screen's safe area, centred there, as SwiftUI lays out an
/// app's root view. The screen is the device's size whatever it is proposed.
///
/// ```swift
/// let result = try DeviceScreen(.iPhone15) { Text("Hi") }.layout(in: .unspecified)
/// // 393×852; the content is proposed 393×759 (852 − 59 − 34) and centred in (0, 59, 393, 759)
/// ```
///
/// Views built inside with ``View/ignoresSafeArea(_:edges:)`` (and backgrounds of a colour) extend into the insets
/// on the edges where they touch the safe area. That comparison is made in the screen's coordinates: a
/// `DeviceScreen` is meant as the root of the laid-out tree (Layout.md, "From SwiftUI").
///
/// - Complexity: that of building the content; the layout is O(1) plus one child's.
public struct DeviceScreen: View, Sendable {
  public let node: Node

  /// A screen of `device` showing `content`.
  public init(_ device: Device = .iPhone15, @ViewBuilder content: () -> some View) {
    node = Self.screen(device) { content().node }
  }

  /// The node of a screen of `device` whose content `content` builds in the device's environment: what the
  /// initialiser makes, for builders that may fail (a scene's `device`).
  ///
  /// - Complexity: that of building the content.
  package static func screen<E: Error>(_ device: Device, content: () throws(E) -> Node) throws(E) -> Node {
    var values = EnvironmentValues.current
    values.device = device
    values.horizontalSizeClass = device.horizontalSizeClass
    values.verticalSizeClass = device.verticalSizeClass
    values.displayScale = device.scale
    let geometry = SafeAreaGeometry(screen: device.screenSize, insets: device.safeAreaInsets)
    values.safeArea = geometry
    var built: Result<Node, E>?
    EnvironmentValues.$current.withValue(values) { built = Result { () throws(E) -> Node in try content() } }
    let content = try built!.get()
    return Node(
      layout: SafeAreaRootLayout(screen: geometry.screen, insets: geometry.insets), typeName: "DeviceScreen",
      children: [content])
  }
}

/// The layout of ``DeviceScreen``: the screen's size; the child proposed the safe area and centred in it.
///
/// - Complexity: O(1) plus one child measurement.
struct SafeAreaRootLayout: Layout {
  var screen: Size
  var insets: EdgeInsets

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size { screen }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let safe = bounds.inset(by: insets)
    for subview in subviews {
      subview.place(
        at: Point(x: safe.origin.x + safe.size.width / 2, y: safe.origin.y + safe.size.height / 2), anchor: .center,
        proposal: ProposedViewSize(safe.size))
    }
  }
}

/// The regions of the safe area a view can ignore (SwiftUI's `SafeAreaRegions`). Headless there is no keyboard:
/// only ``container`` (the device's insets) changes a layout.
///
/// - Complexity: O(1) for every member.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8

  /// A set of regions.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The device's and the containers' insets (status bar, home indicator, bars).
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The software keyboard's area (never shown headless).
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A vertical edge (SwiftUI's `VerticalEdge`), where ``View/safeAreaInset(edge:alignment:spacing:content:)-(VerticalEdge,_,_,_)`` puts its
/// content.
public enum VerticalEdge: Hashable, Sendable, CaseIterable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
}

/// A horizontal edge (SwiftUI's `HorizontalEdge`).
public enum HorizontalEdge: Hashable, Sendable, CaseIterable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
}

extension View {
  /// Lets this view extend into the safe area on `edges` (SwiftUI's `ignoresSafeArea(_:edges:)`): inside a
  /// ``DeviceScreen``, on each of `edges` where the view's frame touches the safe area, its content is proposed and
  /// placed in the frame grown to the screen's edge. The view's own frame, and so its parent's layout, do not change.
  /// Built outside a `DeviceScreen` there is no safe area: the modifier is recorded
  /// (``DrawingStyle/handlers``: `ignoresSafeArea`) and changes nothing.
  ///
  /// ```swift
  /// DeviceScreen(.iPhone15) { Color.blue.ignoresSafeArea() }  // the colour fills 393×852
  /// ```
  ///
  /// - Complexity: O(1); the layout is O(1) plus one child's.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Node {
    guard regions.contains(.container), !edges.isEmpty, let geometry = EnvironmentValues.current.safeArea else {
      return recording("ignoresSafeArea")
    }
    return Node(
      modifier: IgnoresSafeAreaLayout(edges: edges, safeRect: geometry.safeRect, insets: geometry.insets),
      typeName: "ignoresSafeArea", child: node)
  }

  /// The older spelling of ``ignoresSafeArea(_:edges:)`` (SwiftUI's `edgesIgnoringSafeArea(_:)`).
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Node { ignoresSafeArea(.container, edges: edges) }

  /// Shows `content` along a vertical edge of this view and lays this view out in the rest (SwiftUI's
  /// `safeAreaInset(edge:alignment:spacing:content:)`): the content takes its ideal height at this view's width and
  /// sits at the edge, aligned by `alignment`; this view is proposed the height left after it and `spacing`
  /// (0 when `nil`) and sits on the other side. The result is as tall as both and the spacing, as wide as this view.
  ///
  /// ```swift
  /// List { … }.safeAreaInset(edge: .bottom) { Button("Add") {} }
  /// ```
  ///
  /// - Complexity: O(1); the layout is O(1) plus the two children's.
  public func safeAreaInset(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> some View
  ) -> Node {
    let fraction: CGFloat = alignment == .leading ? 0 : alignment == .trailing ? 1 : 0.5
    return Node(
      layout: SafeAreaInsetLayout(
        edge: edge == .top ? .top : .bottom, fraction: fraction, spacing: Self.insetSpacing(spacing)),
      typeName: "safeAreaInset", children: [node, content().node])
  }

  /// Shows `content` along a horizontal edge of this view and lays this view out in the rest: the horizontal form of
  /// ``safeAreaInset(edge:alignment:spacing:content:)-(VerticalEdge,_,_,_)``.
  ///
  /// - Complexity: O(1); the layout is O(1) plus the two children's.
  public func safeAreaInset(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> some View
  ) -> Node {
    let fraction: CGFloat = alignment == .top ? 0 : alignment == .bottom ? 1 : 0.5
    return Node(
      layout: SafeAreaInsetLayout(
        edge: edge == .leading ? .leading : .trailing, fraction: fraction, spacing: Self.insetSpacing(spacing)),
      typeName: "safeAreaInset", children: [node, content().node])
  }

  private static func insetSpacing(_ spacing: CGFloat?) -> CGFloat {
    guard let spacing, spacing.isFinite, spacing > 0 else { return 0 }
    return spacing
  }
}

/// The layout of ``View/ignoresSafeArea(_:edges:)``: the child's size; placed in the bounds grown to the screen on
/// the ignored edges the bounds touch the safe area at.
///
/// - Complexity: O(1) plus one child measurement.
struct IgnoresSafeAreaLayout: Layout {
  var edges: Edge.Set
  /// The safe area, in the screen's coordinates.
  var safeRect: CGRect
  var insets: EdgeInsets

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let grown = bounds.inset(by: growth(of: bounds))
    subviews.first?.place(at: grown.origin, anchor: .topLeading, proposal: ProposedViewSize(grown.size))
  }

  /// Negative insets: how far `bounds` grows on each ignored edge it touches the safe area at.
  func growth(of bounds: Rect) -> EdgeInsets {
    func touches(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= Tolerance.epsilon }
    var growth = EdgeInsets()
    if edges.contains(.top), touches(bounds.origin.y, safeRect.origin.y) { growth.top = -insets.top }
    if edges.contains(.leading), touches(bounds.origin.x, safeRect.origin.x) { growth.leading = -insets.leading }
    if edges.contains(.bottom), touches(bounds.origin.y + bounds.size.height, safeRect.origin.y + safeRect.size.height)
    {
      growth.bottom = -insets.bottom
    }
    if edges.contains(.trailing), touches(bounds.origin.x + bounds.size.width, safeRect.origin.x + safeRect.size.width)
    {
      growth.trailing = -insets.trailing
    }
    return growth
  }
}

/// The layout of ``View/safeAreaInset(edge:alignment:spacing:content:)-(VerticalEdge,_,_,_)``: children
/// `[main, inset]`.
///
/// - Complexity: O(1) plus the two children's measurements.
struct SafeAreaInsetLayout: Layout {
  var edge: Edge
  /// Where the inset sits across the edge: 0 leading or top, 1 trailing or bottom.
  var fraction: CGFloat
  var spacing: CGFloat

  private var isVertical: Bool { edge == .top || edge == .bottom }

  /// The inset's size, and the main view's proposal.
  private func split(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (inset: Size, main: ProposedViewSize) {
    guard subviews.count == 2 else { return (.zero, proposal) }
    if isVertical {
      let inset = subviews[1].sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
      let height = proposal.height.map { max(0, $0 - inset.height - spacing) }
      return (inset, ProposedViewSize(width: proposal.width, height: height))
    }
    let inset = subviews[1].sizeThatFits(ProposedViewSize(width: nil, height: proposal.height))
    let width = proposal.width.map { max(0, $0 - inset.width - spacing) }
    return (inset, ProposedViewSize(width: width, height: proposal.height))
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    guard let first = subviews.first else { return .zero }
    let (inset, mainProposal) = split(proposal, subviews)
    let main = first.sizeThatFits(mainProposal)
    if subviews.count < 2 { return main }
    return isVertical
      ? Size(width: main.width, height: main.height + spacing + inset.height)
      : Size(width: main.width + spacing + inset.width, height: main.height)
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let first = subviews.first else { return }
    let (inset, mainProposal) = split(proposal, subviews)
    let o = bounds.origin
    let w = bounds.size.width
    let h = bounds.size.height
    switch edge {
    case .top:
      let start = inset.height + spacing
      first.place(at: Point(x: o.x, y: o.y + start), proposal: mainProposal)
      if subviews.count > 1 {
        subviews[1].place(at: Point(x: o.x + (w - inset.width) * fraction, y: o.y), proposal: ProposedViewSize(inset))
      }
    case .bottom:
      first.place(at: o, proposal: mainProposal)
      if subviews.count > 1 {
        subviews[1].place(
          at: Point(x: o.x + (w - inset.width) * fraction, y: o.y + h - inset.height), proposal: ProposedViewSize(inset)
        )
      }
    case .leading:
      first.place(at: Point(x: o.x + inset.width + spacing, y: o.y), proposal: mainProposal)
      if subviews.count > 1 {
        subviews[1].place(at: Point(x: o.x, y: o.y + (h - inset.height) * fraction), proposal: ProposedViewSize(inset))
      }
    case .trailing:
      first.place(at: o, proposal: mainProposal)
      if subviews.count > 1 {
        subviews[1].place(
          at: Point(x: o.x + w - inset.width, y: o.y + (h - inset.height) * fraction), proposal: ProposedViewSize(inset)
        )
      }
    }
  }
}

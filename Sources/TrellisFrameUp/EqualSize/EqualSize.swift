import TrellisCore

/// FrameUp's equal-size modifiers: the views marked `equalWidthPreferred()` (or `equalHeightPreferred()`) inside a
/// view marked `equalWidthContainer()` (`equalHeightContainer()`) take the length of the longest of them.
///
/// FrameUp measures each marked view at its fixed size with a geometry reader, sends the lengths up as a preference
/// into the container's state, and frames each marked view at `maxWidth` of that state on the next update. Trellis
/// builds a view once, so the container lays its content out twice, in nested passes, for each proposal it gets:
/// first with each marked view at its fixed size along the axis, reading the length each is placed at; then with each
/// framed at `frame(maxWidth:)` (`maxHeight`) of the longest. A marked view outside a container is its fixed size.
///
/// | | FrameUp | Trellis |
/// | --- | --- | --- |
/// | how the length is found | a preference read in a state update (the layout settles after two updates) | two nested passes per proposal, in one layout |
/// | marked views inside a reader's content or another equal-size container below the container | share the container's length (the environment reaches them) | are not reached: they keep their fixed size, or follow the inner container |
/// | a style set on an ancestor of the container (`buttonStyle`) | reaches the controls inside | does not reach controls inside the container (its content is laid out as built); set it inside |
enum EqualSizeAxis: Sendable {
  case width, height

  /// The type name of a marked view, which the container looks for.
  var markerName: String { self == .width ? "equalWidthPreferred" : "equalHeightPreferred" }
}

/// The longest length placed among one container's marked views in its measuring pass.
final class EqualSizeCollector: Sendable {
  private let longest = Lock<CGFloat?>(nil)

  /// Records a marked view placed at `length` along the axis.
  func report(_ length: CGFloat) { longest.withLock { $0 = max($0 ?? 0, length) } }

  /// The longest length reported, or `nil` when no marked view was placed.
  var value: CGFloat? { longest.withLock { $0 } }
}

/// The layout of a marked view: its child's size and placement; in a container's measuring pass it reports the
/// length it is placed at (placement happens once per pass, at the final size, as for ``SizeObserverLayout``).
struct EqualSizeMarkerLayout: Layout {
  let axis: EqualSizeAxis
  let collector: EqualSizeCollector?

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    collector?.report(axis == .width ? bounds.width : bounds.height)
  }

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    subviews.first?.dimensions(in: proposal)[explicit: guide]
  }

  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    subviews.first?.dimensions(in: proposal)[explicit: guide]
  }
}

/// The content of an equal-size container, laid out in two nested passes per proposal (see ``EqualSizeAxis``).
struct EqualSizeContainer: EmbeddedContent {
  let axis: EqualSizeAxis
  let content: Node

  func layout(proposal: ProposedViewSize, engine: LayoutEngine) throws(LayoutError) -> LayoutResult {
    let collector = EqualSizeCollector()
    let measuring = try LayoutResult.nested(
      marked(collector: collector, limit: nil), proposal: proposal, engine: engine)
    guard let longest = collector.value else { return measuring }
    return try LayoutResult.nested(marked(collector: nil, limit: longest), proposal: proposal, engine: engine)
  }

  /// The content with each topmost marked view reporting to `collector`, and framed at `limit` along the axis when
  /// there is one; what the walk does not reach (a reader's content, another container) is left as it is.
  ///
  /// - Complexity: O(n) for the n nodes of the content.
  func marked(collector: EqualSizeCollector?, limit: CGFloat?) -> Node {
    content.replacingTopmost { node in
      guard node.typeName == axis.markerName, let child = node.children.first else { return nil }
      let framed =
        switch (axis, limit) {
        case (_, nil): child
        case (.width, let limit?): child.frame(maxWidth: limit)
        case (.height, let limit?): child.frame(maxHeight: limit)
        }
      return node.with(layout: EqualSizeMarkerLayout(axis: axis, collector: collector)).with(children: [framed])
    }
  }
}

/// - Complexity: O(1) for every member; a container's layout is two nested layouts of its content per proposal.
extension View {
  /// FrameUp's `equalWidthPreferred()`: this view at its ideal width (`fixedSize(horizontal: true, vertical:
  /// false)`); inside an ``equalWidthContainer()``, framed at `maxWidth` of the widest such view there, so that
  /// with room enough every one is as wide as the widest, and with less each shrinks to no less than its own ideal
  /// width (see ``EqualSizeAxis`` for how, and where Trellis differs).
  ///
  /// ```swift
  /// VStack {
  ///   Text("More Information").equalWidthPreferred()   // 128 wide (8 pt characters)
  ///   Text("OK").equalWidthPreferred()                 // framed 128 wide too, the text centred
  /// }
  /// .equalWidthContainer()
  /// ```
  public func equalWidthPreferred() -> Node {
    Node(
      modifier: EqualSizeMarkerLayout(axis: .width, collector: nil), typeName: EqualSizeAxis.width.markerName,
      child: node.fixedSize(horizontal: true, vertical: false))
  }

  /// FrameUp's `equalHeightPreferred()`: as ``equalWidthPreferred()`` for heights (`fixedSize(horizontal: false,
  /// vertical: true)`, framed at `maxHeight` inside an ``equalHeightContainer()``).
  public func equalHeightPreferred() -> Node {
    Node(
      modifier: EqualSizeMarkerLayout(axis: .height, collector: nil), typeName: EqualSizeAxis.height.markerName,
      child: node.fixedSize(horizontal: false, vertical: true))
  }

  /// FrameUp's `equalWidthContainer()`: the ``equalWidthPreferred()`` views inside take the widest one's width.
  public func equalWidthContainer() -> Node {
    Node(embedded: EqualSizeContainer(axis: .width, content: node), typeName: "equalWidthContainer")
  }

  /// FrameUp's `equalHeightContainer()`: the ``equalHeightPreferred()`` views inside take the tallest one's height.
  public func equalHeightContainer() -> Node {
    Node(embedded: EqualSizeContainer(axis: .height, content: node), typeName: "equalHeightContainer")
  }
}

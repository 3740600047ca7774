/// The layout of `overlay(alignment:content:)` and `background(alignment:content:)`: a primary view and a
/// secondary one laid over it (or behind it).
///
/// The primary is laid out as if alone, for the container's proposal; the secondary is proposed the primary's size
/// and aligned to it by `alignment` (the secondary's explicit guides count, as in a ``ZStackLayout``). The container
/// has the primary's size, spacing and explicit alignment guides: the secondary never moves anything around it, and
/// it may extend beyond the primary. The children are in draw order: `[primary, secondary]` for an overlay,
/// `[secondary, primary]` for a background (drawn behind).
///
/// - Complexity: O(1) plus two subview measurements.
public struct OverlayLayout: Layout, Hashable {
  /// How the secondary view is aligned to the primary.
  public var alignment: Alignment
  /// Whether the secondary view is drawn behind the primary (a background: the secondary is the first child).
  public var isBackground: Bool

  /// An overlay (`isBackground` false) or a background layout.
  public init(alignment: Alignment = .center, isBackground: Bool = false) {
    self.alignment = alignment
    self.isBackground = isBackground
  }

  /// The index of the primary child among two.
  private var primaryIndex: Int { isBackground ? 1 : 0 }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    guard subviews.count == 2 else { return subviews.first?.sizeThatFits(proposal) ?? .zero }
    return subviews[primaryIndex].sizeThatFits(proposal)
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard subviews.count == 2 else {
      subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
      return
    }
    let primary = subviews[primaryIndex]
    let secondary = subviews[1 - primaryIndex]
    let primarySize = primary.sizeThatFits(proposal)
    primary.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    let secondaryProposal = ProposedViewSize(primarySize)
    let d = secondary.dimensions(in: secondaryProposal)
    let x = bounds.minX + alignment.horizontal.defaultValue(primarySize.width) - d[alignment.horizontal]
    let y = bounds.minY + alignment.vertical.defaultValue(primarySize.height) - d[alignment.vertical]
    secondary.place(at: Point(x: x, y: y), anchor: .topLeading, proposal: secondaryProposal)
  }

  /// The primary's spacing preferences (the secondary has none around the container).
  public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
    guard subviews.count == 2 else { return subviews.first?.spacing ?? ViewSpacing() }
    return subviews[primaryIndex].spacing
  }

  /// The primary's explicit value for `guide` (it sits at the container's origin).
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout ()
  ) -> CGFloat? {
    guard !subviews.isEmpty else { return nil }
    let primary = subviews[subviews.count == 2 ? primaryIndex : 0]
    return primary.dimensions(in: proposal)[explicit: guide]
  }

  /// The primary's explicit value for `guide` (its text baselines included).
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout ()
  ) -> CGFloat? {
    guard !subviews.isEmpty else { return nil }
    let primary = subviews[subviews.count == 2 ? primaryIndex : 0]
    return primary.dimensions(in: proposal)[explicit: guide]
  }
}

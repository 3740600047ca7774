/// A type that arranges subviews: SwiftUI's `Layout` protocol.
///
/// The parent proposes a size (``ProposedViewSize``), the layout answers with the size it wants
/// (``sizeThatFits(proposal:subviews:cache:)``), and the parent then gives it bounds of that size in which it places
/// its subviews (``placeSubviews(in:proposal:subviews:cache:)``). Measure and place are two modes of one algorithm:
/// keep their computations consistent, and share them through the ``Cache``.
///
/// ```swift
/// struct BasicVStack: Layout {
///   func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
///     subviews.reduce(Size.zero) { result, subview in
///       let size = subview.sizeThatFits(.unspecified)
///       return Size(width: max(result.width, size.width), height: result.height + size.height)
///     }
///   }
///   func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///     var point = bounds.origin
///     for subview in subviews {
///       subview.place(at: point, anchor: .topLeading, proposal: .unspecified)
///       point.y += subview.dimensions(in: .unspecified).height
///     }
///   }
/// }
/// let tree = BasicVStack { Box(width: 40, height: 20); Box(width: 30, height: 10) }
/// ```
///
/// A layout is a value (`Sendable`): the engine may lay out the same tree from several tasks at once.
public protocol Layout: Sendable {
  /// Storage a layout keeps between its calls within one layout pass. Defaults to `Void`.
  associatedtype Cache = Void
  /// The subviews' proxies.
  typealias Subviews = LayoutSubviews

  /// Properties the parent may read; `stackOrientation` is `nil` by default.
  static var layoutProperties: LayoutProperties { get }

  /// Creates the cache for a set of subviews (called once per container per layout pass, before first use; not
  /// called for a `Void` cache, which has nothing to make).
  func makeCache(subviews: Subviews) -> Cache

  /// Updates the cache when the layout or its subviews change. Defaults to recreating it with ``makeCache(subviews:)``.
  func updateCache(_ cache: inout Cache, subviews: Subviews)

  /// The size the container wants for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size

  /// Places every subview inside `bounds` (in the parent's coordinate space) with `LayoutSubview.place`.
  /// A subview left unplaced is centred in `bounds` with the container's proposal.
  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// The container's preferred spacing. Defaults to the union of all subviews' spacing on all edges.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

  /// The explicit position of a horizontal guide relative to `bounds`, or `nil` for none.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat?

  /// The explicit position of a vertical guide relative to `bounds`, or `nil` for none.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat?
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    var spacing = ViewSpacing()
    var first = true
    for subview in subviews {
      if first {
        spacing = subview.spacing
        first = false
      } else {
        spacing.formUnion(subview.spacing)
      }
    }
    return spacing
  }

  /// The default: built-in guides have no explicit value; a custom guide is the average of the explicit values of
  /// the subviews that have one, after placing them in `bounds`.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    averageExplicitAlignment(
      .horizontal(guide), isBuiltIn: guide.isBuiltIn, bounds: bounds, proposal: proposal, subviews: subviews,
      cache: &cache)
  }

  /// The default: as the horizontal form, except for the text baselines, which are the first subview's first
  /// baseline and the last subview's last baseline (SwiftUI's rule).
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    averageExplicitAlignment(
      .vertical(guide), isBuiltIn: guide.isBuiltIn, bounds: bounds, proposal: proposal, subviews: subviews,
      cache: &cache)
  }

  /// The default explicit alignment on either axis: none for a built-in guide, else the average of the subviews'
  /// explicit values after a trial placement in `bounds` (the text baselines: the first or last subview's).
  private func averageExplicitAlignment(
    _ guide: AnyGuide, isBuiltIn: Bool, bounds: Rect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    if isBuiltIn || subviews.isEmpty { return nil }
    let placements = subviews.context.trialPlacements {
      placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    if case .vertical(let vertical) = guide, vertical.isTextBaseline {
      return subviews.baseline(vertical, placements: placements, bounds: bounds)
    }
    return subviews.averageExplicit(guide, placements: placements, bounds: bounds)
  }
}

extension Layout where Cache == Void {
  /// No cache to make: a layout without one need not write `makeCache`.
  public func makeCache(subviews: Subviews) {}
}

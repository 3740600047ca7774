/// A layout with its type erased, as stored in a ``Node``; the per-pass cache lives in a ``CacheBox``.
protocol ErasedLayout: Sendable {
  var base: any Layout { get }
  var layoutProperties: LayoutProperties { get }
  /// Whether subviews the layout does not place stay hidden (instead of being centred, the protocol default).
  var hidesUnplacedSubviews: Bool { get }
  /// The type of the wrapped layout (AnyLayout rebuilds its cache when it changes).
  var layoutType: any Layout.Type { get }
  func makeCacheBox(_ subviews: LayoutSubviews) -> AnyObject
  func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ box: AnyObject) -> Size
  func placeSubviews(_ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ box: AnyObject)
  func spacing(_ subviews: LayoutSubviews, _ box: AnyObject) -> ViewSpacing
  func explicitAlignment(
    _ guide: AnyGuide, _ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ box: AnyObject
  ) -> Double?
}

/// Storage for one container's cache during a pass.
final class CacheBox<C> {
  // Accessed only by the engine's single-threaded pass, one call at a time.
  @exclusivity(unchecked) var cache: C
  init(_ cache: C) { self.cache = cache }
}

/// Built-in layouts that use the protocol's default explicit alignment: `nil` for every built-in guide, without
/// placing anything (so the engine skips asking).
package protocol NoExplicitBuiltInGuides {}

/// Built-in layouts whose size is the bounding box of the children they place (the FrameUp containers): with
/// `TRELLIS_INTERNAL_CHECKS` the engine checks that every placed child stays inside.
package protocol ContainsPlacedChildren {
  /// Whether this instance guarantees it (a user's FULayout may place children at negative offsets).
  var guaranteesContainment: Bool { get }
}

/// Built-in layouts that hide the subviews they do not place (ViewThatFits, FrameUp layouts).
package protocol HidesUnplacedSubviews {}

/// Built-in single-child modifiers whose explicit guides are their child's, moved by the child's offset.
package protocol PropagatesChildGuides {}

struct LayoutBox<L: Layout>: ErasedLayout {
  let layout: L
  init(_ layout: L) { self.layout = layout }

  var base: any Layout { layout }
  var layoutProperties: LayoutProperties {
    if let erased = layout as? AnyLayout { return type(of: erased.base).layoutProperties }
    return L.layoutProperties
  }
  var hidesUnplacedSubviews: Bool {
    if let erased = layout as? AnyLayout { return erased.base is any HidesUnplacedSubviews }
    return layout is any HidesUnplacedSubviews
  }
  var layoutType: any Layout.Type { L.self }

  func makeCacheBox(_ subviews: LayoutSubviews) -> AnyObject {
    CacheBox(layout.makeCache(subviews: subviews))
  }

  @inline(__always) private func box(_ object: AnyObject) -> CacheBox<L.Cache> {
    unsafeDowncast(object, to: CacheBox<L.Cache>.self)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ object: AnyObject) -> Size {
    layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &box(object).cache)
  }

  func placeSubviews(_ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ object: AnyObject) {
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &box(object).cache)
  }

  func spacing(_ subviews: LayoutSubviews, _ object: AnyObject) -> ViewSpacing {
    layout.spacing(subviews: subviews, cache: &box(object).cache)
  }

  func explicitAlignment(
    _ guide: AnyGuide, _ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ object: AnyObject
  ) -> Double? {
    switch guide {
    case .horizontal(let g):
      layout.explicitAlignment(of: g, in: bounds, proposal: proposal, subviews: subviews, cache: &box(object).cache)
    case .vertical(let g):
      layout.explicitAlignment(of: g, in: bounds, proposal: proposal, subviews: subviews, cache: &box(object).cache)
    }
  }
}

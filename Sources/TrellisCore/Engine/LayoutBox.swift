/// A concrete layout behind ``ErasedLayout``: forwards each call with the container's typed cache.
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
  var traits: LayoutTraits {
    LayoutTraits(
      noExplicitBuiltInGuides: layout is any NoExplicitBuiltInGuides,
      propagatesChildGuides: layout is any PropagatesChildGuides, hidesUnplacedSubviews: hidesUnplacedSubviews,
      isErased: layout is AnyLayout, cacheIsVoid: L.Cache.self == Void.self, isCell: layout is any CellLayout)
  }

  var builtIn: BuiltInLayout {
    // The type comparisons come first: a failing cast to a concrete type still costs a runtime call.
    // SAFETY: `unsafeBitCast` to the type `L` was just compared with. Invariant: `L.self == T.self`, so the value is
    // a `T`. `as?` instead costs a dynamic cast per container and pass.
    if L.self == PaddingLayout.self { return .padding(unsafeBitCast(layout, to: PaddingLayout.self).insets) }
    if L.self == HStackLayout.self { return .stack(unsafeBitCast(layout, to: HStackLayout.self).algorithm.spec()) }
    if L.self == VStackLayout.self { return .stack(unsafeBitCast(layout, to: VStackLayout.self).algorithm.spec()) }
    return .none
  }

  var isRigidByItself: Bool {
    guard L.self == FixedFrameLayout.self else { return false }
    let frame = unsafeBitCast(layout, to: FixedFrameLayout.self)
    return frame.width.map { $0.isFinite && $0 >= 0 } == true && frame.height.map { $0.isFinite && $0 >= 0 } == true
  }

  var stackGuide: AnyGuide? {
    if L.self == HStackLayout.self { return unsafeBitCast(layout, to: HStackLayout.self).algorithm.guide }
    if L.self == VStackLayout.self { return unsafeBitCast(layout, to: VStackLayout.self).algorithm.guide }
    return nil
  }

  func makeCacheBox(_ subviews: LayoutSubviews) -> AnyObject {
    let cache = layout.makeCache(subviews: subviews)
    if L.Cache.self == Void.self { return subviews.context.voidCacheBox() }
    return CacheBox(cache)
  }

  @inline(__always) private func box(_ object: AnyObject) -> CacheBox<L.Cache> {
    // SAFETY: `unsafeDowncast`. Invariant: `object` is the box this layout made in `makeCacheBox` (the engine keeps
    // one per layout slot for the pass, and a slot's layout never changes within a pass), so it is a
    // `CacheBox<L.Cache>`; debug builds check it. `as!` instead costs a dynamic cast on every call into a layout.
    #if TRELLIS_INTERNAL_CHECKS
      precondition(object is CacheBox<L.Cache>, "the cache box of \(L.self) holds another cache type")
    #endif
    return unsafeDowncast(object, to: CacheBox<L.Cache>.self)
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
  ) -> CGFloat? {
    switch guide {
    case .horizontal(let g):
      layout.explicitAlignment(of: g, in: bounds, proposal: proposal, subviews: subviews, cache: &box(object).cache)
    case .vertical(let g):
      layout.explicitAlignment(of: g, in: bounds, proposal: proposal, subviews: subviews, cache: &box(object).cache)
    }
  }
}

/// A type-erased layout (SwiftUI's `AnyLayout`): switch the wrapped layout while keeping the same children, so the
/// children keep their ids and their frames can be compared or interpolated between the two layouts.
///
/// ```swift
/// let layout = compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
/// let tree = layout { Text("First").id("a"); Text("Second").id("b") }
/// ```
/// The cache is rebuilt whenever the wrapped layout's type differs from the one that made it.
/// - Complexity: that of the wrapped layout.
public struct AnyLayout: Layout {
  /// The wrapped layout.
  let base: any Layout

  /// Wraps `layout`.
  public init<L: Layout>(_ layout: L) {
    if let any = layout as? AnyLayout { self.base = any.base } else { self.base = layout }
  }

  /// The cache of the wrapped layout, with the layout type that made it.
  public struct Cache {
    var type: any Layout.Type
    var value: Any
  }

  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  public func makeCache(subviews: Subviews) -> Cache { Self.open(base, subviews) }

  private static func open<L: Layout>(_ layout: L, _ subviews: Subviews) -> Cache {
    Cache(type: L.self, value: layout.makeCache(subviews: subviews))
  }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  private func with<R>(_ cache: inout Cache, _ subviews: Subviews, _ body: (any Layout, inout Any) -> R) -> R {
    if cache.type != type(of: base) { cache = makeCache(subviews: subviews) }
    return body(base, &cache.value)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
    with(&cache, subviews) { layout, value in Self.size(layout, proposal, subviews, &value) }
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    with(&cache, subviews) { layout, value in Self.place(layout, bounds, proposal, subviews, &value) }
  }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    with(&cache, subviews) { layout, value in Self.spacing(layout, subviews, &value) }
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    with(&cache, subviews) { layout, value in
      Self.alignment(layout, .horizontal(guide), bounds, proposal, subviews, &value)
    }
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    with(&cache, subviews) { layout, value in
      Self.alignment(layout, .vertical(guide), bounds, proposal, subviews, &value)
    }
  }

  private static func size<L: Layout>(_ l: L, _ p: ProposedViewSize, _ s: Subviews, _ v: inout Any) -> Size {
    var c = v as! L.Cache
    defer { v = c }
    return l.sizeThatFits(proposal: p, subviews: s, cache: &c)
  }

  private static func place<L: Layout>(_ l: L, _ b: Rect, _ p: ProposedViewSize, _ s: Subviews, _ v: inout Any) {
    var c = v as! L.Cache
    defer { v = c }
    l.placeSubviews(in: b, proposal: p, subviews: s, cache: &c)
  }

  private static func spacing<L: Layout>(_ l: L, _ s: Subviews, _ v: inout Any) -> ViewSpacing {
    var c = v as! L.Cache
    defer { v = c }
    return l.spacing(subviews: s, cache: &c)
  }

  private static func alignment<L: Layout>(
    _ l: L, _ g: AnyGuide, _ b: Rect, _ p: ProposedViewSize, _ s: Subviews, _ v: inout Any
  ) -> CGFloat? {
    var c = v as! L.Cache
    defer { v = c }
    switch g {
    case .horizontal(let h): return l.explicitAlignment(of: h, in: b, proposal: p, subviews: s, cache: &c)
    case .vertical(let vv): return l.explicitAlignment(of: vv, in: b, proposal: p, subviews: s, cache: &c)
    }
  }
}

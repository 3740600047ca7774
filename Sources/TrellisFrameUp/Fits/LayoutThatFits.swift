import TrellisCore

/// FrameUp's `LayoutThatFits`: the first of several layouts whose size fits the proposal, over the same children
/// (so ids persist from one layout to another).
///
/// Each candidate is asked ``Layout/sizeThatFits(proposal:subviews:cache:)`` for the proposal itself; it fits when
/// that size is no larger than the proposal on every axis of `axes` (an unspecified dimension is unlimited). The first
/// that fits is used, else the last (``FitMode/firstThatFits``) or the one that overflows least
/// (``FitMode/bestFit``). ``report(proposal:children:)`` explains a choice.
///
/// ```swift
/// LayoutThatFits(in: .horizontal, [HStackLayout(), VStackLayout()]) {
///   Box(width: 50, height: 50); Box(width: 50, height: 200); Box(width: 50, height: 100)
/// }
/// // width 200 → the HStack, 166×200; width 150 → the VStack, 50×366
/// ```
/// With no layouts nothing is placed and the size is zero.
/// - Complexity: O(layouts) candidate measurements per proposal, then the chosen layout's cost.
public struct LayoutThatFits: Layout, HidesUnplacedSubviews {
  /// The axes on which a candidate must fit.
  public var axes: Axis.Set
  /// The candidate layouts, in order of preference.
  public var layouts: [AnyLayout]
  /// What to choose when nothing fits.
  public var mode: FitMode

  /// Chooses among `layouts` on `axes`.
  ///
  /// - Complexity: O(layouts).
  public init(in axes: Axis.Set = [.horizontal, .vertical], _ layouts: [any Layout], mode: FitMode = .firstThatFits) {
    self.axes = axes
    self.layouts = layouts.map { AnyLayout($0) }
    self.mode = mode
  }

  /// Per-candidate caches and the choices already made in this pass.
  public struct Cache {
    var caches: [AnyLayout.Cache]
    var choices: [ProposedViewSize: Int] = [:]
  }

  public func makeCache(subviews: Subviews) -> Cache {
    Cache(caches: layouts.map { $0.makeCache(subviews: subviews) })
  }

  func choice(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) -> Int? {
    if let known = cache.choices[proposal] { return known }
    let report = FitReport.select(count: layouts.count, axes: axes, mode: mode, proposal: proposal) { index in
      layouts[index].sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.caches[index])
    }
    if let chosen = report.chosen { cache.choices[proposal] = chosen }
    return report.chosen
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
    guard let k = choice(proposal, subviews, &cache) else { return .zero }
    return layouts[k].sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.caches[k])
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    guard let k = choice(proposal, subviews, &cache) else { return }
    layouts[k].placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.caches[k])
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    guard let k = choice(proposal, subviews, &cache) else { return nil }
    return layouts[k].explicitAlignment(
      of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.caches[k])
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    guard let k = choice(proposal, subviews, &cache) else { return nil }
    return layouts[k].explicitAlignment(
      of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.caches[k])
  }

  /// Which layout is chosen for `proposal` over `children`, and why the others were rejected; the candidates are
  /// measured with `configuration`.
  ///
  /// - Throws: ``LayoutError`` when measuring a candidate fails.
  /// - Complexity: one measurement pass per candidate checked.
  public func report(
    proposal: ProposedViewSize, children: [Node], configuration: LayoutConfiguration
  ) throws(LayoutError) -> FitReport {
    let engine = LayoutEngine(configuration: configuration)
    var sizes: [Size] = []
    for layout in layouts {
      sizes.append(
        try engine.sizeThatFits(Node(layout: layout, typeName: "candidate", children: children), proposal: proposal))
    }
    return FitReport.select(count: layouts.count, axes: axes, mode: mode, proposal: proposal) { sizes[$0] }
  }
}
